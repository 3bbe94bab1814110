import { frameIndexHtml, FRAME_ROOT_MARKUP } from '../../src/frame/index-html';
import { queryParams, rpcRouteOf } from '../../src/frame/http-over-rpc';
import { absUrlOf, frameRouteParams, interfaceRouteParams, urlOf } from '../../src/frame/location';
import { modalScopeData, widthOfClasses } from '../../src/frame/dialogs';
import { firebaseOverWebSocket, pagePathOfLink } from '../../src/frame/page';
import { RpcClient } from '../../src/frame/rpc-client';
import { FakeHost, HOST_ORIGIN, NEVER, until } from './fake-host';

describe('zn-plugin-frame, its parts', () => {
  describe('the index.html of a shipped app', () => {
    it('loads the libraries, the SDK, compat, extras, the plugin, then the runtime last, on a body with the root', () => {
      const html = frameIndexHtml({
        title: 'Deal <Board>', pluginScripts: ['plugin.js'], stylesheets: ['plugin.css'],
        templates: [{ id: 'deal-board-main', html: '<p>{{x}}</p><script>bad()</script>' }]
      });
      const scripts = (html.match(/<script src="[^"]+"/g) || []).map((tag) => tag.slice(13, -1));
      expect(scripts).toEqual(['jquery.js', 'jquery-ui.js', 'angular.js', 'angular-route.js', 'angular-sanitize.js', 'ui-bootstrap-tpls.js',
        'sortable.js', 'zn-plugin.js', 'zn-plugin-compat.js', 'zn-plugin-extras.js', 'plugin.js', 'zn-plugin-frame.js']);
      expect(html).toContain('<body>\n  ' + FRAME_ROOT_MARKUP);
      expect(html).toContain('<link rel="stylesheet" href="plugin.css">');
      expect(html).toContain('<title>Deal &lt;Board&gt;</title>');
      expect(html).toContain('<script type="text/ng-template" id="deal-board-main"><p>{{x}}</p><script>bad()<\\/script></script>');
      expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    });

    it('loads the libraryScripts given in place of the default, as a build of one\'s own whose plugin needs Bootstrap 2\'s jQuery plugins gives them', () => {
      const libraries = ['jquery.js', 'bootstrap-modal.js', 'bootstrap-dropdown.js', 'bootstrap-tooltip.js', 'bootstrap-popover.js', 'angular.js',
        'angular-sanitize.js', 'ui-bootstrap-tpls.js', 'zn-plugin.js'];
      const html = frameIndexHtml({ title: 'Menu', pluginScripts: ['plugin.js'], libraryScripts: libraries });
      const scripts = (html.match(/<script src="[^"]+"/g) || []).map((tag) => tag.slice(13, -1));
      expect(scripts).toEqual([...libraries, 'plugin.js', 'zn-plugin-frame.js']);
    });
  });

  describe('which host method answers a URL', () => {
    it('sends the API to znHttp and plugin services to znPluginData, anything else out as usual', () => {
      expect(rpcRouteOf('/v1/forms/3/records?limit=2&a=1&a=2', '/v1', '/plugins', 'http://app.test'))
        .toEqual({ kind: 'api', path: '/forms/3/records', params: { limit: '2', a: ['1', '2'] } });
      expect(rpcRouteOf('/plugins/workspaces/12/dealBoard/summary/4?x=1', '/v1', '/plugins', 'http://app.test'))
        .toEqual({ kind: 'service', workspaceId: '12', namespace: 'dealBoard', route: '/summary/4', params: { x: '1' } });
      expect(rpcRouteOf('https://api.zenginehq.com/v1/forms', 'https://api.zenginehq.com/v1', '/plugins', 'http://app.test'))
        .toEqual({ kind: 'api', path: '/forms', params: {} });
      expect(rpcRouteOf('/v1x/forms', '/v1', '/plugins', 'http://app.test')).toBeNull();
      expect(rpcRouteOf('/templates/main.html', '/v1', '/plugins', 'http://app.test')).toBeNull();
      expect(rpcRouteOf('https://other.test/v1/forms', '/v1', '/plugins', 'http://app.test')).toBeNull();
      expect(queryParams('filter=%7B%22and%22%3A%5B%5D%7D')).toEqual({ filter: '{"and":[]}' });
    });
  });

  describe('the page\'s address', () => {
    it('gives the sub-path of a plugin page, the parameters of the first fitting route, and $routeParams as the page had them', () => {
      const iface = { routes: ['/:id', '/:id/edit'] } as any;
      expect(interfaceRouteParams(iface, [])).toEqual({});
      expect(interfaceRouteParams(iface, ['12', 'edit'])).toEqual({ id: '12' });
      expect(interfaceRouteParams(iface, ['12', 'x', 'y'])).toBeNull();
      expect(frameRouteParams({ searchParams: { id: 'q', tab: 'a' }, pathParams: { workspace_id: '1', plugin_route: 'board/12' } }, { id: '12' }))
        .toEqual({ id: '12', tab: 'a', workspace_id: '1' });
      expect(urlOf({ pathname: '/workspaces/1/data', searchParams: { record: '2.41', flag: true }, hash: 'top' })).toBe('/workspaces/1/data?record=2.41&flag#top');
      // the page's absolute address after a change: its origin (from href, else protocol, host and port), the new path
      expect(absUrlOf({ href: 'https://app.zenginehq.com/workspaces/1/data', pathname: '/workspaces/1/data/4' })).toBe('https://app.zenginehq.com/workspaces/1/data/4');
      expect(absUrlOf({ protocol: 'http:', host: 'localhost:4000', port: 4000, pathname: '/x' })).toBe('http://localhost:4000/x');
      expect(absUrlOf({ protocol: 'http', host: 'localhost', port: 4000, pathname: '/x' })).toBe('http://localhost:4000/x');
    });

    it('moves the page for links to the app\'s pages only', () => {
      const origin = 'http://deal.localhost:4000';
      expect(pagePathOfLink('/workspaces/1/data', origin)).toBe('/workspaces/1/data');
      expect(pagePathOfLink('#/workspaces/1/data?x=1', origin)).toBe('/workspaces/1/data?x=1');
      expect(pagePathOfLink('http://deal.localhost:4000/workspaces/2', origin)).toBe('/workspaces/2');
      ['#', '', '#top', 'https://example.com/x', '//cdn.test/x', 'mailto:a@b.c', 'javascript:void(0)', '/img/logo.png', 'help.html']
        .forEach((href) => expect(pagePathOfLink(href, origin)).toBeNull());
    });
  });

  describe('a modal\'s scope', () => {
    it('crosses as its data, inherited too (below $rootScope), without functions, whose names it gives', () => {
      const root: any = { $root: null, user: { id: 1 } };
      root.$root = root;
      const parent = Object.create(root);
      parent.listing = [1, 2];
      const scope = Object.create(parent);
      Object.assign(scope, { draft: { name: 'x', $$hashKey: 'o:1' }, save() { return 1; }, $id: 3 });
      expect(modalScopeData(scope)).toEqual({ data: { draft: { name: 'x' }, listing: [1, 2] }, dropped: ['save'] });
    });

    it('gives the page\'s frame the width Zengine\'s dialog classes gave the dialog', () => {
      expect(widthOfClasses('wide-modal mine')).toBe('80%');
      expect(widthOfClasses('modal-filter-panel')).toBe('830px');
      expect(widthOfClasses('modal-narrow')).toBe('450px');
      expect(widthOfClasses('mine')).toBeUndefined();
    });
  });

  describe('the PostRPC client', () => {
    it('calls every subscriber of an event, also with a falsy result, and ignores other windows', async () => {
      const host = new FakeHost({});
      const client = new RpcClient({ target: host, listener: host.frameWindow, origin: HOST_ORIGIN });
      const heard: unknown[] = [];
      client.subscribe('tick', (payload) => heard.push(['a', payload]));
      const stop = client.subscribe('tick', (payload) => heard.push(['b', payload]));
      host.emit('tick', 0);
      stop();
      host.emit('tick', 1);
      host.deliver({ jsonrpc: '2.0', id: null, result: 2, event: 'tick' }, 'http://evil.test');
      expect(heard).toEqual([['a', 0], ['b', 0], ['a', 1]]);
      client.stop();
    });

    it('resolves answers by id, and rejects failures with the host\'s error kept', async () => {
      const host = new FakeHost({ add: (args) => args.a + args.b, boom: () => { throw Object.assign(new Error('no'), { status: 409 }); }, slow: () => NEVER });
      const client = new RpcClient({ target: host, listener: host.frameWindow, origin: HOST_ORIGIN, timeout: 20 });
      expect(await client.call('add', { a: 2, b: 3 })).toBe(5);
      const echoedAsText = client.call('slow', undefined, { timeout: 0 });
      host.deliver({ jsonrpc: '2.0', result: 'ok', id: '2' });
      expect(await echoedAsText).toBe('ok');
      expect(host.requests[0]).toEqual({ jsonrpc: '2.0', method: 'add', args: { a: 2, b: 3 }, id: 1 });
      const failure: any = await client.call('boom', {}, { service: 'spec' }).catch((error) => error);
      expect(failure.code).toBe('host-failure');
      expect(failure.rpcError.code).toBe(-32000);
      expect(failure.data.status).toBe(409);
      const slow: any = await client.call('slow').catch((error) => error);
      expect(slow.code).toBe('host-timeout');
      let settled = false;
      client.call('slow', undefined, { timeout: 0 }).then(() => { settled = true; }, () => { settled = true; });
      await until(() => host.calls('slow').length === 3);
      expect(settled).toBe(false);
      client.stop();
    });
  });
  describe('Firebase in a frame whose storage the browser denies', () => {
    /** A window with Firebase's INTERNAL switch, and a localStorage that works or throws as the browser's does. */
    function fakeWindow(storage: 'works' | 'denied', withFirebase = true) {
      const calls: string[] = [];
      const store: Record<string, string> = {};
      const win: any = withFirebase ? { Firebase: { INTERNAL: { forceWebSockets() { calls.push('forceWebSockets'); } } } } : {};
      Object.defineProperty(win, 'localStorage', {
        get() {
          if (storage === 'denied') throw new DOMException('Failed to read the \'localStorage\' property from \'Window\': Access is denied for this document.', 'SecurityError');
          return { setItem: (key: string, value: string) => { store[key] = value; }, removeItem: (key: string) => { delete store[key]; } };
        }
      });
      return { win: win as Window, calls, store };
    }

    it('makes the client start with WebSocket (it would start with long polling, which the workbench\'s databases do not answer)', () => {
      const { win, calls } = fakeWindow('denied');
      expect(firebaseOverWebSocket(win)).toBe(true);
      expect(calls).toEqual(['forceWebSockets']);
    });

    it('changes nothing where storage works, or without Firebase', () => {
      const working = fakeWindow('works');
      expect(firebaseOverWebSocket(working.win)).toBe(false);
      expect(working.calls).toEqual([]);
      expect(working.store).toEqual({});
      expect(firebaseOverWebSocket(fakeWindow('denied', false).win)).toBe(false);
    });
  });
});
