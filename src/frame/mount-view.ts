/**
 * What a frame shows: the znModal dialog of a modal child, or the interface of the registered
 * plugin for the view the host says (`pluginView`), mounted by the same code as on the page
 * (src/host/interface-mount.ts), again when the page moves to another of its sub-routes.
 */
import type { ICompileService, IExceptionHandlerService, IRootScopeService, IScope, auto } from 'angular';
import { MountedInterface, MountServices, mountInterface } from '../host/interface-mount';
import { ZnPluginInterface, ZnRegisteredPlugin } from '../plugin/types';
import { FrameModalSeed, MODAL_SEED_KEY } from './dialogs';
import { ZnFrameLocation, interfaceRouteParams } from './location';
import { renderModalChild } from './modal-child';
import { FramePlugin, PluginPlace, pluginPlaceOf } from './place';
import type { RpcClient } from './rpc-client';

const SERVICE = 'znPluginFrame';

/** The view a frame is in, as the host's `context.pluginView` says. */
export interface ZnFrameView {
  type: 'fullPage' | 'settings' | 'inline' | 'recordOverlay' | 'modal' | 'dropdown' | string;
  location?: string;
  src?: string;
}

/** What the mounting needs of the started frame. */
export interface ViewRun {
  client: RpcClient;
  context: { plugin?: { namespace?: string }; seedData?: unknown; record?: unknown };
  win: Window;
  state: { location: ZnFrameLocation; routeParams: Record<string, string> | null };
  stops: Array<() => void>;
  /** The registered plugin of the frame (its namespace as the host says it), or undefined. */
  plugin(): ZnRegisteredPlugin | undefined;
  /** Its namespace and route, for reading the page's address. */
  framePlugin(): FramePlugin;
  /** Whether ngRoute runs in the frame with a current route (it broadcasts $routeUpdate itself then). */
  ngRouteCurrent(): boolean;
}

const PAGE_VIEWS = ['fullPage', 'settings'];

function headingOf(plugin: ZnRegisteredPlugin): string | undefined {
  if (plugin.pageTitle === false) return undefined;
  return plugin.pageTitle ?? plugin.title;
}

/** Draws the dialog of a modal child, or mounts the interface of any other view. */
export function showView($injector: auto.IInjectorService, run: ViewRun, view: ZnFrameView, hostScope: IScope, rootElement: JQLite,
  setRouteParams: () => void, warn: (message: string) => void): void {
  const { client, context, stops } = run;
  const $rootScope = $injector.get<IRootScopeService>('$rootScope');
  const report = (error: unknown) => $injector.get<IExceptionHandlerService>('$exceptionHandler')(error as Error);
  if (view.type !== 'modal' && view.type !== 'dropdown') {
    stops.push(mountView($injector, run, view, hostScope, rootElement, setRouteParams, warn));
    return;
  }
  const seed = context.seedData && (context.seedData as Record<string, unknown>)[MODAL_SEED_KEY];
  if (!seed || typeof seed !== 'object') {
    warn(`${SERVICE}: this ${view.type} frame has no znModal dialog in its seedData; a shipped v1 plugin opens children only through znModal`);
    return;
  }
  const escKey = (listener: () => void) => {
    const onKey = (event: KeyboardEvent) => { if (event.key === 'Escape' || event.key === 'Esc') $rootScope.$apply(listener); };
    run.win.document.addEventListener('keydown', onKey);
    return () => run.win.document.removeEventListener('keydown', onKey);
  };
  // the plugin's CSS, scoped to its elements as on the page, applies in the dialog too
  const namespace = context.plugin && context.plugin.namespace;
  if (typeof namespace === 'string') rootElement.attr('data-zn-plugin', namespace);
  renderModalChild({ client, $rootScope, $compile: $injector.get<ICompileService>('$compile'), report, onEscKey: escKey }, rootElement, seed as FrameModalSeed);
}

