/**
 * What concerns the frame's document: its size follows its content (`resize`, for inline views
 * and modals), links to the app's pages move the page (`location`), and `zn-tooltip` is drawn by
 * the page beside the element (`openTooltip` / `closeTooltip`), so an inline view's small frame
 * never clips it.
 */
import type { IAttributes, IScope, ITemplateCacheService } from 'angular';
import { RpcClient } from './rpc-client';

/** The height the frame needs for its content, in CSS pixels. */
export function contentHeight(doc: Document): number {
  const body = doc.body;
  if (!body) return 0;
  const view = doc.defaultView;
  const style = view ? view.getComputedStyle(body) : null;
  const margins = style ? (parseFloat(style.marginTop) || 0) + (parseFloat(style.marginBottom) || 0) : 0;
  return Math.ceil(body.getBoundingClientRect().height + margins);
}

/**
 * Asks the host for the content's height whenever it changes (ResizeObserver on the body, and
 * DOM changes); returns the stop function.
 */
export function followContentSize(doc: Document, client: RpcClient, report: (error: unknown) => void): () => void {
  let last = -1;
  let failed = false;
  const measure = () => {
    const height = contentHeight(doc);
    if (height === last || failed) return;
    last = height;
    client.call('resize', { dimensions: { height } }, { service: 'znPluginFrame' }).catch((error) => {
      failed = true;
      report(error);
    });
  };
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  const stops: Array<() => void> = [];
  if (view && typeof view.ResizeObserver === 'function' && doc.body) {
    const observer = new view.ResizeObserver(measure);
    observer.observe(doc.body);
    stops.push(() => observer.disconnect());
  }
  if (view && typeof view.MutationObserver === 'function' && doc.body) {
    const mutations = new view.MutationObserver(measure);
    mutations.observe(doc.body, { childList: true, subtree: true, attributes: true, characterData: true });
    stops.push(() => mutations.disconnect());
  }
  measure();
  return () => stops.forEach((stop) => stop());
}

/**
 * The page path a link of the frame means, or null for a link that stays as it is: a path of the
 * app (`/workspaces/1/data`, `#/workspaces/1/data`), not another host, not a file of the plugin's
 * own app (`.html`, `.js`...), not `#`. Pure.
 */
