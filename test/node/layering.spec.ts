// The folders of src/ depend on each other one way: data/ is below events/ (znPluginEvents names
// znData's events), so nothing in data/ may import from events/.
import * as fs from 'fs';
import * as path from 'path';

const ROOT = path.resolve(__dirname, '../../../..');

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  const pattern = /(?:^|\n)\s*(?:import|export)\b[^'";()]*?['"]([^'"]+)['"]/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) found.push(match[1]);
  return found;
}

function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('src/ layering', () => {
  it('finds the source', () => {
    expect(fs.existsSync(path.join(ROOT, 'src/data/zn-data.ts'))).toBe(true);
  });

  it('data/ imports nothing from events/', () => {
    const offending = filesUnder(path.join(ROOT, 'src/data')).flatMap((file) => importsOf(file)
      .map((target) => path.resolve(path.dirname(file), target))
      .filter((target) => target.startsWith(path.join(ROOT, 'src/events')))
      .map((target) => `${path.relative(ROOT, file)} -> ${path.relative(ROOT, target)}`));
    expect(offending).toEqual([]);
  });

  it('values.ts, the shared checks, imports nothing', () => {
    expect(importsOf(path.join(ROOT, 'src/values.ts'))).toEqual([]);
  });
});
