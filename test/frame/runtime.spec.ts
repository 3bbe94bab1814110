import type { IRootScopeService, IScope } from 'angular';
import '../../src/extras/index';
import { pluginRegistrar } from '../../src/plugin/default-plugin';
import { createPlugin } from '../../src/plugin/plugin-api';
import { PluginCatalog } from '../../src/plugin/plugin-catalog';
import { ZnFrameApp } from '../../src/frame/runtime';
import { FakeHost, NEVER, SpecPlugin, baseContext, startSpecFrame, stopSpecFrames, turns, until } from './fake-host';

/** What the spec's controllers saw. */
let seen: any[];

function specPlugin(register: (plugin: ReturnType<typeof createPlugin>) => void, controllers: Record<string, any[]> = {},
  templates: Record<string, string> = {}): SpecPlugin {
  const catalog = new PluginCatalog();
  register(createPlugin(catalog, pluginRegistrar));
  return { catalog, controllers, templates };
}

/** A plugin with one fullPage interface (routes /:id and /:id/edit) whose controller records what it injects. */
function pagePlugin(): SpecPlugin {
  return specPlugin((plugin) => plugin.register('framePlug', {
    route: '/frame-plug', title: 'Frame Plug',
    interfaces: [{ type: 'fullPage', controller: 'framePlugCntl', template: 'frame-plug-main', routes: ['/:id', '/:id/edit'] }]
  }), {
    framePlugCntl: ['$scope', '$rootScope', '$routeParams', '$location', 'znPluginRouteParams',
      function (this: unknown, $scope: any, $rootScope: any, $routeParams: any, $location: any, znPluginRouteParams: any) {
        seen.push({ scope: $scope, user: $rootScope.user, workspace: $rootScope.workspace, params: { ...$routeParams }, route: znPluginRouteParams, path: $location.path() });
        $scope.greeting = 'Hello ' + $rootScope.user.displayName;
      }]
  }, { 'frame-plug-main': '<p class="greeting">{{greeting}}</p><a class="go" href="/workspaces/1/data/5">data</a>' });
}

function api(status: number, data: unknown, extra: Record<string, unknown> = {}) {
  return { data: { status, code: status * 10, data, ...extra }, status, headers: { 'content-type': 'application/json' } };
}

function failure(status: number, body: unknown) {
  return Object.assign(new Error('the request failed'), { status, data: body, headers: {} });
}

