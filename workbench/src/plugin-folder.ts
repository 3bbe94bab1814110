/**
 * Reads a plugin folder the way Zengine's developer console held a plugin, without running it:
 *
 *   <folder>/plugin.js, plugin.html, plugin.css                 (a frontend-only plugin), or
 *   <folder>/frontend/plugin.{js,html,css} + <folder>/backend/<service-route>/ (one per service)
 *
 * Nothing is cached: every call reads the files again, so an edit shows up on the next load.
 * What cannot be served is reported as a problem naming the file and, where there is one, the
 * line; a folder with a problem of level 'error' is left out, the other folders are served.
 */
import fs from 'fs';
import path from 'path';
import vm from 'vm';
import type { PluginBase, Problem, ProblemLevel } from './plugin-base';
import { INVALID_UTF8_MESSAGE, readUtf8File } from './util/utf8-text';
import { isNamespace } from '#core';
import { lineAt, syntaxErrorLine } from './util/text-lines';

const PIECES = ['plugin.js', 'plugin.html', 'plugin.css'];

export type { Problem, ProblemLevel, PluginBuild } from './plugin-base';

/** A plugin folder as read from disk (see readPluginFolder): the plugin's base shape. */
export type PluginFolder = PluginBase;

/** `demo-plugin` → `demoPlugin`; '' for a name that is not a dashed namespace. */
function camelFromDashed(name: string): string {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(name)) return '';
  return name.replace(/-([a-z0-9])/g, (_all, letter: string) => letter.toUpperCase());
}

/**
 * The end of a plugin.js as Zengine's first runtime served it, `})('demoPlugin', wizehive, angular);`:
 * its first argument is the prefix `wizehive.makePlugin` registered the plugin under, whatever name
 * the register call inside gives (src/compat-layer/first-runtime.ts).
 */
