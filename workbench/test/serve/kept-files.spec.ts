// The files of the host page that do not change while plugins are edited (vendor files, the SDK's
// dist/, host/) are named with their version and kept by the browser, so the reload after a
// script edit loads only the page and the plugins' files (serve/asset-versions.ts, issue 39); a
// plugin's own files, and anything asked for without a version, are never kept.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { startWorkbench, Workbench } from '../../src/serve';
import { httpRequest } from '../helpers/http-request';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const HELLO = path.join(ROOT, 'test', 'fixtures', 'workbench', 'hello');

describe('the host page\'s unchanging files', () => {
  let work: string;
  let distDir: string;
  let workbench: Workbench;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-kept-files-'));
    // a copy of the SDK's dist/, so a spec can rebuild one file of it
    distDir = path.join(work, 'dist');
    fs.cpSync(path.join(ROOT, 'dist'), distDir, { recursive: true, filter: (source) => !source.endsWith('.map') });
    workbench = await startWorkbench({ plugins: [HELLO], port: 0, dataDir: path.join(work, 'data'), reset: true, distDir, log: () => undefined });
  });
  afterAll(async () => {
    await workbench.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** The page's links to its scripts and stylesheets. */
  const linksOf = async () => {
    const page = (await httpRequest(workbench.url, '/workspaces/1/plugin/hello')).body;
    return Array.from(page.matchAll(/<(?:script src|link rel="stylesheet" href)="([^"]+)"/g)).map((found) => found[1]);
  };

  it('names each vendor file, dist/ file and host/ file with its version, and the plugins\' files without one', async () => {
    const links = await linksOf();
    const own = links.filter((link) => /^(node_modules|dist|host)\//.test(link));
    expect(own.length).toBeGreaterThan(20);
    own.forEach((link) => expect(link).toMatch(/\?v=[0-9a-z]+-[0-9a-z]+$/));
    expect(links).toContain('workbench/plugins/hello/plugin.js');
    expect(links).toContain('workbench/plugins/hello/plugin.css');
  });

  it('has the browser keep a file asked for with its version, and never one asked for without it, nor a plugin\'s', async () => {
    const angular = (await linksOf()).find((link) => link.startsWith('node_modules/angular/angular.js?v='));
    const bundle = (await linksOf()).find((link) => link.startsWith('dist/zn-plugin.js?v='));
    const reload = (await linksOf()).find((link) => link.startsWith('host/reload.js?v='));
    for (const link of [angular, bundle, reload]) {
      const answer = await httpRequest(workbench.url, `/${link}`);
      expect(answer.status).withContext(String(link)).toBe(200);
      expect(answer.headers['cache-control']).withContext(String(link)).toBe('public, max-age=31536000, immutable');
    }
    for (const plain of ['/node_modules/angular/angular.js', '/dist/zn-plugin.js', '/workbench/plugins/hello/plugin.js', '/workbench/plugins/hello/plugin.js?v=1']) {
      expect((await httpRequest(workbench.url, plain)).headers['cache-control']).withContext(plain).toBe('no-store');
    }
  });

  it('gives a file a new version on the next page once it changed (a rebuilt SDK)', async () => {
    const before = (await linksOf()).find((link) => link.startsWith('dist/zn-plugin.js?v='));
    const file = path.join(distDir, 'zn-plugin.js');
    fs.appendFileSync(file, '\n// rebuilt\n');
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    const after = (await linksOf()).find((link) => link.startsWith('dist/zn-plugin.js?v='));
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await httpRequest(workbench.url, `/${after}`)).body).toContain('// rebuilt');
  });
});
