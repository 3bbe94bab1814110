import {
  ZnError, dashNamespace, describeValue, isIdentifier, isNamespace, isNamespacedController, isNamespacedTemplateId,
  isPlainObject
} from '../core';
import { INTERFACE_TYPES, PLUGIN_LOCATIONS, ROUTED_TYPES, isInterfaceType, isPluginLocation } from './plugin-model';
import { parseRoutePattern } from './route-patterns';
import { ZnPluginInterface, ZnPluginInterfaceType, ZnRegisteredPlugin } from './types';

/**
 * The rules of `plugin.register(namespace, settings)`, as plain functions. Every violation is a
 * ZnError naming the field (`interfaces[1].location`), thrown before anything is recorded.
 */

const SERVICE = 'plugin.register';

const PLUGIN_KEYS = ['route', 'title', 'pageTitle', 'icon', 'interfaces'];
/**
 * The short form `{ route, controller, template, type?, location? }` stands for one interface
 * (fullPage unless `type` says otherwise); `fullPage: true/false` is Zengine's older way to say it.
 */
const SHORT_FORM_KEYS = ['controller', 'template', 'type', 'location', 'routes', 'topNav', 'order'];
const LEGACY_KEYS = ['fullPage'];
const INTERFACE_KEYS = ['controller', 'template', 'type', 'location', 'routes', 'topNav', 'order'];

/** Receives each warning about a legacy or fragile form: a key (once per key) and the message. */
export type RegistrationWarn = (key: string, message: string) => void;

const ROUTE = /^\/[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** Class names only: the icon ends up in a class attribute. */
const ICON = /^-?[A-Za-z_][A-Za-z0-9_-]*(?: -?[A-Za-z_][A-Za-z0-9_-]*)*$/;

/** At most one interface of these types per plugin: each has one page, tab or icon. */
const SINGLE_TYPES: ZnPluginInterfaceType[] = ['fullPage', 'settings', 'recordOverlay'];

function fail(code: string, message: string): never {
  throw new ZnError(SERVICE, code, message);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Deep-freezes what the registry hands out, so no caller can change a registration. */
function freeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.values(value as object).forEach(freeze);
    Object.freeze(value);
  }
  return value;
}

/**
 * Checks a registration against the model and the plugins registered before it; returns the
 * registered plugin, normalized and frozen.
 */
export function validateRegistration(namespace: unknown, settings: unknown,
  registered: readonly ZnRegisteredPlugin[], warn: RegistrationWarn = () => undefined): ZnRegisteredPlugin {
  if (!isNamespace(namespace)) {
    fail('bad-namespace', `namespace must be letters and digits starting with a lowercase letter, such as 'myPlugin'; got ${describeValue(namespace)}`);
  }
  if (registered.some((plugin) => plugin.namespace === namespace)) {
    fail('already-registered', `namespace "${namespace}" is already registered; expected each plugin to register once, under its own namespace`);
  }
  if (!isPlainObject(settings)) {
    fail('bad-settings', `settings must be an object such as { route: '/my-plugin', interfaces: [...] }; got ${describeValue(settings)}`);
  }
  const warnOf = (form: string, message: string) => warn(`${namespace}:${form}`, `plugin.register: plugin "${namespace}": ${message}`);
  checkKeys(settings, [...PLUGIN_KEYS, ...SHORT_FORM_KEYS, ...LEGACY_KEYS], '', warnOf);

  const plugin: { -readonly [K in keyof ZnRegisteredPlugin]: ZnRegisteredPlugin[K] } = { namespace, interfaces: [] };
  if (settings.route !== undefined) {
    if (typeof settings.route !== 'string' || !ROUTE.test(settings.route)) {
      fail('bad-route', `route must be one path segment such as '/my-plugin' (letters, digits, - and _); got ${describeValue(settings.route)}`);
    }
    const owner = registered.find((other) => other.route === settings.route);
    if (owner) fail('duplicate-route', `route "${settings.route}" is already used by plugin "${owner.namespace}"; expected a route of its own`);
    plugin.route = settings.route;
  }
  if (settings.title !== undefined) {
    if (!isNonEmptyString(settings.title)) fail('bad-setting', `title must be a non-empty string; got ${describeValue(settings.title)}`);
    plugin.title = settings.title;
  }
  if (settings.pageTitle !== undefined) {
    if (settings.pageTitle !== false && !isNonEmptyString(settings.pageTitle)) {
      fail('bad-setting', `pageTitle must be a non-empty string, or false for no heading; got ${describeValue(settings.pageTitle)}`);
    }
    plugin.pageTitle = settings.pageTitle;
  }
  if (settings.icon !== undefined) {
    if (typeof settings.icon !== 'string' || !ICON.test(settings.icon)) {
      fail('bad-setting', `icon must be CSS class names such as 'icon-puzzle'; got ${describeValue(settings.icon)}`);
    }
    plugin.icon = settings.icon;
  }

  plugin.interfaces = interfacesOf(settings, warnOf).map(({ value, field }) => validateInterface(value, field, namespace, warnOf));
  checkInterfaceCounts(plugin.interfaces, settings.interfaces === undefined);
  if (plugin.route === undefined) {
    // Zengine took the route from the plugin's record, not from register: a page without one ran,
    // at the namespace (as the wrapper's $routeParams read it).
    const routed = plugin.interfaces.find((iface) => ROUTED_TYPES.includes(iface.type));
    if (routed) plugin.route = defaultRoute(namespace, routed.type, registered, warnOf);
  }
  return freeze(plugin);
}

