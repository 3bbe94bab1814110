/**
 * Fires webhooks as Zengine did, after the write: a record's create, update or delete POSTs
 * Zengine's payload to every matching active webhook; scheduled webhooks run on their schedule
 * (a timer, when started) and on demand. Deliveries are queued and sent a few at a time, so they
 * never slow or fail the write that caused them; each is listed (time, URL, status) for the
 * workbench page. A queued delivery is kept in the database until it is done (delivery-queue.ts):
 * one the sandbox's end interrupted is sent when it starts again, and a WebhookEvents object left
 * `queued` with no delivery kept (an older sandbox's) is closed out as `not delivered`. Past
 * `maxQueued` waiting, deliveries wait in the database only and are read back in order as the
 * queue empties (none is dropped); one that fails is sent again with a backoff (retry.ts). Of a
 * receiver's answer only the first bytes are read (what the event records): the rest is dropped.
 */
import crypto from 'crypto';
import { StoredObject, JsonObject } from '../store';
import {
  RecordChange, activityOf, deliveryTarget, recordPayload, scheduledPayload, webhookMatches
} from './payload';
import { nextRunAt, readTime, runAfter } from './schedule';
import { DeliveryQueue } from './delivery-queue';
import { readPrefix } from './answer-prefix';
import { DEFAULT_RETRY_POLICY, RetryPolicy, failureNote, retryDelay } from './retry';
import type { Delivery, DeliveryStatus, DispatcherOptions, KeptDelivery, QueuedDelivery } from './delivery-types';

export type { Delivery, DeliveryStatus, DispatcherOptions, PluginDelivery } from './delivery-types';

/** The most of a receiver's answer read (the event records its first 200 characters). */
export const ANSWER_PREFIX_BYTES = 4096;

/** Zengine gave each webhook a secret sent as X-Zengine-Webhook-Key; the sandbox makes one on create. */
export function newSecretKey(): string {
  return crypto.randomBytes(20).toString('hex');
}

/** What a scheduled webhook's runs depend on: a change of it sets them anew. */
function planOf(webhook: StoredObject): string {
  return JSON.stringify([webhook.start, webhook.frequency]);
}

export class WebhookDispatcher {
  private readonly options: Required<Omit<DispatcherOptions, 'deliverToPlugin' | 'log' | 'store' | 'retry'>> & DispatcherOptions;
  private readonly retry: RetryPolicy;
  private readonly deliveries: Delivery[] = [];
  private readonly queue: QueuedDelivery[] = [];
  private readonly kept: DeliveryQueue<KeptDelivery>;
  /** The first kept row not in memory (past maxQueued), or null when all are. */
  private spilledFrom: number | null = null;
  /** Retries waiting for their time. */
  private readonly retries = new Set<NodeJS.Timeout>();
  private sending = 0;
  private pluginSending = 0;
  /** Webhooks whose filter the matcher refused, said once each. */
  private readonly warned = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  /** Scheduled webhook id → the run it waits for (ms). */
  private readonly due = new Map<number, { at: number; plan: string }>();
  /** Scheduled webhook id → its first run (ms), for those without a start. */
  private readonly firstRun = new Map<number, number>();
  private closed = false;
  private idle: Array<() => void> = [];

  constructor(options: DispatcherOptions) {
    this.options = { keep: 200, maxQueued: 1000, concurrency: 4, localTimeoutMs: 10000, ...options };
    this.retry = { ...DEFAULT_RETRY_POLICY, ...(options.retry || {}) };
    this.kept = new DeliveryQueue(options.store.db);
    this.resume();
  }

  /**
   * The deliveries kept from before the sandbox last ended, queued again (sent from the next
   * turn, once the host has mounted its services); events left `queued` without one, closed out.
   */
  private resume(): void {
    const resumed = this.kept.eventIds();
    this.spilledFrom = resumed.size ? 0 : null;
    this.refill('resumed: queued before the sandbox last stopped');
    const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    this.options.store.transaction(() => {
      this.options.store.listAll('WebhookEvents').forEach((event) => {
        if (event.status !== 'queued' || resumed.has(event.id)) return;
        this.options.store.replace('WebhookEvents', {
          ...event, status: 'not delivered', note: 'the sandbox stopped before it was sent, and kept no delivery to resume', modified: now
        });
      });
    });
    if (this.queue.length) setImmediate(() => this.pump());
  }

