/**
 * Starts a v1 plugin shipped as a v2 app inside its frame: PostRPC client to the page, `context`
 * first, then AngularJS bootstrapped on the root with zn.plugin (and compat, extras, ngRoute when
 * loaded) and this file's module, which points the v1 services at the host (see the table in
 * docs/v2.md, "Shipping a v1 plugin as v2"), then the interface of the view the host says
 * (`pluginView`) mounted as the in-page host mounts it (src/host/interface-mount.ts).
 */
import angular from 'angular';
import type { IAngularStatic, IExceptionHandlerService, ILogService, IQService, IRootScopeService, IScope, ITemplateCacheService, auto } from 'angular';
import { ZnPluginRegistryService } from '../host/types';
import { PLUGIN_WINDOW } from '../plugin/plugin-window';
import { ZnRegisteredPlugin } from '../plugin/types';
import { DialogDeps, frameConfirm, frameFiltersPanel, frameMessage, frameModal } from './dialogs';
import { HttpBackend, httpBackendOverRpc } from './http-over-rpc';
import { LocationMove, ZnFrameLocation, absUrlOf, frameRouteParams, locationFacade } from './location';
import { ViewRun, ZnFrameView, showView } from './mount-view';
import { cacheTemplates, firebaseOverWebSocket, followContentSize, routeLinksToPage, warnOnPlainModal } from './page';
import { FramePlugin, hostPathFor, pathParamsOf } from './place';
import { frameRoute, plainModalDecorator, tooltipDecorator } from './decorators';
import { FrameRouteProvider, addFrameRoutes, reloadingRoute } from './routing';
import { RpcClient, RpcListener, RpcTarget } from './rpc-client';
import { guardParentScope } from './scope-guard';
import { pageLocation, pluginWindow } from './window';

export const FRAME_MODULE_NAME = 'zn.plugin.frame';
const SERVICE = 'znPluginFrame';

export type { ZnFrameView } from './mount-view';

/** The part of the host's `context` the runtime reads (the rest is put on $rootScope as it comes). */
export interface ZnFrameContext {
  plugin?: { namespace?: string; name?: string; [key: string]: unknown };
  pluginView?: ZnFrameView;
  seedData?: Record<string, unknown> | null;
  location?: ZnFrameLocation;
  record?: unknown;
  [key: string]: unknown;
}

export interface ZnFrameStartOptions {
  /** The frame's window (default `window`): its document, its `message` events. */
  window?: Window;
  /** Where requests are posted (default `window.parent`). */
  target?: RpcTarget;
  /** Where answers are heard (default the window). */
  listener?: RpcListener;
  /** The host page's origin (default `location.ancestorOrigins[0]`, else the referrer's, else '*'). */
  origin?: string;
  /** The element AngularJS starts on (default `[zn-frame-root]`, else the body). */
  root?: Element;
  /** More AngularJS modules to load (after the runtime's). */
  modules?: Array<string | ((...args: any[]) => unknown) | unknown[]>;
  /** Milliseconds a host method may take (default 30000; questions the user answers never time out). */
  timeout?: number;
}

/** A started frame: its injector, the context it started from, the client, and how to stop it. */
export interface ZnFrameApp {
  injector: auto.IInjectorService;
  context: ZnFrameContext;
  client: RpcClient;
  stop(): void;
}

function hostOrigin(win: Window): string {
  const ancestors = win.location && (win.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length) return ancestors[0];
  try {
    if (win.document.referrer) return new URL(win.document.referrer).origin;
  } catch {
    // no usable referrer
  }
  return '*';
}

/**
 * The modules the page gave v1 plugins, each where the app loaded it: the workbench's host page
 * (and Zengine's) started plugins with ngSanitize, ui-sortable and AngularFire beside the SDK, and
 * a plugin's own module may list none of them (frontend-config injects `$firebase` unasked).
 */
const FRAME_PAGE_MODULES = ['ngRoute', 'ngSanitize', 'ngResource', 'ui.sortable', 'firebase', 'zn.plugin.compat', 'zn.plugin.extras'];

function optionalModules(ng: IAngularStatic, names: string[]): string[] {
  return names.filter((name) => {
    try {
      ng.module(name);
      return true;
    } catch {
      return false;
    }
  });
}

