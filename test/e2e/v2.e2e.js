'use strict';
// Zengine's version 2 plugins on the workbench (docs/v2.md): a repository whose maya.json names two
// "version": 2 plugins, the lab (built by a plain script, no network) and one whose build fails.
// The lab's views sit in frames of http://v2lab.localhost:<port> where Zengine placed them, and
// every host method is driven from inside a frame over PostRPC, as the plugin's own code calls it.
const fs = require('fs');
const { textsOf, useWorkbench, usePagePerTest } = require('./support/workbench');

const { labRepository, builds, labFrame, call } = require('./support/v2-lab');

describe('a version 2 plugin in the workbench', () => {
  const repo = labRepository();
  const session = useWorkbench({ plugins: [repo] });
  usePagePerTest(session);
  beforeAll(() => builds(session));
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('shows the fullPage view in a frame of the plugin\'s own origin, with its context', async () => {
    const page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/plugin/v2Lab'));
    const frame = await labFrame(page, 'fullPage');
    expect(new URL(frame.url()).host).toBe(`v2lab.localhost:${session.demo.workbench.port}`);
    const context = await frame.evaluate(() => window.lab.context);
    expect(context.plugin.namespace).toBe('v2Lab');
    expect(context.pluginView).toEqual({ type: 'fullPage', src: '/index.html' });
    expect(context.workspace.id).toBe(1);
    expect(context.workspace.forms.length).toBeGreaterThan(0);
    expect(context.workspace.forms[0].fields.length).toBeGreaterThan(0);
    // each form as plugin-sdk's ZengineForm lists it: its folders, data views and links (a v2 chart plugin reads folders)
    const deals = context.workspace.forms.find((form) => form.name === 'Deals');
    expect(deals.folders.map((folder) => folder.name)).toEqual(['Open', 'Won', 'Lost']);
    expect(deals.dataViews.map((view) => view.name)).toEqual(jasmine.arrayContaining(['Big open deals', 'My deals']));
    expect(deals.linkedForms).toContain(jasmine.objectContaining({ type: 'belongsTo', form: { id: jasmine.any(Number) } }));
    context.workspace.forms.forEach((form) => expect(Array.isArray(form.folders)).withContext(form.name).toBe(true));
    expect(context.workspace.members.length).toBeGreaterThan(0);
    expect(context.workspace.roles.length).toBeGreaterThan(0);
    expect(context.workspace.formGroups.map((group) => group.name)).toEqual(['Sales']);
    expect(context.user.id).toEqual(jasmine.any(Number));
    expect(context.plugin.firebaseUrl).toMatch(/^http:\/\/v2lab\.firebaseio\.localhost:\d+$/);
    expect(context.plugin.firebaseAuthToken).toEqual(jasmine.any(String));
    expect(context.states.length).toBeGreaterThan(0);
    expect(context.countries.length).toBeGreaterThan(0);
    expect(context.location.pathname).toBe('/workspaces/1/plugin/v2Lab');
    expect(context.location.pathParams).toEqual({ workspace_id: '1', plugin_route: 'v2Lab' });
    // the build saw ZENGINE_ENV and maya.json's env for the plugin
    const env = await frame.evaluate(() => fetch('/env.json').then((response) => response.json()));
    expect(env).toEqual({ ZENGINE_ENV: 'dev', LAB_GREETING: 'hello from maya.json' });
    // the plugin's icon is in the top nav, as a fullPage view without hideIcon
    expect(await textsOf(page, '.demo-nav .navbar-nav a[href="/workspaces/1/plugin/v2Lab"]')).toEqual(['lab']);
  });

  /** The first form of workspace 1 with a record: { formId, recordId }. */
  async function aRecord() {
    const forms = await session.demo.call('GET', '/v1/forms?workspace.id=1&limit=10');
    for (const form of forms.body.data) {
      const records = await session.demo.call('GET', `/v1/forms/${form.id}/records?limit=1`);
      if (records.body.data.length) return { formId: form.id, recordId: records.body.data[0].id };
    }
    throw new Error('the sandbox has no record');
  }

  it('places every view where Zengine placed it: inline at each location, the record overlay, settings', async () => {
    const page = session.tab.page;
    const { formId, recordId } = await aRecord();
    await page.goto(session.demo.url(`/workspaces/1/data/${formId}?record=${formId}.${recordId}`));
    const wheres = ['inline zn-top-nav', 'inline zn-plugin-data-subheader', 'inline zn-plugin-panel-header', 'inline zn-plugin-panel-footer',
      'inline zn-plugin-form-top', 'inline zn-plugin-form-bottom', 'recordOverlay'];
    for (const where of wheres) await labFrame(page, where);
    // each frame sits in its location of the host page
    const places = await page.$$eval('iframe.zn-v2-frame', (frames) => frames.map((frame) => {
      const location = frame.closest('[zn-plugin-location]');
      return location ? location.getAttribute('zn-plugin-location') : frame.closest('[zn-plugin-record-overlay]') ? 'record overlay' : 'elsewhere';
    }).sort());
    expect(places).toEqual(['record overlay', 'zn-plugin-data-subheader', 'zn-plugin-form-bottom', 'zn-plugin-form-top',
      'zn-plugin-panel-footer', 'zn-plugin-panel-header', 'zn-top-nav']);
    // in the overlay, the context has the record and its form; defaultDimensions size the frame
    const overlay = await labFrame(page, 'recordOverlay');
    const context = await overlay.evaluate(() => window.lab.context);
    expect(context.record.id).toBe(recordId);
    expect(context.form.id).toBe(formId);
    expect(context.location.searchParams).toEqual({ record: `${formId}.${recordId}` });
    const topNav = await page.$eval('[zn-plugin-location="zn-top-nav"] iframe.zn-v2-frame', (frame) => [frame.style.width, frame.style.height]);
    expect(topNav).toEqual(['120px', '30px']);

    await page.goto(session.demo.url('/workspaces/1/admin/plugin/v2Lab'));
    const settings = await labFrame(page, 'settings');
    expect((await settings.evaluate(() => window.lab.context)).location.pathParams).toEqual({ workspace_id: '1', plugin_route: 'v2Lab' });
  });

  it('znHttp answers from the sandbox in Zengine\'s shape, errors included', async () => {
    const page = session.tab.page;
    const { formId } = await aRecord();
    await page.goto(session.demo.url('/workspaces/1/plugin/v2Lab'));
    const frame = await labFrame(page, 'fullPage');
    const list = await call(frame, 'znHttp', { options: { apiVersion: '1' }, request: { method: 'get', url: `/forms/${formId}/records`, params: { limit: 2 } } });
    expect(list.ok).toBe(true);
    expect(list.result.status).toBe(200);
    expect(Object.keys(list.result.data).sort()).toEqual(['code', 'data', 'limit', 'offset', 'status', 'totalCount']);
    expect(list.result.data.data.length).toBe(2);
    expect(list.result.data.limit).toBe(2);
    expect(list.result.headers['content-type']).toMatch(/application\/json/);

    // form 1 (Companies) requires field2, its name
    const created = await call(frame, 'znHttp', { request: { method: 'post', url: '/forms/1/records', data: { field2: 'From a v2 frame' } } });
    expect(created.result.status).toBe(200);
    const read = await session.demo.call('GET', `/v1/forms/1/records/${created.result.data.data.id}`);
    expect(read.body.data.field2).toBe('From a v2 frame');

    session.expectedFailures = [`404 GET /v1/forms/${formId}/records/999999`];
    const missing = await call(frame, 'znHttp', { request: { method: 'get', url: `/forms/${formId}/records/999999` } });
    expect(missing.ok).toBe(false);
    expect(missing.error.code).toBe(-32000);
    expect(missing.error.data.status).toBe(404);
    expect(missing.error.data.data.status).toBe(404);

    // a file upload as legacy-plugin-wrapper sends it: the file as an ArrayBuffer beside its key, name and type
    const uploaded = await frame.evaluate(() => window.lab.try('znHttp', { request: {
      method: 'post', url: '/forms/2/uploads', data: {},
      multipart: { key: 'file', file: new TextEncoder().encode('hello').buffer, name: 'note.txt', type: 'text/plain' }
    } }));
    expect(uploaded.result.status).toBe(200);
    expect(uploaded.result.data.data[0]).toEqual(jasmine.objectContaining({ name: 'note.txt', size: 5, contentType: 'text/plain' }));

    const outside = await call(frame, 'znHttp', { request: { method: 'get', url: '/../workbench/webhooks/deliveries' } });
    expect(outside.ok).toBe(false);
    expect(outside.error.data.status).toBe(400);
  });

  it('znHttp takes a url with a query string, as a plugin on the raw PostRPC client sends it; params are added after it', async () => {
    const page = session.tab.page;
    const { formId } = await aRecord();
    await page.goto(session.demo.url('/workspaces/1/plugin/v2Lab'));
    const frame = await labFrame(page, 'fullPage');
    const list = await call(frame, 'znHttp', { request: { method: 'get', url: `/forms/${formId}/records?limit=1` } });
    expect(list.ok).toBe(true);
    expect(list.result.data.limit).toBe(1);
    expect(list.result.data.data.length).toBe(1);
    const paged = await call(frame, 'znHttp', { request: { method: 'get', url: `/forms/${formId}/records?limit=1`, params: { page: 2 } } });
    expect(paged.result.data.offset).toBe(1);
    const climbing = await call(frame, 'znHttp', { request: { method: 'get', url: '/../workbench/webhooks/deliveries?limit=1' } });
    expect(climbing.ok).toBe(false);
    expect(climbing.error.data.status).toBe(400);

    // 2019's arguments: { plugin: { apiVersion }, params: { method, url } }
    const me = await call(frame, 'znHttp', { plugin: { apiVersion: '1.0.1' }, params: { method: 'get', url: '/users/me' } });
    expect(me.ok).toBe(true);
    expect(me.result.status).toBe(200);
    expect(me.result.data.data).toEqual((await session.demo.call('GET', '/v1/users/me')).body.data);
    const climbing2019 = await call(frame, 'znHttp', { plugin: { apiVersion: '1.0.1' }, params: { method: 'get', url: '/../workbench/webhooks/deliveries' } });
    expect(climbing2019.error.data.status).toBe(400);
  });

  it('znPluginData reaches the plugin\'s backend service; znFetch the REST API', async () => {
    const page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/plugin/v2Lab'));
    const frame = await labFrame(page, 'fullPage');
    const echoed = await call(frame, 'znPluginData', { namespace: 'v2Lab', method: 'post', route: '/echo', options: { params: { a: '1' }, data: { x: 1 } } });
    expect(echoed.ok).toBe(true);
    expect(echoed.result.status).toBe(200);
    expect(echoed.result.data).toEqual({ method: 'POST', query: jasmine.objectContaining({ a: '1' }), body: { x: 1 } });

    const fetched = await call(frame, 'znFetch', { url: '/v1/workspaces/1', fetchOptions: { method: 'GET', headers: {} } });
    expect(fetched.result.status).toBe(200);
    expect(JSON.parse(fetched.result.body).data.id).toBe(1);
    expect(fetched.result.headers['content-type']).toMatch(/json/);
  });

  it('location reads and moves the host page; locationChange reaches the frames that stay', async () => {
    const page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/plugin/v2Lab?tab=one'));
    const frame = await labFrame(page, 'fullPage');
    const topNav = await labFrame(page, 'inline zn-top-nav');
    const location = async (method, args) => (await call(frame, 'location', { method, args: args || [] })).result;
    expect(await location('protocol')).toBe('http');
    expect(await location('host')).toBe('localhost');
    expect(await location('port')).toBe(session.demo.workbench.port);
    expect(await location('pathname')).toBe('/workspaces/1/plugin/v2Lab');
    expect(await location('pathParams')).toEqual({ workspace_id: '1', plugin_route: 'v2Lab' });
    expect(await location('searchParams')).toEqual({ tab: 'one' });
    expect(await location('href')).toBe(session.demo.url('/workspaces/1/plugin/v2Lab?tab=one'));
    await location('searchParams', ['tab', 'two']);
    expect(await location('searchParams')).toEqual({ tab: 'two' });
    await location('hash', ['notes']);
    expect(await location('hash')).toBe('notes');
    // the top nav's frame stays when the page changes (the full page's goes with it)
    await call(topNav, 'location', { method: 'navigate', args: ['workspaces/1/data'] });
    await page.waitForFunction(() => window.location.pathname.indexOf('/workspaces/1/data') === 0);
    await topNav.waitForFunction(() => window.lab.events.some((event) => event.name === 'locationChange' &&
      event.payload.next.pathname.indexOf('/workspaces/1/data') === 0));
    const bad = await call(topNav, 'location', { method: 'teleport', args: [] });
    expect(bad.ok).toBe(false);
  });

  it('answers refreshToken, reloadFrames and the dashed names; a method it lacks gets PostRPC\'s method-not-found', async () => {
    const page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/plugin/v2Lab'));
    const frame = await labFrame(page, 'fullPage');
    expect(await call(frame, 'refreshToken')).toEqual({ ok: true, result: null });
    expect(await call(frame, 'reloadFrames')).toEqual({ ok: true, result: null });
    const dashed = await call(frame, 'zn-http', { request: { method: 'get', url: '/workspaces/1' } });
    expect(dashed.result.data.data.id).toBe(1);
    expect(await call(frame, 'teleport', { to: 'mars' })).toEqual({ ok: false, error: { code: -32601, message: 'The teleport method is not available' } });
  });

  it('resize sizes an inline frame to what its content asks', async () => {
    const page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/data'));
    const frame = await labFrame(page, 'inline zn-plugin-data-subheader');
    const resized = await call(frame, 'resize', { dimensions: { height: 77, width: 300 } });
    expect(resized.result).toEqual({ width: 300, height: 77 });
    expect(await page.$eval('[zn-plugin-location="zn-plugin-data-subheader"] iframe.zn-v2-frame', (element) => element.getBoundingClientRect().height)).toBe(77);
  });

  it('shows the plugin whose build failed on the page with the reason, and serves the others', async () => {
    const page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/plugin/v2Lab'));
    await labFrame(page, 'fullPage');
    const problems = await textsOf(page, '.zn-workbench-problem');
    expect(problems).toEqual([jasmine.stringMatching(/plugins\/broken\/package\.json: plugin "broken" \(version 2\) is not served: npm run build failed \(exit code 2\): src\/index\.js: Cannot resolve dependency \.\/missing-module$/)]);
    expect(await page.$$eval('a[href="/workspaces/1/plugin/v2Broken"]', (links) => links.length)).toBe(0);
  });
});