/** `/<namespace>` for a plugin with pages and no route, warned about once; refused when another plugin has it. */
function defaultRoute(namespace: string, type: string, registered: readonly ZnRegisteredPlugin[],
  warnOf: (form: string, message: string) => void): string {
  const route = `/${namespace}`;
  const owner = registered.find((other) => other.route === route);
  if (owner) fail('duplicate-route', `route is missing, and "${route}" (the namespace) is already used by plugin "${owner.namespace}"; expected a route of its own`);
  warnOf('missing-route', `a ${type} interface without route: its pages are at "${route}", the namespace; add route: '${route}' to choose it`);
  return route;
}

function checkKeys(object: Record<string, unknown>, known: string[], field: string, warnOf: (form: string, message: string) => void): void {
  const prefix = field ? `${field}.` : '';
  for (const key of Object.keys(object)) {
    if (known.includes(key)) continue;
    warnOf(`unknown:${prefix}${key}`, `unknown setting "${prefix}${key}" is ignored; expected one of ${known.filter((k) => !LEGACY_KEYS.includes(k)).join(', ')}`);
  }
}

/** The interfaces to validate with the field name each error should carry. */
function interfacesOf(settings: Record<string, unknown>, warnOf: (form: string, message: string) => void): Array<{ value: unknown; field: string }> {
  const shortFormKeys = [...SHORT_FORM_KEYS, ...LEGACY_KEYS].filter((key) => settings[key] !== undefined);
  if (settings.interfaces !== undefined) {
    if (!Array.isArray(settings.interfaces) || settings.interfaces.length === 0) {
      fail('bad-interfaces', `interfaces must be a non-empty array of objects such as { controller, template, type }; got ${describeValue(settings.interfaces)}`);
    }
    if (shortFormKeys.length > 0) {
      warnOf('short-and-interfaces', `${shortFormKeys.join(', ')} ${shortFormKeys.length === 1 ? 'is' : 'are'} ignored because interfaces is given; ` +
        'put them inside the interfaces[] entry they belong to');
    }
    return settings.interfaces.map((value, index) => ({ value, field: `interfaces[${index}]` }));
  }
  if (!shortFormKeys.some((key) => key === 'controller' || key === 'template')) {
    fail('missing-interfaces', 'settings need interfaces: [{ controller, template, type }] or the short form { route, controller, template }; got neither');
  }
  const shortForm: Record<string, unknown> = {};
  SHORT_FORM_KEYS.forEach((key) => { if (settings[key] !== undefined) shortForm[key] = settings[key]; });
  if (settings.fullPage !== undefined) shortForm.fullPage = settings.fullPage;
  return [{ value: shortForm, field: '' }];
}

/**
 * The type of an interface: `type`, else Zengine's old `fullPage` boolean (true: fullPage; false:
 * inline), else fullPage. The old boolean is warned about once per plugin.
 */
function typeOf(value: Record<string, unknown>, field: string, warnOf: (form: string, message: string) => void): unknown {
  const where = field ? `${field}.` : '';
  if (value.fullPage === undefined) return value.type === undefined && !field ? 'fullPage' : value.type;
  const legacy = value.fullPage ? 'fullPage' : 'inline';
  if (value.type !== undefined) {
    warnOf('fullPage', `${where}fullPage: ${String(value.fullPage)} is Zengine's old form and is ignored next to type: ${JSON.stringify(value.type)}; remove it`);
    return value.type;
  }
  warnOf('fullPage', `${where}fullPage: ${String(value.fullPage)} is Zengine's old form of the interface type; write type: '${legacy}' instead`);
  return legacy;
}