describe('zn-plugin-frame: a v1 plugin in a v2 frame', () => {
  let host: FakeHost;
  let app: ZnFrameApp;
  const get = <T = any>(name: string): T => app.injector.get<T>(name);

  beforeEach(() => {
    seen = [];
    host = new FakeHost({ context: () => baseContext() });
  });
  afterEach(() => stopSpecFrames());

  describe('PostRPC', () => {
    it('asks for the context first, in post-rpc\'s wire format, posting to the host\'s origin', async () => {
      app = await startSpecFrame(host, pagePlugin());
      expect(host.requests[0]).toEqual({ jsonrpc: '2.0', method: 'context', id: 1 });
      expect((host.raw[0] as any).targetOrigin).toBe('http://host.test');
    });

    it('ignores answers from another origin or another window', async () => {
      host.handlers.context = () => NEVER;
      const starting = startSpecFrame(host, pagePlugin(), { timeout: 200 });
      await until(() => host.requests.length === 1);
      host.deliver({ jsonrpc: '2.0', result: baseContext(), id: 1 }, 'http://evil.test');
      host.deliver({ jsonrpc: '2.0', result: baseContext(), id: 1 }, 'http://host.test', {});
      await expectAsync(starting).toBeRejectedWith(jasmine.objectContaining({ code: 'host-timeout' }));
    });

    it('fails a call the host does not answer (-32601) with a ZnError that says so, never hangs', async () => {
      app = await startSpecFrame(host, pagePlugin());
      const znConfirm = get('znConfirm');
      let reason: any;
      znConfirm('Sure?').catch((error: unknown) => { reason = error; });
      await until(() => reason, 'the rejection');
      expect(reason.name).toBe('ZnError');
      expect(reason.code).toBe('host-method-missing');
      expect(reason.message).toContain('znConfirm: the page that frames this plugin does not answer the PostRPC method "confirm"');
    });

    it('fails a call the host never answers after the timeout, with code host-timeout', async () => {
      host.handlers.context = () => NEVER;
      await expectAsync(startSpecFrame(host, pagePlugin(), { timeout: 30 })).toBeRejectedWith(jasmine.objectContaining({ code: 'host-timeout' }));
    });
  });

  describe('$rootScope, $routeParams, $location, links', () => {
    it('puts the context on $rootScope and mounts the fullPage interface with its sub-route\'s parameters', async () => {
      host.handlers.context = () => baseContext({
        location: { ...baseContext().location, pathname: '/workspaces/1/plugin/frame-plug/12', searchParams: { tab: 'notes' },
          pathParams: { workspace_id: '1', plugin_route: 'framePlug/12' } }
      });
      app = await startSpecFrame(host, pagePlugin());
      expect(seen.length).toBe(1);
      expect(seen[0].user).toEqual({ id: 3, displayName: 'Ann' });
      expect(seen[0].params).toEqual({ workspace_id: '1', tab: 'notes', id: '12' });
      expect(seen[0].route).toEqual({ id: '12' });
      expect(seen[0].path).toBe('/workspaces/1/plugin/frame-plug/12');
      expect(document.querySelector('[zn-frame-root] .greeting')!.textContent).toBe('Hello Ann');
      expect(document.querySelector('[zn-frame-root] .zn-plugin-page-title')!.textContent).toBe('Frame Plug');
    });

    it('gives the interface\'s scope workspaceId (a number), as the v1 page gave every plugin page and location', async () => {
      host.handlers.context = () => baseContext({
        workspace: { id: 7, name: 'Sales', forms: [] },
        location: { ...baseContext().location, pathname: '/workspaces/7/plugin/frame-plug', pathParams: { workspace_id: '7', plugin_route: 'frame-plug' } }
      });
      app = await startSpecFrame(host, pagePlugin());
      expect(seen[0].scope.workspaceId).toBe(7);
    });

    it('follows locationChange: $locationChange* fire, $routeParams follow the sub-route, the interface remounts for new parameters only', async () => {
      app = await startSpecFrame(host, pagePlugin());
      const $rootScope = get<IRootScopeService>('$rootScope');
      const events: string[] = [];
      $rootScope.$on('$locationChangeStart', (_e, next) => events.push('start ' + next));
      $rootScope.$on('$locationChangeSuccess', (_e, next) => events.push('success ' + next));
      const next = { ...baseContext().location, pathname: '/workspaces/1/plugin/frame-plug/13/edit', href: '', searchParams: {},
        pathParams: { workspace_id: '1', plugin_route: 'framePlug/13/edit' } };
      host.emit('locationChange', { next, prev: baseContext().location });
      await until(() => seen.length === 2, 'the remount');
      expect(events).toEqual(['start http://host.test/workspaces/1/plugin/frame-plug/13/edit', 'success http://host.test/workspaces/1/plugin/frame-plug/13/edit']);
      expect(get('$routeParams')).toEqual({ workspace_id: '1', id: '13' });
      expect(get('$location').path()).toBe('/workspaces/1/plugin/frame-plug/13/edit');
      const updates = jasmine.createSpy('$routeUpdate');
      $rootScope.$on('$routeUpdate', updates);
      host.emit('locationChange', { next: { ...next, searchParams: { q: 'x' } }, prev: next });
      await until(() => get('$routeParams').q === 'x', '$routeParams.q');
      expect(seen.length).toBe(2);
      expect(updates).toHaveBeenCalledTimes(1);
      expect(get('$route').current.params.q).toBe('x');
      $rootScope.$apply(() => get('$route').reload());
      expect(seen.length).toBe(3);
    });

    it('moves the page, not the frame, when $location is set or an app link is clicked', async () => {
      host.handlers.location = () => null;
      app = await startSpecFrame(host, pagePlugin());
      const $location = get('$location');
      $location.path('/workspaces/1/data/2');
      $location.search('record', '2.41');
      $location.hash('top');
      expect($location.url()).toBe('/workspaces/1/data/2?record=2.41#top');
      expect(seen.length).toBe(1); // leaving the plugin's pages: the frame goes with the page, its interface is not remounted
      (document.querySelector('[zn-frame-root] a.go') as HTMLElement).click();
      await until(() => host.calls('location').length === 4);
      expect(host.calls('location')).toEqual([
        { method: 'navigate', args: ['workspaces/1/data/2'] },
        { method: 'searchParams', args: ['record', '2.41'] },
        { method: 'hash', args: ['top'] },
        { method: 'navigate', args: ['workspaces/1/data/5'] }
      ]);
    });
  });

  describe('znData over znHttp', () => {
    it('sends the request as znHttp and answers with data, metadata and callbacks', async () => {
      host.handlers.znHttp = () => api(200, [{ id: 1 }], { totalCount: 41, limit: 1, offset: 0 });
      app = await startSpecFrame(host, pagePlugin());
      const callback = jasmine.createSpy('success');
      const records = await get('znData')('FormRecords').query({ formId: 3, limit: 1 }, callback);
      expect(records).toEqual([{ id: 1 }]);
      expect(callback.calls.argsFor(0)[1]).toEqual(jasmine.objectContaining({ totalCount: 41, status: 200 }));
      expect(host.calls('znHttp')[0]).toEqual({ options: { apiVersion: 'v1' }, request: { method: 'get', url: '/forms/3/records', params: { limit: '1' }, headers: {} } });
    });

    it('broadcasts zn-data-* events for the plugin\'s own saves, and sends the body', async () => {
      host.handlers.znHttp = () => api(201, { id: 9, name: 'a' });
      app = await startSpecFrame(host, pagePlugin());
      const heard = jasmine.createSpy('saved');
      get('znPluginEvents').$on('zn-data-form-records-saved', heard);
      await get('znData')('FormRecords').save({ formId: 3 }, { name: 'a' });
      expect(heard).toHaveBeenCalled();
      expect(heard.calls.argsFor(0)[1]).toEqual({ id: 9, name: 'a' });
      expect(host.calls('znHttp')[0].request).toEqual(jasmine.objectContaining({ method: 'post', url: '/forms/3/records', data: { name: 'a' } }));
    });

    it('rejects with the API\'s failure envelope, as on the page', async () => {
      host.handlers.znHttp = () => Promise.reject(failure(404, { status: 404, code: 4040, userMessage: 'Not found', developerMessage: 'No record 5' }));
      app = await startSpecFrame(host, pagePlugin());
      const errorCallback = jasmine.createSpy('error');
      const reason = await get('znData')('FormRecords').get({ formId: 3, id: 5 }, null, errorCallback).catch((error: unknown) => error);
      expect(reason).toEqual(jasmine.objectContaining({ status: 404, code: 4040, userMessage: 'Not found', developerMessage: 'No record 5' }));
      expect(errorCallback).toHaveBeenCalledWith(reason);
    });

    it('retries reads the host answers 503, as znData does over HTTP', async () => {
      let calls = 0;
      host.handlers.znHttp = () => (++calls === 1 ? Promise.reject(failure(503, { status: 503, code: 5030, userMessage: 'busy' })) : api(200, { id: 5 }));
      app = await startSpecFrame(host, pagePlugin());
      get('znConfig').set({ retry: { baseDelay: 1 } });
      expect(await get('znData')('Forms').get({ id: 5 })).toEqual({ id: 5 });
      expect(calls).toBe(2);
    });

    it('reads every page with queryAll', async () => {
      host.handlers.znHttp = (args) => {
        const page = Number(args.request.params.page);
        return api(200, page === 1 ? [{ id: 1 }, { id: 2 }] : [{ id: 3 }], { totalCount: 3, limit: 2, offset: (page - 1) * 2 });
      };
      app = await startSpecFrame(host, pagePlugin());
      expect(await get('znData')('Forms').queryAll({ limit: 2 })).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    });

    it('gives a host without znHttp a clear failure (status 501, the ZnError in error)', async () => {
      app = await startSpecFrame(host, pagePlugin());
      const reason = await get('znData')('Forms').get({ id: 5 }).catch((error: unknown) => error);
      expect(reason.status).toBe(501);
      expect(reason.error.code).toBe('host-method-missing');
      expect(reason.developerMessage).toContain('"znHttp"');
    });
  });

  describe('znPluginData over znPluginData', () => {
    it('calls the plugin\'s backend service through the host and resolves with its body', async () => {
      host.handlers.znPluginData = () => ({ data: { total: 3 }, status: 200, headers: {} });
      app = await startSpecFrame(host, pagePlugin());
      const body = await get('znPluginData')('framePlug').get('/summary', { workspaceId: 1, params: { year: 2024 } });
      expect(body).toEqual({ total: 3 });
      expect(host.calls('znPluginData')[0]).toEqual({
        namespace: 'framePlug', method: 'get', route: '/summary', options: { params: { year: '2024' }, workspaceId: '1', headers: {} }
      });
    });
  });

  describe('znMessage, znConfirm, znFiltersPanel', () => {
    it('shows messages and asks questions through the page', async () => {
      host.handlers.message = () => null;
      host.handlers.confirm = () => true;
      app = await startSpecFrame(host, pagePlugin());
      get('znMessage')('Saved!', 'saved', 3000);
      const yes = jasmine.createSpy('yes');
      expect(await get('znConfirm')('Delete it?', yes)).toBe(true);
      expect(yes).toHaveBeenCalled();
      expect(host.calls('message')).toEqual([{ params: { message: 'Saved!', type: 'saved', duration: 3000 } }]);
      expect(host.calls('confirm')).toEqual([{ message: 'Delete it?' }]);
    });

    it('calls onSave with the saved filter, never on cancel', async () => {
      const answers: unknown[] = [{ and: [{ prefix: '', attribute: 'field1', value: 'a' }] }, null];
      host.handlers.filtersPanel = () => answers.shift();
      app = await startSpecFrame(host, pagePlugin());
      const onSave = jasmine.createSpy('onSave');
      const saved = await get('znFiltersPanel').open({ formId: 3, onSave }).result;
      expect(onSave).toHaveBeenCalledWith(saved);
      expect(host.calls('filtersPanel')[0]).toEqual({ options: { formId: 3 } });
      expect(await get('znFiltersPanel').open({ formId: 3, onSave }).result).toBeNull();
      expect(onSave).toHaveBeenCalledTimes(1);
    });
  });

  describe('znModal in the opener', () => {
    it('opens a child frame with the dialog, runs a button\'s action here and closes the child', async () => {
      let opened = 0;
      host.handlers.modal = () => 'modal-' + ++opened;
      host.handlers.closeChild = () => null;
      app = await startSpecFrame(host, pagePlugin());
      const $log = get('$log');
      spyOn($log, 'warn');
      const action = jasmine.createSpy('action');
      const scope = get<IScope>('$rootScope').$new() as any;
      scope.draft = { name: 'x' };
      scope.helper = () => 1;
      scope.unused = () => 2;
      const dialog = get('znModal')({ title: 'Edit', template: '<p ng-click="helper()">{{draft.name}}</p>', scope, btns: { Save: { primary: true, action }, Cancel: {} } });
      const second = get('znModal')({ title: 'Second', template: '<p>2</p>', unique: false });
      await until(() => host.calls('modal').length === 2);
      expect(host.calls('modal')[0]).toEqual({ options: { src: '/index.html', context: { znModal: {
        title: 'Edit', template: '<p ng-click="helper()">{{draft.name}}</p>', classes: '', closeButton: true, data: { draft: { name: 'x' } },
        btns: [{ name: 'Save', primary: true, success: undefined, danger: undefined }, { name: 'Cancel', primary: undefined, success: undefined, danger: undefined }]
      } } } });
      expect(($log.warn as jasmine.Spy).calls.count()).toBe(1);
      expect(($log.warn as jasmine.Spy).calls.argsFor(0)[0]).toContain('the functions helper of the modal\'s scope cannot cross the frame');
      await turns();
      host.emit('zn-modal-button', { fromChildId: 'modal-1', data: { name: 'Save', data: { name: 'y' }, keepOpen: false } });
      expect(await dialog.closed).toBe('Save');
      expect(action).toHaveBeenCalledWith({ name: 'y' });
      expect(host.calls('closeChild')).toEqual([{ id: 'modal-1' }]);
      host.emit('close', { fromChildId: 'modal-2', data: {} });
      expect(await second.closed).toBeUndefined();
      expect(host.calls('closeChild').length).toBe(1);
    });
  });

  describe('znModal with a host that answers modal only when the dialog closes', () => {
    it('takes the child\'s id from its first event, runs the button and closes it', async () => {
      host.handlers.modal = () => NEVER;
      host.handlers.closeChild = () => null;
      app = await startSpecFrame(host, pagePlugin());
      const action = jasmine.createSpy('action');
      const dialog = get('znModal')({ title: 'Edit', template: '<p>x</p>', btns: { Save: { action } } });
      await until(() => host.calls('modal').length === 1);
      host.emit('zn-modal-button', { fromChildId: 'child-7', data: { name: 'Save', data: 5, keepOpen: false } });
      expect(await dialog.closed).toBe('Save');
      expect(action).toHaveBeenCalledWith(5);
      expect(host.calls('closeChild')).toEqual([{ id: 'child-7' }]);
    });
  });

  describe('znModal in its child frame', () => {
    function modalContext(extra: Record<string, unknown> = {}) {
      return baseContext({
        pluginView: { type: 'modal', src: '/index.html' },
        seedData: { znModal: { title: 'Edit <b>', template: '<div ng-controller="framePlugModalCntl"><p class="name">{{draft.name}}</p></div>', classes: 'wide',
          closeButton: true, data: { draft: { name: 'x' } }, btns: [{ name: 'Save', primary: true }, { name: 'Later' }], ...extra } }
      });
    }
    const modalControllers = {
      framePlugModalCntl: ['$scope', function ($scope: any) {
        $scope.setBtnAction('Save', (done: (data: unknown) => void) => done({ name: $scope.draft.name + '!' }));
        $scope.setBtnDisabled('Later', true);
      }]
    };

    it('draws the dialog from seedData; a button press goes to the opener; setBtnDisabled disables; ESC closes it', async () => {
      host.handlers.context = () => modalContext();
      host.handlers.childToParent = () => null;
      host.handlers.close = () => null;
      host.handlers.resize = () => null;
      app = await startSpecFrame(host, specPlugin(() => undefined, modalControllers));
      const root = document.querySelector('[zn-frame-root]')!;
      expect(root.querySelector('.modal-title')!.textContent).toBe('Edit <b>');
      expect(root.querySelector('.name')!.textContent).toBe('x');
      expect(root.querySelector('.zn-frame-modal')!.classList).toContain('wide');
      expect(root.getAttribute('data-zn-plugin')).toBe('framePlug');
      const buttons = root.querySelectorAll('.modal-footer button');
      expect((buttons[1] as HTMLButtonElement).disabled).toBe(true);
      (buttons[0] as HTMLElement).click();
      await until(() => host.calls('childToParent').length === 1);
      expect(host.calls('childToParent')[0]).toEqual({ key: 'zn-modal-button', payload: { name: 'Save', data: { name: 'x!' }, keepOpen: false } });
      host.emit('esc', { key: 'esc' });
      await until(() => host.calls('close').length === 1);
      expect(host.calls('close')[0]).toEqual({ key: 'close', payload: {} });
      await until(() => host.calls('resize').length > 0, 'resize');
      expect(host.calls('resize')[0].dimensions.height).toBeGreaterThan(0);
    });

    it('stays open on ESC without a close button', async () => {
      host.handlers.context = () => modalContext({ closeButton: false });
      host.handlers.close = () => null;
      app = await startSpecFrame(host, specPlugin(() => undefined, modalControllers));
      host.emit('esc', { key: 'esc' });
      await turns();
      expect(host.calls('close')).toEqual([]);
    });
  });

  describe('znPluginEvents, inline views, the record overlay, tooltips, what cannot cross', () => {
    it('hands a host event to every listener of it', async () => {
      app = await startSpecFrame(host, pagePlugin());
      const first = jasmine.createSpy('first');
      const second = jasmine.createSpy('second');
      get('znPluginEvents').$on('deal-closed', first);
      get<IRootScopeService>('$rootScope').$on('deal-closed', second);
      host.emit('deal-closed', { id: 4 });
      expect(first.calls.argsFor(0)[1]).toEqual({ id: 4 });
      expect(second).toHaveBeenCalled();
    });

    it('mounts the inline interface of its location, sized to its content, with zn-tooltip drawn by the page', async () => {
      host.handlers.context = () => baseContext({ pluginView: { type: 'inline', location: 'zn-plugin-form-top', src: '/index.html' } });
      host.handlers.resize = () => null;
      host.handlers.openTooltip = () => null;
      host.handlers.closeTooltip = () => null;
      app = await startSpecFrame(host, specPlugin((plugin) => plugin.register('framePlug', {
        interfaces: [
          { type: 'inline', location: 'zn-top-nav', controller: 'framePlugNavCntl', template: 'frame-plug-nav' },
          { type: 'inline', location: 'zn-plugin-form-top', controller: 'framePlugTopCntl', template: 'frame-plug-top' }
        ]
      }), { framePlugNavCntl: [function () { seen.push('nav'); }], framePlugTopCntl: [function () { seen.push('top'); }] },
      { 'frame-plug-nav': '<p>nav</p>', 'frame-plug-top': '<p style="height: 80px"><i class="tip" zn-tooltip="Saved by the plugin">i</i></p>' }));
      expect(seen).toEqual(['top']);
      await until(() => host.calls('resize').some((args) => args.dimensions.height >= 80), 'the resize');
      const tip = document.querySelector('[zn-frame-root] .tip')!;
      // jqLite (no jQuery in this page) hears mouseenter and mouseleave as mouseover and mouseout
      tip.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      tip.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
      await until(() => host.calls('closeTooltip').length === 1);
      expect(host.calls('openTooltip')[0].options).toEqual(jasmine.objectContaining({ message: 'Saved by the plugin', side: 'top' }));
      expect(document.querySelectorAll('body > .tooltip').length).toBe(0);
    });

    it('asks a host whose context has no location for the page\'s address; mounts the first inline interface when the view names no location', async () => {
      const context = baseContext({ pluginView: { type: 'inline', src: '/index.html' } });
      delete context.location;
      host.handlers.context = () => context;
      host.handlers.location = (args) => ({ pathname: '/workspaces/2/data/7', pathParams: { workspace_id: '2', form_id: '7' }, searchParams: { record: '7.1' } } as any)[args.method];
      app = await startSpecFrame(host, specPlugin((plugin) => plugin.register('framePlug', {
        interfaces: [{ type: 'inline', location: 'zn-plugin-data-subheader', controller: 'framePlugSubCntl', template: 'frame-plug-sub' }]
      }), { framePlugSubCntl: ['$routeParams', '$location', function ($routeParams: any, $location: any) { seen.push([{ ...$routeParams }, $location.path()]); }] },
      { 'frame-plug-sub': '<p>sub</p>' }));
      expect(seen).toEqual([[{ workspace_id: '2', form_id: '7', record: '7.1' }, '/workspaces/2/data/7']]);
    });

    it('gives a recordOverlay interface the record of the context', async () => {
      host.handlers.context = () => baseContext({ pluginView: { type: 'recordOverlay', src: '/index.html' }, record: { id: 41, name: 'Acme' } });
      app = await startSpecFrame(host, specPlugin((plugin) => plugin.register('framePlug', {
        interfaces: [{ type: 'recordOverlay', controller: 'framePlugOverlayCntl', template: 'frame-plug-overlay' }]
      }), { framePlugOverlayCntl: ['znPluginRecord', '$rootScope', function (record: any, $rootScope: any) { seen.push([record, $rootScope.record]); }] },
      { 'frame-plug-overlay': '<p>o</p>' }));
      expect(seen).toEqual([[{ id: 41, name: 'Acme' }, { id: 41, name: 'Acme' }]]);
    });

    it('warns once, naming it, when an interface reads the page\'s scopes through $scope.$parent', async () => {
      app = await startSpecFrame(host, pagePlugin());
      const $log = get('$log');
      spyOn($log, 'warn');
      const scope = seen[0].scope;
      expect(scope.$parent.overlay).toBeUndefined();
      expect(scope.$parent.overlay).toBeUndefined();
      expect(scope.greeting).toBe('Hello Ann');
      expect(($log.warn as jasmine.Spy).calls.count()).toBe(1);
      expect(($log.warn as jasmine.Spy).calls.argsFor(0)[0]).toContain('$scope.$parent.overlay: the page\'s scopes do not cross the plugin\'s frame');
    });

    it('warns once when a plain Bootstrap modal is opened ($uibModal)', async () => {
      app = await startSpecFrame(host, pagePlugin());
      const $log = get('$log');
      spyOn($log, 'warn');
      const $uibModal = get('$uibModal');
      $uibModal.open({ template: '<p>x</p>' }).dismiss();
      $uibModal.open({ template: '<p>y</p>' }).dismiss();
      expect(($log.warn as jasmine.Spy).calls.count()).toBe(1);
      expect(($log.warn as jasmine.Spy).calls.argsFor(0)[0]).toContain('$uibModal.open: a plain Bootstrap modal is drawn inside the plugin\'s frame');
    });
  });
});