/** The page's address from `location`, for a host whose context has none (what it cannot say stays out). */
async function askLocation(client: RpcClient): Promise<ZnFrameLocation> {
  const keys: Array<keyof ZnFrameLocation> = ['protocol', 'host', 'port', 'pathname', 'hash', 'href', 'searchParams', 'pathParams'];
  const location: Record<string, unknown> = {};
  await Promise.all(keys.map((key) => client.call('location', { method: key, args: [] }, { service: SERVICE, timeout: 5000 })
    .then((value) => { if (value !== null && value !== undefined) location[key] = value; }, () => undefined)));
  return location as ZnFrameLocation;
}

/**
 * `plugin.namespace`, the namespace of the frame's plugin: legacy-plugin-wrapper set it, and
 * zengine-migrator rewrote `$scope.pluginName` into it.
 */
function givePluginItsNamespace(win: Window, context: ZnFrameContext): void {
  const global = (win as unknown as { plugin?: { register?: unknown; namespace?: unknown } }).plugin;
  const namespace = context.plugin && context.plugin.namespace;
  if (global && typeof global.register === 'function' && global.namespace === undefined && typeof namespace === 'string') global.namespace = namespace;
}

/** Starts the runtime: resolves once the interface is mounted (or the dialog drawn). */
export async function startFrame(options: ZnFrameStartOptions = {}): Promise<ZnFrameApp> {
  const win = options.window || window;
  const doc = win.document;
  const origin = options.origin || hostOrigin(win);
  const client = new RpcClient({ target: options.target || win.parent, listener: options.listener || win, origin, timeout: options.timeout });
  let context: ZnFrameContext;
  try {
    context = (await client.call<ZnFrameContext>('context', undefined, { service: SERVICE })) || {};
  } catch (error) {
    client.stop();
    throw error;
  }
  if (!context.location || typeof context.location !== 'object') context.location = await askLocation(client);
  givePluginItsNamespace(win, context);
  const root = options.root || doc.querySelector('[zn-frame-root]') || doc.body;
  const stops: Array<() => void> = [() => client.stop()];
  defineFrameModule(client, context, win, root, stops);
  const ng = angular as IAngularStatic;
  const requires = [...optionalModules(ng, FRAME_PAGE_MODULES), FRAME_MODULE_NAME, ...(options.modules || [])];
  const injector = ng.bootstrap(root, requires as string[]);
  return {
    injector, context, client,
    stop: () => {
      stops.splice(0).forEach((stop) => stop());
      injector.get<IRootScopeService>('$rootScope').$destroy();
    }
  };
}


/** What one start shares between its config block and its run block. */
interface FrameStart {
  client: RpcClient;
  context: ZnFrameContext;
  win: Window;
  root: Element;
  state: { location: ZnFrameLocation; routeParams: Record<string, string> | null };
  stops: Array<() => void>;
  frameOrigin: string;
  once: Set<string>;
  /** ngRoute's $routeProvider, when the app loads angular-route. */
  routeProvider: FrameRouteProvider | null;
  /** The frame's plugin as registered (set once the injector runs). */
  registered(): ZnRegisteredPlugin | undefined;
}

/** The namespace and route of the frame's plugin: the host's namespace, the registration's route. */
function framePluginOf(start: FrameStart): FramePlugin {
  const plugin = start.registered();
  const namespace = start.context.plugin && start.context.plugin.namespace;
  return { namespace: typeof namespace === 'string' && namespace ? namespace : plugin ? plugin.namespace : '', route: plugin && plugin.route };
}

/**
 * The frame's `$location` (location.ts), not a decorator: AngularJS's own $location (reading the
 * frame's address, rewriting its links) never starts.
 */
