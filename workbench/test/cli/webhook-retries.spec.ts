/**
 * Webhook deliveries are sent at least once (issue 30, finding 8): a receiver that fails gets the
 * delivery again with a backoff until it takes it (a real `zn-plugin serve`), and deliveries past
 * the dispatcher's queue wait in the database, in order, instead of being dropped.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import http from 'http';
import { AddressInfo } from 'net';
import { startServeProcess, ServeProcess } from '../helpers/serve-process';
import { pluginWithServices } from '../helpers/real-workbench';
import { call, RunningSandbox, startSandbox } from '../sandbox/helpers';
import { WebhookDispatcher } from '../../src/sandbox/webhooks/dispatcher';
import { retryDelay, DEFAULT_RETRY_POLICY } from '../../src/sandbox/webhooks/retry';

/** A receiver on 127.0.0.1 answering each POST with the status `answer(n)` gives (n from 1). */
async function receiver(answer: (n: number) => number): Promise<{ url: string; bodies: string[]; close(): Promise<void> }> {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      bodies.push(body);
      res.writeHead(answer(bodies.length)).end(answer(bodies.length) === 200 ? 'taken' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve()))
  };
}

async function until(check: () => Promise<boolean> | boolean, bound = 30000): Promise<boolean> {
  const end = Date.now() + bound;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe('webhook retries', () => {
  it('doubles the wait from 1 s up to 5 minutes, 10 attempts in all', () => {
    const waits = Array.from({ length: 10 }, (_, index) => retryDelay(index + 1, DEFAULT_RETRY_POLICY));
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, null]);
  });

  describe('through a real zn-plugin serve', () => {
    let serve: ServeProcess;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-webhook-retries-'));
      serve = await startServeProcess([pluginWithServices('retryLab', {}), '--data', dataDir]);
    }, 120000);
    afterAll(async () => {
      if (serve) await serve.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('sends a delivery again after its receiver failed twice, until it is delivered', async () => {
      const hook = await receiver((n) => (n <= 2 ? 503 : 200));
      try {
        const post = (pathname: string, body: unknown) => fetch(`${serve.url}${pathname.slice(1)}`, {
          method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body)
        });
        expect((await post('/v1/webhooks', { workspace: { id: 1 }, url: hook.url })).status).toBe(200);
        expect((await post('/v1/forms/1/records', { field2: 'retried' })).status).toBe(200);
        const deliveries = async () => ((await (await fetch(`${serve.url}workbench/webhooks/deliveries`)).json()) as { deliveries: Array<{ status: string; httpStatus?: number; note?: string }> }).deliveries;
        expect(await until(async () => (await deliveries())[0]?.status === 'delivered')).withContext(JSON.stringify(await deliveries())).toBe(true);
        expect(hook.bodies.length).toBe(3);
        expect(new Set(hook.bodies).size).toBe(1);
        expect((await deliveries())[0]).toEqual(jasmine.objectContaining({ status: 'delivered', httpStatus: 200 }));
      } finally {
        await hook.close();
      }
    }, 60000);
  });

  describe('past the queue\'s window', () => {
    let running: RunningSandbox;
    beforeAll(async () => { running = await startSandbox(); });
    afterAll(async () => { await running.stop(); });

    it('keeps every delivery and sends them all, in order, none "not delivered"', async () => {
      const hook = await receiver(() => 200);
      const dispatcher = new WebhookDispatcher({
        store: running.sandbox.store, log: (error) => { throw error; }, maxQueued: 5, concurrency: 1,
        deliverToPlugin: async () => ({ status: 200, text: 'ok' })
      });
      try {
        const created = await call(running, 'POST', '/v1/scheduled_webhooks', { body: { workspace: { id: 1 }, frequency: 'hourly', url: hook.url } });
        const id = created.body.data.id as number;
        for (let i = 0; i < 40; i++) dispatcher.runScheduled(id, Date.parse('2030-01-01T00:00:00Z') + i * 1000);
        expect(await until(() => hook.bodies.length === 40 && dispatcher.list().every((delivery) => delivery.status === 'delivered'))).toBe(true);
        const scheduled = hook.bodies.map((body) => (JSON.parse(body) as { data: { scheduled: string } }).data.scheduled);
        expect(scheduled).toEqual(scheduled.slice().sort());
        expect(dispatcher.list().filter((delivery) => delivery.status !== 'delivered')).toEqual([]);
      } finally {
        dispatcher.close();
        await hook.close();
      }
    });
  });
});
