// Webhooks as Zengine fired them, end to end on a real workbench (127.0.0.1): a record created,
// changed and deleted through /v1 POSTs Zengine's payload to the plugin service a
// plugins.zenginehq.com URL names (run here, never on the network) and to a receiver on loopback;
// scheduled webhooks run on demand; every delivery is listed at /workbench/webhooks/deliveries.
import fs from 'fs';
import os from 'os';
import path from 'path';
import http from 'http';
import { AddressInfo } from 'net';
import { startWorkbench, Workbench } from '../../src/serve';

jasmine.DEFAULT_TIMEOUT_INTERVAL = Math.max(jasmine.DEFAULT_TIMEOUT_INTERVAL, 30000);

/** The plugin's backend service: appends what it was POSTed (body and webhook key) to the file ?out= names. */
const HOOK_SERVICE = `
var fs = require('fs');
exports.run = function(eventData) {
  var request = eventData.request;
  fs.appendFileSync(request.query.out, JSON.stringify({
    method: request.method, body: request.body, key: request.headers['x-zengine-webhook-key'] || null,
    params: request.params
  }) + '\\n');
  eventData.response.status(200).send({ ok: true });
};`;

async function api(workbench: Workbench, method: string, url: string, body?: unknown): Promise<any> {
  const response = await fetch(new URL(url, workbench.url), {
    method, headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body)
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** Waits until `check` gives a value (the deliveries are asynchronous), at most ~10 s. */
async function eventually<T>(check: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('gave up waiting');
}

function lines(file: string): any[] {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [];
}

describe('workbench webhooks', () => {
  let dir: string;
  let workbench: Workbench;
  let receiver: http.Server;
  let received: Array<{ headers: http.IncomingHttpHeaders; body: any }>;
  let receiverUrl: string;

  beforeAll(async () => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'zn-webhooks-spec-')));
    fs.mkdirSync(path.join(dir, 'hooks', 'backend', 'inbox'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'hooks', 'plugin.js'), "plugin.register('hooks', { route: '/hooks' });");
    fs.writeFileSync(path.join(dir, 'hooks', 'plugin.html'), '');
    fs.writeFileSync(path.join(dir, 'hooks', 'plugin.css'), '');
    fs.writeFileSync(path.join(dir, 'hooks', 'backend', 'inbox', 'plugin.js'), HOOK_SERVICE);
    workbench = await startWorkbench({
      plugins: [path.join(dir, 'hooks')], dataDir: path.join(dir, 'data'), port: 0, log: () => undefined, webhookScheduleMs: 0
    });
    received = [];
    receiver = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => { text += chunk; });
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(text) });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  });

  afterAll(async () => {
    await workbench.close();
    await new Promise((resolve) => receiver.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('POSTs Zengine\'s payload for a record\'s create, update and delete to the plugin service the URL names', async () => {
    const out = path.join(dir, 'records.jsonl');
    // as Zengine's record-sms tutorial creates it: workspace id from $routeParams (a string), form, filter
    const hook = await api(workbench, 'POST', '/v1/webhooks', {
      resource: 'records', 'workspace.id': '1', 'form.id': 1, includeRelated: false,
      url: `https://plugins.zenginehq.com/workspaces/1/hooks/inbox?out=${encodeURIComponent(out)}`
    });
    expect(hook.status).toBe(200);
    expect(hook.body.data.secretKey).toMatch(/^[0-9a-f]{40}$/);
    expect(hook.body.data.workspace).toEqual({ id: 1 });

    const created = await api(workbench, 'POST', '/v1/forms/1/records', { field2: 'Webhook Co' });
    expect(created.status).toBe(200);
    const recordId = created.body.data.id;
    const first = await eventually(() => lines(out)[0]);
    expect(first.method).toBe('POST');
    expect(first.key).toBe(hook.body.data.secretKey);
    expect(first.params).toEqual({ workspaceId: '1', pluginNamespace: 'hooks', pluginRoute: 'inbox' });
    expect(first.body).toEqual({
      developerMessage: jasmine.any(String),
      webhook: { id: hook.body.data.id },
      webhookEvent: { id: jasmine.any(Number) },
      data: [{
        id: jasmine.any(Number), workspace: { id: 1 }, resource: 'records', action: 'create', createdByUser: { id: 1 },
        record: { id: recordId, form: { id: 1 }, folder: { id: 0 } },
        created: jasmine.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
      }]
    });

    await api(workbench, 'PUT', `/v1/forms/1/records/${recordId}`, { field2: 'Webhook Company' });
    const second = await eventually(() => lines(out)[1]);
    expect(second.body.data[0].action).toBe('update');
    expect(second.body.data[0].changes).toEqual({ from: { field2: 'Webhook Co' }, to: { field2: 'Webhook Company' } });
    await api(workbench, 'DELETE', `/v1/forms/1/records/${recordId}`);
    const third = await eventually(() => lines(out)[2]);
    expect(third.body.data[0]).toEqual(jasmine.objectContaining({ action: 'delete', record: { id: recordId, form: { id: 1 }, folder: { id: 0 } } }));

    // a record of another form fires nothing
    await api(workbench, 'POST', '/v1/forms/3/records', { name: 'Other form' });
    const deliveries = await eventually(async () => {
      const list = (await api(workbench, 'GET', '/workbench/webhooks/deliveries')).body.deliveries
        .filter((item: any) => item.webhook.id === hook.body.data.id && item.webhook.resource === 'Webhooks');
      return list.length >= 3 && list.every((item: any) => item.status !== 'queued') ? list : undefined;
    });
    expect(deliveries.map((item: any) => [item.action, item.target, item.status, item.httpStatus])).toEqual([
      ['delete', 'plugin', 'delivered', 200], ['update', 'plugin', 'delivered', 200], ['create', 'plugin', 'delivered', 200]
    ]);
    expect(lines(out).length).toBe(3);
    const events = await api(workbench, 'GET', `/v1/webhook_events?webhook.id=${hook.body.data.id}`);
    expect(events.body.data.map((event: any) => event.status)).toEqual(['delivered', 'delivered', 'delivered']);
    await api(workbench, 'DELETE', `/v1/webhooks/${hook.body.data.id}`);
  });

  it('POSTs for real to a receiver on 127.0.0.1 when the filter matches, and lists other hosts as not delivered', async () => {
    const local = await api(workbench, 'POST', '/v1/webhooks', {
      workspace: { id: 1 }, form: { id: 1 }, url: receiverUrl,
      filter: { and: [{ prefix: 'starts-with', attribute: 'field2', value: 'Hooked' }] }
    });
    const away = await api(workbench, 'POST', '/v1/webhooks', { workspace: { id: 1 }, url: 'https://hooks.example.com/elsewhere' });
    const inactive = await api(workbench, 'POST', '/v1/webhooks', { workspace: { id: 1 }, url: receiverUrl, isActive: false });
    expect([local.status, away.status, inactive.status]).toEqual([200, 200, 200]);
    const start = received.length;

    await api(workbench, 'POST', '/v1/forms/1/records', { field2: 'Not this one' });
    const hooked = await api(workbench, 'POST', '/v1/forms/1/records', { field2: 'Hooked Ltd' });
    const got = await eventually(() => received[start]);
    expect(got.headers['x-zengine-webhook-key']).toBe(local.body.data.secretKey);
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.body.data[0]).toEqual(jasmine.objectContaining({ action: 'create', record: jasmine.objectContaining({ id: hooked.body.data.id }) }));
    const list = await eventually(async () => {
      const all = (await api(workbench, 'GET', '/workbench/webhooks/deliveries')).body.deliveries;
      const mine = all.filter((item: any) => item.webhook.id === local.body.data.id || item.webhook.id === away.body.data.id);
      return mine.length === 3 && mine.every((item: any) => item.status !== 'queued') ? mine : undefined;
    });
    const byUrl = (url: string) => list.filter((item: any) => item.url === url);
    expect(byUrl(receiverUrl).map((item: any) => [item.target, item.status, item.httpStatus])).toEqual([['local', 'delivered', 204]]);
    expect(byUrl('https://hooks.example.com/elsewhere').map((item: any) => [item.target, item.status])).toEqual([
      ['external', 'not delivered'], ['external', 'not delivered']
    ]);
    expect(byUrl('https://hooks.example.com/elsewhere')[0].note).toMatch(/hooks\.example\.com is outside this machine, which has no network/);
    expect(received.length).toBe(start + 1);
    expect(list.every((item: any) => typeof item.time === 'string')).toBe(true);
    await Promise.all([local, away, inactive].map((hook) => api(workbench, 'DELETE', `/v1/webhooks/${hook.body.data.id}`)));
  });

  it('runs a scheduled webhook on demand with data.scheduled and data.nextScheduled', async () => {
    const out = path.join(dir, 'scheduled.jsonl');
    const scheduled = await api(workbench, 'POST', '/v1/scheduled_webhooks', {
      'workspace.id': '1', scope: 'plugin.hooks', frequency: 'daily', timezone: 'America/New_York',
      start: '2024-05-01T09:00:00', description: 'Daily digest',
      url: `https://plugins.zenginehq.com/workspaces/1/hooks/inbox?out=${encodeURIComponent(out)}`, isActive: true
    });
    expect(scheduled.status).toBe(200);
    const before = lines(out).length;
    const run = await api(workbench, 'POST', `/workbench/webhooks/scheduled/${scheduled.body.data.id}/run`);
    expect(run.status).toBe(202);
    const got = await eventually(() => lines(out)[before]);
    expect(got.key).toBe(scheduled.body.data.secretKey);
    expect(got.body.scheduled).toEqual({ id: scheduled.body.data.id });
    expect(got.body.data.scheduled).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // daily from 09:00: the next run is a 09:00 within the next day
    expect(got.body.data.nextScheduled).toMatch(/ 09:00:00$/);
    expect(Date.parse(got.body.data.nextScheduled.replace(' ', 'T') + 'Z') - Date.parse(got.body.data.scheduled.replace(' ', 'T') + 'Z'))
      .toBeLessThanOrEqual(86400000);
    expect((await api(workbench, 'POST', '/workbench/webhooks/scheduled/999999/run')).status).toBe(404);
  });

  it('runs scheduled webhooks on their schedule (a timer looking every webhookScheduleMs)', async () => {
    const timed = await startWorkbench({ dataDir: path.join(dir, 'timed'), port: 0, log: () => undefined, webhookScheduleMs: 40 });
    try {
      const before = received.length;
      const made = await api(timed, 'POST', '/v1/scheduled_webhooks', { workspace: { id: 1 }, frequency: 'daily', url: receiverUrl });
      expect(made.status).toBe(200);
      // no start: it runs at once, then daily
      const got = await eventually(() => received[before]);
      expect(got.body.scheduled).toEqual({ id: made.body.data.id });
      expect(got.headers['x-zengine-webhook-key']).toBe(made.body.data.secretKey);
    } finally {
      await timed.close();
    }
  });

  it('gives every served plugin its Plugins object, so Plugins.get({ namespace }) finds it', async () => {
    const found = await api(workbench, 'GET', '/v1/plugins?namespace=hooks');
    expect(found.body.data).toEqual([jasmine.objectContaining({ namespace: 'hooks', name: 'hooks', id: jasmine.any(Number) })]);
  });
});
