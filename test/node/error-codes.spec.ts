// docs/errors.md documents every code the source raises, and no code it no longer raises.
import * as fs from 'fs';
import * as path from 'path';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { findErrorCodes, documentedCodes } = require(path.join(ROOT, 'scripts', 'error-codes.js')) as {
  findErrorCodes(root: string): Array<{ code: string; file: string; line: number }>;
  documentedCodes(markdown: string): string[];
};

describe('docs/errors.md', () => {
  const sites = findErrorCodes(ROOT);
  const documented = new Set(documentedCodes(fs.readFileSync(path.join(ROOT, 'docs', 'errors.md'), 'utf8')));

  it('finds the codes of the source (the scan works)', () => {
    expect(sites.length).toBeGreaterThan(100);
    expect(sites.map((site) => site.code)).toContain('unknown-resource');
    expect(sites.map((site) => site.code)).toContain('missing-path-param');
  });

  it('documents every code the source raises', () => {
    const missing = sites.filter((site) => !documented.has(site.code)).map((site) => `${site.code} (${site.file}:${site.line})`);
    expect(missing).toEqual([]);
  });

  it('documents no code the source no longer raises', () => {
    const raised = new Set(sites.map((site) => site.code));
    expect([...documented].filter((code) => !raised.has(code))).toEqual([]);
  });

  it('uses kebab-case codes only', () => {
    sites.forEach((site) => expect(site.code).toMatch(/^[a-z]+(-[a-z]+)+$/));
  });
});
