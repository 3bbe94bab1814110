/**
 * Which libraries a shipped plugin's frame loads (src/ship-v2/plugin-uses.ts, frame-choice.ts):
 * each pattern plugins written for Zengine used pulls in its library, said with where it is, and a
 * plugin without it does not; comments, look-alike names and jqLite-safe calls pull in nothing;
 * what a library needs comes with it; maya.json's "frameLibraries" adds, removes or loads all, and
 * a setting that cannot be meant fails the build at its line of maya.json; unreadable sources
 * load everything. Then through buildShippedV2: the page loads what was decided, no more.
 */
import fs from 'fs';
import path from 'path';
import { buildShippedV2 } from '../../src/ship-v2';
import { chooseLibraries, readFrameLibrariesSetting } from '../../src/ship-v2/frame-choice';
import { LibraryKey } from '../../src/ship-v2/frame-libraries';
import { pluginUses } from '../../src/ship-v2/plugin-uses';
import { scriptFacts } from '../../src/ship-v2/script-facts';
import { readMayaConfig } from '../../src/repository/maya-config';
import { removeTempDirs, setEntry, shipRepository, stubSdkDir } from './helpers';

/** The libraries the plugin of `js` and `html` uses, in the table's order. */
function usesOf(js: string, html = ''): LibraryKey[] {
  return [...pluginUses({ script: scriptFacts(js), html, placeOf: (line) => `plugin.js:${line}` }).keys()];
}

function useOf(key: LibraryKey, js: string, html = ''): { sign: string; where: string } | undefined {
  return pluginUses({ script: scriptFacts(js), html, placeOf: (line) => `plugin.js:${line}` }).get(key);
}

const template = (id: string, body: string) => `<script type="text/ng-template" id="${id}">\n${body}\n</script>\n`;

/** A plugin that uses none of the optional libraries: a controller, znData, a template. */
const HELLO_JS = `plugin.controller('helloCntl', ['$scope', 'znData', function ($scope, znData) {
  $scope.name = 'World';
  znData('Forms').query({}, function (forms) { $scope.forms = forms; });
}]).register('hello', { route: '/hello', controller: 'helloCntl', template: 'hello-main', type: 'fullPage', routes: ['/:id'] });`;
const HELLO_HTML = template('hello-main', '<p class="hello">Hello {{name}}</p><ul><li ng-repeat="form in forms">{{form.name | uppercase}}</li></ul>');