export function pagePathOfLink(href: string | null, frameOrigin: string): string | null {
  if (!href || href === '#' || /^(javascript|mailto|tel|data|blob):/i.test(href)) return null;
  let path = href;
  if (path.startsWith('#/')) path = path.slice(1);
  else if (path.startsWith('#')) return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    let url: URL;
    try {
      url = new URL(path);
    } catch {
      return null;
    }
    if (url.origin !== frameOrigin) return null;
    path = url.pathname + url.search + url.hash;
  }
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  if (/\.[a-z0-9]+$/i.test(path.split(/[?#]/)[0])) return null;
  return path;
}

/**
 * Clicks on links to the app's pages move the page (`location` navigate), not the frame. The
 * document hears the click first (capture), since the plugin's own handlers may stop it on its
 * way up (`<div ng-click="$event.stopPropagation()">` around a link): the frame's navigation is
 * cancelled at once, and the page moves once the click is handled, unless a handler of the
 * plugin's prevented it (`ng-click="go(); $event.preventDefault()"`).
 */
export function routeLinksToPage(doc: Document, frameOrigin: string, navigate: (path: string) => void): () => void {
  const later = (run: () => void) => (doc.defaultView || window).setTimeout(run, 0);
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    let node = event.target as Element | null;
    while (node && node.nodeName !== 'A') node = node.parentElement;
    if (!node) return;
    const target = node.getAttribute('target');
    if (target && target !== '_self') return;
    const path = pagePathOfLink(node.getAttribute('href'), frameOrigin);
    if (!path) return;
    const cancel = event.preventDefault;
    let prevented = false;
    event.preventDefault = function (this: Event) {
      prevented = true;
      cancel.call(event);
    };
    cancel.call(event);
    later(() => { if (!prevented) navigate(path); });
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}

const SIDES = ['top', 'bottom', 'left', 'right'];

/** The link function `zn-tooltip` gets in the frame: the page draws the tooltip beside the element. */
export function tooltipOverRpc(client: RpcClient, report: (error: unknown) => void) {
  return function link(scope: IScope, element: JQLite, attrs: IAttributes) {
    let shown = false;
    const show = () => {
      const message = String(attrs.znTooltip || '');
      if (!message) return;
      const box = (element[0] as HTMLElement).getBoundingClientRect();
      const side = SIDES.indexOf(attrs.tooltipPlacement) === -1 ? 'top' : attrs.tooltipPlacement;
      shown = true;
      client.call('openTooltip', { options: { top: box.top, left: box.left, bottom: box.bottom, right: box.right, message, side } }, { service: 'zn-tooltip' })
        .catch(report);
    };
    const hide = () => {
      if (!shown) return;
      shown = false;
      client.call('closeTooltip', undefined, { service: 'zn-tooltip' }).catch(report);
    };
    element.on('mouseenter focus', show);
    element.on('mouseleave blur click', hide);
    scope.$on('$destroy', hide);
  };
}

/**
 * Firebase's client in a frame whose storage the browser denies (third-party storage blocked,
 * as Chromium does for a plugin's origin framed by another site) keeps its settings in memory,
 * takes that as "WebSockets failed before" and starts with long polling. Zengine's Firebase
 * answered long polling; the workbench's databases speak WebSocket only, so the client never
 * connected. Firebase's own switch `Firebase.INTERNAL.forceWebSockets()` makes it start with the
 * WebSocket it ends on anyway. Nothing changes where storage works. True when it switched.
 */
export function firebaseOverWebSocket(win: Window): boolean {
  const firebase = (win as unknown as { Firebase?: { INTERNAL?: { forceWebSockets?: () => void } } }).Firebase;
  const force = firebase && firebase.INTERNAL && firebase.INTERNAL.forceWebSockets;
  if (typeof force !== 'function' || storageWorks(win)) return false;
  force.call(firebase!.INTERNAL);
  return true;
}

function storageWorks(win: Window): boolean {
  try {
    const storage = win.localStorage;
    const key = 'zn-plugin-frame-storage-check';
    storage.setItem(key, '1');
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * jQuery's `.modal()` (Bootstrap's plugin) draws inside the frame: one warning. Without Bootstrap's
 * script (the app does not ship it) `.modal('show'|'hide'|'toggle')` still shows or hides the
 * element, in the frame, instead of throwing.
 */
export function warnOnPlainModal(win: Window, warn: (message: string) => void): void {
  const jq = (win as unknown as { jQuery?: { fn?: Record<string, unknown> } }).jQuery;
  if (!jq || !jq.fn) return;
  const message = '$(...).modal(): a plain Bootstrap modal is drawn inside the plugin\'s frame, not over the page (its backdrop covers the frame only); use znModal, which the page draws';
  const original = jq.fn.modal as ((this: unknown, ...args: unknown[]) => unknown) | undefined;
  jq.fn.modal = function (this: { each(fn: (index: number, node: HTMLElement) => void): unknown }, ...args: unknown[]) {
    warn(message);
    if (typeof original === 'function') return original.apply(this, args);
    const action = args[0] === undefined || typeof args[0] === 'object' ? 'show' : args[0];
    this.each((_index, node) => {
      const shown = node.style.display === 'block';
      const show = action === 'show' || (action === 'toggle' && !shown);
      node.style.display = show ? 'block' : 'none';
      node.classList.toggle('in', show);
    });
    return this;
  };
}

/** Every `<script type="text/ng-template">` of the page in $templateCache, wherever it is (in the root or not). */
export function cacheTemplates(doc: Document, $templateCache: ITemplateCacheService): void {
  Array.from(doc.querySelectorAll('script[type="text/ng-template"]')).forEach((script) => {
    const id = script.getAttribute('id');
    if (id && $templateCache.get(id) === undefined) $templateCache.put(id, script.textContent || '');
  });
}