function frameLocation(start: FrameStart) {
  const { client, state } = start;
  function location($rootScope: IRootScopeService, $exceptionHandler: IExceptionHandlerService): unknown {
    const change = (next: ZnFrameLocation) => {
      // the frame's copy of the address until the host's locationChange says it
      const moved = next.pathname !== state.location.pathname ? { ...next, pathParams: pathParamsOf(next.pathname || '/', framePluginOf(start)) } : next;
      $rootScope.$broadcast('zn-frame-location', moved);
    };
    return locationFacade(() => state.location, change, (moves: LocationMove[]) => {
      moves.forEach((move) => client.call('location', move, { service: '$location' }).catch((error) => $exceptionHandler(error)));
    }, (pathname) => hostPathFor(pathname, framePluginOf(start), state.location));
  }
  location.$inject = ['$rootScope', '$exceptionHandler'];
  return location;
}

/** `$window` of plugin code (and `znWindow`): the frame's window with the page's `location` (window.ts). */
function windowStandIn(start: FrameStart, extra: Record<string, unknown>) {
  const { client, state } = start;
  function make($location: { url(url: string): unknown; hash(hash: string): unknown }, $exceptionHandler: IExceptionHandlerService): unknown {
    const ask = (method: string, args: unknown[]) => {
      client.call('location', { method, args }, { service: '$window' }).catch((error) => $exceptionHandler(error));
    };
    const page = pageLocation({
      current: () => state.location, navigate: (path) => $location.url(path), hash: (hash) => $location.hash(hash),
      href: (url) => ask('href', [url]), reload: () => ask('reload', [])
    });
    return pluginWindow(start.win, page, extra);
  }
  make.$inject = ['$location', '$exceptionHandler'];
  return make;
}

/** The module that points the v1 services at the host; defined anew for each start. */
function defineFrameModule(client: RpcClient, context: ZnFrameContext, win: Window, root: Element, stops: Array<() => void>): void {
  const start: FrameStart = {
    client, context, win, root, stops, state: { location: context.location || {}, routeParams: null }, once: new Set<string>(),
    frameOrigin: win.location ? win.location.origin : '', routeProvider: null, registered: () => undefined
  };
  const { state } = start;
  const module = angular.module(FRAME_MODULE_NAME, ['zn.plugin']);

  const warnOnce = ($log: ILogService, message: string) => {
    if (start.once.has(message)) return;
    start.once.add(message);
    $log.warn(message);
  };
  /** A decorator that swaps a dialog service for its PostRPC form (dialogs.ts). */
  const dialogDecorator = (make: (deps: DialogDeps) => unknown) => {
    function decorate(_delegate: unknown, $q: IQService, $rootScope: IRootScopeService, $exceptionHandler: IExceptionHandlerService,
      $templateCache: ITemplateCacheService, $log: ILogService): unknown {
      return make({ client, $q, $rootScope, $exceptionHandler, $templateCache, warn: (message) => warnOnce($log, message) });
    }
    decorate.$inject = ['$delegate', '$q', '$rootScope', '$exceptionHandler', '$templateCache', '$log'];
    return decorate;
  };
  function httpBackend($delegate: HttpBackend, znConfig: { get(): { apiUrl: string; pluginServiceUrl: string } }): HttpBackend {
    return httpBackendOverRpc($delegate, {
      client, origin: start.frameOrigin || 'http://frame.invalid', config: () => znConfig.get(), workspaceId: () => (state.location.pathParams || {}).workspace_id
    });
  }
  httpBackend.$inject = ['$delegate', 'znConfig'];
  const open = (url?: string, name?: string | null, features?: string | null) => win.open(url, name || undefined, features || undefined);
  const standIn = (extra: Record<string, unknown>) => windowStandIn(start, extra);

  function configure($provide: auto.IProvideService, $injector: auto.IInjectorService): void {
    $provide.decorator('$httpBackend', httpBackend);
    $provide.decorator('znMessage', dialogDecorator(frameMessage));
    $provide.decorator('znConfirm', dialogDecorator(frameConfirm));
    $provide.decorator('znModal', dialogDecorator(frameModal));
    $provide.decorator('znFiltersPanel', dialogDecorator(frameFiltersPanel));
    $provide.factory('$location', frameLocation(start));
    if ($injector.has(PLUGIN_WINDOW + 'Provider')) $provide.factory(PLUGIN_WINDOW, standIn({}));
    // zengine-migrator rewrote `$window` to `znWindow`: the same stand-in, with znWindow's open()
    $provide.factory('znWindow', standIn({ open }));
    if ($injector.has('znTooltipDirective')) $provide.decorator('znTooltipDirective', tooltipDecorator(client));
    ['$uibModal', '$modal'].forEach((name) => {
      if ($injector.has(name + 'Provider')) $provide.decorator(name, plainModalDecorator(name, warnOnce));
    });
    if ($injector.has('$routeProvider')) {
      // ngRoute runs on the page's address (routing.ts); its routes are added once the plugin is known
      start.routeProvider = $injector.get<FrameRouteProvider>('$routeProvider');
      $provide.decorator('$route', reloadingRoute);
    } else {
      // without angular-route: the parameters a v1 plugin reads are the page's (location.ts), kept here
      $provide.value('$routeParams', {});
      $provide.factory('$route', frameRoute);
    }
  }
  configure.$inject = ['$provide', '$injector'];
  function run($injector: auto.IInjectorService): void {
    runFrame($injector, start);
  }
  run.$inject = ['$injector'];
  module.config(configure);
  module.run(run);
}

