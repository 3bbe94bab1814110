// Reads the links and headings of the repository's Markdown pages, the way GitHub renders them.
import fs from 'fs';
import path from 'path';

export const ROOT = path.resolve(__dirname, '..', '..', '..', '..', '..');

/**
 * The page's text without its fenced code blocks (links and headings there are code). As GitHub
 * reads them: a block opens with three or more backticks or tildes (an info string may follow)
 * and closes only with a line of the same fence and nothing else, so "``` text" closes nothing and
 * a heading after it is still code.
 */
export function withoutCode(markdown: string): string {
  return markdown.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[`~]*[ \t]*$|(?![\s\S]))/gm, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes. */
export function anchorOf(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\- _]/gu, '').replace(/ /g, '-');
}

/** The anchors of every heading of a page. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const match of withoutCode(markdown).matchAll(/^#{1,6} (.+)$/gm)) anchors.add(anchorOf(match[1]));
  return anchors;
}

/** The targets of the page's Markdown links and images, `[text](target)`. */
export function linksOf(markdown: string): string[] {
  return Array.from(withoutCode(markdown).matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g), (match) => match[1]);
}

/** The repository's Markdown pages a reader sees: the front page, the project files, docs/. */
export function pages(): string[] {
  const docs = fs.readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`);
  return ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', ...docs];
}

export function read(relative: string): string {
  return fs.readFileSync(path.join(ROOT, relative), 'utf8');
}
