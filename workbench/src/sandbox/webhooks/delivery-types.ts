/**
 * The shapes of the webhook dispatcher (dispatcher.ts): a delivery as listed and kept, what the
 * dispatcher is given, and a delivery in its queue.
 */
import type { ObjectStore, JsonObject } from '../store';
import type { RetryPolicy } from './retry';

export type DeliveryStatus = 'queued' | 'delivered' | 'failed' | 'not delivered';

export interface Delivery {
  id: number;
  /** When it was queued (ISO). */
  time: string;
  kind: 'record' | 'scheduled';
  webhook: { resource: 'Webhooks' | 'ScheduledWebhooks'; id: number };
  url: string;
  /** plugin (the sandbox's own service), local (POSTed to loopback) or external (not sent). */
  target: 'plugin' | 'local' | 'external';
  status: DeliveryStatus;
  /** The HTTP status the receiver answered. */
  httpStatus?: number;
  /** Why it was not delivered or failed, or the start of the answer. */
  note?: string;
  /** The record change (record deliveries). */
  action?: string;
  record?: { id: number; form: { id: number } };
  /** The body POSTed. */
  payload: JsonObject;
}

export interface PluginDelivery {
  /** `/workspaces/<ws>/<ns>/<route>?...`, the path after /plugins. */
  path: string;
  headers: Record<string, string>;
  body: JsonObject;
}

export interface DispatcherOptions {
  store: ObjectStore;
  /** Runs a plugin service in this sandbox (the /plugins dispatch); resolves with its status and text. */
  deliverToPlugin(delivery: PluginDelivery): Promise<{ status: number; text: string }>;
  log(error: unknown): void;
  /** Deliveries kept for the list (default 200; the oldest go first). */
  keep?: number;
  /** Deliveries waiting in memory at most (default 1000); more wait in the database, in order. */
  maxQueued?: number;
  /** Sent at the same time at most (default 4). */
  concurrency?: number;
  /** How long a loopback receiver may take (default 10000 ms). */
  localTimeoutMs?: number;
  /** Retries of a delivery that failed (retry.ts). */
  retry?: Partial<RetryPolicy>;
}

/** What is kept of a delivery in the database until it is done. */
export interface KeptDelivery {
  delivery: Delivery;
  secretKey: string;
  /** Attempts made that failed. */
  attempts?: number;
}

export interface QueuedDelivery {
  delivery: Delivery;
  secretKey: string;
  eventId: number;
  /** Its row in the database's kept deliveries. */
  rowId: number;
  /** Attempts made that failed. */
  attempts: number;
}
