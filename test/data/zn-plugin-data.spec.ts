import type { IExceptionHandlerProvider, IHttpBackendService, IPromise, IRootScopeService } from 'angular';
import { ZnError, ZnPluginDataService } from '../../src/index';
import { exactly, noBody, track } from './helpers';

describe('znPluginData', () => {
  let znPluginData: ZnPluginDataService;
  let $httpBackend: IHttpBackendService;
  let $rootScope: IRootScopeService;
  let $exceptionHandler: { errors: unknown[] };

  // Errors are collected rather than rethrown, and every spec ends with none left over.
  beforeEach(angular.mock.module('zn.plugin', ['$exceptionHandlerProvider', ($exceptionHandlerProvider: IExceptionHandlerProvider) => {
    $exceptionHandlerProvider.mode('log');
  }]));
  beforeEach(angular.mock.inject(['znPluginData', '$httpBackend', '$rootScope', '$exceptionHandler', (_znPluginData_: ZnPluginDataService, _$httpBackend_: IHttpBackendService,
    _$rootScope_: IRootScopeService, _$exceptionHandler_: { errors: unknown[] }) => {
    znPluginData = _znPluginData_;
    $httpBackend = _$httpBackend_;
    $rootScope = _$rootScope_;
    $exceptionHandler = _$exceptionHandler_;
  }]));
  afterEach(() => {
    $httpBackend.verifyNoOutstandingExpectation();
    $httpBackend.verifyNoOutstandingRequest();
    expect($exceptionHandler.errors).toEqual([]);
  });

  describe('requests', () => {
    type Call = (plugin: ReturnType<ZnPluginDataService>) => IPromise<unknown>;
    // [what, call, method, exact URL, exact body or undefined]
    const requests: Array<[string, Call, string, string, string | undefined]> = [
      ['get', (p) => p.get('/items', { workspaceId: 12 }), 'GET', '/plugins/workspaces/12/my-plugin/items', undefined],
      ['get with a query', (p) => p.get('/items', { workspaceId: 12, params: { limit: 5, tag: ['a', 'b'], q: 'x y&z', skip: null } }),
        'GET', '/plugins/workspaces/12/my-plugin/items?limit=5&tag=a|b&q=x%20y%26z', undefined],
      ['get with an object in the query, as JSON', (p) => p.get('/items', { workspaceId: 12, params: { range: { min: 1 } } }),
        'GET', '/plugins/workspaces/12/my-plugin/items?range=%7B%22min%22%3A1%7D', undefined],
      ['get with the workspace id as digits', (p) => p.get('/', { workspaceId: '7' }), 'GET', '/plugins/workspaces/7/my-plugin/', undefined],
      ['post with a body', (p) => p.post('/items', { workspaceId: 12 }, { name: 'a' }), 'POST', '/plugins/workspaces/12/my-plugin/items', '{"name":"a"}'],
      ['put with a body and a query', (p) => p.put('/items/3', { workspaceId: 12, params: { force: true } }, { name: 'b' }),
        'PUT', '/plugins/workspaces/12/my-plugin/items/3?force=true', '{"name":"b"}'],
      ['post without a body', (p) => p.post('/jobs', { workspaceId: 12 }), 'POST', '/plugins/workspaces/12/my-plugin/jobs', undefined],
      ['delete', (p) => p.delete('/items/3', { workspaceId: 12 }), 'DELETE', '/plugins/workspaces/12/my-plugin/items/3', undefined],
      ['a route with encoded parts, as written', (p) => p.get('/items/a%2Fb', { workspaceId: 12 }), 'GET', '/plugins/workspaces/12/my-plugin/items/a%2Fb', undefined],
      // Zengine sent a route with a query as written: znPluginData(ns).post('/runner?config=' + id, ...)
      ['a route with a query, as Zengine sent it', (p) => p.post('/runner?config=12', { workspaceId: 12 }, { run: true }),
        'POST', '/plugins/workspaces/12/my-plugin/runner?config=12', '{"run":true}'],
      ['a route with a query and params.params after it', (p) => p.get('/items?x=1', { workspaceId: 12, params: { y: 2 } }),
        'GET', '/plugins/workspaces/12/my-plugin/items?x=1&y=2', undefined]
    ];
    requests.forEach(([what, call, method, url, body]) => {
      it(`sends ${what}: ${method} ${url}`, () => {
        $httpBackend.expect(method, exactly(url), body === undefined ? noBody : body).respond(200, { items: [] });
        const outcome = track(call(znPluginData('my-plugin')));
        $httpBackend.flush();
        expect(outcome).toEqual({ state: 'resolved', value: { items: [] } });
      });
    });

    it('sends to the pluginServiceUrl set at run time', angular.mock.inject(['znConfig', (znConfig: any) => {
      znConfig.set({ pluginServiceUrl: 'https://plugins.example.com' });
      $httpBackend.expect('GET', exactly('https://plugins.example.com/workspaces/1/my-plugin/ping')).respond(200, 'pong');
      znPluginData('my-plugin').get('/ping', { workspaceId: 1 });
      $httpBackend.flush();
    }]));
  });

  describe('success', () => {
    it('resolves with the raw body and calls successCallback(data, status, headers)', () => {
      const success = jasmine.createSpy('success');
      const body = { status: 200, code: 2000, data: ['kept as it is'] };
      $httpBackend.expect('GET', exactly('/plugins/workspaces/1/my-plugin/items')).respond(201, body, { 'X-Plugin': 'yes' });
      const outcome = track(znPluginData('my-plugin').get('/items', { workspaceId: 1 }, success));
      $httpBackend.flush();
      expect(outcome).toEqual({ state: 'resolved', value: body });
      const [data, status, headers] = success.calls.argsFor(0);
      expect(data).toEqual(body);
      expect(status).toBe(201);
      expect(headers('X-Plugin')).toBe('yes');
    });

    it('resolves with undefined for an empty 204', () => {
      $httpBackend.expect('DELETE', exactly('/plugins/workspaces/1/my-plugin/items/1')).respond(204, '');
      const outcome = track(znPluginData('my-plugin').delete('/items/1', { workspaceId: 1 }));
      $httpBackend.flush();
      expect(outcome).toEqual({ state: 'resolved', value: undefined });
    });
  });

  describe('failures', () => {
    it('are shaped as znData\'s, keeping the plugin\'s own error body as data', () => {
      const error = jasmine.createSpy('error');
      $httpBackend.expect('POST', exactly('/plugins/workspaces/1/my-plugin/items')).respond(422, { reason: 'name taken' }, {}, 'Unprocessable Entity');
      const outcome = track(znPluginData('my-plugin').post('/items', { workspaceId: 1 }, { name: 'a' }, null, error));
      $httpBackend.flush();
      const failure = {
        status: 422, code: 4220, userMessage: 'The request was not accepted (422 Unprocessable Entity).',
        developerMessage: 'POST /plugins/workspaces/1/my-plugin/items answered 422 Unprocessable Entity without an API failure envelope',
        data: { reason: 'name taken' }
      };
      expect(outcome).toEqual({ state: 'rejected', value: failure });
      expect(error).toHaveBeenCalledWith(failure);
    });

    it('give a network failure status 0', () => {
      $httpBackend.expect('GET', exactly('/plugins/workspaces/1/my-plugin/items')).respond(() => [-1, null, {}, '', 'error']);
      const outcome = track(znPluginData('my-plugin').get('/items', { workspaceId: 1 }));
      $httpBackend.flush();
      expect(outcome.value).toEqual({
        status: 0, code: 0, userMessage: 'The server could not be reached. Check the connection and try again.',
        developerMessage: 'GET /plugins/workspaces/1/my-plugin/items got no answer (network error, or blocked by the browser)'
      });
    });

    it('raise no unhandled rejection when an errorCallback was given', () => {
      const error = jasmine.createSpy('error');
      $httpBackend.expect('GET', exactly('/plugins/workspaces/1/my-plugin/items')).respond(500, '');
      znPluginData('my-plugin').get('/items', { workspaceId: 1 }, null, error);
      $httpBackend.flush();
      expect(error).toHaveBeenCalled();
      expect($exceptionHandler.errors).toEqual([]);
    });

    it('let AngularJS report the rejection when nothing handles it', () => {
      $httpBackend.expect('GET', exactly('/plugins/workspaces/1/my-plugin/items')).respond(500, '');
      znPluginData('my-plugin').get('/items', { workspaceId: 1 });
      $httpBackend.flush();
      expect($exceptionHandler.errors.length).toBe(1);
      expect($exceptionHandler.errors[0]).toMatch(/^Possibly unhandled rejection: \{"status":500,/);
      $exceptionHandler.errors.length = 0;
    });
  });

  describe('refused calls', () => {
    type Call = (error: jasmine.Spy) => IPromise<unknown>;
    const refused: Array<[string, Call, string]> = [
      ['no workspaceId', (e) => znPluginData('my-plugin').get('/items', {} as any, null, e),
        'znPluginData: my-plugin.get needs params.workspaceId, the id of a workspace the plugin is installed in, as a positive integer, got undefined'],
      ['a workspaceId of 0', (e) => znPluginData('my-plugin').get('/items', { workspaceId: 0 }, null, e),
        'znPluginData: my-plugin.get needs params.workspaceId, the id of a workspace the plugin is installed in, as a positive integer, got a number (0)'],
      ['a fractional workspaceId', (e) => znPluginData('my-plugin').get('/items', { workspaceId: 1.5 }, null, e),
        'znPluginData: my-plugin.get needs params.workspaceId, the id of a workspace the plugin is installed in, as a positive integer, got a number (1.5)'],
      ['a workspaceId that is not digits', (e) => znPluginData('my-plugin').get('/items', { workspaceId: '1/../2' }, null, e),
        'znPluginData: my-plugin.get needs params.workspaceId, the id of a workspace the plugin is installed in, as a positive integer, got a string ("1/../2")'],
      ['a route without a leading slash', (e) => znPluginData('my-plugin').get('items', { workspaceId: 1 }, null, e),
        'znPluginData: my-plugin.get: the route must start with "/", got a string ("items"); expected a route such as \'/items/42\''],
      ['a route with ..', (e) => znPluginData('my-plugin').delete('/../other-plugin/items', { workspaceId: 1 }, null, e),
        'znPluginData: my-plugin.delete: the route must not hold "." or ".." segments, which would leave the namespace, got a string ("/../other-plugin/items"); expected a route such as \'/items/42\''],
      ['a route with an encoded ..', (e) => znPluginData('my-plugin').get('/a/%2e%2E/b', { workspaceId: 1 }, null, e),
        'znPluginData: my-plugin.get: the route must not hold "." or ".." segments, which would leave the namespace, got a string ("/a/%2e%2E/b"); expected a route such as \'/items/42\''],
      ['a route with .. before its query', (e) => znPluginData('my-plugin').get('/../x?y=1', { workspaceId: 1 }, null, e),
        'znPluginData: my-plugin.get: the route must not hold "." or ".." segments, which would leave the namespace, got a string ("/../x?y=1"); expected a route such as \'/items/42\''],
      ['a route with a fragment', (e) => znPluginData('my-plugin').put('/items#x', { workspaceId: 1 }, {}, null, e),
        'znPluginData: my-plugin.put: the route must not hold "#" (the browser never sends a fragment; query values go in params.params), got a string ("/items#x"); expected a route such as \'/items/42\''],
      ['a route with a backslash', (e) => znPluginData('my-plugin').get('/a\\..\\b', { workspaceId: 1 }, null, e),
        'znPluginData: my-plugin.get: the route must not hold "\\", got a string ("/a\\\\..\\\\b"); expected a route such as \'/items/42\''],
      ['a route with a space', (e) => znPluginData('my-plugin').get('/a b', { workspaceId: 1 }, null, e),
        'znPluginData: my-plugin.get: the route must not hold spaces (encode them with encodeURIComponent), got a string ("/a b"); expected a route such as \'/items/42\'']
    ];
    refused.forEach(([what, call, message]) => {
      it(`refuses ${what} without sending anything`, () => {
        const error = jasmine.createSpy('error');
        const outcome = track(call(error));
        $rootScope.$digest();
        expect(outcome.value).toEqual({ status: 0, code: 0, userMessage: 'The request could not be sent.', developerMessage: message, error: jasmine.any(ZnError) });
        expect(error).toHaveBeenCalledWith(outcome.value);
      });
    });
  });

  describe('mistakes in the code', () => {
    const thrown: Array<[string, () => unknown, RegExp]> = [
      ['an empty namespace', () => znPluginData(''), /^znPluginData: the namespace must be a non-empty name of letters, digits, "-" and "_", got an empty string; expected the plugin's namespace, e\.g\. znPluginData\('my-plugin'\)$/],
      ['a namespace with a slash', () => znPluginData('a/b'), /^znPluginData: the namespace must be a non-empty name .* got a string \("a\/b"\)/],
      ['a namespace of ..', () => znPluginData('..'), /^znPluginData: the namespace must be a non-empty name .* got a string \("\.\."\)/],
      ['a namespace that is not a string', () => znPluginData(5 as any), /^znPluginData: the namespace must be a non-empty name .* got a number \(5\)/],
      ['a route that is not a string', () => znPluginData('p').get(5 as any, { workspaceId: 1 }),
        /^znPluginData: p\.get\(route, params, successCallback, errorCallback\): route must be a string such as '\/items', got a number \(5\)$/],
      ['params that are not an object', () => znPluginData('p').get('/x', 1 as any),
        /^znPluginData: p\.get\(route, params, successCallback, errorCallback\): params must be an object such as \{ workspaceId: 1 \}, got a number \(1\)$/],
      ['an unknown key in params', () => znPluginData('p').get('/x', { workspaceId: 1, limit: 5 } as any),
        /^znPluginData: p\.get\(route, params, successCallback, errorCallback\): unknown key "limit" in params; expected workspaceId and params \(query values go in params\.params\)$/],
      ['params.params that are not an object', () => znPluginData('p').get('/x', { workspaceId: 1, params: 'a=1' as any }),
        /^znPluginData: p\.get\(route, params, successCallback, errorCallback\): params\.params must be an object of query values, got a string \("a=1"\)$/],
      ['a callback that is not a function', () => znPluginData('p').post('/x', { workspaceId: 1 }, {}, 'ok' as any),
        /^znPluginData: p\.post\(route, params, data, successCallback, errorCallback\): successCallback must be a function, got a string \("ok"\)$/]
    ];
    thrown.forEach(([what, call, message]) => {
      it(`throws a ZnError for ${what}`, () => {
        let caught: unknown;
        try { call(); } catch (e) { caught = e; }
        expect(caught).toEqual(jasmine.any(ZnError));
        expect((caught as Error).message).toMatch(message);
      });
    });
  });
});
