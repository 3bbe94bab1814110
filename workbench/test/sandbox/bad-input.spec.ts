import http from 'http';
import { call, RunningSandbox, startSandbox } from './helpers';

describe('sandbox bad input', () => {
  let running: RunningSandbox;

  beforeAll(async () => { running = await startSandbox(); });
  afterAll(async () => { await running.stop(); });

  /** Sends a path as it is (fetch would normalize `..`). */
  function rawRequest(method: string, path: string, body?: string | Buffer, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
    const { hostname, port } = new URL(running.origin);
    return new Promise((resolve, reject) => {
      const request = http.request({ hostname, port, method, path, headers }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => { text += chunk; });
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode as number, body: JSON.parse(text) });
          } catch (error) {
            reject(new Error(`not JSON (${response.statusCode}): ${text.slice(0, 200)}`));
          }
        });
      });
      request.on('error', reject);
      if (body !== undefined) request.write(body);
      request.end();
    });
  }

  async function stillServing(): Promise<void> {
    const answer = await call(running, 'GET', '/v1/forms/2/records/count');
    expect(answer.body).toEqual({ status: 200, code: 2000, totalCount: 200 });
  }

  function expect4xx(answer: { status: number; body: any }): void {
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.status).toBe(answer.status);
    expect(typeof answer.body.developerMessage).toBe('string');
  }

  const paths: string[] = [
    '/v1/tasks/..%2F..%2Fetc%2Fpasswd',
    '/v1/tasks/%2e%2e',
    '/v1/forms/..%2F1/records',
    '/v1/tasks/1%00',
    '/v1/tasks/%00',
    '/v1/tasks/%E0%A4%A',
    '/v1/tasks/' + '9'.repeat(5000),
    '/v1/tasks/12345678901234567890',
    '/v1/tasks/1.5',
    '/v1/tasks/-1',
    '/v1/tasks/0x10',
    '/v1/tasks/1e3',
    '/v1/forms/2/records/%20',
    '/v1/../v1/tasks/1/..',
    '/v1/tasks?limit=%00',
    '/v1/tasks?__proto__=1',
    '/v1/tasks?constructor.prototype.polluted=1',
    '/v1/tasks?filter=%7B%22__proto__%22%3A%7B%7D%7D',
    '/plugins/workspaces/..%2F1/tally/summary',
    '/plugins/workspaces/1/..%2Ftally/summary',
    '/plugins/workspaces/1/tally/%E0%A4%A'
  ];
  paths.forEach((path) => {
    it(`answers GET ${path.length > 80 ? path.slice(0, 80) + '…' : path} with a 4xx envelope`, async () => {
      expect4xx(await rawRequest('GET', path));
      await stillServing();
    });
  });

  const bodies: Array<[string, string | Buffer]> = [
    ['truncated JSON', '{"task": "x", "workspace": {"id": 1}'],
    ['a bare string', '"task"'],
    ['a bare number', '5'],
    ['null', 'null'],
    ['a huge number', '{"task": "x", "workspace": {"id": 1}, "priority": 1e400}'],
    ['a huge id', '{"task": "x", "workspace": {"id": 123456789012345678901234567890}}'],
    ['a fractional id', '{"task": "x", "workspace": {"id": 1.5}}'],
    ['a wrong type', '{"task": ["x"], "workspace": {"id": 1}}'],
    ['an object where text goes', '{"task": {"$gt": ""}, "workspace": {"id": 1}}'],
    ['__proto__', '{"task": "x", "workspace": {"id": 1}, "__proto__": {"polluted": true}}'],
    ['a nested __proto__', '{"task": "x", "workspace": {"id": 1, "__proto__": {"polluted": true}}}'],
    ['constructor.prototype', '{"task": "x", "workspace": {"id": 1}, "constructor": {"prototype": {"polluted": true}}}'],
    ['a key with spaces', '{"task": "x", "workspace": {"id": 1}, "bad key": 1}'],
    ['deep nesting', '{"a":'.repeat(3000) + '1' + '}'.repeat(3000)],
    ['a lone surrogate', '{"task": "\\ud800", "workspace": {"id": 9999}}'],
    ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x74, 0x61, 0x73, 0x6b, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])]
  ];
  bodies.forEach(([name, body]) => {
    it(`answers a POST with ${name} with a 4xx envelope and stores nothing`, async () => {
      const before = (await call(running, 'GET', '/v1/tasks/count')).body.totalCount;
      expect4xx(await rawRequest('POST', '/v1/tasks', body, { 'Content-Type': 'application/json' }));
      expect((await call(running, 'GET', '/v1/tasks/count')).body.totalCount).toBe(before);
      expect(({} as any).polluted).toBeUndefined();
      await stillServing();
    });
  });

  it('answers a wrong charset with 415', async () => {
    const answer = await rawRequest('POST', '/v1/tasks', '{}', { 'Content-Type': 'application/json; charset=klingon' });
    expect(answer.status).toBe(415);
    await stillServing();
  });

  it('answers a malformed multipart body with 400', async () => {
    const answer = await rawRequest('POST', '/v1/forms/2/uploads', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc',
      { 'Content-Type': 'multipart/form-data; boundary=x' });
    expect4xx(answer);
    await stillServing();
  });

  it('answers huge numbers in record fields with validation errors', async () => {
    const answer = await rawRequest('POST', '/v1/forms/2/records', '{"field11": "x", "field13": 1e308, "field14": 123456789012345678901234567890}',
      { 'Content-Type': 'application/json' });
    expect(answer.status).toBe(403);
    expect(Object.keys(answer.body.validationErrors).sort()).toEqual(['field13', 'field14']);
  });
});
