import { announce, pageUpdate, templatesOf } from '../../src/serve/changes';
import type { PageUpdate } from '../../src/serve/changes';
import type { ServedPlugin } from '../../src/serve';
import { appStampLine } from '../../src/v2';

const template = (id: string, body: string) => `<script type="text/ng-template" id="${id}">${body}</script>\n`;

function plugin(sources: Partial<ServedPlugin['sources']>, more: Partial<ServedPlugin> = {}): ServedPlugin {
  return {
    source: 'folder', dir: '/p', name: 'p', frontendDir: '/p', backendDir: null, namespace: 'p',
    sources: { js: 'plugin.register("p", {});', html: template('p-main', '<p>one</p>') + template('p-side', '<p>side</p>'), css: '.a {}', ...sources },
    problems: [], ok: true, services: [], watchDirs: [], ...more
  };
}

describe('what a change means for an open page (changes.ts)', () => {
  it('is a templates update in place, carrying the namespace and only the templates that changed, when only templates changed', () => {
    const after = plugin({ html: template('p-main', '<p>two</p>') + template('p-side', '<p>side</p>') });
    expect(pageUpdate([plugin({})], [after])).toEqual({ kind: 'templates', plugins: [{ namespace: 'p', templates: { 'p-main': '<p>two</p>' } }], styles: [] });
  });

  it('takes a new template in place, and names a style edit made with it', () => {
    const after = plugin({ html: plugin({}).sources.html + template('p-new', 'new'), css: '.a { color: red }' });
    expect(pageUpdate([plugin({})], [after])).toEqual({ kind: 'templates', plugins: [{ namespace: 'p', templates: { 'p-new': 'new' } }], styles: ['p'] });
  });

  it('reloads, and says why, when the script changed (a register call, a .run block), even with templates changed too', () => {
    const after = plugin({ js: 'plugin.register("p", { title: "x" });', html: template('p-main', 'changed') });
    const update = pageUpdate([plugin({})], [after]);
    expect(update.kind).toBe('reload');
    expect((update as { reason?: string }).reason).toContain('plugin "p": its script changed');
  });

  it('reloads when a template was removed or text beside the templates changed', () => {
    expect(pageUpdate([plugin({})], [plugin({ html: template('p-main', '<p>one</p>') })]).kind).toBe('reload');
    expect(pageUpdate([plugin({})], [plugin({ html: '<!-- note -->\n' + plugin({}).sources.html })]).kind).toBe('reload');
  });

  it('is a stylesheet swap for a style edit alone, and nothing when nothing the page shows changed', () => {
    expect(pageUpdate([plugin({})], [plugin({ css: '.b {}' })])).toEqual({ kind: 'styles', namespaces: ['p'] });
    expect(pageUpdate([plugin({})], [plugin({})])).toEqual({ kind: 'none' });
  });

  describe('of a plugin shown in frames (version 2, shipped)', () => {
    const framed = (registration: string, stamp: string, namespace = 'f') => plugin({ js: registration + appStampLine(stamp), html: template('f-v2-view-0', '<div zn-v2-frame></div>') },
      { namespace, version2: true });

    it('loads only its frames again when its app changed and its registration on the page did not, beside the others\' updates in place', () => {
      const v1Before = plugin({});
      const v1After = plugin({ html: template('p-main', '<p>two</p>') + template('p-side', '<p>side</p>') });
      expect(pageUpdate([v1Before, framed('register(f)', 'aa01')], [v1After, framed('register(f)', 'bb02')])).toEqual({
        kind: 'frames', namespaces: ['f'], plugins: [{ namespace: 'p', templates: { 'p-main': '<p>two</p>' } }], styles: []
      });
      expect(pageUpdate([framed('register(f)', 'aa01')], [framed('register(f)', 'bb02')])).toEqual({ kind: 'frames', namespaces: ['f'], plugins: [], styles: [] });
    });

    it('reloads the page when its registration changed (its title, its views), or a v1 plugin\'s script did', () => {
      expect(pageUpdate([framed('register(f)', 'aa01')], [framed('register(f, { title: 2 })', 'bb02')]).kind).toBe('reload');
      expect(pageUpdate([plugin({}), framed('register(f)', 'aa01')], [plugin({ js: 'changed' }), framed('register(f)', 'bb02')]).kind).toBe('reload');
    });

    it('tells the page which plugins\' frames to load again', () => {
      const sent: Array<[string, Record<string, unknown>]> = [];
      announce({ kind: 'frames', namespaces: ['f'], plugins: [], styles: ['p'] }, { send: (event, data) => sent.push([event, data]), log: () => undefined }, ['a.js']);
      expect(sent).toEqual([['styles', { namespaces: ['p'], files: ['a.js'] }], ['frames', { namespaces: ['f'], files: ['a.js'] }]]);
    });
  });

  it('reads templates as AngularJS does: the script body as written, either quote', () => {
    const read = templatesOf(`<script type='text/ng-template' id='a'>\n  <b>{{x}}</b>\n</script>${template('b', '$&')}`);
    expect(read.templates).toEqual({ a: '\n  <b>{{x}}</b>\n', b: '$&' });
  });

  it('tells the page, and the terminal for a script edit only', () => {
    const sent: Array<[string, Record<string, unknown>]> = [];
    const logged: string[] = [];
    const talk = { send: (event: string, data: Record<string, unknown>) => { sent.push([event, data]); }, log: (line: string) => { logged.push(line); } };
    const templates: PageUpdate = { kind: 'templates', plugins: [{ namespace: 'p', templates: { a: 'x' } }], styles: ['p'] };
    announce(templates, talk, ['p/plugin.html']);
    expect(sent).toEqual([['templates', { plugins: [{ namespace: 'p', templates: { a: 'x' } }], files: ['p/plugin.html'] }],
      ['styles', { namespaces: ['p'], files: ['p/plugin.html'] }]]);
    expect(logged).toEqual([]);
    announce({ kind: 'reload', reason: 'why' }, talk, ['p/plugin.js']);
    expect(sent[2]).toEqual(['change', { files: ['p/plugin.js'] }]);
    expect(logged).toEqual(['why']);
  });
});
