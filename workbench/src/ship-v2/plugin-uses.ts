/**
 * Which of the frame's optional libraries (frame-libraries.ts) a plugin uses, decided from its
 * built sources: plugin.js read as a syntax tree (script-facts.ts) and its templates, with the
 * markup in plugin.js's strings, read as markup (markup-facts.ts), against the signs of each
 * library (uses-table.ts) and a few rules that need more than a name (a jQuery selector handed to
 * jqLite, a filter or controller of the plugin's own that AngularJS 1.2 treated otherwise). Each
 * use found comes with the sign and where it is, for the build's output. Pure.
 */
import { LibraryKey, LIBRARY_KEYS } from './frame-libraries';
import { emptyMarkupFacts, filtersOf, MarkupFacts, readMarkup } from './markup-facts';
import { MethodCall, ScriptFacts } from './script-facts';
import { LibrarySigns, SIGNS } from './uses-table';

/** A use of a library: what gave it away, and where. */
export interface LibraryUse {
  sign: string;
  where: string;
}

export type PluginUses = Map<LibraryKey, LibraryUse>;

export interface UsesInput {
  /** The facts of plugin.js (null: it could not be read). */
  script: ScriptFacts;
  /** Its templates (plugin.html). */
  html: string;
  /** Names a line of plugin.js (`src/main.js:12`); `near` is text of the use, to find its line in the source file. */
  placeOf: (line: number, near?: string) => string;
}

/** Whether a jqLite `find` can take `selector`: a tag name only. */
const TAG_ONLY = /^\s*[a-zA-Z][\w-]*\s*$/;
/** Names of variables that hold an element (a directive's `element`, `$element`, `elem`, `iElement`...). */
const ELEMENT_NAME = /^(\$?el|\$?elem|\$?element|[it]Element|\$\w+|\w*Element)$/;
/** DOM methods of elements that jqLite objects lack: called on a variable that holds an element, they are jQuery's. */
const ELEMENT_EVENT_METHODS = new Set(['focus', 'blur', 'click', 'change', 'submit', 'select']);
/** Objects that are not elements though their names look so. */
const NOT_ELEMENTS = new Set(['$scope', '$rootScope', '$window', '$timeout', '$q', '$http', '$log']);
/** jqLite methods that ignore a selector argument jQuery reads. */
const SELECTOR_TAKERS = new Set(['children', 'next', 'parent', 'prev']);

function jqueryRule(calls: MethodCall[]): { sign: string; line: number; near: string } | undefined {
  for (const call of calls) {
    const [first, second] = call.args;
    const text = first && first.kind === 'string' ? first.text as string : undefined;
    if (call.method === 'find' && text !== undefined && !TAG_ONLY.test(text)) return { sign: `.find('${text}') (jqLite finds by tag name only)`, line: call.line, near: call.method };
    if (call.method === 'element' && call.object === 'angular' && text !== undefined && !text.trim().startsWith('<')) {
      return { sign: `angular.element('${text}') (a selector, which jqLite does not take)`, line: call.line, near: call.method };
    }
    if (['on', 'off', 'one'].includes(call.method) && text !== undefined && second && second.kind === 'string') {
      return { sign: `.${call.method}('${text}', '${second.text}', ...) (a delegated event)`, line: call.line, near: call.method };
    }
    if (NOT_ELEMENTS.has(call.object)) continue;
    if (SELECTOR_TAKERS.has(call.method) && text !== undefined) return { sign: `.${call.method}('${text}')`, line: call.line, near: call.method };
    if (ELEMENT_EVENT_METHODS.has(call.method) && (call.object === 'angular.element()' || ELEMENT_NAME.test(call.object))) {
      return { sign: `${call.object}.${call.method}()`, line: call.line, near: call.method };
    }
  }
  return undefined;
}

/** A filter of the plugin's own (`plugin.filter('name', ...)`): 1.2 ran every filter on each digest; compat does so again. */
function compatRule(script: ScriptFacts, markup: MarkupFacts): { sign: string; line?: number; near?: string; where?: string } | undefined {
  const registration = script.calls.find((call) => call.method === 'filter' && call.args[0] && call.args[0].kind === 'string');
  if (registration) return { sign: `.filter('${registration.args[0].text}', ...) (a plugin filter)`, line: registration.line, near: '.filter(' };
  const legacy = markup.legacy.entries().next();
  if (!legacy.done) return { sign: legacy.value[0], where: legacy.value[1] };
  // a controller named in markup or a registration that the plugin does not register: 1.2 looked it up on window
  const defined = new Set(script.calls.filter((call) => call.method === 'controller' && call.args[0] && call.args[0].kind === 'string')
    .map((call) => call.args[0].text as string));
  for (const [name, where] of markup.controllers) if (!defined.has(name)) return { sign: `ng-controller="${name}" (not registered: a global function)`, where };
  for (const [name, line] of script.controllerRefs) {
    if (!defined.has(name)) return { sign: `controller: '${name}' (not registered: a global function)`, line, near: name };
  }
  return undefined;
}

