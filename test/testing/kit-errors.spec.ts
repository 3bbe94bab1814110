// Every mistake a spec can make with the kit, and the code it gets (see docs/errors.md).
import { KitServices, injectKit, loadKit, thrownBy } from './helpers';

describe('the testing kit\'s errors', () => {
  let kit: KitServices;

  beforeEach(() => {
    loadKit();
    kit = injectKit();
  });

  const cases: Array<[string, string, string, (kit: KitServices) => unknown]> = [
    ['znTestBackend', 'unknown-resource', 'a resource znData does not have', (k) => k.znTestBackend.all('Taks' as any)],
    ['znTestBackend', 'missing-path-param', 'a collection without its path parameter', (k) => k.znTestBackend.all('FormFields')],
    ['znTestBackend', 'bad-params', 'params that are not an object', (k) => k.znTestBackend.seed('FormRecords', 5 as any, [])],
    ['znTestBackend', 'bad-seed', 'objects that are not plain objects', (k) => k.znTestBackend.seed('Tasks', [1] as any)],
    ['znTestBackend', 'bad-seed', 'an id that is an object', (k) => k.znTestBackend.seed('Tasks', [{ id: {} }])],
    ['znTestBackend', 'unknown-action', 'an action znData does not have', (k) => k.znTestBackend.failNext('Tasks', 'find' as any)],
    ['znTestBackend', 'unknown-resource', 'neither a resource nor a plugin route', (k) => k.znTestBackend.failNext('board', 'settings' as any)],
    ['znTestBackend', 'bad-options', 'a failure that is not an object', (k) => k.znTestBackend.failNext('Tasks', 'save', 409 as any)],
    ['znTestBackend', 'bad-option', 'a success status as a failure', (k) => k.znTestBackend.failNext('Tasks', 'save', { status: 200 })],
    ['znTestBackend', 'bad-route', 'a route without its method', (k) => k.znTestBackend.service('board', '/settings', () => 1)],
    ['znTestBackend', 'bad-namespace', 'a namespace with a slash', (k) => k.znTestBackend.service('my/plugin', 'GET /x', () => 1)],
    ['znTestBackend', 'bad-callback', 'a handler that is not a function', (k) => k.znTestBackend.service('board', 'GET /x', {} as any)],
    ['znTestDialogs', 'no-open-dialog', 'no modal open', (k) => k.znTestDialogs.modal()],
    ['znTestDialogs', 'no-open-dialog', 'no filter panel open', (k) => k.znTestDialogs.filterPanel()],
    ['znTestStorage', 'bad-key', 'a key that is not a string', (k) => k.znTestStorage.setLocalItem(1 as any, 'x')],
    ['znTestStorage', 'bad-key', 'a cookie value that is not a string', (k) => k.znTestStorage.setCookie('a', 1 as any)],
    ['znTestStorage', 'bad-option', 'an unknown store state', (k) => k.znTestStorage.setLocalState('broken' as any)]
  ];
  cases.forEach(([service, code, cause, run]) => {
    it(`${service}: ${code} for ${cause}`, () => {
      const error = thrownBy(() => run(kit));
      expect(error.service).toBe(service);
      expect(error.code).toBe(code);
      expect(error.message).toMatch(new RegExp(`^${service}: `));
    });
  });

  it('async-handler when a plugin service handler returns a promise', () => {
    kit.znTestBackend.service('board', 'GET /x', () => Promise.resolve(1));
    kit.znPluginData('board').get('/x', { workspaceId: 1 });
    expect(thrownBy(() => kit.znTestBackend.flush()).code).toBe('async-handler');
  });

  it('dialog-closed, template-not-found and bad-filter from the dialogs one drives', () => {
    const znModal = kit.$injector.get<any>('znModal');
    znModal({ title: 'A', templateUrl: 'nowhere', btns: { OK: {} } });
    const modal = kit.znTestDialogs.modal();
    expect(thrownBy(() => modal.element()).code).toBe('template-not-found');
    modal.click('OK');
    expect(thrownBy(() => modal.click('OK')).code).toBe('dialog-closed');
    kit.$injector.get<any>('znFiltersPanel').open({ formId: 1 });
    expect(thrownBy(() => kit.znTestDialogs.filterPanel().save(null as any)).code).toBe('bad-filter');
  });
});
