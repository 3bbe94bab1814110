/**
 * What plugin code gets when it asks for `$window`. On the v1 page that is the page's window; in
 * a v1 plugin shipped as a v2 app it is the frame's stand-in for the page's window, whose
 * `location` is the page's (src/frame/window.ts), so `$window.location.href = '/workspaces/1/data'`
 * moves the page as it did on Zengine's v1 host instead of navigating the plugin's own frame.
 *
 * AngularJS's own services (`$browser`, `$location`, ...) keep the real `$window`: only the plugin's
 * definitions name it under another name, `znPluginWindow`, which zn.plugin gives as `$window`
 * itself and the frame's runtime decorates. Pure, but for the one decorator.
 */
import type { IControllerService } from 'angular';

/** The injectable plugin code's `$window` is read from. */
export const PLUGIN_WINDOW = 'znPluginWindow';

/** znPluginWindow in the page: its `$window` itself. */
export function pageWindow($window: Window): Window {
  return $window;
}
pageWindow.$inject = ['$window'];

function renamed(names: unknown[]): unknown[] {
  return names.map((name) => (name === '$window' ? PLUGIN_WINDOW : name));
}

/**
 * A plugin definition whose dependency `$window` (in its array or `$inject` annotation) is
 * `znPluginWindow` instead; any other definition as it is. The user's array and function are
 * not changed: a new array is returned.
 */
export function withPluginWindow(definition: unknown): unknown {
  if (Array.isArray(definition)) {
    return definition.indexOf('$window') === -1 ? definition : [...renamed(definition.slice(0, -1)), definition[definition.length - 1]];
  }
  const inject = typeof definition === 'function' ? (definition as { $inject?: unknown }).$inject : undefined;
  return Array.isArray(inject) && inject.indexOf('$window') !== -1 ? [...renamed(inject), definition] : definition;
}

/**
 * `$controller(name, { $window: fake })` (a plugin's unit test) still hands the fake to a plugin
 * controller, which asks for `znPluginWindow`.
 */
export function pluginWindowLocals($delegate: IControllerService): IControllerService {
  return function $controller(this: unknown, ...args: unknown[]) {
    const locals = args[1] as Record<string, unknown> | undefined;
    if (locals && Object.prototype.hasOwnProperty.call(locals, '$window') && !Object.prototype.hasOwnProperty.call(locals, PLUGIN_WINDOW)) {
      args[1] = { ...locals, [PLUGIN_WINDOW]: locals.$window };
    }
    return ($delegate as unknown as (...all: unknown[]) => unknown).apply(this, args);
  } as unknown as IControllerService;
}
pluginWindowLocals.$inject = ['$delegate'];