/** The workspace the frame shows: the context's workspace, else the page's path parameter. */
function workspaceIdOf(context: ZnFrameContext, location: ZnFrameLocation): number | undefined {
  const workspace = context.workspace as { id?: unknown } | undefined;
  const id = Number(workspace && workspace.id !== undefined ? workspace.id : (location.pathParams || {}).workspace_id);
  return id > 0 && Math.floor(id) === id ? id : undefined;
}

/** The registered plugin of the frame: the one of the host's namespace (case aside), else the only one. */
function registeredOf(registry: ZnPluginRegistryService, namespace: unknown): ZnRegisteredPlugin | undefined {
  const plugins = registry.plugins();
  return plugins.find((p) => p.namespace === namespace) ||
    plugins.find((p) => typeof namespace === 'string' && p.namespace.toLowerCase() === namespace.toLowerCase()) || plugins[0];
}

/** After bootstrap: $rootScope from the context, host events, the interface (or the dialog) mounted. */
function runFrame($injector: auto.IInjectorService, start: FrameStart): void {
  const { client, context, state, stops } = start;
  const $rootScope = $injector.get<IRootScopeService & Record<string, unknown>>('$rootScope');
  const $exceptionHandler = $injector.get<IExceptionHandlerService>('$exceptionHandler');
  const $log = $injector.get<ILogService>('$log');
  const warn = (message: string) => { if (!start.once.has(message)) { start.once.add(message); $log.warn(message); } };
  const report = (error: unknown) => $exceptionHandler(error as Error);
  const registry = $injector.get<ZnPluginRegistryService>('znPluginRegistry');
  start.registered = () => registeredOf(registry, context.plugin && context.plugin.namespace);
  Object.keys(context).forEach((key) => { $rootScope[key] = context[key]; });
  const view: ZnFrameView = context.pluginView || { type: 'fullPage' };
  const rootElement = angular.element(start.root);
  const pageScope = $rootScope.$new() as IScope & { workspaceId?: number; pluginName?: string };
  // The v1 page put `workspaceId` (a number) and `pluginName` (the namespace) on the scope above every plugin page and location.
  const workspaceId = workspaceIdOf(context, state.location);
  if (workspaceId !== undefined) pageScope.workspaceId = workspaceId;
  const namespace = framePluginOf(start).namespace;
  if (namespace) pageScope.pluginName = namespace;
  const hostScope = guardParentScope(pageScope, warn);
  const ngRoute = startNgRoute($injector, start);

  const setRouteParams = () => {
    const params = $injector.get<Record<string, unknown>>('$routeParams');
    Object.keys(params).forEach((key) => { delete params[key]; });
    Object.assign(params, frameRouteParams(state.location, state.routeParams));
  };
  const viewRun: ViewRun = {
    client, context, win: start.win, state, stops, plugin: start.registered, framePlugin: () => framePluginOf(start),
    ngRouteCurrent: () => !!ngRoute && !!ngRoute.current
  };
  const show = () => {
    // after bootstrap has compiled the root (its template scripts are in $templateCache then)
    cacheTemplates(start.win.document, $injector.get<ITemplateCacheService>('$templateCache'));
    showView($injector, viewRun, view, hostScope, rootElement, setRouteParams, warn);
  };
  setRouteParams();
  const here = absUrlOf(state.location);
  const firstLocation = () => {
    // as AngularJS's own $location does when an app starts: the address, as both new and old
    $rootScope.$broadcast('$locationChangeStart', here, here, null, null);
    $rootScope.$broadcast('$locationChangeSuccess', here, here, null, null);
  };
  if (ngRoute) {
    // ngRoute's first route first, then the interface, as ng-view made the v1 page's controller after it
    firstLocation();
    if (ngRoute.current) {
      const stopWaiting: Array<() => void> = [];
      const shown = () => {
        stopWaiting.splice(0).forEach((stop) => stop());
        // after the broadcast: the interface's own listeners do not hear the route it starts on
        $rootScope.$evalAsync(show);
      };
      stopWaiting.push($rootScope.$on('$routeChangeSuccess', shown), $rootScope.$on('$routeChangeError', shown));
    } else {
      $rootScope.$evalAsync(show);
    }
  } else {
    $rootScope.$evalAsync(show);
    $rootScope.$evalAsync(firstLocation);
  }
  followLocation($injector, start, setRouteParams);
  // Every host event reaches $on (znPluginEvents, $rootScope), each listener of it.
  stops.push(client.onEvent((payload, name) => $rootScope.$apply(() => { $rootScope.$broadcast(name, payload); })));
  stops.push(routeLinksToPage(start.win.document, start.frameOrigin, (path) => {
    const moved = hostPathFor(path, framePluginOf(start), state.location);
    client.call('location', { method: 'navigate', args: [moved.replace(/^\/+/, '')] }, { service: SERVICE }).catch(report);
  }));
  if (view.type !== 'fullPage' && view.type !== 'settings' && view.type !== 'recordOverlay') {
    stops.push(followContentSize(start.win.document, client, report));
  }
  // A frame that unloads (reloads itself, navigates to its own page) tells the host first, as
  // Zengine's SDK and legacy-plugin-wrapper did, so the host answers the page that comes next.
  const unloading = () => { client.call('reloadFrames', undefined, { service: SERVICE, timeout: 0 }).catch(() => undefined); };
  start.win.addEventListener('beforeunload', unloading);
  stops.push(() => start.win.removeEventListener('beforeunload', unloading));
  warnOnPlainModal(start.win, warn);
  firebaseOverWebSocket(start.win);
}

