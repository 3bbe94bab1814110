/**
 * What a plugin's templates use, read from their markup (plugin.html's `<script type="text/ng-template">`
 * blocks, and markup in plugin.js's strings): elements and attributes by the name AngularJS
 * normalizes them to (`data-ui-sortable` and `ui:sortable` are `uiSortable`), filters piped in
 * expressions (`| truncate:20`), controllers named by `ng-controller`, and the markup whose meaning
 * changed after AngularJS 1.2 (`ng-repeat="(key, value) in ..."`, `<input type="number">`, a
 * `<select ng-model>` without `ng-options`). Pure: regular expressions over the text, which is all a
 * template is until AngularJS compiles it; HTML comments do not count.
 */

/** Where something was first seen: the template it is in (its id), or what the caller says. */
export type Where = string;

export interface MarkupFacts {
  /** Elements by normalized name. */
  elements: Map<string, Where>;
  /** Attributes by normalized name. */
  attributes: Map<string, Where>;
  /** Filters used in expressions and interpolations. */
  filters: Map<string, Where>;
  /** `ng-controller` values (the name before ` as `). */
  controllers: Map<string, Where>;
  /** Markup 1.2 read otherwise: 'ng-repeat over (key, value)', 'input type="number"', 'select without ng-options'. */
  legacy: Map<string, Where>;
}

const TAG = /<([a-zA-Z][\w:.-]*)((?:\s+[^\s=/>"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** `| name` in an expression, not `||`. */
const FILTER = /(?:^|[^|])\|(?!\|)\s*([A-Za-z_$][\w$]*)/g;
const INTERPOLATION = /\{\{([\s\S]*?)\}\}/g;
const TEMPLATE_OPENING = /<script\b[^>]*\btype\s*=\s*["']text\/ng-template["'][^>]*>/gi;
const KEY_VALUE_REPEAT = /^\s*\(\s*[\w$]+\s*,\s*[\w$]+\s*\)\s+in\s/;

/** The name AngularJS gives a directive written `name` in markup: `data-tab-heading` → `tabHeading`. */
export function normalizeDirectiveName(name: string): string {
  return name.toLowerCase()
    .replace(/^(x|data)[:\-_]/, '')
    .replace(/[:\-_]+(.)/g, (_match, letter: string) => letter.toUpperCase());
}

export function emptyMarkupFacts(): MarkupFacts {
  return { elements: new Map(), attributes: new Map(), filters: new Map(), controllers: new Map(), legacy: new Map() };
}

function remember(map: Map<string, Where>, name: string, where: Where): void {
  if (!map.has(name)) map.set(name, where);
}

/** The filters an expression pipes its values through. */
export function filtersOf(expression: string): string[] {
  const names: string[] = [];
  FILTER.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = FILTER.exec(expression))) names.push(match[1]);
  return names;
}

/** A template's id at each opening `<script type="text/ng-template">`, by position. */
function templateOpenings(text: string): Array<{ at: number; id: string }> {
  const found: Array<{ at: number; id: string }> = [];
  TEMPLATE_OPENING.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TEMPLATE_OPENING.exec(text))) {
    const id = /\bid\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(match[0]);
    found.push({ at: match.index, id: id ? id[1] ?? id[2] : '' });
  }
  return found;
}

function attributesOf(text: string): Array<{ name: string; value: string }> {
  const found: Array<{ name: string; value: string }> = [];
  ATTRIBUTE.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = ATTRIBUTE.exec(text))) found.push({ name: match[1], value: match[2] ?? match[3] ?? match[4] ?? '' });
  return found;
}

function readTag(tag: string, text: string, where: Where, facts: MarkupFacts): void {
  const element = normalizeDirectiveName(tag);
  remember(facts.elements, element, where);
  const attributes = attributesOf(text).map((item) => ({ name: normalizeDirectiveName(item.name), value: item.value }));
  const has = (name: string) => attributes.some((item) => item.name === name);
  attributes.forEach(({ name, value }) => {
    remember(facts.attributes, name, where);
    filtersOf(value).forEach((filter) => remember(facts.filters, filter, where));
    if (name === 'ngController' && value.trim()) remember(facts.controllers, value.split(/\s+as\s+/)[0].trim(), where);
    if (name === 'ngRepeat' && KEY_VALUE_REPEAT.test(value)) remember(facts.legacy, 'ng-repeat over (key, value)', where);
    if (element === 'input' && name === 'type' && value.trim().toLowerCase() === 'number') remember(facts.legacy, 'input type="number"', where);
  });
  if (element === 'select' && has('ngModel') && !has('ngOptions')) remember(facts.legacy, 'select ng-model without ng-options', where);
}

/**
 * Adds what `text` (markup) uses to `facts`. `where` names the place (a template's id is used when
 * the text has `<script type="text/ng-template">` blocks).
 */
export function readMarkup(text: string, where: Where, facts: MarkupFacts): MarkupFacts {
  const source = text.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' '));
  const openings = templateOpenings(source);
  const placeAt = (index: number): Where => {
    let found: { at: number; id: string } | undefined;
    for (const opening of openings) {
      if (opening.at > index) break;
      found = opening;
    }
    return found && found.id ? `template ${found.id}` : where;
  };
  TAG.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TAG.exec(source))) readTag(match[1], match[2] || '', placeAt(match.index), facts);
  INTERPOLATION.lastIndex = 0;
  while ((match = INTERPOLATION.exec(source))) {
    const at = placeAt(match.index);
    filtersOf(match[1]).forEach((filter) => remember(facts.filters, filter, at));
  }
  return facts;
}