  /** Reads kept deliveries that wait in the database only back into the queue, oldest first, up to maxQueued. */
  private refill(note?: string): void {
    if (this.spilledFrom === null || this.closed) return;
    // deliveries being sent or waiting for a retry hold memory too
    const room = this.options.maxQueued - this.queue.length - this.sending - this.retries.size;
    if (room <= 0) return;
    const rows = this.kept.from(this.spilledFrom, room);
    rows.forEach(({ id, eventId, item }) => {
      const listed = this.deliveries.find((candidate) => candidate.id === id);
      const delivery: Delivery = listed || { ...item.delivery, id };
      delivery.status = 'queued';
      if (note || !listed) delivery.note = note || 'waited in the database while more were queued';
      if (!listed) this.remember(delivery);
      this.queue.push({ delivery, secretKey: item.secretKey, eventId, rowId: id, attempts: item.attempts || 0 });
    });
    this.spilledFrom = rows.length === room ? rows[rows.length - 1].id + 1 : null;
  }

  private remember(delivery: Delivery): void {
    this.deliveries.push(delivery);
    if (this.deliveries.length > this.options.keep) this.deliveries.splice(0, this.deliveries.length - this.options.keep);
  }

  /** The deliveries, newest first. */
  list(): Delivery[] {
    return this.deliveries.slice().reverse();
  }

  /**
   * Record changes of a write that committed: matched and queued (kept in the database) before
   * the write is answered, so an answered write's deliveries survive a crash; sent later, never in
   * the write's time. A fault here is logged, never the write's failure.
   */
  recordsChanged(changes: RecordChange[]): void {
    if (changes.length === 0 || this.closed) return;
    try {
      // the activities, webhook events and deliveries of one write land in one transaction
      this.options.store.transaction(() => this.queueRecordChanges(changes));
    } catch (error) {
      this.options.log(error);
    }
  }

  private queueRecordChanges(changes: RecordChange[]): void {
    const { store } = this.options;
    const webhooks = store.listAll('Webhooks');
    if (webhooks.length === 0) return;
    const workspaces = new Map<number, number | undefined>();
    changes.forEach((change) => {
      if (change.workspaceId === undefined) {
        if (!workspaces.has(change.formId)) {
          const form = store.get('Forms', change.formId);
          const workspace = form && form.workspace as { id?: unknown } | undefined;
          workspaces.set(change.formId, workspace && typeof workspace.id === 'number' ? workspace.id : undefined);
        }
        change.workspaceId = workspaces.get(change.formId);
      }
      const firing = webhooks.filter((webhook) => {
        const verdict = webhookMatches(webhook, change);
        if (verdict.problem && !this.warned.has(webhook.id)) {
          this.warned.add(webhook.id); // said once per webhook, not once per record
          this.options.log(new Error(`sandbox: webhook ${webhook.id} fires nothing: ${verdict.problem}`));
        }
        return verdict.fires;
      });
      if (firing.length === 0) return;
      // the activity is stored once and shared by every webhook it fires, as on Zengine
      const activity = store.insert('Activities', [], {
        ...activityOf(change, 0), id: undefined, created: change.time, modified: change.time
      } as JsonObject);
      const data = activityOf(change, activity.id);
      firing.forEach((webhook) => {
        const event = this.newEvent('webhook', webhook.id);
        this.enqueue({
          kind: 'record', webhook: { resource: 'Webhooks', id: webhook.id }, url: String(webhook.url || ''),
          action: change.action, record: { id: change.record.id, form: { id: change.formId } },
          payload: recordPayload(webhook.id, event.id, data), eventId: event.id
        }, String(webhook.secretKey || ''));
      });
    });
  }

  private newEvent(kind: 'webhook' | 'scheduledWebhook', id: number): StoredObject {
    const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    return this.options.store.insert('WebhookEvents', [], { [kind]: { id }, status: 'queued', created: now, modified: now });
  }