/** ngRoute's $route with the plugin's routes added, when the app loads angular-route; else null. */
function startNgRoute($injector: auto.IInjectorService, start: FrameStart): { current?: unknown } | null {
  if (!start.routeProvider) return null;
  const plugin = start.registered();
  if (plugin) addFrameRoutes(start.routeProvider, plugin);
  return $injector.get<{ current?: unknown }>('$route');
}

/** The page's address followed: locationChange from the host, and the frame's own moves ($location). */
function followLocation($injector: auto.IInjectorService, start: FrameStart, setRouteParams: () => void): void {
  const { client, context, state, stops } = start;
  const $rootScope = $injector.get<IRootScopeService & Record<string, unknown>>('$rootScope');
  const changeLocation = (next: ZnFrameLocation) => {
    const oldUrl = absUrlOf(state.location);
    const newUrl = absUrlOf(next);
    state.location = next;
    context.location = next;
    $rootScope.location = next;
    if (oldUrl === newUrl) return;
    $rootScope.$broadcast('$locationChangeStart', newUrl, oldUrl, null, null);
    setRouteParams();
    $rootScope.$broadcast('$locationChangeSuccess', newUrl, oldUrl, null, null);
    // after ngRoute (when it runs here) has taken the new route, as ng-view did
    $rootScope.$broadcast('zn-frame-remount');
  };
  $rootScope.$on('zn-frame-location', (_event, next: ZnFrameLocation) => changeLocation(next));
  stops.push(client.subscribe('locationChange', (payload) => {
    const next = payload && (payload as { next?: ZnFrameLocation }).next;
    if (next && typeof next === 'object') $rootScope.$apply(() => changeLocation(next));
  }));
}
