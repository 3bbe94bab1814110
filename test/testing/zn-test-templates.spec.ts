import type { ITemplateCacheService } from 'angular';
import { ZnTestTemplatesService } from '../../src/testing/types';
import { KitServices, injectKit, loadKit, thrownBy } from './helpers';

describe('znTestTemplates', () => {
  let kit: KitServices;
  let templates: ZnTestTemplatesService;

  beforeEach(() => {
    loadKit();
    kit = injectKit();
    templates = kit.$injector.get('znTestTemplates');
  });

  it('puts each ng-template block of plugin.html in $templateCache, by id', () => {
    const ids = templates.load('<!-- templates -->\n<script type="text/ng-template" id="my-main"><p>{{name}}</p></script>\n' +
      '<script type="text/ng-template" id="my-editor"><form></form></script>');
    expect(ids).toEqual(['my-main', 'my-editor']);
    expect(kit.$injector.get<ITemplateCacheService>('$templateCache').get('my-main')).toBe('<p>{{name}}</p>');
  });

  it('refuses a block without an id, and something other than text', () => {
    expect(thrownBy(() => templates.load('<script type="text/ng-template"><p></p></script>')).code).toBe('bad-template');
    expect(thrownBy(() => templates.load(undefined as any)).code).toBe('bad-template');
  });
});
