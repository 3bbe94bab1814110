// The documentation as a newcomer meets it: a short front page with the two commands, the host
// snippet and one example per service; pages under docs/ that link only to what the repository
// holds; a licence and a changelog.
import fs from 'fs';
import path from 'path';
import { ROOT, anchorsOf, linksOf, pages, read, withoutCode } from './markdown-links';

// Pages other engineers are writing in parallel; the index links them already. A missing one is
// tolerated until it lands; once it exists its anchors are checked like any other.
const PAGES_WRITTEN_ELSEWHERE = ['docs/errors.md', 'docs/compatibility.md'];

describe('the documentation', () => {
  describe('README.md, the front page', () => {
    const readme = read('README.md');

    it('is at most 250 lines', () => {
      expect(readme.split('\n').length).toBeLessThanOrEqual(250);
    });

    it('gives the two commands and what they need', () => {
      expect(readme).toContain('npm start ');
      expect(readme).toContain('npm test ');
      expect(readme).toMatch(/Node 20\+/);
      expect(readme).toMatch(/Chromium/);
    });

    it('says in its first screen that a v1 plugin ships as a version 2 app, with the one command', () => {
      const firstScreen = readme.split('\n').slice(0, 40).join('\n');
      expect(firstScreen).toMatch(/v1 plugin ships as a version 2 app/);
      expect(firstScreen).toMatch(/`npx zn-plugin build [^`]+ --as-v2`/);
    });

    it('loads the SDK in a host with its stylesheet and adds zn.plugin', () => {
      const host = readme.split(/^## /m).find((section) => section.startsWith('Loading it in a host')) as string;
      expect(host).toBeDefined();
      expect(host).toContain('<link rel="stylesheet" href="node_modules/zn-plugin/dist/zn-plugin.css">');
      expect(host).toContain("angular.module('hostApp', ['zn.plugin'])");
    });

    it('states the browsers supported, from the language level the bundle is compiled to', () => {
      const target = JSON.parse(read('tsconfig.json')).compilerOptions.target as string;
      expect(readme).toContain(`The bundle is ${target}`);
      expect(readme).toMatch(/Internet Explorer is not\s+supported/);
    });

    it('shows one short example per service, each linking to its page', () => {
      const services = ['plugin-api.md', 'zn-data.md', 'zn-data.md#znplugindata', 'events.md', 'dialogs.md',
        'filter-matcher.md', 'filter-builder.md', 'storage.md', 'configuration.md'];
      services.forEach((page) => expect(readme).toContain(`(docs/${page})`));
      const blocks = Array.from(readme.matchAll(/<!-- runnable: [\w-]+ -->\n```js\n([\s\S]*?)\n```/g), (match) => match[1]);
      expect(blocks.length).toBeGreaterThanOrEqual(9);
      blocks.forEach((block) => expect(block.split('\n').length).toBeLessThanOrEqual(15));
    });

    it('links the docs index, the changelog, the licence and the contributing guide', () => {
      ['docs/README.md', 'CHANGELOG.md', 'LICENSE', 'CONTRIBUTING.md'].forEach((file) => expect(linksOf(readme)).toContain(file));
    });
  });

  it('links only to files and headings the repository has', () => {
    const broken: string[] = [];
    pages().forEach((page) => {
      linksOf(read(page)).forEach((link) => {
        if (/^[a-z]+:/i.test(link)) return;
        const [file, anchor] = link.split('#');
        const target = file ? path.posix.normalize(path.posix.join(path.posix.dirname(page), file)) : page;
        if (!fs.existsSync(path.join(ROOT, target))) {
          if (!PAGES_WRITTEN_ELSEWHERE.includes(target)) broken.push(`${page}: ${link} (no file ${target})`);
          return;
        }
        if (anchor && !anchorsOf(read(target)).has(anchor)) broken.push(`${page}: ${link} (no heading #${anchor} in ${target})`);
      });
    });
    expect(broken).toEqual([]);
  });

  it('reads code fences as GitHub does: a heading after a fence closed by "``` text" is code, so a link to it does not land', () => {
    const page = '# Title\n\n```js\nx();\n``` After the code\n\n## Mounting services\n\nSee [it](#mounting-services).\n';
    expect(anchorsOf(page).has('mounting-services')).toBe(false);
    expect(anchorsOf(page.replace('``` After the code', '```\n\nAfter the code')).has('mounting-services')).toBe(true);
  });

  it('refers to no document outside the repository', () => {
    const outside: string[] = [];
    pages().forEach((page) => {
      linksOf(read(page)).filter((link) => /^https?:/i.test(link)).forEach((link) => outside.push(`${page}: ${link}`));
      if (/\bspec \d|\(spec\b/i.test(withoutCode(read(page)))) outside.push(`${page}: cites the spec`);
    });
    expect(outside).toEqual([]);
  });

  it('has an index page linking every page of docs/', () => {
    const index = linksOf(read('docs/README.md'));
    const missing = pages().filter((page) => page.startsWith('docs/') && page !== 'docs/README.md')
      .filter((page) => !index.includes(page.slice('docs/'.length)));
    expect(missing).toEqual([]);
  });

  it('comes with an MIT licence and a Keep a Changelog changelog with this release', () => {
    const licence = read('LICENSE');
    expect(licence).toMatch(/^MIT License/);
    expect(licence).toContain('zn-plugin contributors');
    expect(JSON.parse(read('package.json')).license).toBe('MIT');
    const changelog = read('CHANGELOG.md');
    expect(changelog).toMatch(/Keep a\s+Changelog/);
    const release = changelog.split(/^## /m).find((section) => section.startsWith('[0.2.0]')) as string;
    expect(release).toBeDefined();
    ['### Added', '### Changed', '### Fixed'].forEach((heading) => expect(release).toContain(heading));
  });
});