describe('the libraries a shipped frame loads, read from the plugin\'s sources', () => {
  it('finds none in a plugin that uses none (a Hello World)', () => {
    expect(usesOf(HELLO_JS, HELLO_HTML)).toEqual([]);
  });

  describe('jQuery', () => {
    it('for $(...), jQuery, $window.jQuery and $.ajax', () => {
      expect(usesOf("$('.row').addClass('on');")).toEqual(['jquery']);
      expect(usesOf('jQuery.each(items, fn);')).toEqual(['jquery']);
      expect(usesOf('var jq = $window.jQuery;')).toEqual(['jquery']);
      expect(usesOf("$.ajax({ url: '/x' });")).toEqual(['jquery']);
      expect(useOf('jquery', "\n\n$('.row').hide();")).toEqual({ sign: '`$`', where: 'plugin.js:3' });
    });

    it('for methods jqLite lacks, as on an element (Z-Chat\'s element.scrollTop(...), .closest, .show())', () => {
      expect(usesOf('var link = function (scope, element) { element.scrollTop(element[0].scrollHeight); };')).toEqual(['jquery']);
      expect(usesOf("var x = element.closest('.panel');")).toEqual(['jquery']);
      expect(usesOf('element.show();')).toEqual(['jquery']);
      expect(usesOf('element.focus();')).toEqual(['jquery']);
      expect(usesOf("angular.element(node).trigger('change');")).toEqual(['jquery']);
    });

    it('for selectors jqLite does not take: .find(\'.x\'), angular.element(\'#id\'), delegated events, .children(\'.x\')', () => {
      expect(useOf('jquery', "element.find('.item input');")).toEqual({ sign: ".find('.item input') (jqLite finds by tag name only)", where: 'plugin.js:1' });
      expect(usesOf("angular.element('#board').addClass('x');")).toEqual(['jquery']);
      expect(usesOf("element.on('click', '.row', onRow);")).toEqual(['jquery']);
      expect(usesOf("element.children('.row');")).toEqual(['jquery']);
    });

    it('not for what jqLite does, a comment, a text, arrays or the plugin\'s own scope functions', () => {
      expect(usesOf([
        '// jQuery: $(".x").hide() was the old way',
        "var label = 'use $(\"x\")';",
        "element.find('input').addClass('on'); element.on('click', onClick);",
        'angular.element(document).ready(start); angular.element(\'<div class="x">\');',
        'items.filter(function (x) { return x; }).find(function (x) { return x; });',
        '$scope.show = function () {}; $scope.show(); $scope.hide(); this.toggle(); Object.is(a, b);',
        '$element[0].focus(); document.getElementById("x").click(); $window.focus();'
      ].join('\n'))).toEqual([]);
    });
  });

  describe('jQuery UI and ui-sortable', () => {
    it('ui-sortable in a template (the labs record board): ui-sortable, jQuery UI and, for those, jQuery, with the template named', () => {
      const html = template('board-main', '<ul class="records" ui-sortable="sortableOptions" ng-model="folderRecords[folder.id]"></ul>');
      expect(usesOf('$scope.sortableOptions = { connectWith: ".records" };', html)).toEqual(['jquery-ui', 'ui-sortable']);
      expect(useOf('ui-sortable', '', html)).toEqual({ sign: 'ui-sortable', where: 'template board-main' });
      expect(usesOf('', '<div data-ui-sortable="opts"></div>')).toEqual(['jquery-ui', 'ui-sortable']);
    });

    it('$(...).sortable(...), .draggable(...), ui-draggable, $.ui and the ui.sortable module', () => {
      expect(usesOf('$(element).sortable({ items: "li" });')).toEqual(['jquery', 'jquery-ui']);
      expect(usesOf('element.draggable({ revert: true });')).toEqual(['jquery-ui']);
      expect(usesOf('', '<li ng-repeat="item in items" ui-draggable="draggableOptions">{{item}}</li>')).toEqual(['jquery-ui']);
      expect(usesOf('if ($.ui) start();')).toEqual(['jquery', 'jquery-ui']);
      expect(usesOf("angular.module('board', ['ui.sortable']);")).toEqual(['jquery-ui', 'ui-sortable']);
    });

    it('markup in plugin.js\'s strings counts as a template (a directive\'s template)', () => {
      expect(useOf('ui-sortable', "\nplugin.directive('x', function () { return { template: '<ul ui-sortable=\"opts\"></ul>' }; });"))
        .toEqual({ sign: 'ui-sortable', where: 'plugin.js:2' });
    });

    it('not for options objects named after them', () => {
      expect(usesOf('$scope.sortableOptions = {}; $scope.draggableOptions = { revert: true };', '<p>{{sortableOptions}}</p>')).toEqual([]);
    });
  });

  describe('Firebase and AngularFire', () => {
    it('for new Firebase(url), $firebase (injected by name or as a parameter), firebaseUrl, $firebaseArray', () => {
      expect(usesOf('var ref = new Firebase(url);')).toEqual(['firebase']);
      expect(usesOf("plugin.service('store', ['$firebase', function (fb) { return fb; }]);")).toEqual(['firebase']);
      expect(usesOf('plugin.controller("c", function ($scope, $firebase) {});')).toEqual(['firebase']);
      expect(usesOf('var url = plugin.firebaseUrl + "/items";')).toEqual(['firebase']);
      expect(usesOf('var list = $firebaseArray(ref);')).toEqual(['firebase']);
    });

    it('not for the word in a comment or a text', () => {
      expect(usesOf('// Firebase would do this\nvar note = "saved in firebase";')).toEqual([]);
    });
  });

  describe('moment', () => {
    it('for moment(...), moment.utc(...) and $window.moment', () => {
      expect(usesOf("var due = moment(record.due).format('L');")).toEqual(['moment']);
      expect(usesOf('var now = moment.utc();')).toEqual(['moment']);
      expect(usesOf('var m = $window.moment;')).toEqual(['moment']);
    });

    it('not for a property or a text of that name', () => {
      expect(usesOf("$scope.moment = 'now'; var text = 'in a moment(';")).toEqual([]);
    });
  });

  describe('Bootstrap 2.3.2\'s jQuery plugins', () => {
    it('for data-toggle in templates (a zn-top-nav menu), $(el).modal(\'show\'), .dropdown(), .tooltip() and .popover()', () => {
      expect(useOf('bootstrap-js', '', template('nav', '<li class="dropdown">\n<a href="#" data-toggle="dropdown">Menu</a></li>')))
        .toEqual({ sign: 'toggle', where: 'template nav' });
      expect(usesOf('', template('m', '<button data-toggle="modal" data-target="#help">?</button>'))).toEqual(['bootstrap-js']);
      expect(usesOf("$('#help').modal('show');")).toEqual(['jquery', 'bootstrap-js']);
      expect(usesOf('var link = function (scope, element) { element.tooltip({ title: scope.tip }); element.popover(); };'))
        .toEqual(['bootstrap-js']);
    });

    it('not for the words in texts, scope functions named so, or 0.12\'s dropdown and tooltip directives', () => {
      expect(usesOf("$scope.modal = function () {}; $scope.modal(); var t = 'a tooltip(';")).toEqual([]);
      expect(usesOf('', template('d', '<span dropdown><a dropdown-toggle>Menu</a></span><i tooltip="Hi"></i>'))).not.toContain('bootstrap-js');
    });
  });

  describe('angular-route and angular-resource', () => {
    it('for $routeParams, $routeProvider, $route, ngRoute and ng-view', () => {
      expect(useOf('angular-route', "plugin.controller('c', ['$scope', '$routeParams', function ($scope, $routeParams) {}]);"))
        .toEqual({ sign: '`$routeParams`', where: 'plugin.js:1' });
      expect(usesOf("plugin.config(['$routeProvider', function (r) { r.when('/x', {}); }]);")).toEqual(['angular-route']);
      expect(usesOf('$route.reload();')).toEqual(['angular-route']);
      expect(usesOf('', '<div ng-view></div>')).toEqual(['angular-route']);
    });

    it('for $resource', () => {
      expect(usesOf("plugin.factory('Items', function ($resource) { return $resource('/items/:id'); });")).toEqual(['angular-resource']);
    });

    it('not for a registration\'s routes', () => {
      expect(usesOf("plugin.register('x', { route: '/x', routes: ['/:page'] });")).toEqual([]);
    });
  });

  describe('zn-plugin-compat (AngularJS 1.2, UI Bootstrap 0.12)', () => {
    it('for UI Bootstrap 0.12 markup: <tabset>, datepicker-popup, tooltip, typeahead', () => {
      expect(useOf('compat', '', template('t', '<tabset><tab heading="One">1</tab></tabset>'))).toEqual({ sign: '<tabset>', where: 'template t' });
      // a plugin.js wrapped as Zengine's first runtime served it: compat gives `wizehive.makePlugin`
      expect(useOf('compat', "(function (prefix, wizehive, angular) {\n  var plugin = wizehive.makePlugin(prefix);\n})('demoPlugin', wizehive, angular);"))
        .toEqual({ sign: '`wizehive`', where: 'plugin.js:1' });
      expect(usesOf('', '<input ng-model="d" datepicker-popup="yyyy-MM-dd">')).toEqual(['compat']);
      expect(usesOf('', '<i tooltip="Help"></i>')).toEqual(['compat']);
      expect(usesOf('', '<input ng-model="x" typeahead="f for f in forms">')).toEqual(['compat']);
    });

    it('for what 1.2 read otherwise: ng-if/ng-show, (key, value) repeats, number inputs, selects without ng-options, orderBy', () => {
      expect(usesOf('', '<p ng-show="record.active">on</p>')).toEqual(['compat']);
      expect(useOf('compat', '', '<li ng-repeat="(key, value) in record">{{key}}</li>')).toEqual({ sign: 'ng-repeat over (key, value)', where: 'plugin.html' });
      expect(usesOf('', '<input type="number" ng-model="record.amount">')).toEqual(['compat']);
      expect(usesOf('', '<select ng-model="x"><option value="1">One</option></select>')).toEqual(['compat']);
      expect(usesOf('', '<li ng-repeat="x in xs | orderBy:\'name\'">{{x}}</li>')).toEqual(['compat']);
    });

    it('for $http\'s .success/.error, $modal, $cookieStore, angular.lowercase, a plugin filter and a global controller', () => {
      expect(usesOf("$http.get('/x').success(function (data) {});")).toEqual(['compat']);
      expect(usesOf("$modal.open({ templateUrl: 'x' });")).toEqual(['compat']);
      expect(usesOf("$cookieStore.put('k', 1);")).toEqual(['compat']);
      expect(usesOf('var k = angular.lowercase(name);')).toEqual(['compat']);
      expect(useOf('compat', "plugin.filter('formName', function () { return function (x) { return x; }; });"))
        .toEqual({ sign: ".filter('formName', ...) (a plugin filter)", where: 'plugin.js:1' });
      expect(useOf('compat', 'function ListCtrl($scope) {}', '<div ng-controller="ListCtrl"></div>'))
        .toEqual({ sign: 'ng-controller="ListCtrl" (not registered: a global function)', where: 'plugin.html' });
    });

    it('not for 2.5 markup, console.error, a registered controller or an ng-repeat over a list', () => {
      expect(usesOf("plugin.controller('ListCtrl', function ($scope) { console.error('x'); $log.error('y'); });",
        '<div ng-controller="ListCtrl as list"><div uib-tabset><div uib-tab heading="One"></div></div>' +
        '<li ng-repeat="x in xs track by x.id">{{x}}</li><select ng-model="y" ng-options="o for o in os"></select></div>')).toEqual([]);
    });
  });

  describe('zn-plugin-extras', () => {
    it('for its filters, directives and services', () => {
      expect(useOf('extras', '', template('t', '<p>{{ record.note | truncate:20 }}</p>'))).toEqual({ sign: '| truncate', where: 'template t' });
      expect(usesOf('', '<input ng-model="n" numbers-only>')).toEqual(['extras']);
      expect(usesOf('', '<zn-form-select ng-model="formId" forms="forms"></zn-form-select>')).toEqual(['extras']);
      expect(usesOf("plugin.controller('c', ['znForm', function (znForm) {}]);")).toEqual(['extras']);
      expect(usesOf("var plural = $filter('pluralize')(name);")).toEqual(['extras']);
      expect(usesOf("plugin.controller('c', function (pluralizeFilter) {});")).toEqual(['extras']);
    });

    it('not for AngularJS\'s own filters or a logical or', () => {
      expect(usesOf('', '<p>{{ a || b }} {{ when | date:\'short\' }} {{ name | uppercase }}</p>')).toEqual([]);
    });
  });
});

