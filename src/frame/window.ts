/**
 * The `$window` plugin code gets in the frame (src/plugin/plugin-window.ts): the frame's own window
 * in everything but its `location`, which is the page's, as it was on Zengine's v1 host, where a
 * plugin ran in the page. Reading `$window.location.pathname` gives the page's path; setting
 * `$window.location.href` (or `assign`, `replace`, `pathname`, `search`, `hash`, `$window.location
 * = url`) moves the page, and `reload()` reloads it, over PostRPC `location`, instead of navigating
 * the plugin's frame away from its app. `window`, `self`, `top` and `parent` are the stand-in again
 * (on the v1 page they were the page). zengine-migrator rewrote `$window` to `znWindow` for
 * legacy-plugin-wrapper; `znWindow` here is the same stand-in, with its `open(url, name, features)`.
 */
import { ZnFrameLocation, absUrlOf, urlOf } from './location';

/** What the stand-in's `location` does with the page. */
export interface PageLocationDeps {
  /** The page's address now. */
  current(): ZnFrameLocation;
  /** Moves the page to a path of its own (`/workspaces/1/data?x=1#top`): `$location.url(path)`. */
  navigate(path: string): void;
  /** Loads an address of another origin (PostRPC `location` `href`). */
  href(url: string): void;
  /** Sets the page's hash. */
  hash(hash: string): void;
  /** Reloads the page. */
  reload(): void;
}

function searchOf(location: ZnFrameLocation): string {
  const url = urlOf({ ...location, pathname: '/', hash: '' });
  return url.slice(1);
}

/** A `Location`-like object for the page's address (what `$window.location` is in the frame). */
export function pageLocation(deps: PageLocationDeps): Location {
  const url = () => new URL(absUrlOf(deps.current()) || 'http://page.invalid/');
  const go = (target: string) => {
    const next = new URL(String(target), url().href);
    if (next.origin === url().origin) deps.navigate(next.pathname + next.search + next.hash);
    else deps.href(next.href);
  };
  const change = (part: 'pathname' | 'search') => (value: string) => {
    const next = url();
    next[part] = String(value);
    go(next.href);
  };
  const location = {
    get href() { return url().href; },
    set href(value: string) { go(value); },
    get origin() { return url().origin; },
    get protocol() { return url().protocol; },
    get host() { return url().host; },
    get hostname() { return url().hostname; },
    get port() { return url().port; },
    get pathname() { return deps.current().pathname || '/'; },
    set pathname(value: string) { change('pathname')(value); },
    get search() { return searchOf(deps.current()); },
    set search(value: string) { change('search')(value); },
    get hash() { const hash = deps.current().hash || ''; return hash ? '#' + hash.replace(/^#/, '') : ''; },
    set hash(value: string) { deps.hash(String(value).replace(/^#/, '')); },
    get ancestorOrigins() { return undefined; },
    assign: (target: string) => go(target),
    replace: (target: string) => go(target),
    reload: () => deps.reload(),
    toString: () => url().href
  };
  return location as unknown as Location;
}

/**
 * The stand-in for the page's window: `win` itself in everything (its functions called on `win`),
 * but `location`, and `window`/`self`/`top`/`parent`, which are the stand-in. `extra` adds or
 * replaces properties (znWindow's `open`).
 */
export function pluginWindow(win: Window, location: Location, extra: Record<string, unknown> = {}): Window {
  if (typeof Proxy !== 'function') return win;
  const bound = new Map<PropertyKey, { fn: Function; bound: Function }>();
  const SELF = ['window', 'self', 'top', 'parent'];
  const proxy: Window = new Proxy(win, {
    get(target, key) {
      if (key === 'location') return location;
      if (typeof key === 'string' && SELF.indexOf(key) !== -1) return proxy;
      if (Object.prototype.hasOwnProperty.call(extra, key)) return extra[key as string];
      const value = Reflect.get(target, key, target);
      // a method of the window (setTimeout, getComputedStyle, open...) must be called on it;
      // constructors and libraries (Date, Firebase, moment, jQuery) have a prototype and stay as they are
      if (typeof value !== 'function' || Object.prototype.hasOwnProperty.call(value, 'prototype')) return value;
      const known = bound.get(key);
      if (known && known.fn === value) return known.bound;
      const made = (value as Function).bind(target);
      bound.set(key, { fn: value, bound: made });
      return made;
    },
    set(target, key, value) {
      if (key === 'location') {
        location.href = String(value);
        return true;
      }
      return Reflect.set(target, key, value, target);
    }
  });
  return proxy;
}