  /**
   * Runs a scheduled webhook now (the workbench page's "Run now", and the timer): its payload has
   * `data.scheduled` (now) and `data.nextScheduled`. Undefined when there is no such webhook.
   */
  runScheduled(id: number, now = Date.now()): Delivery | undefined {
    const webhook = this.options.store.get('ScheduledWebhooks', id);
    if (!webhook) return undefined;
    // a webhook without a start counts its periods from its first run
    const start = isNaN(readTime(webhook.start)) ? (this.firstRun.get(id) ?? now) : this.startOf(webhook);
    if (!this.firstRun.has(id)) this.firstRun.set(id, start);
    const frequency = String(webhook.frequency || 'daily');
    const next = runAfter(start, frequency, Math.max(now, start));
    this.due.set(id, { at: next, plan: planOf(webhook) });
    // the event and its kept delivery land together
    return this.options.store.transaction(() => {
      const event = this.newEvent('scheduledWebhook', id);
      const scheduled = new Date(now).toISOString();
      return this.enqueue({
        kind: 'scheduled', webhook: { resource: 'ScheduledWebhooks', id }, url: String(webhook.url || ''),
        payload: scheduledPayload(id, event.id, scheduled, new Date(next).toISOString()), eventId: event.id
      }, String(webhook.secretKey || ''));
    });
  }

  private startOf(webhook: StoredObject): number {
    const start = readTime(webhook.start);
    if (!isNaN(start)) return start;
    const created = readTime(webhook.created);
    return isNaN(created) ? Date.now() : created;
  }

  /**
   * Runs every active scheduled webhook whose time has come: each at most once per call (missed
   * runs are not caught up), at most `limit` in all.
   */
  tick(now = Date.now(), limit = 20): number {
    let ran = 0;
    this.options.store.listAll('ScheduledWebhooks').forEach((webhook) => {
      if (ran >= limit || webhook.isActive === false) return;
      const frequency = String(webhook.frequency || 'daily');
      const known = this.due.get(webhook.id);
      let due: number;
      if (known && known.plan === planOf(webhook)) {
        due = known.at;
      } else if (known && isNaN(readTime(webhook.start)) && this.firstRun.has(webhook.id)) {
        // changed (its frequency, say): the periods still count from its first run
        due = nextRunAt(this.firstRun.get(webhook.id) as number, frequency, now);
        this.due.set(webhook.id, { at: due, plan: planOf(webhook) });
      } else {
        // new, or changed: without a start it runs at once, then every period from then (Zengine's
        // tutorial); with one, at start and every period after it, the first of those not past
        due = isNaN(readTime(webhook.start)) ? now : nextRunAt(this.startOf(webhook), frequency, now);
        this.due.set(webhook.id, { at: due, plan: planOf(webhook) });
      }
      if (due <= now) {
        this.runScheduled(webhook.id, now);
        ran++;
      }
    });
    return ran;
  }

  /** Runs `tick` every `everyMs` (unref'd: it never keeps the process alive). */
  startSchedule(everyMs: number): void {
    this.stopSchedule();
    this.timer = setInterval(() => {
      try {
        this.tick();
      } catch (error) {
        this.options.log(error);
      }
    }, everyMs);
    this.timer.unref();
  }