describe('the choice of libraries', () => {
  const found = (keys: LibraryKey[]) => new Map(keys.map((key) => [key, { sign: `s-${key}`, where: 'plugin.js:1' }]));

  it('loads what a library needs with it, saying so', () => {
    const { choice } = chooseLibraries(found(['ui-sortable']), {});
    expect([...(choice as { libraries: Set<LibraryKey> }).libraries]).toEqual(['jquery', 'jquery-ui', 'ui-sortable']);
    expect(choice!.decisions.find((item) => item.key === 'jquery')).toEqual({ key: 'jquery', loaded: true, why: 'needed by ui-sortable' });
    expect(choice!.decisions.find((item) => item.key === 'ui-sortable')).toEqual({ key: 'ui-sortable', loaded: true, why: 's-ui-sortable at plugin.js:1' });
    expect(choice!.decisions.find((item) => item.key === 'moment')).toEqual({ key: 'moment', loaded: false });
  });

  it('takes maya.json\'s "frameLibraries": true loads, false leaves out, "all" loads every library', () => {
    const { choice } = chooseLibraries(found(['moment']), { firebase: true, moment: false });
    expect([...choice!.libraries]).toEqual(['firebase']);
    expect(choice!.decisions.find((item) => item.key === 'moment')).toEqual({ key: 'moment', loaded: false, why: '"frameLibraries" of maya.json' });
    expect(chooseLibraries(found([]), 'all').choice!.libraries.size).toBe(10);
  });

  it('loads every library when the sources could not be read', () => {
    const { choice } = chooseLibraries(null, {}, 'plugin.js could not be read (Unexpected token)');
    expect(choice!.libraries.size).toBe(10);
    expect(choice!.decisions[0].why).toBe('plugin.js could not be read (Unexpected token): every library is loaded');
  });

  it('refuses to leave out what a loaded library needs, and a setting it cannot read', () => {
    expect(chooseLibraries(found(['jquery-ui']), { jquery: false }).error).toBe('"frameLibraries" leaves out "jquery", but jQuery UI is loaded ' +
      '(s-jquery-ui at plugin.js:1) and needs it: set "jquery-ui": false too, or take "jquery": false out');
    expect(readFrameLibrariesSetting({ jQuery: true }).error).toMatch(/^"frameLibraries" names no library "jQuery"; expected "all", or an object/);
    expect(readFrameLibrariesSetting({ moment: 'yes' }).error).toBe('"frameLibraries": "moment" must be true or false; got "yes"');
    expect(readFrameLibrariesSetting(['moment']).error).toMatch(/^"frameLibraries" must be "all", or an object of true \(load it\) and false .*; got \["moment"\]$/);
    expect(readFrameLibrariesSetting(undefined)).toEqual({ setting: {} });
  });
});

