/**
 * znHttp's url (host/v2/v2-methods.js, apiPath): a path of the REST API, decoded before it is
 * checked, as the browser decodes it (`/v1/%2e%2e/workbench/...` is `/workbench/...` on the wire):
 * a path that climbs out of /v1 in any encoding is refused with status 400 (issue 30, finding 4).
 */
import fs from 'fs';
import path from 'path';
import vm from 'vm';

const SOURCE = path.resolve(__dirname, '..', '..', '..', 'host', 'v2', 'v2-methods.js');

function loadApiPath(): (url: unknown, label: string) => string {
  const window: { angular: object; ZnV2Methods?: { apiPath: (url: unknown, label: string) => string } } = { angular: {} };
  vm.runInNewContext(fs.readFileSync(SOURCE, 'utf8'), { window });
  return window.ZnV2Methods!.apiPath;
}

describe('znHttp\'s url (v2-methods.js)', () => {
  const apiPath = loadApiPath();

  it('keeps a path of the REST API, with or without /v1, encoded characters in a segment included', () => {
    expect(apiPath('/v1/forms/2/records', 'znHttp')).toBe('/forms/2/records');
    expect(apiPath('forms/2', 'znHttp')).toBe('/forms/2');
    expect(apiPath('/v1/files/My%20File.txt', 'znHttp')).toBe('/files/My%20File.txt');
  });

  it('refuses with status 400 a path that climbs out of /v1 once decoded, however often it is encoded', () => {
    ['/v1/%2e%2e/workbench/firebase/other.json', '/v1/%2E%2E/workbench/webhooks/deliveries', '/v1/.%2e/workbench', '/v1/%252e%252e/workbench',
      '/v1/%25252e%25252e/workbench', '/v1/forms/%2e', '/v1/%2f%2fevil.example/x', '/v1/forms%2f..%2f..%2fworkbench', '/v1/forms%5c..%5cworkbench',
      '/v1/forms/%zz', '/v1/../workbench', '/v1/forms/..\\..\\workbench'].forEach((url) => {
      let thrown: { status?: number; message?: string } | undefined;
      try {
        apiPath(url, 'znHttp');
      } catch (error) {
        thrown = error as { status?: number; message?: string };
      }
      expect(thrown && thrown.status).withContext(url).toBe(400);
      expect(thrown && thrown.message).withContext(url).toContain('znHttp: url must be a path of the REST API');
    });
  });
});

describe('znPluginData\'s workspace (v2-methods.js)', () => {
  function methods(asked: Array<{ url: string }>) {
    const window: { angular: object; ZnV2Methods?: { createV2Methods: (deps: object, views: object) => Record<string, (args: object, frame: object) => unknown> } } = {
      angular: { extend: Object.assign, identity: (value: unknown) => value, noop: () => undefined }
    };
    vm.runInNewContext(fs.readFileSync(SOURCE, 'utf8'), { window });
    const deps = {
      $q: { reject: (value: unknown) => Promise.reject(value) },
      $http: (config: { url: string }) => {
        asked.push(config);
        return Promise.resolve({ data: {}, status: 200, headers: () => ({}) });
      }
    };
    return window.ZnV2Methods!.createV2Methods(deps, { workspaceId: () => 1 });
  }

  it('is a number: a workspaceId that would climb out of /plugins/workspaces/ is refused with status 400', async () => {
    const asked: Array<{ url: string }> = [];
    const znPluginData = methods(asked).znPluginData;
    await znPluginData({ namespace: 'myLab', route: '/summary', options: { workspaceId: 3 } }, { namespace: 'myLab' });
    expect(asked.map((config) => config.url)).toEqual(['/plugins/workspaces/3/myLab/summary']);
    ['..', '.', '1/../..', { toString: () => '..' }].forEach((workspaceId) => {
      let thrown: { status?: number } | undefined;
      try {
        znPluginData({ namespace: 'myLab', route: '/summary', options: { workspaceId } }, { namespace: 'myLab' });
      } catch (error) {
        thrown = error as { status?: number };
      }
      expect(thrown && thrown.status).withContext(String(workspaceId)).toBe(400);
    });
    expect(asked.length).toBe(1);
  });
});
