/**
 * plugin.json of a v1 plugin shipped as v2 (src/ship-v2/plugin-json.ts, registration.ts): what
 * Zengine's migrator wrote for the same registration, for every fixture of its tests
 * (workbench/test/fixtures/ship-v2/registrations/: our own files with the same registrations, each
 * beside the plugin.json the migrator's test expects), read by running the registration; and
 * registrations the migrator could not read (variables, helpers), and those that cannot be views.
 */
import fs from 'fs';
import path from 'path';
import { derivePluginJson } from '../../src/ship-v2/plugin-json';
import { readRegistrations } from '../../src/ship-v2/registration';
import { FIXTURES } from './helpers';

const REGISTRATIONS = path.join(FIXTURES, 'ship-v2', 'registrations');

/** Our fixture for each fixture of the migrator's test/plugin-register-examples.js. */
const MIGRATOR_FIXTURES: Record<string, string> = {
  fullPageWithTopNavTrue: 'top-nav-true',
  fullPageWithTopNavFalse: 'top-nav-false',
  fullPageWithTopNavUndefined: 'top-nav-absent',
  fullPageSettingsAndInline: 'page-settings-inline',
  fullPageSettingsAndInlineWithSpecifiedSrc: 'own-src',
  fullPageAndRecordOverlyWithHiddenIcon: 'overlay-hidden-icon',
  singleInterfaceFullPage: 'short-full-page',
  singleInterfaceFullPageHideIcon: 'short-full-page-no-nav',
  singleInterfaceInline: 'short-inline',
  singleInterfaceInlineNoIcon: 'short-inline-no-icon',
  fullPageSettingsAndInlineWithDefaultDimensions: 'default-dimensions',
  fullPageSettingsAndInlineWithDefaultDimensionsChained: 'default-dimensions-chained'
};

/** The plugin.json of a registration script, read as the build reads it: by running it. */
function pluginJsonOf(script: string): unknown {
  const run = readRegistrations(script);
  expect(run.stopped).toBeUndefined();
  expect(run.calls.length).toBe(1);
  return derivePluginJson(run.calls[0].settings);
}

