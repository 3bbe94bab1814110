// Starts a sandbox on a free loopback port with a temporary data folder, and calls it with
// Node's fetch. Every spec file starts its own and stops it in afterAll.
import fs from 'fs';
import os from 'os';
import path from 'path';
import http from 'http';
import { AddressInfo } from 'net';
import { createSandbox, Sandbox, SandboxOptions } from '../../src/sandbox/app';

// Specs here make real HTTP round trips and seed databases; on a busy 2-core CI machine that can
// take longer than jasmine's 5 s default.
jasmine.DEFAULT_TIMEOUT_INTERVAL = Math.max(jasmine.DEFAULT_TIMEOUT_INTERVAL, 20000);

export interface RunningSandbox {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  sandbox: Sandbox;
  dataDir: string;
  /** Server faults logged (they never reach responses). */
  faults: unknown[];
  stop(): Promise<void>;
}

export async function startSandbox(options: Partial<SandboxOptions> = {}): Promise<RunningSandbox> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-sandbox-spec-'));
  const faults: unknown[] = [];
  const sandbox = createSandbox({ dataDir, logError: (error) => faults.push(error), ...options });
  const server = http.createServer(sandbox.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    sandbox,
    dataDir,
    faults,
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await sandbox.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON body (undefined for an empty one). */
  body: any;
  text: string;
}

export interface CallOptions {
  body?: unknown;
  /** A body sent as it is (no JSON encoding), e.g. malformed JSON or FormData. */
  rawBody?: string | FormData | Buffer;
  headers?: Record<string, string>;
}

/** Calls the sandbox: `call(running, 'GET', '/v1/tasks?limit=5')`. */
export async function call(running: RunningSandbox, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...(options.headers || {}) };
  let body: string | FormData | Buffer | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = headers['Content-Type'] || 'application/json';
  }
  const response = await fetch(running.origin + path, { method, headers, body: body as any });
  const text = await response.text();
  let parsed: unknown;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** Every object of a collection, read page by page (100 at a time). */
export async function readAll(running: RunningSandbox, path: string): Promise<any[]> {
  const objects: any[] = [];
  const separator = path.indexOf('?') === -1 ? '?' : '&';
  for (let page = 1; ; page++) {
    const answer = await call(running, 'GET', `${path}${separator}limit=100&page=${page}`);
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.text}`);
    objects.push(...answer.body.data);
    if (objects.length >= answer.body.totalCount || answer.body.data.length === 0) return objects;
  }
}

/** The failure envelope's keys, exactly. */
export function expectFailure(answer: Answer, status: number, code: number, developerMessage?: RegExp): void {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual(jasmine.objectContaining({ status, code }));
  expect(typeof answer.body.userMessage).toBe('string');
  expect(typeof answer.body.developerMessage).toBe('string');
  const keys = Object.keys(answer.body).sort();
  const expected = ['code', 'developerMessage', 'status', 'userMessage'];
  if ('validationErrors' in answer.body) expected.push('validationErrors');
  expect(keys).toEqual(expected.sort());
  if (developerMessage) expect(answer.body.developerMessage).toMatch(developerMessage);
}

/** Field ids of the seeded forms, by label (see the seeded data table of docs/sandbox.md). */
export async function fieldIds(running: RunningSandbox, formId: number): Promise<Record<string, number>> {
  const answer = await call(running, 'GET', `/v1/forms/${formId}/fields?limit=100`);
  const ids: Record<string, number> = {};
  answer.body.data.forEach((field: any) => { ids[field.label] = field.id; });
  return ids;
}

/**
 * Zengine's router's 404 for a path of no resource or a verb its resource does not take: this
 * body exactly (evert0n/zn-api-tests pins it), what the sandbox would say in X-Sandbox-Message.
 */
export function expectNoRoute(answer: Answer, hint?: RegExp): void {
  expect(answer.status).toBe(404);
  expect(answer.body).toEqual({ status: 404, code: 5004, userMessage: 'Not Found', developerMessage: 'Not Found' });
  if (hint) expect(answer.headers.get('x-sandbox-message')).toMatch(hint);
}

/** An OAuth 2 refusal of a locked sandbox, in the shape Zengine's API answered: `{ error, error_description }` exactly. */
export function expectOAuth(answer: Answer, status: number, error: string, description: string): void {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ error, error_description: description });
}
