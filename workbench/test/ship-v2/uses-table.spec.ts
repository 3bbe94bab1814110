/**
 * The signs of zn-plugin-compat and zn-plugin-extras (src/ship-v2/uses-table.ts) against what the
 * SDK's built bundles register: the bundles of dist/ run in a jsdom page after AngularJS, and every
 * directive, filter and service their modules register, and every built-in compat changes, is one
 * the detection knows (a use of it in a plugin loads the bundle). A new one fails here until the
 * table names it.
 */
import fs from 'fs';
import path from 'path';
import { pluginUses } from '../../src/ship-v2/plugin-uses';
import { scriptFacts } from '../../src/ship-v2/script-facts';
import {
  COMPAT_DIRECTIVES, COMPAT_FILTERS, COMPAT_SERVICES, EXTRAS_DIRECTIVES, EXTRAS_FILTERS, EXTRAS_SERVICES
} from '../../src/ship-v2/uses-table';
import { SDK_DIST } from './helpers';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { JSDOM } = require('jsdom');

type Queue = Array<[string, string, unknown[]]>;

/** What each module registers: `kind:name` (directive, filter, factory, decorator, config). */
function registrations(): Record<string, string[]> {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/', runScripts: 'outside-only' });
  const root = path.resolve(SDK_DIST, '..');
  ['angular/angular.js', 'angular-sanitize/angular-sanitize.js', 'angular-ui-bootstrap/dist/ui-bootstrap-tpls.js']
    .map((file) => path.join(root, 'node_modules', file))
    .concat(['zn-plugin.js', 'zn-plugin-compat.js', 'zn-plugin-extras.js'].map((file) => path.join(SDK_DIST, file)))
    .forEach((file) => dom.window.eval(fs.readFileSync(file, 'utf8')));
  const read = (name: string) => {
    const module = dom.window.angular.module(name) as { _invokeQueue: Queue; _configBlocks: Queue };
    const kind = (method: string) => ({ register: 'filter', decorator: 'decorator', invoke: 'config' } as Record<string, string>)[method] || method;
    return [...module._invokeQueue, ...module._configBlocks].map(([, method, args]) => `${kind(method)}:${typeof args[0] === 'string' ? args[0] : 'fn'}`);
  };
  return { compat: read('zn.plugin.compat'), extras: read('zn.plugin.extras.parts') };
}

const usesCompat = (js: string, html = '') => pluginUses({ script: scriptFacts(js), html, placeOf: () => 'plugin.js' }).has('compat');

/** What compat changes of AngularJS's own, each with markup or code that relies on it (and must load compat). */
const COMPAT_CHANGES: Record<string, { js?: string; html?: string }> = {
  'filter:znLegacyKeyOrder': { html: '<li ng-repeat="(key, value) in record">{{key}}</li>' },
  'filter:znLegacyTruth': { html: '<p ng-if="record.flag">x</p>' },
  'directive:input': { html: '<input type="number" ng-model="record.amount">' },
  'directive:select': { html: '<select ng-model="x"><option value="2">Two</option></select>' },
  'config:fn': { html: '<div ng-controller="GlobalCntl"></div>' },
  'decorator:$filter': { js: "plugin.filter('name', function () { return function (x) { return x; }; });" },
  'decorator:$http': { js: "$http.get('/x').success(function () {});" },
  'decorator:ngRepeatDirective': { html: '<li ng-repeat="(k, v) in o">{{k}}</li>' },
  'decorator:ngIfDirective': { html: '<p ng-if="a">x</p>' },
  'decorator:ngShowDirective': { html: '<p ng-show="a">x</p>' },
  'decorator:ngHideDirective': { html: '<p ng-hide="a">x</p>' },
  'decorator:orderByFilter': { html: '<li ng-repeat="x in o | orderBy:\'name\'">{{x}}</li>' },
  'decorator:filterFilter': { html: '<li ng-repeat="x in o | filter:q">{{x}}</li>' },
  'decorator:$timeout': { js: '$timeout.cancel(promise);' },
  'decorator:$interval': { js: '$interval.cancel(promise);' }
};

describe('the signs of the SDK\'s optional bundles, against the bundles of dist/', () => {
  const registered = registrations();

  it('know every directive, filter and service zn-plugin-extras registers', () => {
    expect(registered.extras.length).toBeGreaterThan(20);
    expect(registered.extras.slice().sort()).toEqual([
      ...EXTRAS_DIRECTIVES.map((name) => `directive:${name}`), ...EXTRAS_FILTERS.map((name) => `filter:${name}`),
      ...EXTRAS_SERVICES.map((name) => `factory:${name}`)
    ].sort());
  });

  it('know every directive, filter and service zn-plugin-compat registers, and what it changes of AngularJS\'s own', () => {
    expect(registered.compat.length).toBeGreaterThan(40);
    const known = [
      ...COMPAT_DIRECTIVES.map((name) => `directive:${name}`), ...COMPAT_FILTERS.map((name) => `filter:${name}`),
      ...COMPAT_SERVICES.map((name) => `factory:${name}`), ...Object.keys(COMPAT_CHANGES)
    ];
    expect(registered.compat.filter((item) => !known.includes(item))).toEqual([]);
    expect(known.filter((item) => !registered.compat.includes(item))).toEqual([]);
  });

  it('load compat for a use of each of its directives, services and changes', () => {
    COMPAT_DIRECTIVES.forEach((name) => {
      const dashed = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      expect(usesCompat('', `<div ${dashed}="x"></div>`)).withContext(name).toBe(true);
    });
    COMPAT_SERVICES.forEach((name) => expect(usesCompat(`plugin.controller('c', ['${name}', function (s) {}]);`)).withContext(name).toBe(true));
    Object.keys(COMPAT_CHANGES).forEach((name) => {
      const change = COMPAT_CHANGES[name];
      expect(usesCompat(change.js || '', change.html || '')).withContext(name).toBe(true);
    });
    expect(usesCompat('', '<span>{{ match.label | typeaheadHighlight:query }}</span>')).toBe(true);
  });
});