describe('plugin.json of a shipped v1 plugin', () => {
  describe('gives what Zengine\'s migrator wrote for each fixture of its tests', () => {
    it('has a fixture of ours for every fixture of the migrator\'s tests, and nothing else', () => {
      const ours = fs.readdirSync(REGISTRATIONS).filter((file) => file.endsWith('.js')).map((file) => file.slice(0, -3)).sort();
      expect(ours).toEqual(Object.values(MIGRATOR_FIXTURES).sort());
    });

    Object.keys(MIGRATOR_FIXTURES).forEach((migratorName) => {
      const name = MIGRATOR_FIXTURES[migratorName];
      it(`${migratorName} (${name}.js)`, () => {
        const script = fs.readFileSync(path.join(REGISTRATIONS, `${name}.js`), 'utf8');
        const expected = JSON.parse(fs.readFileSync(path.join(REGISTRATIONS, `${name}.plugin.json`), 'utf8'));
        expect(pluginJsonOf(script)).toEqual({ pluginJson: expected });
      });
    });
  });

  describe('reads registrations the migrator could not (it read literals only)', () => {
    it('a registration built with variables, a helper and angular.extend', () => {
      const script = [
        'var NAMESPACE = "deals";',
        'var shared = { controller: NAMESPACE + "Cntl", template: "deals-main" };',
        'function at(location) { return angular.extend({}, shared, { type: "inline", location: location }); }',
        'var views = ["zn-plugin-form-top", "zn-plugin-form-bottom"].map(at);',
        'views.unshift(angular.merge({}, shared, { type: "fullPage", topNav: 1 > 0 }));',
        'plugin.register(NAMESPACE, { icon: "icon-" + "star", interfaces: views });'
      ].join('\n');
      expect(pluginJsonOf(script)).toEqual({ pluginJson: { icon: 'icon-star', views: [
        { type: 'fullPage', src: '/index.html', hideIcon: false },
        { type: 'inline', location: 'zn-plugin-form-top', src: '/index.html' },
        { type: 'inline', location: 'zn-plugin-form-bottom', src: '/index.html' }
      ] } });
    });

    it('a plugin.js whose other code touches the page, jQuery and libraries the workbench does not know', () => {
      const script = [
        'var width = $(window).width() + document.body.clientWidth;',
        'Highcharts.setOptions({ lang: { thousandsSep: "," } });',
        'if (typeof module !== "undefined") { module.exports = {}; }',
        'window.deals = { ready: false };',
        'setTimeout(function () { throw new Error("never runs"); }, 0);',
        'plugin.controller("dealsCntl", ["$scope", function ($scope) { $scope.w = width; }])',
        '  .register("deals", { route: "/deals", controller: "dealsCntl", template: "deals-main" });'
      ].join('\n');
      expect(pluginJsonOf(script)).toEqual({ pluginJson: { views: [{ type: 'fullPage', src: '/index.html' }] } });
    });

    it('takes the type as the SDK does: the old fullPage: false is inline, a short form without a type is a fullPage', () => {
      expect(derivePluginJson({ controller: 'aCntl', template: 'a-main', fullPage: false, location: 'zn-top-nav' }))
        .toEqual({ pluginJson: { views: [{ type: 'inline', location: 'zn-top-nav', src: '/index.html' }] } });
      expect(derivePluginJson({ controller: 'aCntl', template: 'a-main' }))
        .toEqual({ pluginJson: { views: [{ type: 'fullPage', src: '/index.html' }] } });
      expect(derivePluginJson({ interfaces: [{ controller: 'aCntl', template: 'a-main', fullPage: true, topNav: true }] }))
        .toEqual({ pluginJson: { views: [{ type: 'fullPage', src: '/index.html', hideIcon: false }] } });
    });
  });

  describe('writes each key as the migrator wrote it, in its order', () => {
    /** plugin.json's text as the build writes it. */
    const text = (settings: unknown) => JSON.stringify(derivePluginJson(settings).pluginJson);

    it('the short form with no topNav: no hideIcon where the migrator wrote none', () => {
      expect(text({ route: '/a', controller: 'aCntl', template: 'a-main', type: 'fullPage', icon: 'icon-a' }))
        .toBe('{"views":[{"src":"/index.html","type":"fullPage"}],"icon":"icon-a"}');
      expect(text({ route: '/a', controller: 'aCntl', template: 'a-main', type: 'settings' })).toBe('{"views":[{"src":"/index.html","type":"settings"}]}');
      // fullPage: true hides the icon; topNav gives !topNav whichever comes first; the short form's own hideIcon is not read
      expect(text({ controller: 'aCntl', template: 'a-main', fullPage: true })).toBe('{"views":[{"src":"/index.html","type":"fullPage","hideIcon":true}]}');
      expect(text({ topNav: true, controller: 'aCntl', template: 'a-main', fullPage: true })).toBe('{"views":[{"src":"/index.html","hideIcon":false,"type":"fullPage"}]}');
      expect(text({ controller: 'aCntl', template: 'a-main', type: 'recordOverlay', hideIcon: true })).toBe('{"views":[{"src":"/index.html","type":"recordOverlay"}]}');
      expect(text({ controller: 'aCntl', template: 'a-main', type: 'inline', location: 'zn-top-nav', topNav: false }))
        .toBe('{"views":[{"src":"/index.html","type":"inline","location":"zn-top-nav","hideIcon":true}]}');
    });

    it('an empty icon as the migrator wrote it: "icon": ""', () => {
      expect(text({ icon: '', interfaces: [{ controller: 'aCntl', template: 'a-main', type: 'fullPage' }] }))
        .toBe('{"views":[{"src":"/index.html","type":"fullPage","hideIcon":true}],"icon":""}');
    });

    it('an interface of interfaces: its keys in the registration\'s order, hideIcon by the last word', () => {
      expect(text({ icon: 'icon-mail-squared', interfaces: [
        { controller: 'wgnCntl', template: 'wgn-main', type: 'fullPage', order: 300, topNav: true, routes: ['/:page'] },
        { controller: 'wgnSettingsCntl', template: 'wgn-settings', type: 'settings' },
        { controller: 'wgnRecCntl', template: 'wgn-rec', type: 'inline', location: 'zn-plugin-form-top', defaultDimensions: { height: '120px' } }
      ] })).toBe('{"views":[{"src":"/index.html","type":"fullPage","hideIcon":false},{"src":"/index.html","type":"settings"},' +
        '{"src":"/index.html","type":"inline","location":"zn-plugin-form-top","defaultDimensions":{"height":"120px"}}],"icon":"icon-mail-squared"}');
      // topNav: true, then hideIcon: true: the migrator kept the later one
      expect(text({ interfaces: [{ controller: 'a', template: 'a-main', type: 'fullPage', topNav: true, hideIcon: true }] }))
        .toBe('{"views":[{"src":"/index.html","type":"fullPage","hideIcon":true}]}');
      expect(text({ interfaces: [{ controller: 'a', template: 'a-main', hideIcon: false, type: 'fullPage' }] }))
        .toBe('{"views":[{"src":"/index.html","hideIcon":false,"type":"fullPage"}]}');
      // a location on another type is copied, as the migrator did (v2 hosts read it on inline views only)
      expect(text({ interfaces: [{ controller: 'a', template: 'a-main', type: 'settings', location: 'zn-top-nav' }] }))
        .toBe('{"views":[{"src":"/index.html","type":"settings","location":"zn-top-nav"}]}');
    });
  });

  describe('refuses what cannot be views, saying why', () => {
    const refusals: Array<[string, unknown, RegExp]> = [
      ['no interface', { route: '/a', title: 'A' }, /^the registration has no interface/],
      ['an empty interfaces list', { interfaces: [] }, /^interfaces is \[\]: expected a non-empty array/],
      ['two fullPages', { interfaces: [{ type: 'fullPage' }, { type: 'settings' }, { type: 'fullPage' }] },
        /^interfaces\[2\] is a second fullPage interface \(interfaces\[0\] is one\): a plugin has one fullPage view$/],
      ['two settings', { interfaces: [{ type: 'settings' }, { type: 'settings' }] }, /^interfaces\[1\] is a second settings interface/],
      ['an unknown type', { interfaces: [{ type: 'sidebar' }] }, /^interfaces\[0\]\.type is "sidebar": a v2 view is one of fullPage, settings, inline, recordOverlay$/],
      ['an interface without a type', { interfaces: [{ controller: 'aCntl' }] }, /^interfaces\[0\]\.type is nothing/],
      ['an unknown location', { interfaces: [{ type: 'inline', location: 'zn-sidebar' }] }, /^interfaces\[0\]\.location is "zn-sidebar": an inline view is at one of zn-top-nav, /],
      ['an inline view without a location', { controller: 'a', type: 'inline' }, /^location is nothing/],
      ['a src outside the app', { interfaces: [{ type: 'settings', src: 'https://cdn.example.com/a.html' }] }, /^interfaces\[0\]\.src is "https:/],
      ['a src that climbs out', { interfaces: [{ type: 'settings', src: '/../a.html' }] }, /^interfaces\[0\]\.src is "\/\.\.\/a\.html"/],
      ['settings that are not an object', 'board', /^the settings of plugin\.register are "board"/]
    ];
    refusals.forEach(([what, settings, message]) => {
      it(what, () => {
        const derived = derivePluginJson(settings);
        expect(derived.pluginJson).toBeUndefined();
        expect(derived.error).toMatch(message);
      });
    });
  });
});

describe('reading the registration by running plugin.js', () => {
  it('gives the line of each register call and its namespace', () => {
    const run = readRegistrations('var a = 1;\n\nplugin.register("one", { controller: "oneCntl" });\nplugin.register(a, {});\n');
    expect(run.calls.map((call) => [call.namespace, call.line])).toEqual([['one', 3], [null, 4]]);
  });

  it('reads a plugin.js wrapped as Zengine\'s first runtime served it under the wrapper\'s prefix (wizehive.makePlugin)', () => {
    const run = readRegistrations([
      '(function (prefix, wizehive, angular) {',
      '  var plugin = wizehive.makePlugin(prefix);',
      '  plugin.controller("tallyCntl", ["$scope", function () {}])',
      '    .register("Any name at all", { route: "/tally", interfaces: [{ type: "fullPage", controller: "tallyCntl", template: "tally-main" }] });',
      '})("tally", wizehive, angular);'
    ].join('\n'));
    expect(run.stopped).toBeUndefined();
    expect(run.calls.map((call) => [call.namespace, call.line])).toEqual([['tally', 4]]);
    expect(derivePluginJson(run.calls[0].settings).pluginJson).toEqual({ views: [{ type: 'fullPage', src: '/index.html', hideIcon: true }] });
  });

  it('says where the script stopped when it throws before registering', () => {
    const run = readRegistrations('var settings = null;\nvar x = 1;\nplugin.register("one", settings.interfaces);\n');
    expect(run.calls).toEqual([]);
    expect(run.stopped).toEqual({ message: 'TypeError: Cannot read properties of null (reading \'interfaces\')', line: 3 });
  });

  it('says where a script that does not compile is wrong', () => {
    expect(readRegistrations('var a = 1;\nplugin.register("one", {{ });\n').stopped).toEqual({ message: 'SyntaxError: Unexpected token \'{\'', line: 2 });
  });

  it('ends a script that loops, after its time limit', () => {
    const run = readRegistrations('for (;;) {}\nplugin.register("one", {});');
    expect(run.calls).toEqual([]);
    expect(run.stopped && run.stopped.message).toMatch(/^it ran for more than 2000 ms/);
  });

  it('keeps a registration made before the script loops or throws', () => {
    expect(readRegistrations('plugin.register("one", { controller: "c" });\nnull.x;').calls.length).toBe(1);
  });

  it('gives the script nothing of Node: no require, process, module or global of this process', () => {
    const script = [
      'var seen = [typeof require, typeof process, typeof Buffer, typeof global,',
      '  this.constructor.constructor("return typeof process")()].join(",");',
      'var escape = this.constructor.constructor("return this")();',
      'plugin.register("one", { seen: seen, escapedToNode: typeof escape.process });'
    ].join('\n');
    const run = readRegistrations(script);
    expect(run.calls[0].settings).toEqual({ seen: 'undefined,undefined,undefined,undefined,undefined', escapedToNode: 'undefined' });
  });

  it('says so when the settings cannot be written as JSON', () => {
    const run = readRegistrations('var s = { controller: "c" }; s.self = s; plugin.register("one", s);');
    expect(run.calls[0].settings).toBeUndefined();
    expect(run.calls[0].unreadable).toMatch(/circular/);
  });
});
