/**
 * A v2 plugin's origin against a real `zn-plugin serve` (issue 30, findings 4 and 5): its pages
 * are not the workbench's (no CORS, no writes: PostRPC is their only way in), it serves the
 * regular files of dist/ and nothing a link in dist/ points to outside it, and it says which
 * origins may frame it.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { httpRequest as request } from '../helpers/http-request';
import { ServeProcess, startServeProcess } from '../helpers/serve-process';

const BUILD_SCRIPT = `
const fs = require('fs');
const path = require('path');
const dist = path.join(__dirname, 'dist');
fs.rmSync(dist, { recursive: true, force: true });
fs.mkdirSync(path.join(dist, 'sub'), { recursive: true });
fs.writeFileSync(path.join(dist, 'index.html'), '<p>guard lab</p>');
fs.writeFileSync(path.join(dist, 'app.js'), 'window.lab = 1;');
fs.writeFileSync(path.join(dist, 'sub', 'index.html'), '<p>sub</p>');
fs.symlinkSync('/etc', path.join(dist, 'etc'));
fs.symlinkSync('/etc/passwd', path.join(dist, 'passwd'));
fs.symlinkSync(path.join(__dirname, 'secret.txt'), path.join(dist, 'secret.txt'));
fs.symlinkSync(path.join(dist, 'app.js'), path.join(dist, 'alias.js'));
`;

/** A repository with one v2 plugin, namespace guardLab, whose build leaves links in dist/. */
function guardRepository(): string {
  const repo = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'zn-v2-guard-')));
  const dir = path.join(repo, 'plugins', 'lab');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(repo, 'maya.json'), JSON.stringify({
    environments: { dev: { default: true, plugins: { lab: { id: 1, namespace: 'guardLab', version: 2 } } } }
  }));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'guard-lab', version: '1.0.0', private: true, scripts: { build: 'node build.js' } }));
  fs.writeFileSync(path.join(dir, 'plugin.json'), JSON.stringify({ views: [{ type: 'fullPage', src: '/index.html' }] }));
  fs.writeFileSync(path.join(dir, 'build.js'), BUILD_SCRIPT);
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'a file of the plugin, not of dist/');
  return repo;
}

describe('a v2 plugin\'s origin on a real zn-plugin serve', () => {
  let serve: ServeProcess;
  let port: string;
  let pluginHost: string;
  let pluginOrigin: string;

  beforeAll(async () => {
    const repo = guardRepository();
    serve = await startServeProcess([repo, '--data', path.join(repo, '.data')]);
    port = new URL(serve.url).port;
    pluginHost = `guardlab.localhost:${port}`;
    pluginOrigin = `http://${pluginHost}`;
    const until = Date.now() + 60000;
    while ((await request(serve.url, '/', { host: pluginHost })).status !== 200) {
      if (Date.now() > until) throw new Error(`the plugin was not built:\n${serve.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 90000);

  afterAll(async () => {
    if (serve) await serve.stop();
  });

  describe('its pages are another origin to the workbench', () => {
    const reads = ['/v1/workspaces', '/v1/plugins', '/workbench/webhooks/deliveries', '/workbench/firebase', '/workbench/firebase/guardLab.json'];

    it('get no CORS grant for the REST API, the webhook deliveries or the Firebase exports, which the workbench\'s own page gets', async () => {
      for (const pathname of reads) {
        const own = await request(serve.url, pathname, { headers: { origin: `http://localhost:${port}` } });
        expect(own.headers['access-control-allow-origin']).withContext(pathname).toBe(`http://localhost:${port}`);
        const plugin = await request(serve.url, pathname, { headers: { origin: pluginOrigin } });
        expect(plugin.headers['access-control-allow-origin']).withContext(pathname).toBeUndefined();
      }
    });

    it('get their preflights refused, and their writes refused before anything runs', async () => {
      const preflight = await request(serve.url, '/v1/workspaces', {
        method: 'OPTIONS', headers: { origin: pluginOrigin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' }
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const write = await request(serve.url, '/v1/workspaces', {
        method: 'POST', headers: { origin: pluginOrigin, 'content-type': 'text/plain' }, body: JSON.stringify({ name: 'from a plugin page' })
      });
      expect(write.status).toBe(403);
      const workspaces = JSON.parse((await request(serve.url, '/v1/workspaces')).body) as { data: Array<{ name: string }> };
      expect(workspaces.data.map((workspace) => workspace.name)).not.toContain('from a plugin page');
    });
  });

  describe('it serves dist/', () => {
    it('serves its regular files, a folder\'s index.html, and a link that stays inside dist/', async () => {
      expect((await request(serve.url, '/', { host: pluginHost })).body).toBe('<p>guard lab</p>');
      expect((await request(serve.url, '/app.js', { host: pluginHost })).body).toBe('window.lab = 1;');
      expect((await request(serve.url, '/sub/', { host: pluginHost })).body).toBe('<p>sub</p>');
      expect((await request(serve.url, '/alias.js', { host: pluginHost })).body).toBe('window.lab = 1;');
    });

    it('answers 404 for what a link in dist/ reaches outside it, and for climbing paths', async () => {
      for (const pathname of ['/passwd', '/etc/passwd', '/etc/hostname', '/etc/', '/secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/%2e%2e%2f%2e%2e%2fpackage.json']) {
        const answer = await request(serve.url, pathname, { host: pluginHost });
        expect([403, 404]).withContext(pathname).toContain(answer.status);
        expect(answer.body).withContext(pathname).not.toMatch(/root:|not of dist/);
      }
    });

    it('says that only the workbench\'s own pages may frame it', async () => {
      for (const pathname of ['/', '/app.js', '/passwd']) {
        const answer = await request(serve.url, pathname, { host: pluginHost });
        const policy = String(answer.headers['content-security-policy']);
        const ancestors = /frame-ancestors ([^;]*)/.exec(policy);
        expect(ancestors && ancestors[1].split(' ').sort()).withContext(pathname)
          .toEqual([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
      }
    });
  });
});