describe('a shipped app\'s page loads what its plugin uses', () => {
  let repo: string;
  let sdkDir: string;
  beforeEach(() => {
    repo = shipRepository();
    sdkDir = stubSdkDir();
  });
  afterEach(removeTempDirs);

  async function build() {
    const config = readMayaConfig(repo);
    const plugin = config.plugins.find((entry) => entry.configName === 'board');
    return buildShippedV2({ plugin: plugin!, repoDir: config.repoDir, configFile: config.file, env: config.env, sdkDir, zip: true });
  }
  const scripts = (dist: string) => (fs.readFileSync(path.join(dist, 'index.html'), 'utf8').match(/<script src="[^"]+"/g) || []).map((tag) => tag.slice(13, -1));

  it('a sortable board with dates: jQuery, jQuery UI, ui-sortable, moment and compat, the rest left out of the page and of dist/', async () => {
    const src = path.join(repo, 'plugins', 'board', 'src');
    fs.writeFileSync(path.join(src, 'dates.js'), "plugin.filter('wgnDue', function () {\n  return function (d) { return moment(d).fromNow(); };\n});\n");
    fs.writeFileSync(path.join(src, 'columns.html'),
      '<script type="text/ng-template" id="wgn-columns">\n<ul ui-sortable="opts" ng-model="records"><li ng-repeat="r in records">{{r.due | wgnDue}}</li></ul>\n</script>\n');
    const result = await build();
    expect(result.problems).toEqual([]);
    const dist = result.distDir as string;
    expect(scripts(dist)).toEqual([
      'vendor/jquery/jquery.min.js', 'vendor/jquery-ui/jquery-ui.min.js', 'vendor/angular/angular.min.js', 'vendor/angular-sanitize/angular-sanitize.min.js',
      'vendor/angular-ui-bootstrap/ui-bootstrap-tpls.min.js', 'vendor/angular-ui-sortable/sortable.min.js', 'vendor/moment/moment.min.js',
      'sdk/zn-plugin.min.js', 'sdk/zn-plugin-compat.min.js', 'plugin.js', 'sdk/zn-plugin-frame.min.js'
    ]);
    expect(fs.existsSync(path.join(dist, 'vendor', 'firebase'))).toBe(false);
    const why = new Map(result.frame!.decisions.map((item) => [item.key, item.why]));
    expect(why.get('moment')).toBe('`moment` at src/dates.js:2');
    expect(why.get('ui-sortable')).toBe('ui-sortable at template record-board-columns');
    expect(why.get('compat')).toBe(".filter('recordBoardDue', ...) (a plugin filter) at src/dates.js:1");
    expect(why.get('jquery')).toBe('needed by jQuery UI');
    expect(result.frameBytes).toBeGreaterThan(100 * 1024);
  });

  it('takes maya.json\'s "frameLibraries", and fails the plugin at its line of maya.json when it cannot be meant', async () => {
    setEntry(repo, 'board', { frameLibraries: { moment: true } });
    const result = await build();
    expect(result.problems).toEqual([]);
    expect(scripts(result.distDir as string)).toContain('vendor/moment/moment.min.js');
    setEntry(repo, 'board', { frameLibraries: { Moment: true } });
    const failed = await build();
    const line = fs.readFileSync(path.join(repo, 'maya.json'), 'utf8').split('\n').findIndex((text) => text.includes('"frameLibraries"')) + 1;
    expect(failed.problems.map((item) => [item.file, item.line, item.level])).toEqual([[path.join(repo, 'maya.json'), line, 'error']]);
    expect(failed.problems[0].message).toMatch(/^plugin "board" cannot be shipped as a version 2 app: "frameLibraries" names no library "Moment"; expected "all"/);
    expect(failed.zipFile).toBeUndefined();
  });
});
