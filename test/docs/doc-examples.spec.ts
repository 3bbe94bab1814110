import type { IControllerService, IHttpBackendService, IRootScopeService, auto } from 'angular';
import { envelope, verifyNoOutstandingHttp } from '../data/helpers';
import { DocExample, PAGES, examplesOf, loadExamples } from './doc-examples';

// Every example marked runnable in README.md and docs/*.md, run as a reader would copy it: its
// code loads (plugin definitions pass the plugin object's rules, registrations pass
// plugin.register's), its config and run blocks apply, and each controller it defines starts on
// a scope without an error, its requests answered. The pages' own specs (e.g.
// test/data/docs-examples.spec.ts) check what the examples do in detail.
/** The names in the browser's real stores: examples of znLocalStorage and znCookies write there. */
function storedNames(): { keys: string[]; cookies: string[] } {
  const keys: string[] = [];
  for (let i = 0; i < window.localStorage.length; i++) keys.push(window.localStorage.key(i) as string);
  const cookies = document.cookie.split(';').map((part) => part.split('=')[0].trim()).filter(Boolean);
  return { keys, cookies };
}

describe('the runnable examples of the documentation', () => {
  let before: { keys: string[]; cookies: string[] };
  beforeEach(() => {
    before = storedNames();
  });
  afterEach(verifyNoOutstandingHttp);
  // What an example stored is removed, so the storage specs find the real stores as they were.
  afterEach(() => {
    const now = storedNames();
    now.keys.filter((key) => !before.keys.includes(key)).forEach((key) => window.localStorage.removeItem(key));
    now.cookies.filter((name) => !before.cookies.includes(name))
      .forEach((name) => { document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`; });
    expect(storedNames()).toEqual(before);
  });

  function run(example: DocExample, host: { tokenStore?: unknown } = {}): { registrations: number } {
    const { moduleName, controllers, registrations } = loadExamples([example]);
    angular.mock.module(moduleName, ['$provide', ($provide: auto.IProvideService) => {
      // A host service the authentication example's interceptor reads.
      $provide.value('tokenStore', host.tokenStore || { token: () => 't0ken' });
    }]);
    angular.mock.inject(['$controller', '$rootScope', '$httpBackend', '$compile',
      ($controller: IControllerService, $rootScope: IRootScopeService,
        $httpBackend: IHttpBackendService) => {
        ['GET', 'POST', 'PUT', 'DELETE'].forEach((method) => $httpBackend.when(method, /.*/).respond(200, envelope([])));
        controllers.forEach((name) => {
          const scope: any = $rootScope.$new();
          scope.workspaceId = 1;
          $controller(name, {
            $scope: scope,
            $element: angular.element('<div></div>'),
            znPluginRouteParams: { id: '12' },
            znPluginRecord: { id: 7, name: 'Seven' }
          });
        });
        $rootScope.$digest();
        try {
          $httpBackend.flush();
        } catch (error) {
          if (!/No pending request to flush/.test((error as Error).message)) throw error;
        }
      }]);
    return { registrations: registrations.length };
  }

  Object.keys(PAGES).forEach((page) => {
    describe(page, () => {
      const examples = examplesOf(page);

      it('has runnable examples, each marked with a name used once on the page', () => {
        expect(examples.length).toBeGreaterThan(0);
        const names = examples.map((example) => example.name);
        expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
      });

      examples.forEach((example) => {
        it(`runs the example "${example.name}"`, () => {
          expect(() => run(example)).not.toThrow();
        });
      });
    });
  });

  it("the README's plugin object example registers its plugin with a routed full page", () => {
    const example = examplesOf('README.md').find((candidate) => candidate.name === 'myPluginCntl') as DocExample;
    const { registrations } = loadExamples([example]);
    expect(registrations.map((plugin) => [plugin.namespace, plugin.route, plugin.interfaces[0].type, plugin.interfaces[0].routes]))
      .toEqual([['myPlugin', '/my-plugin', 'fullPage', ['/:id']]]);
  });

  it('the configuration example sets the URLs in a config block, then changes one at run time', () => {
    const example = examplesOf('docs/configuration.md').find((candidate) => candidate.name === 'config-znConfigProvider') as DocExample;
    const { moduleName } = loadExamples([example]);
    angular.mock.module(moduleName);
    angular.mock.inject(['znConfig', (znConfig: any) => {
      expect(znConfig.get()).toEqual({ apiUrl: '/api/v1', pluginServiceUrl: 'https://plugins.example.com',
        retry: { attempts: 3, baseDelay: 500, maxWait: 30000 } });
    }]);
  });

  it('the retry example turns retries off in a config block, then sets some at run time', () => {
    const example = examplesOf('docs/configuration.md').find((candidate) => candidate.name === 'config-retry') as DocExample;
    const { moduleName } = loadExamples([example]);
    angular.mock.module(moduleName);
    angular.mock.inject(['znConfig', (znConfig: any) => {
      expect(znConfig.get().retry).toEqual({ attempts: 2, baseDelay: 250, maxWait: 30000 });
    }]);
  });

  it('the authentication example sends the token with every request', () => {
    const example = examplesOf('docs/configuration.md').find((candidate) => candidate.name === 'config-httpProvider') as DocExample;
    const { moduleName } = loadExamples([example]);
    angular.mock.module(moduleName, ['$provide', ($provide: auto.IProvideService) => {
      $provide.value('tokenStore', { token: () => 'abc' });
    }]);
    angular.mock.inject(['znData', '$httpBackend', (znData: any, $httpBackend: IHttpBackendService) => {
      $httpBackend.expect('GET', '/v1/tasks/1', undefined, (headers: any) => headers.Authorization === 'Bearer abc')
        .respond(200, envelope({ id: 1 }));
      znData('Tasks').get({ id: 1 });
      $httpBackend.flush();
    }]);
  });
  it("the errors page's example catches the ZnError of a mistyped resource by its code", () => {
    const example = examplesOf('docs/errors.md').find((candidate) => candidate.name === 'myPluginCntl') as DocExample;
    const { moduleName } = loadExamples([example]);
    angular.mock.module(moduleName);
    angular.mock.inject(['$controller', '$rootScope', '$log', ($controller: IControllerService,
      $rootScope: IRootScopeService, $log: any) => {
      $controller('myPluginCntl', { $scope: $rootScope.$new() });
      expect($log.error.logs.length).toBe(1);
      expect($log.error.logs[0][0]).toMatch(/^znData: unknown resource "Taks"; expected one of Activities/);
    }]);
  });
});
