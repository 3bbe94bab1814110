/**
 * Starts a v1 plugin shipped as a v2 app inside its frame: PostRPC client to the page, `context`
 * first, then AngularJS bootstrapped on the root with zn.plugin (and compat, extras, ngRoute when
 * loaded) and this file's module, which points the v1 services at the host (see the table in
 * docs/v2.md, "Shipping a v1 plugin as v2"), then the interface of the view the host says
 * (`pluginView`) mounted as the in-page host mounts it (src/host/interface-mount.ts).
 */
import angular from 'angular';
import type { IAngularStatic, ICompileService, IExceptionHandlerService, ILogService, IQService, IRootScopeService, IScope, ITemplateCacheService, auto } from 'angular';
import { MountedInterface, MountServices, mountInterface } from '../host/interface-mount';
import { ZnPluginRegistryService } from '../host/types';
import { ZnPluginInterface, ZnRegisteredPlugin } from '../plugin/types';
import { DialogDeps, FrameModalSeed, MODAL_SEED_KEY, frameConfirm, frameFiltersPanel, frameMessage, frameModal } from './dialogs';
import { HttpBackend, httpBackendOverRpc } from './http-over-rpc';
import { LocationMove, ZnFrameLocation, absUrlOf, frameRouteParams, interfaceRouteParams, locationFacade, subPathOf } from './location';
import { renderModalChild } from './modal-child';
import { cacheTemplates, firebaseOverWebSocket, followContentSize, routeLinksToPage, warnOnPlainModal } from './page';
import { frameRoute, plainModalDecorator, tooltipDecorator } from './decorators';
import { RpcClient, RpcListener, RpcTarget } from './rpc-client';
import { guardParentScope } from './scope-guard';

export const FRAME_MODULE_NAME = 'zn.plugin.frame';
const SERVICE = 'znPluginFrame';

/** The view a frame is in, as the host's `context.pluginView` says. */
export interface ZnFrameView {
  type: 'fullPage' | 'settings' | 'inline' | 'recordOverlay' | 'modal' | 'dropdown' | string;
  location?: string;
  src?: string;
}

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
const FRAME_PAGE_MODULES = ['ngSanitize', 'ngResource', 'ui.sortable', 'firebase', 'zn.plugin.compat', 'zn.plugin.extras'];

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

function headingOf(plugin: ZnRegisteredPlugin): string | undefined {
  if (plugin.pageTitle === false) return undefined;
  return plugin.pageTitle ?? plugin.title;
}