/** The first of `names` in `map`, with its place. */
function firstIn<T>(map: Map<string, T>, names: string[] | undefined): [string, T] | undefined {
  for (const name of names || []) if (map.has(name)) return [name, map.get(name) as T];
  return undefined;
}

/** The first sign of `signs` in the facts. */
function findSign(signs: LibrarySigns, script: ScriptFacts, markup: MarkupFacts, filterUses: Map<string, string>,
  placeOf: (line: number, near?: string) => string): LibraryUse | undefined {
  const inCode = (found: [string, number] | undefined, show: (name: string) => string) => found && {
    sign: show(found[0]), where: placeOf(found[1], found[0].replace(/^.*\./, ''))
  };
  const inMarkup = (found: [string, string] | undefined, show: (name: string) => string) => found && { sign: show(found[0]), where: found[1] };
  const names = signs.names || [];
  const call = signs.methods && script.calls.find((item) => signs.methods!.includes(item.method) && !(signs.notOn || []).includes(item.object));
  return inCode(firstIn(script.identifiers, [...(signs.globals || []), ...names]), (name) => `\`${name}\``) ||
    inCode(firstIn(script.strings, names), (name) => `'${name}'`) ||
    inCode(firstIn(script.properties, signs.properties), (name) => `.${name}`) ||
    inCode(firstIn(script.members, signs.members), (name) => name) ||
    (call ? { sign: `.${call.method}(...)`, where: placeOf(call.line, `.${call.method}(`) } : undefined) ||
    inMarkup(firstIn(markup.elements, signs.elements), (name) => `<${dashed(name)}>`) ||
    inMarkup(firstIn(markup.attributes, signs.attributes), (name) => dashed(name)) ||
    inMarkup(firstIn(filterUses, signs.filters), (name) => `| ${name}`);
}

/** `uiSortable` as markup writes it: `ui-sortable`. */
function dashed(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Filters the plugin uses anywhere: piped in markup, `$filter('name')`, an injected `nameFilter`. */
function filterUsesOf(script: ScriptFacts, markup: MarkupFacts, placeOf: (line: number, near?: string) => string): Map<string, string> {
  const uses = new Map(markup.filters);
  script.direct.filter((call) => call.callee === '$filter').forEach((call) => { if (!uses.has(call.text)) uses.set(call.text, placeOf(call.line, call.text)); });
  [...script.identifiers, ...script.strings].forEach(([name, line]) => {
    const match = /^([a-zA-Z_$][\w$]*)Filter$/.exec(name);
    if (match && !uses.has(match[1])) uses.set(match[1], placeOf(line, name));
  });
  script.markup.forEach((item) => filtersOf(item.text).forEach((name) => { if (!uses.has(name)) uses.set(name, placeOf(item.line)); }));
  return uses;
}

/** The libraries `input` uses, each with its first sign (in the table's order). */
export function pluginUses(input: UsesInput): PluginUses {
  const { script, placeOf } = input;
  const markup = readMarkup(input.html, 'plugin.html', emptyMarkupFacts());
  script.markup.forEach((item) => readMarkup(item.text, placeOf(item.line), markup));
  const filterUses = filterUsesOf(script, markup, placeOf);
  const uses: PluginUses = new Map();
  LIBRARY_KEYS.forEach((key) => {
    const found = findSign(SIGNS[key], script, markup, filterUses, placeOf);
    if (found) uses.set(key, found);
  });
  if (!uses.has('jquery')) {
    const rule = jqueryRule(script.calls);
    if (rule) uses.set('jquery', { sign: rule.sign, where: placeOf(rule.line, rule.near) });
  }
  if (!uses.has('compat')) {
    const rule = compatRule(script, markup);
    if (rule) uses.set('compat', { sign: rule.sign, where: rule.where || placeOf(rule.line || 0, rule.near) });
  }
  return uses;
}
