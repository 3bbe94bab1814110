// The workbench written as one house (issue 26), read with the TypeScript compiler:
// - one writer of the sandbox's Plugins records: every insert, replace or removal of a Plugins
//   object is in sandbox/plugins/install.ts, whose one export that writes is writePluginRecords;
// - one validator of a backend service folder: the route rule and the parse of plugin.js as Node
//   wraps a module are in sandbox/plugins/services.ts only (checkServiceFolder, structured problems);
// - the size rules of the house style: no source file of workbench/src (nor of src/, the SDK, nor
//   of workbench/host/, the host page's plain browser scripts) over 400 lines, no function
//   (declaration, method, arrow) with a body over 80 lines, measured by the compiler. A browser
//   script's one wrapper (the IIFE that is the whole file: its module scope, as it has no bundler)
//   is measured as the file is, every function in it as a function.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as ts from 'typescript';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const SOURCE = path.join(ROOT, 'workbench', 'src');

function filesUnder(folder: string, extension = '.ts'): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(full, extension);
    return entry.name.endsWith(extension) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function parse(file: string): ts.SourceFile {
  const kind = file.endsWith('.js') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2020, true, kind);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const relative = (file: string, base = SOURCE) => path.relative(base, file).split(path.sep).join('/');

/** `file:line` of each `<store>.insert|replace|remove|update('Plugins', ...)` in the files. */
function pluginsWrites(files: string[]): string[] {
  const found: string[] = [];
  files.forEach((file) => {
    const source = parse(file);
    walk(source, (node) => {
      if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
      const method = node.expression.name.text;
      const first = node.arguments[0];
      if (['insert', 'replace', 'remove', 'update', 'delete'].indexOf(method) === -1) return;
      if (!first || !ts.isStringLiteralLike(first) || first.text !== 'Plugins') return;
      found.push(`${relative(file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    });
  });
  return found;
}

const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 80;

/** `file: N lines` for each file over MAX_FILE_LINES (named from `base`). */
function longFiles(files: string[], base = SOURCE): string[] {
  return files
    .map((file) => ({ file, lines: fs.readFileSync(file, 'utf8').split('\n').length }))
    .filter((item) => item.lines > MAX_FILE_LINES)
    .map((item) => `${relative(item.file, base)}: ${item.lines} lines`);
}

/** A function's name as a reader finds it: its own, else the variable or property it is given to. */
function functionName(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name) return parent.name.getText();
  // `object.name = function () { ... }` (a browser script's way to a method)
  if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(parent.left)) return parent.left.name.text;
  return '(anonymous)';
}

/** The node with the parentheses around it. */
function unparenthesized(node: ts.Node): ts.Node {
  let outer = node;
  while (ts.isParenthesizedExpression(outer.parent)) outer = outer.parent;
  return outer;
}

/**
 * Whether a function is a browser script's wrapper: a function expression called at once, or
 * handed to such a call (a UMD factory), the whole of a top-level statement of a .js file
 * (`(function (window) { ... }(window));`, `(function (root, factory) { ... }(this, function () { ... }));`).
 */
function isScriptWrapper(node: ts.Node, source: ts.SourceFile): boolean {
  if (!source.fileName.endsWith('.js') || !ts.isFunctionExpression(node)) return false;
  const outer = unparenthesized(node);
  const call = outer.parent;
  if (!ts.isCallExpression(call) || (call.expression !== outer && call.arguments.indexOf(outer as ts.Expression) === -1)) return false;
  const statement = unparenthesized(call).parent;
  return ts.isExpressionStatement(statement) && statement.parent === source;
}

/** `file:line name: N lines` for each function whose body, braces included, is over MAX_FUNCTION_LINES (named from `base`). */
function longFunctions(files: string[], base = SOURCE): string[] {
  const found: string[] = [];
  files.forEach((file) => {
    const source = parse(file);
    walk(source, (node) => {
      if (!ts.isFunctionLike(node) || isScriptWrapper(node, source)) return;
      const body = (node as ts.FunctionLikeDeclaration).body;
      if (!body) return;
      const first = source.getLineAndCharacterOfPosition(body.getStart()).line;
      const lines = source.getLineAndCharacterOfPosition(body.getEnd()).line - first + 1;
      if (lines > MAX_FUNCTION_LINES) found.push(`${relative(file, base)}:${first + 1} ${functionName(node as ts.FunctionLikeDeclaration)}: ${lines} lines`);
    });
  });
  return found;
}

/** The names a file exports as functions. */
function exportedFunctions(file: string): string[] {
  return parse(file).statements
    .filter(ts.isFunctionDeclaration)
    .filter((declaration) => (ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Export) !== 0)
    .map((declaration) => declaration.name ? declaration.name.text : '(default)');
}

describe('the workbench as one house', () => {
  const files = filesUnder(SOURCE);

  it('finds the source', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('writes the Plugins records in one function: writePluginRecords (sandbox/plugins/install.ts)', () => {
    const writes = pluginsWrites(files);
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.filter((place) => !place.startsWith('sandbox/plugins/install.ts:'))).toEqual([]);
    expect(exportedFunctions(path.join(SOURCE, 'sandbox', 'plugins', 'install.ts'))).toEqual(['writePluginRecords']);
  });

  it('validates a backend service folder in one place: checkServiceFolder (sandbox/plugins/services.ts)', () => {
    const wrapper = /__filename,\s*__dirname\)\s*\{\$\{/;
    const route = /\[A-Za-z0-9\]\[A-Za-z0-9\._-\]\{0,99\}/;
    const holding = (pattern: RegExp) => files.filter((file) => pattern.test(fs.readFileSync(file, 'utf8'))).map((file) => relative(file));
    expect(holding(wrapper)).toEqual(['sandbox/plugins/services.ts']);
    expect(holding(route)).toEqual(['sandbox/plugins/services.ts']);
  });

  it(`keeps every source file within ${MAX_FILE_LINES} lines and every function within ${MAX_FUNCTION_LINES}`, () => {
    expect(longFiles(files)).toEqual([]);
    expect(longFunctions(files)).toEqual([]);
  });

  it('measures a long function as one (the size check itself)', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-size-'));
    const file = path.join(folder, 'long.ts');
    const body = Array.from({ length: MAX_FUNCTION_LINES }, (unused, index) => `  const v${index} = ${index};`).join('\n');
    fs.writeFileSync(file, `export function long(): void {\n${body}\n}\nexport const short = () => 1;\n`);
    try {
      expect(longFunctions([file]).map((item) => item.replace(/^.*long\.ts/, 'long.ts'))).toEqual([`long.ts:1 long: ${MAX_FUNCTION_LINES + 2} lines`]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the SDK (src/) in the same shape', () => {
  const files = filesUnder(path.join(ROOT, 'src'));

  it(`keeps every source file of src/ within ${MAX_FILE_LINES} lines and every function within ${MAX_FUNCTION_LINES}`, () => {
    expect(files.length).toBeGreaterThan(50);
    expect(longFiles(files, ROOT)).toEqual([]);
    expect(longFunctions(files, ROOT)).toEqual([]);
  });
});

describe('the host page\'s scripts (workbench/host/) in the same shape', () => {
  const base = path.join(ROOT, 'workbench', 'host');
  const files = filesUnder(base, '.js');

  it(`keeps every script of workbench/host/ within ${MAX_FILE_LINES} lines and every function within ${MAX_FUNCTION_LINES}`, () => {
    expect(files.map((file) => relative(file, base))).toContain('host.js');
    expect(longFiles(files, base)).toEqual([]);
    expect(longFunctions(files, base)).toEqual([]);
  });

  it('measures the functions inside a script\'s wrapper, not the wrapper (the size check itself)', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-size-'));
    const file = path.join(folder, 'page.js');
    const body = (indent: string) => Array.from({ length: MAX_FUNCTION_LINES }, (unused, index) => `${indent}var v${index} = ${index};`).join('\n');
    fs.writeFileSync(file, `(function (window) {\n  'use strict';\n  function long() {\n${body('    ')}\n  }\n` +
      `  window.later = function () {\n    return (function () {\n${body('      ')}\n    }());\n  };\n}(window));\n`);
    try {
      expect(longFunctions([file], folder)).toEqual([`page.js:3 long: ${MAX_FUNCTION_LINES + 2} lines`,
        `page.js:${MAX_FUNCTION_LINES + 5} later: ${MAX_FUNCTION_LINES + 4} lines`, `page.js:${MAX_FUNCTION_LINES + 6} (anonymous): ${MAX_FUNCTION_LINES + 2} lines`]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
