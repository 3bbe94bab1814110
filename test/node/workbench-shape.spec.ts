// The workbench written as one house (issue 26), read with the TypeScript compiler:
// - one writer of the sandbox's Plugins records: every insert, replace or removal of a Plugins
//   object is in sandbox/plugins/install.ts, whose one export that writes is writePluginRecords;
// - one validator of a backend service folder: the route rule and the parse of plugin.js as Node
//   wraps a module are in sandbox/plugins/services.ts only (checkServiceFolder, structured problems);
import * as fs from 'fs';
import * as path from 'path';
import * as ts from 'typescript';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const SOURCE = path.join(ROOT, 'workbench', 'src');

function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2020, true);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const relative = (file: string) => path.relative(SOURCE, file).split(path.sep).join('/');

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
    const holding = (pattern: RegExp) => files.filter((file) => pattern.test(fs.readFileSync(file, 'utf8'))).map(relative);
    expect(holding(wrapper)).toEqual(['sandbox/plugins/services.ts']);
    expect(holding(route)).toEqual(['sandbox/plugins/services.ts']);
  });
});