/** The page's address from `location`, for a host whose context has none (what it cannot say stays out). */
async function askLocation(client: RpcClient): Promise<ZnFrameLocation> {
  const keys: Array<keyof ZnFrameLocation> = ['protocol', 'host', 'port', 'pathname', 'hash', 'href', 'searchParams', 'pathParams'];
  const location: Record<string, unknown> = {};
  await Promise.all(keys.map((key) => client.call('location', { method: key, args: [] }, { service: SERVICE, timeout: 5000 })
    .then((value) => { if (value !== null && value !== undefined) location[key] = value; }, () => undefined)));
  return location as ZnFrameLocation;
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

/** The module that points the v1 services at the host; defined anew for each start. */
function defineFrameModule(client: RpcClient, context: ZnFrameContext, win: Window, root: Element, stops: Array<() => void>): void {
  const state = { location: context.location || {}, routeParams: {} as Record<string, string> | null };
  const once = new Set<string>();
  const frameOrigin = win.location ? win.location.origin : '';
  const module = angular.module(FRAME_MODULE_NAME, ['zn.plugin']);

  const warnOnce = ($log: ILogService, message: string) => {
    if (once.has(message)) return;
    once.add(message);
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
      client, origin: frameOrigin || 'http://frame.invalid', config: () => znConfig.get(), workspaceId: () => (state.location.pathParams || {}).workspace_id
    });
  }
  httpBackend.$inject = ['$delegate', 'znConfig'];
  function location(_delegate: unknown, $rootScope: IRootScopeService, $exceptionHandler: IExceptionHandlerService): unknown {
    return locationFacade(() => state.location, (next) => $rootScope.$broadcast('zn-frame-location', next), (moves: LocationMove[]) => {
      moves.forEach((move) => client.call('location', move, { service: '$location' }).catch((error) => $exceptionHandler(error)));
    });
  }
  location.$inject = ['$delegate', '$rootScope', '$exceptionHandler'];

  function configure($provide: auto.IProvideService, $injector: auto.IInjectorService): void {
    $provide.decorator('$httpBackend', httpBackend);
    $provide.decorator('znMessage', dialogDecorator(frameMessage));
    $provide.decorator('znConfirm', dialogDecorator(frameConfirm));
    $provide.decorator('znModal', dialogDecorator(frameModal));
    $provide.decorator('znFiltersPanel', dialogDecorator(frameFiltersPanel));
    $provide.decorator('$location', location);
    if ($injector.has('znTooltipDirective')) $provide.decorator('znTooltipDirective', tooltipDecorator(client));
    ['$uibModal', '$modal'].forEach((name) => {
      if ($injector.has(name + 'Provider')) $provide.decorator(name, plainModalDecorator(name, warnOnce));
    });
    // ngRoute is not started in the frame (its routes would read the frame's own address): the
    // parameters a v1 plugin reads are the page's (location.ts), kept here.
    $provide.value('$routeParams', {});
    $provide.factory('$route', frameRoute);
  }
  configure.$inject = ['$provide', '$injector'];
  function start($injector: auto.IInjectorService): void {
    runFrame($injector, { client, context, win, root, state, stops, frameOrigin, once });
  }
  start.$inject = ['$injector'];
  module.config(configure);
  module.run(start);
}

interface RunState {
  client: RpcClient;
  context: ZnFrameContext;
  win: Window;
  root: Element;
  state: { location: ZnFrameLocation; routeParams: Record<string, string> | null };
  stops: Array<() => void>;
  frameOrigin: string;
  once: Set<string>;
}

/** The workspace the frame shows: the context's workspace, else the page's path parameter. */
function workspaceIdOf(context: ZnFrameContext, location: ZnFrameLocation): number | undefined {
  const workspace = context.workspace as { id?: unknown } | undefined;
  const id = Number(workspace && workspace.id !== undefined ? workspace.id : (location.pathParams || {}).workspace_id);
  return id > 0 && Math.floor(id) === id ? id : undefined;
}

