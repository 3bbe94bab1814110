/**
 * plugin.json for a v1 registration shipped as a v2 app: what Zengine's migrator
 * (parcel-plugin-zengine-migrator, register-extractor.js) wrote for the same `plugin.register`
 * call, so the app goes where the v1 plugin went.
 *
 *   { "icon": "<the registration's icon>",
 *     "views": [ { "type": "fullPage", "src": "/index.html", "hideIcon": true },
 *                { "type": "inline", "location": "zn-plugin-form-top", "src": "/index.html",
 *                  "defaultDimensions": { "height": "120px" } } ] }
 *
 *   - one view per interface, in order (the short form, without `interfaces`, is one interface),
 *     its keys exactly as the migrator wrote them, in its order (migratorKeys below): `src`
 *     ("/index.html", or the interface's own, of which the app has a copy), `type`, `location`,
 *     `hideIcon` by its rules (none where it wrote none: a short form without `fullPage: true` or
 *     `topNav`), `defaultDimensions` (its string and number values);
 *   - where the migrator wrote no `type` (the old `fullPage` boolean, a short form with neither),
 *     the type as the SDK reads it: true is fullPage, false inline, neither a fullPage;
 *   - `icon` after the views, when the registration has one (an empty one too).
 *
 * What cannot be views (no interface, a second fullPage, settings or recordOverlay, an unknown type
 * or location, a src outside the app) is an error: the caller names the file and line.
 */
import { V2_LOCATIONS, V2_VIEW_TYPES } from '../v2/plugin-json';
import type { V2View, V2ViewType } from '../v2/plugin-json';

/** The app's page: every view shows it (the runtime picks the interface for the view). */
export const APP_PAGE = '/index.html';

export interface ShippedPluginJson {
  icon?: string;
  views: V2View[];
}

export type DerivedPluginJson = { pluginJson: ShippedPluginJson; error?: undefined } | { error: string; pluginJson?: undefined };

/** One view per type at most for these: each is one page, tab or icon. */
const SINGLE_TYPES: V2ViewType[] = ['fullPage', 'settings', 'recordOverlay'];
/** A path of the app ending in .html, without `..` or `//`. */
const APP_PATH = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/)*[A-Za-z0-9_~-][A-Za-z0-9._~-]*\.html?$/;

type Settings = Record<string, unknown>;