const FIRST_RUNTIME_WRAPPER = /\}\s*\)\s*\(\s*(['"])([^'"\\\n]*)\1\s*,\s*wizehive\s*[,)]/;

/**
 * The namespace the plugin's own `plugin.register(...)` call gives, read from the source:
 * `register('board', ...)`, or `register(NAMESPACE, ...)` with `var NAMESPACE = 'board'` in the
 * file; for a file wrapped as Zengine's first runtime served it, the wrapper's prefix. Returns ''
 * when it cannot be read without running the code.
 */
export function readNamespace(source: string): string {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"\\])\/\/[^\n]*/g, '$1');
  const wrapped = FIRST_RUNTIME_WRAPPER.exec(withoutComments);
  if (wrapped) return wrapped[2];
  const call = /\.register\s*\(\s*(?:(['"])([^'"\\\n]*)\1|([A-Za-z_$][\w$]*))\s*,/.exec(withoutComments);
  if (!call) return '';
  if (call[2] !== undefined) return call[2];
  const constant = new RegExp(`(?:var|let|const)\\s+${call[3].replace(/\$/g, '\\$')}\\s*=\\s*(['"])([^'"\\\\\\n]*)\\1`).exec(withoutComments);
  return constant ? constant[2] : '';
}

/** Problems of plugin.html: it holds `<script type="text/ng-template" id="...">` blocks only. */
export function checkTemplates(html: string, file: string): Problem[] {
  const problems: Problem[] = [];
  const opening = /<script\b([^>]*)>/gi;
  let match: RegExpExecArray | null;
  while ((match = opening.exec(html))) {
    const attributes = match[1];
    const line = lineAt(html, match.index);
    if (!/type\s*=\s*(['"])text\/ng-template\1/i.test(attributes)) {
      problems.push({ level: 'error', file, line, message: 'a <script> block that is not type="text/ng-template": plugin.html holds templates only' });
    } else if (!/\bid\s*=\s*(['"])[^'"]+\1/i.test(attributes)) {
      problems.push({ level: 'error', file, line, message: 'a template without an id: write <script type="text/ng-template" id="my-plugin-main">' });
    }
    const close = html.toLowerCase().indexOf('</script>', opening.lastIndex);
    const nextOpen = html.slice(opening.lastIndex).search(/<script\b/i);
    if (close === -1 || (nextOpen !== -1 && opening.lastIndex + nextOpen < close)) {
      problems.push({ level: 'error', file, line, message: 'this <script> block is never closed: end it with </script>' });
      break;
    }
    opening.lastIndex = close;
  }
  return problems;
}

/**
 * Reads the folder. options.namespace is the `--namespace` given for it (used when the source
 * does not say, and checked against it when it does). Returns
 * { dir, name, frontendDir, backendDir|null, namespace, sources: { js, html, css }, problems, ok }.
 */
export function readPluginFolder(dir: string, options?: { namespace?: string }): PluginFolder {
  const folder = path.resolve(dir);
  const given = options && options.namespace;
  const result: PluginFolder = {
    dir: folder,
    name: path.basename(folder),
    frontendDir: folder,
    backendDir: null,
    namespace: '',
    sources: { js: '', html: '', css: '' },
    problems: [],
    ok: false
  };
  const problem = (level: ProblemLevel, file: string, message: string, line?: number) => result.problems.push({ level, file, line, message });

  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) {
    problem('error', folder, 'no such folder: give a plugin folder holding plugin.js, plugin.html and plugin.css (or frontend/ with them)');
    return result;
  }
  const frontend = path.join(folder, 'frontend');
  if (fs.existsSync(frontend) && fs.statSync(frontend).isDirectory()) result.frontendDir = frontend;
  const backend = path.join(folder, 'backend');
  if (fs.existsSync(backend) && fs.statSync(backend).isDirectory()) result.backendDir = backend;

  const read = (piece: string): string | null => {
    const file = path.join(result.frontendDir, piece);
    try {
      const loaded = readUtf8File(file);
      if (loaded.invalidLine !== undefined) problem('warning', file, INVALID_UTF8_MESSAGE, loaded.invalidLine);
      return loaded.text;
    } catch (caught) {
      const error = caught as NodeJS.ErrnoException;
      const level: ProblemLevel = piece === 'plugin.css' ? 'warning' : 'error';
      problem(level, file, error.code === 'ENOENT'
        ? `missing: a plugin folder has ${PIECES.join(', ')}${result.frontendDir === folder ? ' (or frontend/ with them)' : ''}` +
          (level === 'warning' ? '; the plugin is served without styles' : '')
        : `cannot be read: ${error.message}`);
      return null;
    }
  };
  const js = read('plugin.js');
  const html = read('plugin.html');
  const css = read('plugin.css');
  const jsFile = path.join(result.frontendDir, 'plugin.js');

  if (js !== null) {
    result.sources.js = js;
    try {
      // Compiled only, never run: a syntax error is reported with its line.
      new vm.Script(js, { filename: jsFile });
    } catch (error) {
      problem('error', jsFile, `syntax error: ${(error as Error).message}`, syntaxErrorLine(error, jsFile));
    }
    const registered = readNamespace(js);
    // Zengine registered a plugin under its record's namespace whatever name plugin.register gave
    // (the page does the same, src/plugin/plugin-api.ts); a dashed name stands for its camelCase.
    const namespace = given || (registered && !isNamespace(registered) ? camelFromDashed(registered) || registered : registered);
    if (registered && registered !== namespace) {
      problem('warning', jsFile, `registers as "${registered}"; served under the namespace "${namespace}"` +
        `${given ? ' (--namespace)' : ''}, as Zengine registered a plugin under its record's namespace; write plugin.register('${namespace}', {...})`);
    }
    result.namespace = namespace || '';
    if (!result.namespace) {
      problem('error', jsFile, 'no plugin.register(\'namespace\', {...}) call whose namespace can be read: add one, or give --namespace <ns> for this folder');
    } else if (!isNamespace(result.namespace)) {
      problem('error', jsFile, `the namespace "${result.namespace}" is not camelCase letters and digits starting with a lower-case letter, such as myPlugin`);
    }
  }
  if (html !== null) {
    result.sources.html = html;
    checkTemplates(html, path.join(result.frontendDir, 'plugin.html')).forEach((item) => result.problems.push(item));
  }
  if (css !== null) result.sources.css = css;
  result.ok = !result.problems.some((item) => item.level === 'error');
  return result;
}

/** A problem as one line of text: 'demo/x/plugin.js:12: syntax error: Unexpected token'. */
export function describeProblem(item: Problem, base?: string): string {
  const file = base ? path.relative(base, item.file) || item.file : item.file;
  return `${file}${item.line ? ':' + item.line : ''}: ${item.level === 'warning' ? 'warning: ' : ''}${item.message}`;
}