  stopSchedule(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Resolves when nothing is queued or being sent (tests). */
  settled(): Promise<void> {
    if (this.queue.length === 0 && this.sending === 0) return new Promise((resolve) => setImmediate(resolve));
    return new Promise((resolve) => this.idle.push(resolve));
  }

  close(): void {
    this.closed = true;
    this.stopSchedule();
    this.queue.length = 0;
    this.retries.forEach((timer) => clearTimeout(timer));
    this.retries.clear();
  }

  private enqueue(item: Omit<Delivery, 'id' | 'time' | 'target' | 'status'> & { eventId: number }, secretKey: string): Delivery {
    const target = deliveryTarget(item.url);
    const { eventId, ...rest } = item;
    const delivery: Delivery = { id: 0, time: new Date().toISOString(), ...rest, target: target.kind, status: 'queued' };
    // kept with its event (the caller's transaction); its row id is its id
    const rowId = delivery.id = this.kept.add(eventId, { delivery, secretKey });
    this.remember(delivery);
    const queued: QueuedDelivery = { delivery, secretKey, eventId, rowId, attempts: 0 };
    if (target.kind === 'external') {
      this.finish(queued, 'not delivered', undefined, target.reason);
    } else if (this.spilledFrom !== null || this.queue.length + this.retries.size >= this.options.maxQueued) {
      // kept in the database (above); read back in order as the queue empties
      if (this.spilledFrom === null) this.spilledFrom = rowId;
      delivery.note = `waiting: more than ${this.options.maxQueued} deliveries are queued; kept in the database, sent in order`;
    } else {
      this.queue.push(queued);
      this.pump();
    }
    return delivery;
  }

  /** Records a delivery's outcome on its event and lets its kept row go, in one transaction. */
  private finish(queued: QueuedDelivery, status: DeliveryStatus, httpStatus: number | undefined, note: string | undefined): void {
    const { delivery, eventId, rowId } = queued;
    delivery.status = status;
    if (httpStatus !== undefined) delivery.httpStatus = httpStatus;
    if (note !== undefined) delivery.note = note;
    // a closed sandbox keeps the row: the delivery is sent again when it starts
    if (this.closed) return;
    try {
      this.options.store.transaction(() => {
        const event = this.options.store.get('WebhookEvents', eventId);
        if (event) {
          this.options.store.replace('WebhookEvents', {
            ...event, status, httpStatus: httpStatus === undefined ? null : httpStatus, note: note || null, url: delivery.url,
            modified: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')
          });
        }
        this.kept.remove(rowId);
      });
    } catch (error) {
      this.options.log(error);
    }
  }

  private pump(): void {
    while (this.sending < this.options.concurrency && this.queue.length) {
      // one plugin service at a time: a service runs in this process's workers, beside the API,
      // so deliveries to it queue rather than crowd the API's requests out
      const index = this.pluginSending ? this.queue.findIndex((item) => item.delivery.target !== 'plugin') : 0;
      if (index === -1) return;
      const queued = this.queue.splice(index, 1)[0];
      const plugin = queued.delivery.target === 'plugin';
      this.sending++;
      if (plugin) this.pluginSending++;
      this.send(queued).catch((error) => this.options.log(error)).then(() => {
        this.sending--;
        if (plugin) this.pluginSending--;
        if (this.queue.length + this.retries.size <= this.options.maxQueued / 2) this.refill();
        this.pump();
        if (this.queue.length === 0 && this.sending === 0) this.idle.splice(0).forEach((resolve) => resolve());
      });
    }
  }

  private async send(queued: QueuedDelivery): Promise<void> {
    const { delivery, secretKey } = queued;
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-zengine-webhook-key': secretKey };
    const target = deliveryTarget(delivery.url);
    try {
      let answer: { status: number; text: string };
      if (target.kind === 'plugin') {
        answer = await this.options.deliverToPlugin({ path: target.path, headers, body: delivery.payload });
      } else if (target.kind === 'local') {
        const response = await fetch(target.url, {
          method: 'POST', headers, body: JSON.stringify(delivery.payload), redirect: 'manual',
          signal: AbortSignal.timeout(this.options.localTimeoutMs)
        });
        answer = { status: response.status, text: await readPrefix(response, ANSWER_PREFIX_BYTES) };
      } else {
        return;
      }
      const ok = answer.status >= 200 && answer.status < 300;
      if (ok) this.finish(queued, 'delivered', answer.status, answer.text.slice(0, 200) || undefined);
      else this.failed(queued, answer.status, answer.text);
    } catch (error) {
      this.failed(queued, undefined, (error as Error).message);
    }
  }

  /** An attempt failed: sent again after the backoff (the attempts kept with it), or `failed` when none is left. */
  private failed(queued: QueuedDelivery, httpStatus: number | undefined, text: string | undefined): void {
    queued.attempts++;
    const what = failureNote(httpStatus, text);
    const wait = this.closed ? null : retryDelay(queued.attempts, this.retry);
    if (wait === null) {
      this.finish(queued, 'failed', httpStatus, `${what} (${queued.attempts} attempt${queued.attempts === 1 ? '' : 's'}, the last one)`);
      return;
    }
    const { delivery, secretKey, rowId } = queued;
    if (httpStatus !== undefined) delivery.httpStatus = httpStatus;
    delivery.note = `attempt ${queued.attempts} of ${this.retry.maxAttempts} failed: ${what}; sent again in ${wait / 1000} s`;
    try {
      this.kept.update(rowId, { delivery, secretKey, attempts: queued.attempts });
    } catch (error) {
      this.options.log(error);
    }
    const timer = setTimeout(() => {
      this.retries.delete(timer);
      if (this.closed) return;
      this.queue.push(queued);
      this.pump();
    }, wait);
    timer.unref();
    this.retries.add(timer);
  }
}