function validateInterface(value: unknown, field: string, namespace: string,
  warnOf: (form: string, message: string) => void): ZnPluginInterface {
  const name = (key: string) => (field ? `${field}.${key}` : key);
  if (!isPlainObject(value)) {
    fail('bad-interface', `${field} must be an object such as { controller, template, type }; got ${describeValue(value)}`);
  }
  if (field) checkKeys(value, [...INTERFACE_KEYS, ...LEGACY_KEYS], field, warnOf);

  const type = typeOf(value, field, warnOf);
  if (!isInterfaceType(type)) {
    fail('unknown-interface-type', `${name('type')} must be one of ${INTERFACE_TYPES.join(', ')}; got ${describeValue(type)}`);
  }
  const iface: { -readonly [K in keyof ZnPluginInterface]: ZnPluginInterface[K] } = {
    namespace, type, controller: checkController(value.controller, name('controller'), namespace, warnOf),
    template: checkTemplate(value.template, name('template'), namespace, warnOf), routes: [], topNav: false
  };

  if (type === 'inline') {
    if (!isPluginLocation(value.location)) {
      fail('unknown-location', `${name('location')} must be one of ${PLUGIN_LOCATIONS.join(', ')}; got ${describeValue(value.location)}`);
    }
    iface.location = value.location;
  } else if (value.location !== undefined) {
    // Zengine read location only for inline interfaces and ignored it elsewhere.
    warnOf(`misplaced:${name('location')}`, `${name('location')} is ignored: it applies only to inline interfaces; remove it or write type: 'inline'`);
  }

  if (value.routes !== undefined) {
    if (ROUTED_TYPES.includes(type)) iface.routes = checkRoutes(value.routes, name('routes'));
    else {
      warnOf(`misplaced:${name('routes')}`, `${name('routes')} is ignored: it applies only to fullPage and settings interfaces; remove it`);
      // Kept when valid: legacy-plugin-wrapper matched any interface's routes, as a shipped app's frame does (src/frame).
      try {
        iface.routes = checkRoutes(value.routes, name('routes'));
      } catch {
        iface.routes = [];
      }
    }
  }

  // A fullPage interface is in the top nav only when it says so, as Zengine's migrator read it.
  if (value.topNav !== undefined) {
    if (type !== 'fullPage') {
      warnOf(`misplaced:${name('topNav')}`, `${name('topNav')} is ignored: it applies only to fullPage interfaces; remove it`);
    } else {
      if (typeof value.topNav !== 'boolean') {
        warnOf(`topNav:${name('topNav')}`, `${name('topNav')} is read as ${Boolean(value.topNav)} (it was ${describeValue(value.topNav)}); write true or false`);
      }
      iface.topNav = Boolean(value.topNav);
    }
  }

  if (value.order !== undefined) {
    if (typeof value.order !== 'number' || !Number.isFinite(value.order)) {
      fail('bad-setting', `${name('order')} must be a finite number; got ${describeValue(value.order)}`);
    }
    iface.order = value.order;
  }
  return iface;
}

/**
 * A controller name must be a name $controller can look up. Zengine checked the namespace prefix
 * only when publishing, so a draft without it ran: here it runs too, with a warning.
 */
function checkController(value: unknown, field: string, namespace: string, warnOf: (form: string, message: string) => void): string {
  if (!isIdentifier(value)) {
    fail('bad-controller', `${field} must be a controller name such as '${namespace}Cntl'; got ${describeValue(value)}`);
  }
  if (!isNamespacedController(value, namespace)) {
    warnOf(`prefix:${value}`, `${field} "${value}" does not start with the namespace "${namespace}" (Zengine refuses this when publishing); rename it such as '${namespace}Cntl'`);
  }
  return value;
}

/** A template id is any non-empty id; one without the namespace's dash form runs, with a warning. */
function checkTemplate(value: unknown, field: string, namespace: string, warnOf: (form: string, message: string) => void): string {
  const dashed = dashNamespace(namespace);
  if (!isNonEmptyString(value)) {
    fail('bad-template-id', `${field} must be a template id such as '${dashed}-main'; got ${describeValue(value)}`);
  }
  if (!isNamespacedTemplateId(value, namespace)) {
    warnOf(`prefix:${value}`, `${field} "${value}" does not start with "${dashed}", the dash form of the namespace; rename it such as '${dashed}-main'`);
  }
  return value;
}

function checkRoutes(value: unknown, field: string): string[] {
  if (!Array.isArray(value)) fail('bad-route', `${field} must be an array of paths such as ['/:id']; got ${describeValue(value)}`);
  return value.map((pattern, index) => {
    if (typeof pattern !== 'string') fail('bad-route', `${field}[${index}] must be a path such as '/:id'; got ${describeValue(pattern)}`);
    const parsed = parseRoutePattern(pattern);
    if (typeof parsed === 'string') {
      fail('bad-route', `${field}[${index}] "${pattern}" ${parsed}; expected a path such as '/records/:id'`);
    }
    if (value.indexOf(pattern) !== index) fail('duplicate-route', `${field}[${index}] repeats "${pattern}"; expected each route once`);
    return pattern;
  });
}

function checkInterfaceCounts(interfaces: readonly ZnPluginInterface[], shortForm: boolean): void {
  if (shortForm) return;
  for (const type of SINGLE_TYPES) {
    const indexes = interfaces.map((iface, index) => (iface.type === type ? index : -1)).filter((index) => index >= 0);
    if (indexes.length > 1) {
      fail('duplicate-interface', `interfaces[${indexes[1]}] is a second ${type} interface; expected at most one ${type} interface per plugin`);
    }
  }
}
