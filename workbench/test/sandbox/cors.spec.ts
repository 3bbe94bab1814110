// CORS as Zengine's API answered it (its cross-origin-resource-sharing page; evert0n/zn-api-tests
// checks every endpoint and verb for these two headers), on real sandboxes on 127.0.0.1: with
// SANDBOX_CORS_ORIGIN=*, a list of origins, and none (other sites stay refused).
import { call, RunningSandbox, startSandbox } from './helpers';

const METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const ENDPOINTS = ['/v1/forms', '/v1/forms/1', '/v1/forms/1/records/1', '/v1/users/1/task_preferences', '/v1/workspaces/1/logo',
  '/v1/countries/1', '/v1/nothing', '/v1/tasks/99999'];
const VERBS = ['OPTIONS', 'GET', 'POST', 'PUT', 'DELETE'];

describe('sandbox CORS', () => {
  describe('with SANDBOX_CORS_ORIGIN=*', () => {
    let running: RunningSandbox;
    beforeAll(async () => { running = await startSandbox({ cors: '*', token: 'cors-token' }); });
    afterAll(async () => { await running.stop(); });

    it('answers every endpoint and verb, failures and refusals included, with Allow-Origin * and the methods', async () => {
      for (const path of ENDPOINTS) {
        for (const verb of VERBS) {
          for (const origin of [undefined, 'http://example.org']) {
            const answer = await call(running, verb, path, { headers: origin ? { Origin: origin } : {} });
            const where = `${verb} ${path} from ${origin || 'no origin'}: ${answer.status}`;
            expect(answer.headers.get('access-control-allow-origin')).withContext(where).toBe('*');
            expect(answer.headers.get('access-control-allow-methods')).withContext(where).toBe(METHODS);
          }
        }
      }
    });

    it('answers a preflight with the headers it asks for, without a token', async () => {
      const preflight = await call(running, 'OPTIONS', '/v1/forms/1', {
        headers: { Origin: 'http://example.org', 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'authorization, x-http-method-override' }
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization, x-http-method-override');
      expect(preflight.headers.get('access-control-max-age')).toBe('600');
    });
  });

  describe('with a list of origins', () => {
    let running: RunningSandbox;
    beforeAll(async () => { running = await startSandbox({ cors: 'http://localhost:5173' }); });
    afterAll(async () => { await running.stop(); });

    it('names the listed origin (and Vary: Origin) on every answer to it, OPTIONS included', async () => {
      for (const verb of VERBS) {
        const answer = await call(running, verb, '/v1/task_lists/99999', { headers: { Origin: 'http://localhost:5173' } });
        expect(answer.headers.get('access-control-allow-origin')).withContext(verb).toBe('http://localhost:5173');
        expect(answer.headers.get('access-control-allow-methods')).withContext(verb).toBe(METHODS);
        expect(answer.headers.get('vary')).withContext(verb).toBe('Origin');
      }
    });

    it('gives other sites nothing: no CORS headers on reads, their preflights and writes refused', async () => {
      const read = await call(running, 'GET', '/v1/forms/1', { headers: { Origin: 'http://evil.example' } });
      expect(read.status).toBe(200);
      expect(read.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await call(running, 'OPTIONS', '/v1/forms/1', { headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'PUT' } });
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect((await call(running, 'DELETE', '/v1/forms/1', { headers: { Origin: 'http://evil.example' } })).status).toBe(403);
      expect((await call(running, 'GET', '/v1/forms/1')).status).toBe(200);
    });
  });

  describe('without SANDBOX_CORS_ORIGIN', () => {
    let running: RunningSandbox;
    let port: string;
    beforeAll(async () => {
      running = await startSandbox();
      port = new URL(running.origin).port;
    });
    afterAll(async () => { await running.stop(); });

    it('answers its own pages under another of its names with the origin and the methods', async () => {
      const own = `http://localhost:${port}`;
      for (const verb of ['GET', 'PUT', 'OPTIONS']) {
        const answer = await call(running, verb, '/v1/tasks/99999', { headers: { Origin: own } });
        expect(answer.headers.get('access-control-allow-origin')).withContext(verb).toBe(own);
        expect(answer.headers.get('access-control-allow-methods')).withContext(verb).toBe(METHODS);
      }
      const preflight = await call(running, 'OPTIONS', '/v1/forms/1', { headers: { Origin: own, 'Access-Control-Request-Method': 'DELETE' } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-methods')).toBe(METHODS);
    });

    it('answers OPTIONS, as the http-verbs page says, with the methods and no origin for another site', async () => {
      const options = await call(running, 'OPTIONS', '/v1/forms');
      expect(options.status).toBe(204);
      expect(options.headers.get('allow')).toBe(METHODS);
      const foreign = await call(running, 'OPTIONS', '/v1/forms', { headers: { Origin: 'http://evil.example' } });
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await call(running, 'OPTIONS', '/v1/forms', { headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' } });
      expect(preflight.status).toBe(403);
    });
  });
});
