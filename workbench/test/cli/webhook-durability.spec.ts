// Webhook deliveries under faults, on real `zn-plugin serve` processes (127.0.0.1): a delivery
// queued before kill -9 is sent when the workbench starts again on the same data, and no
// WebhookEvents object stays `queued`; a receiver answering far more than the event records is
// read only that far.
import fs from 'fs';
import path from 'path';
import http from 'http';
import { AddressInfo } from 'net';
import Database from 'better-sqlite3';
import { pluginWithServices, startRealWorkbench, waitFor, RealWorkbench } from '../helpers/real-workbench';

jasmine.DEFAULT_TIMEOUT_INTERVAL = Math.max(jasmine.DEFAULT_TIMEOUT_INTERVAL, 90000);

const RECORDS = 24;

async function post(workbench: RealWorkbench, url: string, body: unknown): Promise<any> {
  const response = await fetch(new URL(url, workbench.url), {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body)
  });
  return { status: response.status, body: await response.json() };
}

function webhookEvents(dataDir: string): Array<{ status: string; note?: string }> {
  const db = new Database(path.join(dataDir, 'sandbox.db'), { readonly: true });
  try {
    return (db.prepare("SELECT data FROM objects WHERE resource = 'WebhookEvents'").all() as Array<{ data: string }>)
      .map((row) => JSON.parse(row.data));
  } finally {
    db.close();
  }
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`)));
}

describe('webhook deliveries on a real workbench', () => {
  let root: string;
  let plugin: string;
  const started: RealWorkbench[] = [];

  beforeAll(() => {
    plugin = pluginWithServices('durable', {});
    root = path.dirname(plugin);
  });
  afterAll(() => {
    started.forEach((workbench) => workbench.child.kill('SIGKILL'));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('are all sent after kill -9 and a restart on the same data (none lost, no event left queued)', async () => {
    const dataDir = path.join(root, 'data-kill');
    // first the receiver holds every delivery unanswered, so they are in flight or queued at the kill
    let answering = false;
    const held: http.ServerResponse[] = [];
    const receivedIds = new Set<number>();
    const receiver = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => { text += chunk; });
      req.on('end', () => {
        if (!answering) {
          held.push(res);
          return;
        }
        const payload = JSON.parse(text);
        receivedIds.add(payload.data[0].record.id);
        res.writeHead(200).end('ok');
      });
    });
    const url = await listen(receiver);
    try {
      const first = await startRealWorkbench(plugin, dataDir);
      started.push(first);
      expect((await post(first, '/v1/webhooks', { workspace: { id: 1 }, url })).status).toBe(200);
      const written: number[] = [];
      for (let i = 0; i < RECORDS; i++) {
        const answer = await post(first, '/v1/forms/1/records', { field2: `durable ${i}` });
        expect(answer.status).toBe(200);
        written.push(answer.body.data.id);
      }
      expect(await waitFor(() => held.length > 0)).toBe(true);
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');
      held.forEach((res) => res.destroy());

      answering = true;
      const second = await startRealWorkbench(plugin, dataDir);
      started.push(second);
      expect(await waitFor(() => written.every((id) => receivedIds.has(id)), 30000)).toBe(true);
      second.child.kill('SIGTERM');
      await second.exited;
      const events = webhookEvents(dataDir);
      expect(events.length).toBe(RECORDS);
      expect(events.filter((event) => event.status !== 'delivered')).toEqual([]);
    } finally {
      await new Promise((resolve) => { receiver.closeAllConnections(); receiver.close(resolve); });
    }
  });

  it('read a bounded prefix of a receiver\'s answer and drop the rest (a 256 MiB answer is not read)', async () => {
    const dataDir = path.join(root, 'data-big');
    const TOTAL = 256 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    let ended = false;
    const receiver = http.createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': String(TOTAL) });
      const pump = () => {
        while (sent < TOTAL) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', () => { ended = true; });
      pump();
    });
    const url = await listen(receiver);
    try {
      const workbench = await startRealWorkbench(plugin, dataDir);
      started.push(workbench);
      expect((await post(workbench, '/v1/webhooks', { workspace: { id: 1 }, url })).status).toBe(200);
      expect((await post(workbench, '/v1/forms/1/records', { field2: 'big answer' })).status).toBe(200);
      expect(await waitFor(() => ended, 60000)).toBe(true);
      const deliveries = await (await fetch(new URL('/workbench/webhooks/deliveries', workbench.url))).json() as { deliveries: any[] };
      const delivery = deliveries.deliveries[0];
      expect(delivery.status).toBe('delivered');
      expect(delivery.note).toBe('x'.repeat(200));
      // what the receiver could write before the workbench dropped the connection (socket buffers)
      expect(sent).toBeLessThan(32 * 1024 * 1024);
      workbench.child.kill('SIGTERM');
      await workbench.exited;
    } finally {
      await new Promise((resolve) => { receiver.closeAllConnections(); receiver.close(resolve); });
    }
  });
});