function isObject(value: unknown): value is Settings {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function shown(value: unknown): string {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}

/** The interface type as the SDK's plugin.register reads it (registration-rules.ts). */
function typeOf(value: Settings, shortForm: boolean): unknown {
  if (value.fullPage === undefined || value.fullPage === null) return value.type === undefined && shortForm ? 'fullPage' : value.type;
  return value.type !== undefined ? value.type : value.fullPage ? 'fullPage' : 'inline';
}

function dimensionsOf(value: unknown): V2View['defaultDimensions'] | undefined {
  if (!isObject(value)) return undefined;
  const copied: Record<string, string | number> = {};
  Object.keys(value).forEach((key) => {
    const item = value[key];
    if (typeof item === 'string' || (typeof item === 'number' && Number.isFinite(item))) copied[key] = item;
  });
  return copied as V2View['defaultDimensions'];
}

/** What is wrong with the type, location or src of an interface, or ''. */
function refusalOf(value: Settings, type: unknown, name: (key: string) => string): string {
  if (!(V2_VIEW_TYPES as readonly unknown[]).includes(type)) return `${name('type')} is ${shown(type)}: a v2 view is one of ${V2_VIEW_TYPES.join(', ')}`;
  if (type === 'inline' && !V2_LOCATIONS.includes(value.location as string)) {
    return `${name('location')} is ${shown(value.location)}: an inline view is at one of ${V2_LOCATIONS.join(', ')}`;
  }
  if (value.src !== undefined && (typeof value.src !== 'string' || !APP_PATH.test(value.src))) {
    return `${name('src')} is ${shown(value.src)}: expected a page of the app such as "/index.html" (a path ending in .html, without .. or //)`;
  }
  return '';
}

/**
 * The view's keys as the migrator wrote them, in its order: `src` first, then each key the
 * registration lists, as it read them one after the other. An interface of `interfaces`: `type`,
 * `location`, `src` and a boolean `hideIcon` copied, `type: 'fullPage'` hides the icon unless
 * `hideIcon` came before, `topNav: true` shows it. The short form: `type`, `location` and `src`
 * copied (not `hideIcon`), `fullPage: true` gives the type and hides the icon unless `topNav` came before, `topNav`
 * gives `hideIcon: !topNav`. Both: `defaultDimensions`.
 */
function migratorKeys(value: Settings, type: V2ViewType, shortForm: boolean): Record<string, unknown> {
  const view: Record<string, unknown> = { src: APP_PAGE };
  Object.keys(value).forEach((key) => {
    const item = value[key];
    if (key === 'type') view.type = type;
    else if (key === 'src' || (key === 'location' && typeof item === 'string')) view[key] = item;
    else if (key === 'hideIcon' && !shortForm && typeof item === 'boolean') view.hideIcon = item;
    else if (key === 'defaultDimensions' && isObject(item)) view.defaultDimensions = dimensionsOf(item);
    if (!shortForm && key === 'type' && item === 'fullPage' && !('hideIcon' in view)) view.hideIcon = true;
    if (!shortForm && key === 'topNav' && item === true) view.hideIcon = false;
    if (shortForm && key === 'fullPage' && item === true) {
      view.type = type;
      if (!('hideIcon' in view)) view.hideIcon = true;
    }
    if (shortForm && key === 'topNav') view.hideIcon = !item;
  });
  return view;
}

/**
 * One interface as a view, or why it cannot be one: the migrator's keys (migratorKeys), and, where
 * it wrote no `type` (the old `fullPage` boolean, a short form with neither), the type as the SDK
 * reads it, an interface's legacy `fullPage: true` then hiding its icon as `type: 'fullPage'` does.
 */
function viewOf(value: unknown, field: string, shortForm: boolean): V2View | string {
  const name = (key: string) => (field ? `${field}.${key}` : key);
  if (!isObject(value)) return `${field} must be an object such as { controller, template, type }; got ${shown(value)}`;
  const type = typeOf(value, shortForm);
  const refusal = refusalOf(value, type, name);
  if (refusal) return refusal;
  const keys = migratorKeys(value, type as V2ViewType, shortForm);
  if (type === 'inline') keys.location = value.location;
  if (keys.type === undefined) {
    if (!shortForm && type === 'fullPage' && !('hideIcon' in keys)) keys.hideIcon = true;
    const { src, ...rest } = keys;
    return { src, type, ...rest } as unknown as V2View;
  }
  return keys as unknown as V2View;
}

/** The interfaces of the settings with the name each one's errors carry. */
function interfacesOf(settings: Settings): Array<{ value: unknown; field: string }> | string {
  if (settings.interfaces !== undefined) {
    if (!Array.isArray(settings.interfaces) || !settings.interfaces.length) {
      return `interfaces is ${shown(settings.interfaces)}: expected a non-empty array of interfaces such as [{ controller, template, type: 'fullPage' }]`;
    }
    return settings.interfaces.map((value, index) => ({ value, field: `interfaces[${index}]` }));
  }
  if (settings.controller === undefined && settings.template === undefined) {
    return 'the registration has no interface: expected interfaces: [{ controller, template, type }] or the short form { route, controller, template }';
  }
  return [{ value: settings, field: '' }];
}

/** plugin.json for `plugin.register(namespace, settings)`'s settings (see the file's comment). */
export function derivePluginJson(settings: unknown): DerivedPluginJson {
  if (!isObject(settings)) return { error: `the settings of plugin.register are ${shown(settings)}: expected an object such as { route, interfaces: [...] }` };
  const interfaces = interfacesOf(settings);
  if (typeof interfaces === 'string') return { error: interfaces };
  const shortForm = settings.interfaces === undefined;
  const views: V2View[] = [];
  for (const { value, field } of interfaces) {
    const view = viewOf(value, field, shortForm);
    if (typeof view === 'string') return { error: view };
    const earlier = views.findIndex((other) => other.type === view.type);
    if (SINGLE_TYPES.includes(view.type) && earlier !== -1) {
      return { error: `${field} is a second ${view.type} interface (interfaces[${earlier}] is one): a plugin has one ${view.type} view` };
    }
    views.push(view);
  }
  // the migrator's order: views, then the icon
  const pluginJson: ShippedPluginJson = { views };
  // an empty one too: the migrator copied the literal as it was
  if (typeof settings.icon === 'string') pluginJson.icon = settings.icon;
  return { pluginJson };
}

/** The pages of the app the views name: "/index.html" and any other `src` (each a copy of it). */
export function appPages(pluginJson: ShippedPluginJson): string[] {
  return Array.from(new Set([APP_PAGE, ...pluginJson.views.map((view) => view.src)]));
}
