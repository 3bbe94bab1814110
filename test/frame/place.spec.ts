// The pure parts of reading Zengine's v2 host's address (src/frame/place.ts), the page's location
// behind $window (src/frame/window.ts), ngRoute's routes in the frame (src/frame/routing.ts) and
// what a modal's button hands its opener (src/frame/modal-child.ts).
import { crossable } from '../../src/frame/modal-child';
import { hostPathFor, pathParamsOf, pluginPlaceOf } from '../../src/frame/place';
import { frameRoutePaths } from '../../src/frame/routing';
import { pageLocation, pluginWindow } from '../../src/frame/window';
import { routeParamsAt } from '../../src/frame/mount-view';

const PLUGIN = { namespace: 'dealBoard', route: '/deal-board' };

describe('zn-plugin-frame, the page\'s address', () => {
  describe('pluginPlaceOf', () => {
    it('reads plugin_route (<namespace>/<sub-path>) as Zengine\'s v2 host gives it, on the page and the settings page', () => {
      expect(pluginPlaceOf({ pathname: '/workspaces/1/plugins/dealBoard/alpha', pathParams: { workspace_id: '1', plugin_route: 'dealBoard/alpha' } }, PLUGIN))
        .toEqual({ kind: 'fullPage', segments: ['alpha'] });
      expect(pluginPlaceOf({ pathname: '/workspaces/1/admin/plugins/dealBoard/cfg7', pathParams: { workspace_id: '1', plugin_route: 'dealBoard/cfg7' } }, PLUGIN))
        .toEqual({ kind: 'settings', segments: ['cfg7'] });
      expect(pluginPlaceOf({ pathname: '/workspaces/1/plugins/dealBoard', pathParams: { plugin_route: 'dealBoard' } }, PLUGIN)).toEqual({ kind: 'fullPage', segments: [] });
      // the v1 route names the plugin too (a host that names plugin_route by it), case aside
      expect(pluginPlaceOf({ pathname: '/x', pathParams: { plugin_route: 'Deal-Board/12/edit' } }, PLUGIN)).toEqual({ kind: 'fullPage', segments: ['12', 'edit'] });
      // another plugin's page, the data page
      expect(pluginPlaceOf({ pathname: '/workspaces/1/plugins/other/alpha', pathParams: { plugin_route: 'other/alpha' } }, PLUGIN)).toBeNull();
      expect(pluginPlaceOf({ pathname: '/workspaces/1/data/3', pathParams: { workspace_id: '1', form_id: '3' } }, PLUGIN)).toBeNull();
    });

    it('reads the path of a host that gives no plugin_route, in Zengine\'s form and the v1 page\'s', () => {
      expect(pluginPlaceOf({ pathname: '/workspaces/1/plugins/dealBoard/7' }, PLUGIN)).toEqual({ kind: 'fullPage', segments: ['7'] });
      expect(pluginPlaceOf({ pathname: '/workspaces/1/admin/plugin/deal-board' }, PLUGIN)).toEqual({ kind: 'settings', segments: [] });
      expect(pluginPlaceOf({ pathname: '/workspaces/1/plugin/other-board/7' }, PLUGIN)).toBeNull();
    });
  });

  describe('hostPathFor', () => {
    const zengine = { pathname: '/workspaces/1/data/3' };
    it('moves a v1 address of the plugin\'s own pages to Zengine\'s /plugins/<namespace> address, query and hash kept', () => {
      expect(hostPathFor('/workspaces/1/plugin/deal-board/12?view=full#top', PLUGIN, zengine)).toBe('/workspaces/1/plugins/dealBoard/12?view=full#top');
      expect(hostPathFor('/workspaces/4/admin/plugin/deal-board', PLUGIN, zengine)).toBe('/workspaces/4/admin/plugins/dealBoard');
    });

    it('keeps any other path, and every path on a host that shows plugin pages at their v1 address', () => {
      expect(hostPathFor('/workspaces/1/plugin/other/12', PLUGIN, zengine)).toBe('/workspaces/1/plugin/other/12');
      expect(hostPathFor('/workspaces/1/data/2', PLUGIN, zengine)).toBe('/workspaces/1/data/2');
      expect(hostPathFor('/workspaces/1/plugin/deal-board/12', PLUGIN, { pathname: '/workspaces/1/plugin/deal-board' })).toBe('/workspaces/1/plugin/deal-board/12');
    });
  });

  it('pathParamsOf names the parameters of a path as Zengine\'s host does', () => {
    expect(pathParamsOf('/workspaces/1/plugins/dealBoard/12/', PLUGIN)).toEqual({ workspace_id: '1', plugin_route: 'dealBoard/12' });
    expect(pathParamsOf('/workspaces/1/plugin/deal-board', PLUGIN)).toEqual({ workspace_id: '1', plugin_route: 'dealBoard' });
    expect(pathParamsOf('/workspaces/2/data/5', PLUGIN)).toEqual({ workspace_id: '2', form_id: '5' });
  });

  it('routeParamsAt: a page interface\'s own routes; an inline one\'s own, else its page\'s, else none', () => {
    const page = { type: 'fullPage', routes: ['/:page'] } as any;
    const inline = { type: 'inline', routes: ['/:tab/:page'] } as any;
    const plain = { type: 'inline', routes: [] } as any;
    const plugin = { interfaces: [page, inline, plain] } as any;
    expect(routeParamsAt(plugin, page, { kind: 'fullPage', segments: ['alpha'] })).toEqual({ page: 'alpha' });
    expect(routeParamsAt(plugin, page, { kind: 'fullPage', segments: ['a', 'b', 'c'] })).toBeNull();
    expect(routeParamsAt(plugin, inline, { kind: 'fullPage', segments: ['notes', '9'] })).toEqual({ tab: 'notes', page: '9' });
    expect(routeParamsAt(plugin, plain, { kind: 'fullPage', segments: ['alpha'] })).toEqual({ page: 'alpha' });
    expect(routeParamsAt(plugin, plain, { kind: 'settings', segments: ['alpha'] })).toEqual({});
    expect(routeParamsAt(plugin, plain, null)).toEqual({});
  });

  it('frameRoutePaths: the plugin\'s pages at Zengine\'s and the v1 page\'s addresses, with their sub-routes, and the data pages', () => {
    const plugin = { namespace: 'dealBoard', route: '/deal-board', interfaces: [
      { type: 'fullPage', routes: ['/:id'] }, { type: 'settings', routes: [] }, { type: 'inline', routes: ['/:x'] }
    ] } as any;
    expect(frameRoutePaths(plugin)).toEqual([
      { path: '/workspaces/:workspace_id/plugins/dealBoard', page: 'fullPage' },
      { path: '/workspaces/:workspace_id/plugins/dealBoard/:id', page: 'fullPage' },
      { path: '/workspaces/:workspace_id/plugin/deal-board', page: 'fullPage' },
      { path: '/workspaces/:workspace_id/plugin/deal-board/:id', page: 'fullPage' },
      { path: '/workspaces/:workspace_id/admin/plugins/dealBoard', page: 'settings' },
      { path: '/workspaces/:workspace_id/admin/plugin/deal-board', page: 'settings' },
      { path: '/workspaces/:workspace_id/data', page: 'data' },
      { path: '/workspaces/:workspace_id/data/:form_id', page: 'data' }
    ]);
  });
});