/** After bootstrap: $rootScope from the context, host events, the interface (or the dialog) mounted. */
function runFrame($injector: auto.IInjectorService, run: RunState): void {
  const { client, context, state, stops } = run;
  const $rootScope = $injector.get<IRootScopeService & Record<string, unknown>>('$rootScope');
  const $exceptionHandler = $injector.get<IExceptionHandlerService>('$exceptionHandler');
  const $log = $injector.get<ILogService>('$log');
  const warn = (message: string) => { if (!run.once.has(message)) { run.once.add(message); $log.warn(message); } };
  const report = (error: unknown) => $exceptionHandler(error as Error);
  Object.keys(context).forEach((key) => { $rootScope[key] = context[key]; });
  const view: ZnFrameView = context.pluginView || { type: 'fullPage' };
  const rootElement = angular.element(run.root);
  const pageScope = $rootScope.$new() as IScope & { workspaceId?: number };
  // The v1 page put `workspaceId` (a number) on the scope above every plugin page and location.
  const workspaceId = workspaceIdOf(context, state.location);
  if (workspaceId !== undefined) pageScope.workspaceId = workspaceId;
  const hostScope = guardParentScope(pageScope, warn);

  const setRouteParams = () => {
    const params = $injector.get<Record<string, unknown>>('$routeParams');
    Object.keys(params).forEach((key) => { delete params[key]; });
    Object.assign(params, frameRouteParams(state.location, state.routeParams));
  };

  // After bootstrap has compiled the root (its template scripts are in $templateCache then).
  $rootScope.$evalAsync(() => {
    cacheTemplates(run.win.document, $injector.get<ITemplateCacheService>('$templateCache'));
    showView($injector, run, view, hostScope, rootElement, setRouteParams, warn);
  });
  setRouteParams();

  const changeLocation = (next: ZnFrameLocation) => {
    const before = state.location;
    const oldUrl = absUrlOf(before);
    const newUrl = absUrlOf(next);
    state.location = next;
    context.location = next;
    $rootScope.location = next;
    if (oldUrl === newUrl) return;
    $rootScope.$broadcast('$locationChangeStart', newUrl, oldUrl, null, null);
    setRouteParams();
    $rootScope.$broadcast('zn-frame-remount');
    $rootScope.$broadcast('$locationChangeSuccess', newUrl, oldUrl, null, null);
  };
  $rootScope.$on('zn-frame-location', (_event, next: ZnFrameLocation) => changeLocation(next));
  stops.push(client.subscribe('locationChange', (payload) => {
    const next = payload && (payload as { next?: ZnFrameLocation }).next;
    if (next && typeof next === 'object') $rootScope.$apply(() => changeLocation(next));
  }));
  // Every host event reaches $on (znPluginEvents, $rootScope), each listener of it.
  stops.push(client.onEvent((payload, name) => $rootScope.$apply(() => { $rootScope.$broadcast(name, payload); })));
  stops.push(routeLinksToPage(run.win.document, run.frameOrigin, (path) => {
    client.call('location', { method: 'navigate', args: [path.replace(/^\/+/, '')] }, { service: SERVICE }).catch(report);
  }));
  if (view.type !== 'fullPage' && view.type !== 'settings' && view.type !== 'recordOverlay') {
    stops.push(followContentSize(run.win.document, client, report));
  }
  warnOnPlainModal(run.win, warn);
  firebaseOverWebSocket(run.win);
}

/** Draws the dialog of a modal child, or mounts the interface of any other view. */
function showView($injector: auto.IInjectorService, run: RunState, view: ZnFrameView, hostScope: IScope, rootElement: JQLite,
  setRouteParams: () => void, warn: (message: string) => void): void {
  const { client, context, stops } = run;
  const $rootScope = $injector.get<IRootScopeService>('$rootScope');
  const report = (error: unknown) => $injector.get<IExceptionHandlerService>('$exceptionHandler')(error as Error);
  if (view.type === 'modal' || view.type === 'dropdown') {
    const seed = context.seedData && (context.seedData as Record<string, unknown>)[MODAL_SEED_KEY];
    if (seed && typeof seed === 'object') {
      const escKey = (listener: () => void) => {
        const onKey = (event: KeyboardEvent) => { if (event.key === 'Escape' || event.key === 'Esc') $rootScope.$apply(listener); };
        run.win.document.addEventListener('keydown', onKey);
        return () => run.win.document.removeEventListener('keydown', onKey);
      };
      // the plugin's CSS, scoped to its elements as on the page, applies in the dialog too
      const namespace = context.plugin && context.plugin.namespace;
      if (typeof namespace === 'string') rootElement.attr('data-zn-plugin', namespace);
      renderModalChild({ client, $rootScope, $compile: $injector.get<ICompileService>('$compile'), report, onEscKey: escKey }, rootElement, seed as FrameModalSeed);
    } else {
      warn(`${SERVICE}: this ${view.type} frame has no znModal dialog in its seedData; a shipped v1 plugin opens children only through znModal`);
    }
  } else {
    stops.push(mountView($injector, run, view, hostScope, rootElement, setRouteParams, warn));
  }
}

