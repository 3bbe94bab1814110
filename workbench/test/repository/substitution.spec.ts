/** The placeholders, replaced as mayan's legacy build replaced them (src/repository/substitution.ts). */
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