describe('zn-plugin-frame, the page\'s location behind $window', () => {
  let moves: string[];
  let current: any;
  const location = () => pageLocation({
    current: () => current, navigate: (path) => moves.push('navigate ' + path), href: (url) => moves.push('href ' + url),
    hash: (hash) => moves.push('hash ' + hash), reload: () => moves.push('reload')
  });

  beforeEach(() => {
    moves = [];
    current = { href: 'https://app.zenginehq.com/workspaces/1/data/3?record=3.41', pathname: '/workspaces/1/data/3', searchParams: { record: '3.41' }, hash: 'top' };
  });

  it('reads the page\'s address', () => {
    const page = location();
    expect([page.href, page.origin, page.protocol, page.host, page.hostname, page.port]).toEqual([
      'https://app.zenginehq.com/workspaces/1/data/3?record=3.41#top', 'https://app.zenginehq.com', 'https:', 'app.zenginehq.com', 'app.zenginehq.com', '']);
    expect([page.pathname, page.search, page.hash, String(page)]).toEqual(['/workspaces/1/data/3', '?record=3.41', '#top', page.href]);
  });

  it('moves the page within its origin, loads another origin, sets the hash, reloads', () => {
    const page = location();
    page.href = '/workspaces/1/data/4';
    page.assign('../plugins/dealBoard');
    page.replace('https://app.zenginehq.com/workspaces/2/data');
    page.pathname = '/workspaces/1/data/9';
    page.search = '?q=1';
    page.hash = '#bottom';
    page.href = 'https://help.zenginehq.com/';
    page.reload();
    expect(moves).toEqual([
      'navigate /workspaces/1/data/4', 'navigate /workspaces/1/plugins/dealBoard', 'navigate /workspaces/2/data', 'navigate /workspaces/1/data/9?record=3.41#top',
      'navigate /workspaces/1/data/3?q=1#top', 'hash bottom', 'href https://help.zenginehq.com/', 'reload'
    ]);
  });

  it('pluginWindow: the window in everything but its location (window, self, top, parent are itself), its methods called on the window', () => {
    const page = location();
    const stand = pluginWindow(window, page, { open: 'opened' }) as any;
    expect(stand.location).toBe(page);
    expect([stand.window, stand.self, stand.top, stand.parent]).toEqual([stand, stand, stand, stand]);
    expect(stand.document).toBe(document);
    expect(stand.getComputedStyle(document.body).display).toBe('block');
    expect(stand.getComputedStyle).toBe(stand.getComputedStyle);
    expect(stand.Date).toBe(Date);
    expect(stand.open).toBe('opened');
    stand.location = '/workspaces/1/data/5';
    expect(moves).toEqual(['navigate /workspaces/1/data/5']);
    stand.znPlaceSpec = 1;
    expect((window as any).znPlaceSpec).toBe(1);
    delete (window as any).znPlaceSpec;
  });
});

describe('zn-plugin-frame, what a modal\'s button hands its opener', () => {
  it('a scope as its data; anything else as JSON, functions and $$ keys left out; null when it cannot be written', () => {
    const scope = angular.injector(['ng']).get('$rootScope').$new(true) as any;
    scope.draft = { name: 'x', save: () => undefined };
    scope.count = 2;
    scope.helper = () => undefined;
    expect(crossable(scope)).toEqual({ draft: { name: 'x' }, count: 2 });
    expect(crossable({ a: 1, $$hashKey: 'object:3', f: () => undefined, when: new Date(0) })).toEqual({ a: 1, when: '1970-01-01T00:00:00.000Z' });
    const loop: any = { a: 1 };
    loop.self = loop;
    expect(crossable(loop)).toBeNull();
    expect(crossable(undefined)).toBeNull();
    expect(crossable(5)).toBe(5);
  });
});
