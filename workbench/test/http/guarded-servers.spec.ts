/**
 * The local guard on real listeners on 127.0.0.1: the workbench started by `zn-plugin serve`
 * (src/cli.ts) and a sandbox from createSandbox, called with raw HTTP requests whose Host,
 * Origin and Sec-Fetch-Site say what a DNS-rebinding page or another site's page would send.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import http from 'http';
import { AddressInfo } from 'net';
import { main } from '../../src/cli';
import type { Workbench } from '../../src/serve';
import { createSandbox, Sandbox } from '../../src/sandbox/app';

jasmine.DEFAULT_TIMEOUT_INTERVAL = Math.max(jasmine.DEFAULT_TIMEOUT_INTERVAL, 20000);

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** One request, sent as written (the Host header included). */
function send(port: number, method: string, urlPath: string, headers: Record<string, string>, body?: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: urlPath, headers: { Host: `127.0.0.1:${port}`, ...headers } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { text += chunk; });
      response.on('end', () => resolve({ status: response.statusCode || 0, headers: response.headers, text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A multipart/form-data body with one file, as a form on another site would post it. */
function multipart(name: string, content: string): { body: string; type: string } {
  const boundary = '----zn-guard-spec';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

function writePlugin(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'plugin.js'), "plugin.register('guarded', { route: '/guarded', interfaces: [] });\n");
  fs.writeFileSync(path.join(dir, 'plugin.html'), '<script type="text/ng-template" id="guarded-main"><p>guarded</p></script>\n');
  fs.writeFileSync(path.join(dir, 'plugin.css'), 'p { color: red; }\n');
}

describe('the workbench (zn-plugin serve) on 127.0.0.1', () => {
  let tmp: string;
  let workbench: Workbench;
  let port: number;
  let own: string;
  const out: string[] = [];
  const err: string[] = [];

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-guard-spec-'));
    writePlugin(path.join(tmp, 'plugin'));
    // a folder whose name sets the terminal's title when printed as it is
    const hostile = path.join(tmp, 'title\u001b]0;pwned\u0007');
    fs.mkdirSync(hostile);
    fs.writeFileSync(path.join(hostile, 'plugin.js'), 'plugin.register(\n');
    const result = await main(['serve', path.join(tmp, 'plugin'), hostile, '--port', '0', '--data', path.join(tmp, 'data'),
      '--allowed-hosts', 'dev.example.test'], { out: (line) => out.push(line), err: (line) => err.push(line), cwd: tmp });
    workbench = result as Workbench;
    port = workbench.port;
    own = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await workbench.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('answers only the host names of the address it serves, and those given with --allowed-hosts', async () => {
    const rebound = await send(port, 'GET', '/v1/users', { Host: 'evil.example' });
    expect(rebound.status).toBe(403);
    expect(JSON.parse(rebound.text).developerMessage).toMatch(/names the host "evil\.example".*zn-plugin serve --allowed-hosts/);
    expect((await send(port, 'GET', '/', { Host: `evil.example:${port}` })).status).toBe(403);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `ns.firebaseio.localhost:${port}`, `dev.example.test:${port}`]) {
      expect((await send(port, 'GET', '/v1/users', { Host: host })).status).withContext(host).toBe(200);
    }
    const page = await send(port, 'GET', '/', { Host: `localhost:${port}` });
    expect(page.status).toBe(200);
    expect(page.text).toContain('workbench/plugins/guarded/plugin.js');
  });

  it('refuses a DELETE from another origin, or with another Host, and the form is still there', async () => {
    const crossOrigin = await send(port, 'DELETE', '/v1/forms/1', { Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(crossOrigin.status).toBe(403);
    expect(JSON.parse(crossOrigin.text).developerMessage).toMatch(/A DELETE from another origin \("http:\/\/evil\.example"\) is refused/);
    expect((await send(port, 'DELETE', '/v1/forms/1', { Host: 'evil.example' })).status).toBe(403);
    expect((await send(port, 'DELETE', '/v1/forms/1', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    const form = await send(port, 'GET', '/v1/forms/1', {});
    expect(form.status).toBe(200);
    expect(JSON.parse(form.text).data.id).toBe(1);
  });

  it('refuses a multipart POST from another origin (the workspace logo stays), and takes it from its own', async () => {
    const logos = () => workbench.sandbox.store.list('WorkspaceLogo', [{ attribute: 'workspace', id: 1 }]).map((logo) => logo.name);
    const before = logos();
    const upload = multipart('pwned.png', 'not a logo');
    const refused = await send(port, 'POST', '/v1/workspaces/1/logo', { Origin: 'https://evil.example', 'Content-Type': upload.type }, upload.body);
    expect(refused.status).toBe(403);
    expect(logos()).toEqual(before);

    const mine = multipart('mine.png', 'a logo');
    const taken = await send(port, 'POST', '/v1/workspaces/1/logo', { Origin: own, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': mine.type }, mine.body);
    expect(taken.status).toBe(200);
    expect(logos()).toEqual(['mine.png']);
  });

  it('refuses a text/plain POST to a plugin service from another origin without running it, and runs it for its own page', async () => {
    const counter = '/plugins/workspaces/1/tally/counters/guard-visits';
    const headers = { 'Content-Type': 'text/plain' };
    expect((await send(port, 'POST', `${counter}/increment`, { ...headers, Origin: 'http://evil.example' }, 'by')).status).toBe(403);
    expect((await send(port, 'POST', `${counter}/increment`, { ...headers, Origin: 'null' }, 'by')).status).toBe(403);
    expect((await send(port, 'GET', counter, {})).status).toBe(404);

    const mine = await send(port, 'POST', `${counter}/increment`, { ...headers, Origin: own, 'Sec-Fetch-Site': 'same-origin' }, 'by');
    expect(mine.status).toBe(201);
    expect(JSON.parse(mine.text)).toEqual({ name: 'guard-visits', value: 1 });
    // its page under another of its names (localhost), with the CORS header the browser needs
    const other = await send(port, 'POST', `${counter}/increment`, { ...headers, Origin: `http://localhost:${port}` }, 'by');
    expect(other.status).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBe(`http://localhost:${port}`);
  });

  it('answers CORS preflights for its own origins only', async () => {
    const preflight = (origin: string) => send(port, 'OPTIONS', '/v1/forms/1', { Origin: origin, 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type' });
    const mine = await preflight(`http://localhost:${port}`);
    expect(mine.status).toBe(204);
    expect(mine.headers['access-control-allow-origin']).toBe(`http://localhost:${port}`);
    expect(mine.headers['access-control-allow-methods']).toContain('PUT');
    const foreign = await preflight('http://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('names the methods on answers to its own pages, and answers JSONP to them but not to a plugin\'s origin or another site', async () => {
    const mine = await send(port, 'GET', '/v1/forms/1', { Origin: `http://localhost:${port}` });
    expect(mine.headers['access-control-allow-methods']).toBe('GET, POST, PUT, DELETE, OPTIONS');
    const jsonp = (headers: Record<string, string>) => send(port, 'GET', '/v1/users/1?callback=take', headers);
    const own = await jsonp({ Referer: `http://localhost:${port}/`, 'Sec-Fetch-Site': 'cross-site' });
    expect(own.status).toBe(200);
    expect(own.text).toMatch(/^\/\*\*\/ take\(\{"status":200/);
    expect((await jsonp({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    // a v2 plugin's page (its own origin, http://<namespace>.localhost:<port>) reads the API through PostRPC only
    const plugin = await jsonp({ Referer: `http://guarded.localhost:${port}/index.html`, 'Sec-Fetch-Site': 'same-site' });
    expect(plugin.status).toBe(403);
    expect(plugin.text).not.toContain('take(');
    expect((await jsonp({ Referer: 'https://evil.example/', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
  });

  it('prints folder names and problems without control characters', () => {
    const printed = out.concat(err);
    // eslint-disable-next-line no-control-regex
    printed.forEach((line) => expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/));
    expect(err.some((line) => line.indexOf('title?]0;pwned?') !== -1 && /syntax error/.test(line))).toBe(true);
  });
});

describe('the sandbox (createSandbox) on 127.0.0.1', () => {
  let tmp: string;
  let sandbox: Sandbox;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-guard-sandbox-'));
    sandbox = createSandbox({ dataDir: tmp, cors: 'http://localhost:9876', allowedHosts: ['sandbox.example.test'], logError: () => undefined });
    server = http.createServer(sandbox.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    sandbox.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('answers its own host names and the allowed hosts only', async () => {
    const refused = await send(port, 'GET', '/v1/users', { Host: 'evil.example' });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text).developerMessage).toMatch(/SANDBOX_ALLOWED_HOSTS/);
    expect((await send(port, 'GET', '/v1/users', { Host: `localhost:${port}` })).status).toBe(200);
    expect((await send(port, 'GET', '/v1/users', { Host: 'sandbox.example.test' })).status).toBe(200);
  });

  it('takes writes from its configured CORS origin, with CORS headers, and refuses other origins', async () => {
    const body = JSON.stringify({ name: 'From karma' });
    const headers = { 'Content-Type': 'application/json' };
    const allowed = await send(port, 'PUT', '/v1/forms/1', { ...headers, Origin: 'http://localhost:9876', 'Sec-Fetch-Site': 'cross-site' }, body);
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:9876');
    const preflight = await send(port, 'OPTIONS', '/v1/forms/1', { Origin: 'http://localhost:9876', 'Access-Control-Request-Method': 'PUT' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/X-If-ObjectVersion-Matches/);

    expect((await send(port, 'PUT', '/v1/forms/1', { ...headers, Origin: 'http://evil.example' }, JSON.stringify({ name: 'Pwned' }))).status).toBe(403);
    expect(JSON.parse((await send(port, 'GET', '/v1/forms/1', {})).text).data.name).toBe('From karma');
  });

  // a form post is a "simple request": a hostile page sends it cross-site without a preflight; the REST API reads form fields, so only the guard keeps it out
  it('refuses a form post from another site (urlencoded, _method=DELETE, multipart) and writes nothing; takes it from its own page', async () => {
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const tasks = () => sandbox.store.listAll('Tasks').length;
    const before = tasks();
    const post = (headers: Record<string, string>, body: string, urlPath = '/v1/tasks') => send(port, 'POST', urlPath, { ...form, ...headers }, body);
    expect((await post({ Origin: 'http://evil.example' }, 'task=Pwned&workspace.id=1')).status).toBe(403);
    expect((await post({ Origin: 'null' }, 'task=Pwned&workspace.id=1')).status).toBe(403);
    expect((await post({ 'Sec-Fetch-Site': 'cross-site' }, 'task=Pwned&workspace.id=1')).status).toBe(403);
    expect((await post({ Origin: 'http://evil.example' }, '_method=DELETE', '/v1/tasks/1')).status).toBe(403);
    const upload = multipart('pwned.txt', 'x');
    expect((await send(port, 'POST', '/v1/files', { Origin: 'http://evil.example', 'Content-Type': upload.type }, upload.body)).status).toBe(403);
    expect(tasks()).toBe(before);
    expect(sandbox.store.get('Tasks', 1)).toBeDefined();
    expect(sandbox.store.listAll('Files').length).toBe(0);

    const mine = await post({ Origin: `http://localhost:${port}`, 'Sec-Fetch-Site': 'same-site' }, 'task=Mine&workspace.id=1');
    expect(mine.status).toBe(200);
    expect(JSON.parse(mine.text).data.task).toBe('Mine');
    expect((await post({ Origin: 'http://localhost:9876' }, 'task=From+the+CORS+origin&workspace.id=1')).status).toBe(200);
    expect(tasks()).toBe(before + 2);
  });
});
