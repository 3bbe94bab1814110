import type { IHttpBackendService, ILogService } from 'angular';
import { ZnDataService, ZnPluginDataService } from '../../src/data/types';
import { ZnModalService } from '../../src/dialogs/types';
import { ZnFiltersPanelService } from '../../src/filters/builder/types';
import { ZnCookiesService, ZnLocalStorageService } from '../../src/storage/types';
import { keepRealStoresClean } from '../storage/fakes';

/**
 * Options Zengine's runtime accepted and ignored (or showed as text) are accepted here too,
 * with one warning each, instead of a ZnError that stopped the plugin.
 */
describe('options Zengine accepted', () => {
  let $log: ILogService & { warn: { logs: unknown[][] } };
  let services: {
    znFiltersPanel: ZnFiltersPanelService;
    znLocalStorage: ZnLocalStorageService;
    znCookies: ZnCookiesService;
    znModal: ZnModalService;
  };

  keepRealStoresClean();
  beforeEach(angular.mock.module('zn.plugin'));
  beforeEach(angular.mock.inject(['$log', 'znFiltersPanel', 'znLocalStorage', 'znCookies', 'znModal',
    (log: typeof $log, znFiltersPanel: ZnFiltersPanelService, znLocalStorage: ZnLocalStorageService,
      znCookies: ZnCookiesService, znModal: ZnModalService) => {
      $log = log;
      services = { znFiltersPanel, znLocalStorage, znCookies, znModal };
    }]));
  afterEach(() => document.querySelectorAll('.zn-modal, .modal, .modal-backdrop').forEach((node) => node.remove()));

  const warnings = () => $log.warn.logs.map((args) => String(args[0]));

  it('znFiltersPanel opens with an option it does not know, warning once', () => {
    const open = () => services.znFiltersPanel.open({ formId: 1, title: 'Filter records' } as any);
    expect(open).not.toThrow();
    open();
    expect(warnings().filter((text) => text.includes('"title"')).length).toBe(1);
    expect(warnings()[0]).toContain('znFiltersPanel: the unknown option "title" is ignored');
  });

  it('znLocalStorage stores a value given an option it does not know, warning once', () => {
    expect(services.znLocalStorage.set('prefs', { view: 'grid' }, { ttl: 60 } as any)).toBe(true);
    services.znLocalStorage.set('prefs', { view: 'list' }, { ttl: 60 } as any);
    expect(services.znLocalStorage.get('prefs')).toEqual({ view: 'list' });
    expect(warnings()).toEqual(['znLocalStorage: set() ignores the unknown option "ttl"; expected expires']);
  });

  it('znCookies stores a value given an option it does not know, warning once', () => {
    expect(services.znCookies.set('prefs', 2, { httpOnly: true } as any)).toBe(true);
    expect(services.znCookies.get('prefs')).toBe(2);
    expect(warnings().length).toBe(1);
    expect(warnings()[0]).toContain('znCookies: set() ignores the unknown option "httpOnly"');
    services.znCookies.remove('prefs');
  });

  it('znModal shows a numeric title as text, warning once', () => {
    services.znModal({ title: 2024, template: '<p>Report</p>' } as any);
    angular.mock.inject(['$rootScope', ($rootScope: { $digest(): void }) => $rootScope.$digest()]);
    const title = document.querySelector('.zn-modal-title, .modal-title, [id$="-title"]');
    expect(title && title.textContent && title.textContent.trim()).toBe('2024');
    expect(warnings()).toEqual(["znModal: title 2024 is a number; it is shown as text. Pass a string such as '2024'"]);
  });
});

describe('arguments Zengine ignored', () => {
  let $log: ILogService & { warn: { logs: unknown[][] } };
  let $httpBackend: IHttpBackendService;
  let znData: ZnDataService;
  let znPluginData: ZnPluginDataService;

  beforeEach(angular.mock.module('zn.plugin'));
  beforeEach(angular.mock.inject(['$log', '$httpBackend', 'znData', 'znPluginData',
    (log: typeof $log, backend: IHttpBackendService, data: ZnDataService, pluginData: ZnPluginDataService) => {
      $log = log;
      $httpBackend = backend;
      znData = data;
      znPluginData = pluginData;
    }]));
  afterEach(() => {
    $httpBackend.verifyNoOutstandingExpectation();
    $httpBackend.verifyNoOutstandingRequest();
  });

  const warnings = () => $log.warn.logs.map((args) => String(args[0]));

  it('znData ignores arguments after the two callbacks, warning once per call form', () => {
    const success = jasmine.createSpy('success');
    const extra = jasmine.createSpy('extra');
    $httpBackend.expect('GET', '/v1/tasks/1').respond(200, { status: 200, code: 2000, data: { id: 1 } });
    $httpBackend.expect('GET', '/v1/tasks/1').respond(200, { status: 200, code: 2000, data: { id: 1 } });
    (znData('Tasks').get as any)({ id: 1 }, success, null, extra);
    (znData('Tasks').get as any)({ id: 1 }, success, null, extra);
    $httpBackend.flush();
    expect(success).toHaveBeenCalledTimes(2);
    expect(extra).not.toHaveBeenCalled();
    expect(warnings().length).toBe(1);
    expect(warnings()[0]).toContain('znData: Tasks.get(params, successCallback, errorCallback): got 4 arguments');
  });

  it('znData ignores a body given to a read, as Zengine did, and still calls the callbacks', () => {
    const success = jasmine.createSpy('success');
    $httpBackend.expect('GET', '/v1/tasks?status=open').respond(200, { status: 200, code: 2000, data: [] });
    (znData('Tasks').query as any)({ status: 'open' }, {}, success, angular.noop);
    $httpBackend.flush();
    expect(success).toHaveBeenCalled();
    expect(warnings()[0]).toContain('the extra arguments are ignored');
  });

  it('znPluginData ignores arguments after the two callbacks', () => {
    const success = jasmine.createSpy('success');
    $httpBackend.expect('GET', '/plugins/workspaces/1/chat/rooms').respond(200, { rooms: [] });
    (znPluginData('chat').get as any)('/rooms', { workspaceId: 1 }, success, angular.noop, 'extra');
    $httpBackend.flush();
    expect(success).toHaveBeenCalled();
    expect(warnings().length).toBe(1);
  });
});
