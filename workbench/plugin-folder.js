'use strict';
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
const fs = require('fs');
const path = require('path');
const vm = require('vm');

const PIECES = ['plugin.js', 'plugin.html', 'plugin.css'];
/** The SDK's naming rules (src/plugin/naming.ts), compiled for Node by `tsc -p tsconfig.node.json`. */
const NAMING = path.resolve(__dirname, '..', '.build', 'node', 'src', 'plugin', 'naming.js');

/** Whether `namespace` is one the SDK's plugin.register accepts (camelCase: myPlugin). */
function isNamespace(namespace) {
  if (fs.existsSync(NAMING)) return require(NAMING).isNamespace(namespace);
  return /^[a-z][a-zA-Z0-9]*$/.test(namespace);
}

/**
 * The namespace the plugin's own `plugin.register(...)` call gives, read from the source:
 * `register('board', ...)`, or `register(NAMESPACE, ...)` with `var NAMESPACE = 'board'` in the
 * file. Returns '' when it cannot be read without running the code.
 */
function readNamespace(source) {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"\\])\/\/[^\n]*/g, '$1');
  const call = /\.register\s*\(\s*(?:(['"])([^'"\\\n]*)\1|([A-Za-z_$][\w$]*))\s*,/.exec(withoutComments);
  if (!call) return '';
  if (call[2] !== undefined) return call[2];
  const constant = new RegExp(`(?:var|let|const)\\s+${call[3].replace(/\$/g, '\\$')}\\s*=\\s*(['"])([^'"\\\\\\n]*)\\1`).exec(withoutComments);
  return constant ? constant[2] : '';
}

/** The line (1-based) of a SyntaxError thrown by vm.Script for `filename`, or undefined. */
function syntaxErrorLine(error, filename) {
  const first = String(error && error.stack || '').split('\n')[0];
  const at = first.lastIndexOf(':');
  if (at === -1 || first.slice(0, at) !== filename) return undefined;
  const line = Number(first.slice(at + 1));
  return Number.isInteger(line) && line > 0 ? line : undefined;
}

/** The line (1-based) of the character at `index` of `text`. */
function lineAt(text, index) {
  return text.slice(0, index).split('\n').length;
}

/** Problems of plugin.html: it holds `<script type="text/ng-template" id="...">` blocks only. */
function checkTemplates(html, file) {
  const problems = [];
  const opening = /<script\b([^>]*)>/gi;
  let match;
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
function readPluginFolder(dir, options) {
  const folder = path.resolve(dir);
  const given = options && options.namespace;
  const result = {
    dir: folder,
    name: path.basename(folder),
    frontendDir: folder,
    backendDir: null,
    namespace: '',
    sources: { js: '', html: '', css: '' },
    problems: [],
    ok: false
  };
  const problem = (level, file, message, line) => result.problems.push({ level, file, line, message });

  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) {
    problem('error', folder, 'no such folder: give a plugin folder holding plugin.js, plugin.html and plugin.css (or frontend/ with them)');
    return result;
  }
  const frontend = path.join(folder, 'frontend');
  if (fs.existsSync(frontend) && fs.statSync(frontend).isDirectory()) result.frontendDir = frontend;
  const backend = path.join(folder, 'backend');
  if (fs.existsSync(backend) && fs.statSync(backend).isDirectory()) result.backendDir = backend;

  const read = (piece) => {
    const file = path.join(result.frontendDir, piece);
    try {
      return fs.readFileSync(file, 'utf8');
    } catch (error) {
      const level = piece === 'plugin.css' ? 'warning' : 'error';
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
      new vm.Script(js, { filename: jsFile }); // eslint-disable-line no-new
    } catch (error) {
      problem('error', jsFile, `syntax error: ${error.message}`, syntaxErrorLine(error, jsFile));
    }
    const namespace = readNamespace(js);
    if (namespace && given && namespace !== given) {
      problem('error', jsFile, `registers the namespace "${namespace}" but --namespace says "${given}"`);
    }
    result.namespace = namespace || given || '';
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
function describeProblem(item, base) {
  const file = base ? path.relative(base, item.file) || item.file : item.file;
  return `${file}${item.line ? ':' + item.line : ''}: ${item.level === 'warning' ? 'warning: ' : ''}${item.message}`;
}

module.exports = { readPluginFolder, readNamespace, describeProblem, checkTemplates };
