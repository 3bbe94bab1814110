// The sandbox's webhooks, piece by piece: where a URL is delivered, the schedule, the scheduled
// runs of a dispatcher (with the clock given), and a write that never waits for a delivery.
import fs from 'fs';
import os from 'os';
import path from 'path';
import http from 'http';
import { AddressInfo } from 'net';
import { createSandbox } from '../../src/sandbox/app';
import { call, fieldIds, RunningSandbox, startSandbox } from './helpers';
import { deliveryTarget, webhookMatches, RecordChange } from '../../src/sandbox/webhooks/payload';
import { nextRunAt, readTime } from '../../src/sandbox/webhooks/schedule';
import { WebhookDispatcher, PluginDelivery } from '../../src/sandbox/webhooks/dispatcher';

describe('sandbox webhooks', () => {
  describe('deliveryTarget', () => {
    it('sends Zengine\'s plugin-services URLs to the local service, loopback for real, the rest nowhere', () => {
      expect(deliveryTarget('https://plugins.zenginehq.com/workspaces/1/my-plugin/sms?x=1'))
        .toEqual({ kind: 'plugin', path: '/workspaces/1/my-plugin/sms?x=1' });
      expect(deliveryTarget('http://127.0.0.1:4000/hook')).toEqual({ kind: 'local', url: 'http://127.0.0.1:4000/hook' });
      expect(deliveryTarget('http://localhost/hook').kind).toBe('local');
      expect(deliveryTarget('https://example.com/hook')).toEqual({ kind: 'external', reason: jasmine.stringMatching(/no network/) });
      expect(deliveryTarget('https://plugins.zenginehq.com/other').kind).toBe('external');
      expect(deliveryTarget('ftp://127.0.0.1/x').kind).toBe('external');
      expect(deliveryTarget(undefined).kind).toBe('external');
    });
  });

  describe('webhookMatches', () => {
    const change = (record: object): RecordChange => ({
      action: 'create', formId: 2, workspaceId: 1, record: { id: 5, ...record }, userId: 1, time: '2024-05-01T09:00:00Z'
    });
    it('fires active record webhooks of the workspace and form whose filter matches', () => {
      const hook = { id: 1, workspace: { id: 1 }, form: { id: 2 }, filter: { and: [{ prefix: 'min', attribute: 'field9', value: 10 }] } };
      expect(webhookMatches(hook, change({ field9: 12 })).fires).toBe(true);
      expect(webhookMatches(hook, change({ field9: 3 })).fires).toBe(false);
      expect(webhookMatches({ ...hook, isActive: false }, change({ field9: 12 })).fires).toBe(false);
      expect(webhookMatches({ ...hook, form: { id: 3 } }, change({ field9: 12 })).fires).toBe(false);
      expect(webhookMatches({ ...hook, workspace: { id: 2 } }, change({ field9: 12 })).fires).toBe(false);
      expect(webhookMatches({ ...hook, resource: 'tasks' }, change({ field9: 12 })).fires).toBe(false);
      const broken = webhookMatches({ ...hook, filter: { nope: [] } }, change({ field9: 12 }));
      expect(broken.fires).toBe(false);
      expect(broken.problem).toMatch(/not a valid data filter/);
    });
  });

  describe('the schedule', () => {
    const start = readTime('2024-05-01T09:00:00');
    it('runs from start every period, the first not past', () => {
      expect(nextRunAt(start, 'daily', start - 1000)).toBe(start);
      expect(new Date(nextRunAt(start, 'daily', start + 1)).toISOString()).toBe('2024-05-02T09:00:00.000Z');
      expect(new Date(nextRunAt(start, 'hourly', start + 90 * 60000)).toISOString()).toBe('2024-05-01T11:00:00.000Z');
      expect(new Date(nextRunAt(start, 'weekly', start + 1)).toISOString()).toBe('2024-05-08T09:00:00.000Z');
      expect(new Date(nextRunAt(start, 'monthly', readTime('2024-07-15T00:00:00'))).toISOString()).toBe('2024-08-01T09:00:00.000Z');
    });
  });

  describe('a dispatcher', () => {
    let running: RunningSandbox;
    beforeAll(async () => { running = await startSandbox(); });
    afterAll(async () => { await running.stop(); });

    it('runs a scheduled webhook without a start at once, then once a period, never catching up', async () => {
      const sent: PluginDelivery[] = [];
      const dispatcher = new WebhookDispatcher({
        store: running.sandbox.store, log: (error) => { throw error; },
        deliverToPlugin: async (delivery) => { sent.push(delivery); return { status: 200, text: 'ok' }; }
      });
      const created = await call(running, 'POST', '/v1/scheduled_webhooks', {
        body: { workspace: { id: 1 }, frequency: 'hourly', url: 'https://plugins.zenginehq.com/workspaces/1/tally/summary' }
      });
      const id = created.body.data.id;
      const t0 = Date.parse('2030-01-01T00:00:00Z');
      expect(dispatcher.tick(t0)).toBe(1);
      expect(dispatcher.tick(t0 + 60000)).toBe(0);
      // three hours later: one run, not three
      expect(dispatcher.tick(t0 + 3 * 3600000 + 1)).toBe(1);
      expect(dispatcher.tick(t0 + 3 * 3600000 + 2)).toBe(0);
      await dispatcher.settled();
      expect(sent.length).toBe(2);
      expect(sent[0].body.data).toEqual({ scheduled: '2030-01-01 00:00:00', nextScheduled: '2030-01-01 01:00:00' });
      expect(sent[0].headers['x-zengine-webhook-key']).toBe(created.body.data.secretKey);
      expect(dispatcher.list().map((delivery) => [delivery.webhook.id, delivery.status])).toEqual([[id, 'delivered'], [id, 'delivered']]);
      // a new start sets its runs anew: hourly from 02:30, so 03:30 is the next after 03:00
      await call(running, 'PUT', `/v1/scheduled_webhooks/${id}`, { body: { start: '2030-01-01T02:30:00' } });
      expect(dispatcher.tick(t0 + 3 * 3600000 + 3)).toBe(0);
      expect(dispatcher.tick(t0 + 3.5 * 3600000)).toBe(1);
      await dispatcher.settled();
      expect(sent[2].body.data).toEqual({ scheduled: '2030-01-01 03:30:00', nextScheduled: '2030-01-01 04:30:00' });
      // an inactive one never runs
      await call(running, 'PUT', `/v1/scheduled_webhooks/${id}`, { body: { isActive: false } });
      expect(dispatcher.tick(t0 + 24 * 3600000)).toBe(0);
      dispatcher.close();
    });
  });

  it('fires a filtered webhook for exactly the records a GET with its filter lists: computed values, logged-in-user, subfilters', async () => {
    const running = await startSandbox();
    try {
      const deal = await fieldIds(running, 2);
      const company = await fieldIds(running, 1);
      const acme = await call(running, 'POST', '/v1/forms/1/records', { body: { [`field${company.Name}`]: 'Acme Webhooks' } });
      const filters = [
        // a calculated field: Amount x Probability / 100
        { and: [{ prefix: 'min', attribute: `field${deal['Weighted amount']}`, value: 1000 }] },
        { and: [{ prefix: '', attribute: 'createdByUser.id', value: 'logged-in-user' }, { prefix: 'min', attribute: `field${deal.Amount}`, value: 500 }] },
        { and: [{ prefix: '', attribute: `field${deal.Company}`, filter: { and: [{ prefix: 'contains', attribute: `field${company.Name}`, value: 'Webhooks' }] } }] }
      ];
      const hooks: number[] = [];
      for (const filter of filters) {
        const hook = await call(running, 'POST', '/v1/webhooks', { body: { workspace: { id: 1 }, form: { id: 2 }, url: 'https://example.com/hook', filter } });
        expect(hook.status).toBe(200);
        hooks.push(hook.body.data.id);
      }
      const written = await call(running, 'POST', '/v1/forms/2/records', { body: [
        { [`field${deal.Title}`]: 'big', [`field${deal.Amount}`]: 10000, [`field${deal.Probability}`]: 50 },
        { [`field${deal.Title}`]: 'small', [`field${deal.Amount}`]: 100, [`field${deal.Probability}`]: 10, [`field${deal.Company}`]: acme.body.data.id },
        { [`field${deal.Title}`]: 'linked', [`field${deal.Amount}`]: 900, [`field${deal.Probability}`]: 100, [`field${deal.Company}`]: acme.body.data.id }
      ] });
      expect(written.status).toBe(200);
      const ids: number[] = written.body.data;
      await running.sandbox.webhooksSettled();
      for (let index = 0; index < filters.length; index++) {
        const fired = running.sandbox.webhookDeliveries()
          .filter((delivery) => (delivery.payload.webhook as { id: number }).id === hooks[index])
          .map((delivery) => delivery.record!.id).sort((a, b) => a - b);
        const listed = await call(running, 'GET', `/v1/forms/2/records?limit=100&filter=${encodeURIComponent(JSON.stringify(filters[index]))}&id=${ids.join('|')}`);
        expect(listed.status).toBe(200);
        expect(fired).withContext(JSON.stringify(filters[index])).toEqual(listed.body.data.map((record: { id: number }) => record.id));
      }
      // 'big' (weighted 5000); 'big' and 'linked' (the acting user's, amount at least 500); 'small' and 'linked' (Acme's)
      expect(running.sandbox.webhookDeliveries().length).toBe(5);
      expect(running.faults).toEqual([]);
    } finally {
      await running.stop();
    }
  });

  it('answers a record write at once, while a webhook receiver has not answered yet', async () => {
    const running = await startSandbox();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let arrived = 0;
    const receiver = http.createServer((req, res) => {
      arrived++;
      req.resume();
      void held.then(() => res.writeHead(200).end('late'));
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/slow`;
      expect((await call(running, 'POST', '/v1/webhooks', { body: { workspace: { id: 1 }, url } })).status).toBe(200);
      const written = await call(running, 'POST', '/v1/forms/1/records', { body: { field2: 'Not kept waiting' } });
      expect(written.status).toBe(200);
      // the delivery is under way and unanswered, yet the write has its answer
      for (let i = 0; i < 200 && arrived === 0; i++) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(arrived).toBe(1);
      expect(running.sandbox.webhookDeliveries()[0].status).toBe('queued');
      release();
      await running.sandbox.webhooksSettled();
      expect(running.sandbox.webhookDeliveries()[0]).toEqual(jasmine.objectContaining({ status: 'delivered', httpStatus: 200 }));
    } finally {
      release();
      await new Promise((resolve) => receiver.close(resolve));
      await running.stop();
    }
  });

  it('closes out, at start, an event an older sandbox left queued with no delivery kept', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-webhook-closeout-'));
    try {
      const first = createSandbox({ dataDir, logError: (error) => { throw error; } });
      // what a sandbox before kept deliveries left behind when it was killed: the event alone
      const left = first.store.insert('WebhookEvents', [], { webhook: { id: 1 }, status: 'queued', created: '2024-05-01T09:00:00Z' });
      await first.close();
      const second = createSandbox({ dataDir, logError: (error) => { throw error; } });
      expect(second.store.get('WebhookEvents', left.id)).toEqual(jasmine.objectContaining({
        status: 'not delivered', note: jasmine.stringMatching(/stopped before it was sent/)
      }));
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