/**
 * The parameters of `iface`'s routes at `place`. A page interface: its own routes, null when none
 * fits. Another (inline, recordOverlay) on one of the plugin's pages: its own routes, as
 * legacy-plugin-wrapper matched them, else that page's interface's, as ngRoute gave every
 * interface of the v1 page; `{}` when none fits, elsewhere too.
 */
export function routeParamsAt(plugin: ZnRegisteredPlugin, iface: ZnPluginInterface, place: PluginPlace | null): Record<string, string> | null {
  if (PAGE_VIEWS.indexOf(iface.type) !== -1) return interfaceRouteParams(iface, place && place.kind === iface.type ? place.segments : []);
  if (!place) return {};
  const page = plugin.interfaces.find((candidate) => candidate.type === place.kind);
  return interfaceRouteParams(iface, place.segments) || (page && interfaceRouteParams(page, place.segments)) || {};
}

/** Mounts the interface of the plugin for `view`, again when the sub-route's parameters change; returns the stop function. */
function mountView($injector: auto.IInjectorService, run: ViewRun, view: ZnFrameView, hostScope: IScope, rootElement: JQLite,
  setRouteParams: () => void, warn: (message: string) => void): () => void {
  const registry = $injector.get<{ onRegister(listener: () => void): () => void }>('znPluginRegistry');
  const services: MountServices = {
    $controller: $injector.get('$controller'), $compile: $injector.get('$compile'), $templateCache: $injector.get('$templateCache'),
    $exceptionHandler: $injector.get('$exceptionHandler'), $injector
  };
  const page = PAGE_VIEWS.indexOf(view.type) !== -1;
  let mounted: MountedInterface | null = null;
  let mountedKey = '';

  const pick = (plugin: ZnRegisteredPlugin, place: PluginPlace | null): { iface: ZnPluginInterface; params: Record<string, string> } | null => {
    // inline: the interface at the view's location; a host that names no (known) location gets the first inline one
    const iface = plugin.interfaces.find((candidate) => candidate.type === view.type && (view.type !== 'inline' || candidate.location === view.location)) ||
      (view.type === 'inline' ? plugin.interfaces.find((candidate) => candidate.type === 'inline') : undefined);
    if (!iface) {
      warn(`${SERVICE}: plugin "${plugin.namespace}" registers no ${view.type} interface${view.location ? ' at ' + view.location : ''}, which this frame shows`);
      return null;
    }
    const params = routeParamsAt(plugin, iface, place);
    if (!params) {
      const segments = place && place.kind === iface.type ? place.segments : [];
      warn(`${SERVICE}: no route of the ${view.type} interface of "${plugin.namespace}" fits /${segments.join('/')}; expected one of ${iface.routes.join(', ') || '(none)'}`);
      return null;
    }
    return { iface, params };
  };
  const render = () => {
    const plugin = run.plugin();
    if (!plugin) return;
    const place = pluginPlaceOf(run.state.location, run.framePlugin());
    // the page is leaving the plugin's page (a link, $location.path): the frame goes with it, unchanged meanwhile
    if (mounted && page && (!place || place.kind !== view.type)) return;
    const picked = pick(plugin, place);
    // a page interface mounts again for new parameters; the others stay, their $routeParams follow
    const key = picked ? picked.iface.controller + '|' + picked.iface.template + (page ? '|' + JSON.stringify(picked.params) : '') : '';
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
      heading: page ? headingOf(plugin) : undefined,
      place: (element) => rootElement.append(element)
    });
  };
  if (!run.plugin()) warn(`${SERVICE}: no plugin registered in this frame; expected plugin.js to call plugin.register(...) before zn-plugin-frame.js runs`);
  render();
  // A new address: a new sub-route remounts; the same one (a new query) keeps the interface and,
  // as ngRoute did with reloadOnSearch false, broadcasts $routeUpdate (ngRoute's own when it runs
  // here with a current route). $route.reload() remounts.
  const stopRemount = hostScope.$root.$on('zn-frame-remount', () => {
    const before = mounted;
    render();
    if (mounted && mounted === before && page && !run.ngRouteCurrent()) hostScope.$root.$broadcast('$routeUpdate');
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

