import { ChildProcess, spawn } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import http from 'http';

const SERVER = path.join(__dirname, '..', '..', 'src', 'sandbox', 'server.js');

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Runs `npm run sandbox`'s script with the environment given; resolves once it prints its URL. */
function startServer(env: Record<string, string>, args: string[] = []): Promise<Started> {
  const child = spawn(process.execPath, [SERVER, ...args], { env: { PATH: process.env.PATH || '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+) /.exec(output);
      if (match) resolve({ child, url: match[1], output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening: ${output}`)));
  });
}

/** Polls (bounded) until the condition holds: the child's output arrives on its own schedule. */
async function waitFor(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 50 && !condition(); attempt++) await new Promise((resolve) => setTimeout(resolve, 50));
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

/** Runs the server to its end (for arguments it refuses). */
function runToEnd(env: Record<string, string>, args: string[] = []): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [SERVER, ...args], { env: { PATH: process.env.PATH || '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.stderr.on('data', (chunk) => { output += chunk; });
  return exited(child).then((code) => ({ code, output }));
}

describe('sandbox server (npm run sandbox)', () => {
  let dataDir: string;

  beforeEach(() => { dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-sandbox-cli-')); });
  afterEach(() => { fs.rmSync(dataDir, { recursive: true, force: true }); });

  it('listens on 127.0.0.1, prints its URL, and stops cleanly on SIGTERM', async () => {
    const started = await startServer({ SANDBOX_PORT: '0', SANDBOX_DATA_DIR: dataDir });
    expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const answer = await fetch(`${started.url}/v1/forms/2/records/count`);
    expect(await answer.json()).toEqual({ status: 200, code: 2000, totalCount: 200 });
    expect(fs.existsSync(path.join(dataDir, 'sandbox.db'))).toBe(true);
    const end = exited(started.child);
    started.child.kill('SIGTERM');
    expect(await end).toBe(0);
    expect(started.output()).toMatch(/stopped \(SIGTERM\)/);
  }, 20000);

  it('stops on SIGINT (Ctrl-C) too', async () => {
    const started = await startServer({ SANDBOX_PORT: '0', SANDBOX_DATA_DIR: dataDir });
    const end = exited(started.child);
    started.child.kill('SIGINT');
    expect(await end).toBe(0);
    expect(started.output()).toMatch(/stopped \(SIGINT\)/);
  }, 20000);

  it('keeps data across restarts, and --reset seeds it again', async () => {
    let started = await startServer({ SANDBOX_PORT: '0', SANDBOX_DATA_DIR: dataDir });
    await fetch(`${started.url}/v1/tasks`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ task: 'kept', workspace: { id: 1 } }) });
    let end = exited(started.child);
    started.child.kill('SIGTERM');
    await end;

    started = await startServer({ SANDBOX_PORT: '0', SANDBOX_DATA_DIR: dataDir });
    expect(((await (await fetch(`${started.url}/v1/tasks/count`)).json()) as any).totalCount).toBe(61);
    end = exited(started.child);
    started.child.kill('SIGTERM');
    await end;

    started = await startServer({ SANDBOX_PORT: '0', SANDBOX_DATA_DIR: dataDir }, ['--reset']);
    expect(started.output()).toMatch(/reset: deleted the database/);
    expect(((await (await fetch(`${started.url}/v1/tasks/count`)).json()) as any).totalCount).toBe(60);
    end = exited(started.child);
    started.child.kill('SIGTERM');
    await end;
  }, 30000);

  it('asks for a token when SANDBOX_TOKEN is set, and logs requests without it', async () => {
    const started = await startServer({ SANDBOX_PORT: '0', SANDBOX_DATA_DIR: dataDir, SANDBOX_TOKEN: 'cli-secret' });
    expect((await fetch(`${started.url}/v1/forms`)).status).toBe(400);
    expect((await fetch(`${started.url}/v1/forms`, { headers: { Authorization: 'Bearer cli-secret' } })).status).toBe(200);
    expect((await fetch(`${started.url}/v1/forms?limit=1&access_token=cli-secret`)).status).toBe(200);
    await waitFor(() => /access_token/.test(started.output()));
    expect(started.output()).toMatch(/GET \/v1\/forms 400 [\d.]+ ms/);
    expect(started.output()).toMatch(/GET \/v1\/forms\?limit=1&access_token=… 200/);
    expect(started.output()).not.toMatch(/cli-secret/);
    const end = exited(started.child);
    started.child.kill('SIGTERM');
    await end;
  }, 20000);

  it('sends CORS headers only for the configured origin', async () => {
    const started = await startServer({ SANDBOX_PORT: '0', SANDBOX_DATA_DIR: dataDir, SANDBOX_CORS_ORIGIN: 'http://localhost:8080' });
    const allowed = await fetch(`${started.url}/v1/forms`, { headers: { Origin: 'http://localhost:8080' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    const other = await fetch(`${started.url}/v1/forms`, { headers: { Origin: 'http://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${started.url}/v1/forms/1`, {
      method: 'OPTIONS', headers: { Origin: 'http://localhost:8080', 'Access-Control-Request-Method': 'PUT' }
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/X-If-ObjectVersion-Matches/);
    const end = exited(started.child);
    started.child.kill('SIGTERM');
    await end;
  }, 20000);

  it('answers only its host names and SANDBOX_ALLOWED_HOSTS, refuses writes from other sites, and logs the refusals', async () => {
    const started = await startServer({ SANDBOX_PORT: '0', SANDBOX_DATA_DIR: dataDir, SANDBOX_ALLOWED_HOSTS: 'box.example.test' });
    const port = Number(new URL(started.url).port);
    const statusOf = (method: string, host: string, headers: Record<string, string> = {}) => new Promise<number>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method, path: '/v1/forms/1', headers: { Host: host, ...headers } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode || 0));
      });
      request.on('error', reject);
      request.end();
    });
    expect(await statusOf('GET', 'evil.example')).toBe(403);
    expect(await statusOf('GET', `box.example.test:${port}`)).toBe(200);
    expect(await statusOf('GET', `localhost:${port}`)).toBe(200);
    expect(await statusOf('DELETE', `127.0.0.1:${port}`, { Origin: 'http://evil.example' })).toBe(403);
    expect(await statusOf('GET', `127.0.0.1:${port}`)).toBe(200);
    await waitFor(() => /DELETE \/v1\/forms\/1 403/.test(started.output()));
    expect(started.output()).toMatch(/DELETE \/v1\/forms\/1 403/);
    const end = exited(started.child);
    started.child.kill('SIGTERM');
    await end;
    expect(await runToEnd({ SANDBOX_PORT: '0', SANDBOX_DATA_DIR: dataDir, SANDBOX_ALLOWED_HOSTS: 'http://x' }))
      .toEqual({ code: 1, output: jasmine.stringMatching(/SANDBOX_ALLOWED_HOSTS: allowed hosts are host names/) });
  }, 20000);

  it('refuses a bad port, an unknown argument and a port in use', async () => {
    expect(await runToEnd({ SANDBOX_PORT: 'http', SANDBOX_DATA_DIR: dataDir })).toEqual({ code: 1, output: jasmine.stringMatching(/SANDBOX_PORT must be a port number/) });
    expect(await runToEnd({ SANDBOX_PORT: '0', SANDBOX_DATA_DIR: dataDir }, ['--wipe'])).toEqual({ code: 1, output: jasmine.stringMatching(/unknown argument --wipe/) });
    const started = await startServer({ SANDBOX_PORT: '0', SANDBOX_DATA_DIR: dataDir });
    const port = new URL(started.url).port;
    const second = await runToEnd({ SANDBOX_PORT: port, SANDBOX_DATA_DIR: dataDir });
    expect(second).toEqual({ code: 1, output: jasmine.stringMatching(new RegExp(`port ${port} on 127.0.0.1 is in use`)) });
    const end = exited(started.child);
    started.child.kill('SIGTERM');
    await end;
  }, 30000);
});
