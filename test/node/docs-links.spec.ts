// Every link from one page of the docs to another page or to a heading (`#anchor`) lands: the
// page exists and the heading does, by GitHub's way of making a heading's anchor.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

/** The markdown pages of the docs: docs/ (with its folders) and the root's pages. */
function pages(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => fs.readdirSync(dir, { withFileTypes: true }).forEach((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.name.endsWith('.md')) found.push(full);
  });
  walk(path.join(ROOT, 'docs'));
  ['README.md', 'CONTRIBUTING.md'].forEach((name) => {
    if (fs.existsSync(path.join(ROOT, name))) found.push(path.join(ROOT, name));
  });
  return found;
}

/** The text outside fenced code blocks. */
function unfenced(text: string): string {
  return text.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[`~]*[ \t]*$/gm, '');
}

/** The text outside fenced code blocks and inline code. */
function prose(text: string): string {
  return unfenced(text).replace(/`[^`\n]*`/g, '');
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export function slugOf(heading: string): string {
  const text = heading
    .replace(/<[^>]+>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '').replace(/\s/g, '-');
}

/** The anchors a page has: its headings' (repeats get -1, -2...) and explicit ids. */
function anchorsOf(file: string, cache: Map<string, Set<string>>): Set<string> {
  const known = cache.get(file);
  if (known) return known;
  const text = fs.readFileSync(file, 'utf8');
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  unfenced(text).split('\n').forEach((line) => {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) return;
    const slug = slugOf(heading[1]);
    const seen = counts.get(slug) || 0;
    counts.set(slug, seen + 1);
    anchors.add(seen === 0 ? slug : `${slug}-${seen}`);
  });
  for (const match of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
  cache.set(file, anchors);
  return anchors;
}

/** The intra-docs links of a page that do not land, as `page: target (why)`. */
function brokenLinks(file: string, cache: Map<string, Set<string>>): string[] {
  const broken: string[] = [];
  for (const match of prose(fs.readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const [pagePart, anchor] = target.split('#', 2);
    const page = pagePart === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(pagePart));
    const where = `${path.relative(ROOT, file)}: ${target}`;
    if (!fs.existsSync(page)) {
      broken.push(`${where} (no such file)`);
      continue;
    }
    if (anchor === undefined || anchor === '' || !page.endsWith('.md')) continue;
    if (!anchorsOf(page, cache).has(decodeURIComponent(anchor).toLowerCase())) broken.push(`${where} (no such heading)`);
  }
  return broken;
}

describe('links between the pages of the docs', () => {
  it('make anchors as GitHub does', () => {
    expect(slugOf('Mounting services (for hosts)')).toBe('mounting-services-for-hosts');
    expect(slugOf('`me`: the acting user')).toBe('me-the-acting-user');
    expect(slugOf('Forms, fields and records: the shapes')).toBe('forms-fields-and-records-the-shapes');
  });

  it('all land on a page and a heading that exist', () => {
    const cache = new Map<string, Set<string>>();
    const broken = pages().flatMap((file) => brokenLinks(file, cache));
    expect(broken).toEqual([]);
  });

  it('find a link to a heading that does not exist', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-docs-links-'));
    try {
      const page = path.join(dir, 'page.md');
      fs.writeFileSync(page, '# Title\n\n## Mounting services\n\nSee [a](#mounting-services-for-hosts) and [b](#mounting-services).\n');
      expect(brokenLinks(page, new Map())).toEqual([jasmine.stringMatching(/#mounting-services-for-hosts \(no such heading\)$/)]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