/** Mounts the interface of the plugin for `view`, again when the sub-route's parameters change; returns the stop function. */
function mountView($injector: auto.IInjectorService, run: RunState, view: ZnFrameView, hostScope: IScope, rootElement: JQLite,
  setRouteParams: () => void, warn: (message: string) => void): () => void {
  const registry = $injector.get<ZnPluginRegistryService>('znPluginRegistry');
  const services: MountServices = {
    $controller: $injector.get('$controller'), $compile: $injector.get('$compile'), $templateCache: $injector.get('$templateCache'),
    $exceptionHandler: $injector.get('$exceptionHandler'), $injector
  };
  const namespace = run.context.plugin && run.context.plugin.namespace;
  let mounted: MountedInterface | null = null;
  let mountedKey = '';

  const pluginOf = (): ZnRegisteredPlugin | undefined => {
    const plugins = registry.plugins();
    return plugins.find((p) => p.namespace === namespace) ||
      plugins.find((p) => typeof namespace === 'string' && p.namespace.toLowerCase() === namespace.toLowerCase()) || plugins[0];
  };
  const pick = (plugin: ZnRegisteredPlugin): { iface: ZnPluginInterface; params: Record<string, string> } | null => {
    // inline: the interface at the view's location; a host that names no (known) location gets the first inline one
    const iface = plugin.interfaces.find((candidate) => candidate.type === view.type && (view.type !== 'inline' || candidate.location === view.location)) ||
      (view.type === 'inline' ? plugin.interfaces.find((candidate) => candidate.type === 'inline') : undefined);
    if (!iface) {
      warn(`${SERVICE}: plugin "${plugin.namespace}" registers no ${view.type} interface${view.location ? ' at ' + view.location : ''}, which this frame shows`);
      return null;
    }
    if (view.type !== 'fullPage' && view.type !== 'settings') return { iface, params: {} };
    const segments = subPathOf(run.state.location.pathname || '') || [];
    const params = interfaceRouteParams(iface, segments);
    if (!params) {
      warn(`${SERVICE}: no route of the ${view.type} interface of "${plugin.namespace}" fits /${segments.join('/')}; expected one of ${iface.routes.join(', ') || '(none)'}`);
      return null;
    }
    return { iface, params };
  };
  const render = () => {
    const plugin = pluginOf();
    if (!plugin) return;
    // the page is leaving the plugin's pages (a link, $location.path): the frame goes with it, unchanged meanwhile
    if (mounted && (view.type === 'fullPage' || view.type === 'settings') && subPathOf(run.state.location.pathname || '') === null) return;
    const picked = pick(plugin);
    const key = picked ? picked.iface.controller + '|' + picked.iface.template + '|' + JSON.stringify(picked.params) : '';
    run.state.routeParams = picked ? picked.params : null;
    setRouteParams();
    if (key === mountedKey && (mounted || !picked)) return;
    if (mounted) mounted.destroy();
    mounted = null;
    mountedKey = key;
    if (!picked) return;
    const locals: Record<string, unknown> = view.type === 'recordOverlay' ? { znPluginRecord: run.context.record } : { znPluginRouteParams: picked.params };
    mounted = mountInterface(services, hostScope, picked.iface, {
      service: SERVICE, locals,
      heading: view.type === 'fullPage' || view.type === 'settings' ? headingOf(plugin) : undefined,
      place: (element) => rootElement.append(element)
    });
  };
  if (!pluginOf()) warn(`${SERVICE}: no plugin registered in this frame; expected plugin.js to call plugin.register(...) before zn-plugin-frame.js runs`);
  render();
  // A new address: a new sub-route remounts; the same one (a new query) keeps the interface and,
  // as ngRoute did with reloadOnSearch false, broadcasts $routeUpdate. $route.reload() remounts.
  const stopRemount = hostScope.$root.$on('zn-frame-remount', () => {
    const before = mounted;
    render();
    if (mounted && mounted === before && (view.type === 'fullPage' || view.type === 'settings')) hostScope.$root.$broadcast('$routeUpdate');
  });
  const stopReload = hostScope.$root.$on('zn-frame-reload', () => {
    mountedKey = '';
    if (mounted) mounted.destroy();
    mounted = null;
    render();
  });
  const stopRegister = registry.onRegister(() => { if (!mounted) render(); });
  return () => {
    stopRemount();
    stopReload();
    stopRegister();
    if (mounted) mounted.destroy();
  };
}
