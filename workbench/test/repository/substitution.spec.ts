/** The placeholders, replaced as mayan's legacy build replaced them (src/repository/substitution.ts). */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { readRepository } from '../../src/repository/repository';
import { removeCopies, write } from './helpers';
import {
  camelCaseToDash, kebabToCamelCase, prepareOwnJs, substituteCss, substituteHtml, substituteJs
} from '../../src/repository/substitution';

describe('repository placeholders', () => {
  it('names as mayan wrote them: camelCaseToDash and kebabToCamelCase', () => {
    expect(camelCaseToDash('myPlugin')).toBe('my-plugin');
    expect(camelCaseToDash('dealBoardV2')).toBe('deal-board-v2');
    expect(kebabToCamelCase('my-plugin')).toBe('myPlugin');
    expect(kebabToCamelCase('myPlugin')).toBe('myPlugin');
  });

  describe('in JavaScript', () => {
    it('wgnX becomes the camel-case namespace and X, upper-cased', () => {
      expect(substituteJs("plugin.controller('wgnMainCntl')", 'myPlugin')).toBe("plugin.controller('myPluginMainCntl')");
      expect(substituteJs('var wgnfoo;', 'myPlugin')).toBe('var myPluginFoo;');
      // a dashed namespace is camel-cased for this rule only
      expect(substituteJs('wgnCtrl', 'my-plugin')).toBe('myPluginCtrl');
    });

    it('wgn- becomes the dashed namespace and a dash', () => {
      expect(substituteJs("template: 'wgn-main'", 'myPlugin')).toBe("template: 'my-plugin-main'");
    });

    it('any other wgn becomes the namespace as written', () => {
      expect(substituteJs("plugin.register('wgn', {})", 'myPlugin')).toBe("plugin.register('myPlugin', {})");
      expect(substituteJs("znPluginData('wgn') + wgn_1", 'myPlugin')).toBe("znPluginData('myPlugin') + myPlugin_1");
    });

    it('replaces in that order, every occurrence', () => {
      expect(substituteJs('wgnA wgn-b wgn wgnC wgn-d wgn', 'deal')).toBe('dealA deal-b deal dealC deal-d deal');
    });

    it('{replace-route} becomes the route and \'use strict\'; goes, in the plugin\'s own files; a $ in the route is kept', () => {
      expect(prepareOwnJs("'use strict';\nroute: '{replace-route}', back: '{replace-route}'", '/my-$&-route'))
        .toBe("\nroute: '/my-$&-route', back: '/my-$&-route'");
      expect(prepareOwnJs('"use strict";', '/r')).toBe('"use strict";');
    });
  });

  describe('in HTML and CSS', () => {
    it('wgn- becomes the dashed namespace, then wgn the namespace', () => {
      expect(substituteHtml('<div id="wgn-main" ng-controller="wgnMainCntl">', 'myPlugin'))
        .toBe('<div id="my-plugin-main" ng-controller="myPluginMainCntl">');
      expect(substituteCss('.wgn-main .wgnTitle {}', 'myPlugin')).toBe('.my-plugin-main .myPluginTitle {}');
    });

    it('has no wgnX rule, as mayan had none there: a dashed namespace is kept as written', () => {
      expect(substituteHtml('ng-controller="wgnMainCntl"', 'my-plugin')).toBe('ng-controller="my-pluginMainCntl"');
      expect(substituteCss('.wgnfoo {}', 'myPlugin')).toBe('.myPluginfoo {}');
    });
  });
});

// A repository whose maya.json writes the namespace kebab-case: mayan's build (and the migrator's
// wgnTransformer) left a bare `wgn` as the namespace was written, so the plugin reaches its backend
// as `znPluginData('name-space')`; only wgnX became camelCase and wgn- the dashed form.
describe('the build of a repository whose namespace is kebab-case', () => {
  let repo: string;

  beforeEach(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-repo-kebab-'));
    write(path.join(repo, 'maya.json'), JSON.stringify({ environments: { dev: { default: true, plugins: { chat: { id: 5, namespace: 'name-space', route: '/chat' } } } } }));
    write(path.join(repo, 'plugins', 'chat', 'plugin-register.js'),
      "plugin.register('wgn', { route: '{replace-route}', controller: 'wgnCntl', template: 'wgn-main' });\n");
    write(path.join(repo, 'plugins', 'chat', 'src', 'chat.js'),
      "plugin.controller('wgnCntl', ['$scope', 'znPluginData', function ($scope, znPluginData) {\n" +
      "  znPluginData('wgn').get('/messages', { workspaceId: 1 });\n}]);\n");
    write(path.join(repo, 'plugins', 'chat', 'src', 'chat.html'), '<script type="text/ng-template" id="wgn-main"><div class="wgn-box">wgn</div></script>\n');
    write(path.join(repo, 'plugins', 'chat', 'src', 'chat.css'), '.wgn-box { color: red; }\n');
  });
  afterEach(() => {
    fs.rmSync(repo, { recursive: true, force: true });
    removeCopies();
  });

  it('keeps a bare wgn as written, makes wgnX camelCase and wgn- dashed', () => {
    const chat = readRepository(repo, {}).plugins[0];
    expect(chat.ok).withContext(JSON.stringify(chat.problems)).toBe(true);
    expect(chat.namespace).toBe('nameSpace');
    expect(chat.sources.js).toContain("znPluginData('name-space').get('/messages'");
    expect(chat.sources.js).toContain("plugin.controller('nameSpaceCntl'");
    expect(chat.sources.js).toContain("plugin.register('name-space', {");
    expect(chat.sources.js).toContain("template: 'name-space-main'");
    expect(chat.sources.html).toContain('id="name-space-main"');
    expect(chat.sources.css).toContain('.name-space-box');
    expect(chat.problems).toEqual([]);
  });
});
