// The folder tables of docs/packages.md and docs/architecture.md say what is there: every folder
// they name exists, and every top-level folder of src/ and workbench/src/ is named, so a folder
// added, renamed or removed shows in the docs in the same change.
import * as fs from 'fs';
import * as path from 'path';

const ROOT = path.resolve(__dirname, '../../../..');

/** The first cell of each row of every Markdown table of `text` (header and rule rows left out). */
function firstCells(text: string): string[] {
  const rows = text.split('\n').filter((line) => /^\|.*\|\s*$/.test(line.trim()));
  return rows.map((row) => row.trim().slice(1).split('|')[0].trim())
    .filter((cell) => cell && !/^-+$/.test(cell.replace(/[: ]/g, '')));
}

/** The paths written in backticks in `cell` (`src/core/`, `serve/`, `cli.ts`). */
function codePaths(cell: string): string[] {
  return Array.from(cell.matchAll(/`([^`\s]+)`/g), (match) => match[1]).filter((item) => /^[\w.@-]+(\/[\w.@-]*)*$/.test(item));
}

/** The top-level folders of `dir` (relative to the repository), as `dir/name/`. */
function topFolders(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}/`);
}

/** The second cell ("holds") of the rows of architecture.md's layer table, and the paths in it, relative to workbench/src/. */
function layerTablePaths(text: string): string[] {
  const start = text.indexOf('| layer | holds |');
  expect(start).withContext('docs/architecture.md has its layer table (| layer | holds | may import |)').not.toBe(-1);
  const rows = text.slice(start).split('\n').slice(2);
  const table = rows.slice(0, rows.findIndex((row) => !row.trim().startsWith('|')));
  return table.flatMap((row) => codePaths(row.split('|')[2] || ''))
    .filter((item) => item.endsWith('/') || item.endsWith('.ts'))
    .filter((item) => !item.startsWith('src/') && !item.startsWith('workbench/') && !item.startsWith('#'));
}

describe('the folder tables of the docs', () => {
  const packages = fs.readFileSync(path.join(ROOT, 'docs', 'packages.md'), 'utf8');
  const architecture = fs.readFileSync(path.join(ROOT, 'docs', 'architecture.md'), 'utf8');
  // a row for a pattern (`test/<area>/` with its examples) names no one folder
  const listed = firstCells(packages).filter((cell) => cell.indexOf('<') === -1).flatMap(codePaths);

  it('packages.md: every folder it lists exists', () => {
    const folders = listed.filter((item) => item.endsWith('/'));
    expect(folders.length).toBeGreaterThan(20);
    expect(folders.filter((folder) => !fs.existsSync(path.join(ROOT, folder)) && folder !== 'workbench/build/'
      && !folder.startsWith('.build'))).toEqual([]);
  });

  it('packages.md: every top-level folder of src/ and workbench/src/ is listed', () => {
    const wanted = [...topFolders('src'), ...topFolders('workbench/src')];
    expect(wanted.filter((folder) => listed.indexOf(folder) === -1)).toEqual([]);
  });

  it('architecture.md: every file and folder of its layer table exists in workbench/src/, and every top-level one is there', () => {
    const held = layerTablePaths(architecture);
    expect(held.filter((item) => !fs.existsSync(path.join(ROOT, 'workbench', 'src', item)))).toEqual([]);
    const top = fs.readdirSync(path.join(ROOT, 'workbench', 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || entry.name.endsWith('.ts'))
      .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
    expect(top.filter((item) => held.indexOf(item) === -1)).toEqual([]);
  });
});
