import type { IHttpBackendService, IPromise, IRootScopeService, ITimeoutService, auto } from 'angular';
import { envelope, exactly, track, verifyNoOutstandingHttp } from '../data/helpers';
import { button, cleanBody, dialogs, topDialog } from '../dialogs/dialog-helpers';
import { FakeStorage, fakeWindow } from '../storage/fakes';

// The differences from Zengine's platform that docs/differences.md lists, each with the example
// written there: the SDK behaves as the page says, so the page cannot claim a difference that is
// not there. (The matcher's differences from its reference have their own spec, in Node:
// test/filters/matcher/node-only/differences.spec.ts.)
describe("docs/differences.md: the differences from Zengine's services", () => {
  let $httpBackend: IHttpBackendService;
  let $rootScope: IRootScopeService;
  let storage: FakeStorage;
  let services: Record<string, any>;

  beforeEach(() => {
    storage = new FakeStorage();
    angular.mock.module('zn.plugin', ['$provide', ($provide: auto.IProvideService) => {
      $provide.value('$window', fakeWindow({ localStorage: storage }));
    }]);
    angular.mock.inject(['$injector', ($injector: auto.IInjectorService) => {
      $httpBackend = $injector.get('$httpBackend');
      $rootScope = $injector.get('$rootScope');
      services = {};
      ['znData', 'znPluginData', 'znModal', 'znMessage', 'znLocalStorage', 'znFilterMatcher', 'znFiltersPanel']
        .forEach((name) => { services[name] = $injector.get(name); });
    }]);
  });
  afterEach(verifyNoOutstandingHttp);
  afterEach(cleanBody);

  /** The code of the ZnError a refused call reports, after a digest. */
  function refusedWith(promise: IPromise<unknown>): string | undefined {
    const outcome = track(promise);
    $rootScope.$digest();
    expect(outcome.state).toBe('rejected');
    expect(outcome.value.status).toBe(0);
    return outcome.value.error && outcome.value.error.code;
  }

  function thrown(call: () => unknown): { name?: string; code?: string; message: string } {
    try {
      call();
    } catch (error) {
      return error as { name?: string; code?: string; message: string };
    }
    throw new Error('expected the call to throw');
  }

  describe('znData: mistakes are refused before a request is sent', () => {
    it('delete without the id and updateAll without a condition are refused; deleteAll with one is sent', () => {
      const tasks = services.znData('Tasks');
      expect(refusedWith(tasks.delete({}))).toBe('whole-collection');
      expect(refusedWith(tasks.updateAll({}, { status: 'closed' }))).toBe('whole-collection');
      $httpBackend.expect('DELETE', exactly('/v1/tasks/?id=1|2')).respond(200, envelope(null));
      tasks.deleteAll({ id: '1|2' });
      $httpBackend.flush();
    });

    it('objectVersion on a resource that does not check it is refused', () => {
      expect(refusedWith(services.znData('Tasks').save({ id: 1, objectVersion: 3 }, { task: 'x' }))).toBe('unversioned-resource');
    });
  });

  it('znData and znPluginData: path values can never change the path', () => {
    $httpBackend.expect('GET', exactly('/v1/tasks/a%2Fb')).respond(200, envelope({ id: 'a/b' }));
    services.znData('Tasks').get({ id: 'a/b' });
    $httpBackend.flush();
    expect(refusedWith(services.znPluginData('invoices').get('/../other/items', { workspaceId: 1 }))).toBe('bad-route');
  });

  describe('znModal', () => {
    it('ignores an unknown option, as Zengine did, with a warning naming it', angular.mock.inject(['$log', ($log: any) => {
      services.znModal({ tempalte: '<p>Hi</p>' });
      $rootScope.$digest();
      expect(dialogs().length).toBe(1);
      expect($log.warn.logs[0][0]).toContain('tempalte');
    }]));

    it('keeps the dialog open after a button with close: false', () => {
      const apply = jasmine.createSpy('apply');
      services.znModal({ title: 'Apply', btns: { Apply: { action: apply, close: false } } });
      $rootScope.$digest();
      button(topDialog(), 'Apply').click();
      expect(apply).toHaveBeenCalled();
      expect(dialogs().length).toBe(1);
    });
  });

  it('znMessage: the same text twice is one message', () => {
    services.znMessage('Saved', 'saved');
    services.znMessage('Saved', 'saved');
    angular.mock.inject(['$timeout', ($timeout: ITimeoutService) => $timeout.flush(0)]);
    expect(document.querySelectorAll('.zn-message').length).toBe(1);
  });

  it('znFiltersPanel: options are checked', () => {
    const error = thrown(() => services.znFiltersPanel.open({ formId: 1, operators: [] }));
    expect(error.code).toBe('bad-option');
  });

  it('znLocalStorage: a function is refused instead of being lost; keys carry the prefix', () => {
    expect(thrown(() => services.znLocalStorage.set('prefs', { onSave() { /* a function */ } })).name).toBe('ZnError');
    expect(services.znLocalStorage.set('draft', { title: 'Q3' })).toBe(true);
    expect(storage.getItem('zn.draft')).toBe('{"title":"Q3"}');
  });

  it("znFilterMatcher: not-validates unique needs the API", () => {
    const filter = { and: [{ prefix: 'not-validates', attribute: 'field6', value: 'unique' }] };
    expect(thrown(() => services.znFilterMatcher({ field6: 'a' }, filter)).name).toBe('ZnError');
  });
});
