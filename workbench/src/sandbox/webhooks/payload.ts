/**
 * What Zengine's webhooks POSTed, as pure functions: which webhooks a record change fires, the
 * payload (`body.data[0].action`, `body.data[0].record`...), the scheduled payload
 * (`body.data.scheduled`, `body.data.nextScheduled`), and where a webhook URL is delivered.
 */
import { isPlainObject } from '#core';
import { JsonObject, StoredObject, idOf } from '../store';
import { compileMatcher } from '../query/matcher';
import type { RecordChange } from '../api/environment';

export type { RecordAction, RecordChange } from '../api/environment';

/** Zengine wrote payload times as `2015-09-23 18:02:29` (UTC). */
export function payloadTime(iso: string): string {
  return iso.replace('T', ' ').replace(/(\.\d+)?Z$/, '');
}

/**
 * Whether a webhook fires for a change: active (`isActive` not false), for records (`resource`
 * 'records' or none), in the change's workspace, for its form when it names one (`form.id`), and
 * its `filter` (a data filter) selecting the record, as a GET with that filter would list it
 * (`change.selects`). A filter the API refuses fires nothing and says why in `problem`.
 */
export function webhookMatches(webhook: StoredObject, change: RecordChange): { fires: boolean; problem?: string } {
  if (webhook.isActive === false || webhook.active === false) return { fires: false };
  if (webhook.resource !== undefined && webhook.resource !== 'records') return { fires: false };
  const workspaceId = idOf(webhook.workspace);
  if (workspaceId !== undefined && change.workspaceId !== undefined && workspaceId !== change.workspaceId) return { fires: false };
  const formId = idOf(webhook.form);
  if (formId !== undefined && formId !== 0 && formId !== change.formId) return { fires: false };
  const filter = typeof webhook.filter === 'string' ? parseJson(webhook.filter) : webhook.filter;
  if (filter === undefined || filter === null || filter === '') return { fires: true };
  if (!isPlainObject(filter)) return { fires: false, problem: 'its filter is not a data filter object' };
  try {
    // the records a GET with the filter lists (computed values, logged-in-user, subfilters); the matcher alone without the API's reading
    return { fires: change.selects ? change.selects(filter) : compileMatcher(filter, `Webhook ${webhook.id}'s filter`)(change.record) };
  } catch (error) {
    return { fires: false, problem: (error as Error).message };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The attributes an update changed, `{ from, to }`, as Zengine's activities carried them. */
function changesOf(previous: StoredObject, next: StoredObject): { from: JsonObject; to: JsonObject } {
  const from: JsonObject = {};
  const to: JsonObject = {};
  const keys = new Set(Object.keys(previous).concat(Object.keys(next)));
  keys.forEach((key) => {
    if (key === 'modified' || key === 'objectVersion') return;
    if (JSON.stringify(previous[key]) !== JSON.stringify(next[key])) {
      from[key] = previous[key] === undefined ? null : previous[key];
      to[key] = next[key] === undefined ? null : next[key];
    }
  });
  return { from, to };
}

/** The activity a change is (`body.data[0]`): id, workspace, resource, action, createdByUser, record, created. */
export function activityOf(change: RecordChange, activityId: number): JsonObject {
  const folderId = idOf(change.record.folder);
  const activity: JsonObject = {
    id: activityId,
    workspace: { id: change.workspaceId === undefined ? 0 : change.workspaceId },
    resource: 'records',
    action: change.action,
    createdByUser: { id: change.userId },
    record: { id: change.record.id, form: { id: change.formId }, folder: { id: folderId === undefined ? 0 : folderId } },
    created: payloadTime(change.time)
  };
  if (change.action === 'update' && change.previous) activity.changes = changesOf(change.previous, change.record);
  return activity;
}

/** The body a webhook POSTs for a record change. */
export function recordPayload(webhookId: number, webhookEventId: number, activity: JsonObject): JsonObject {
  return {
    developerMessage: 'The data in the payload is an activity.',
    webhook: { id: webhookId },
    webhookEvent: { id: webhookEventId },
    data: [activity]
  };
}

/** The body a scheduled webhook POSTs: `data.scheduled` and `data.nextScheduled` (`YYYY-MM-DD HH:mm:ss`). */
export function scheduledPayload(scheduledWebhookId: number, webhookEventId: number, scheduled: string, nextScheduled: string | null): JsonObject {
  return {
    developerMessage: 'The data in the payload is a scheduled webhook run.',
    scheduled: { id: scheduledWebhookId },
    webhookEvent: { id: webhookEventId },
    data: { scheduled: payloadTime(scheduled), nextScheduled: nextScheduled === null ? null : payloadTime(nextScheduled) }
  };
}

/** Where a webhook URL goes from this machine. */
export type DeliveryTarget =
  /** Zengine's plugin-services host: the sandbox's own /plugins dispatch (never the network). */
  | { kind: 'plugin'; path: string }
  /** 127.0.0.1, localhost, ::1: POSTed for real. */
  | { kind: 'local'; url: string }
  /** Anywhere else: not delivered (this machine has no network). */
  | { kind: 'external'; reason: string };

const LOOPBACK_HOSTS = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|[a-z0-9-]+\.localhost)$/i;

/** Zengine's plugin-services host (`https://plugins.zenginehq.com`, and its stage forms). */
function isPluginHost(hostname: string): boolean {
  return /(^|[.-])plugins([.-][a-z0-9-]+)*\.zenginehq\.com$/i.test(hostname) || /^plugins\.zenginehq\.com$/i.test(hostname);
}

export function deliveryTarget(url: unknown): DeliveryTarget {
  if (typeof url !== 'string' || url === '') return { kind: 'external', reason: 'the webhook has no url' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'external', reason: `the url ${JSON.stringify(url.slice(0, 100))} is not a URL` };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return { kind: 'external', reason: `the url is ${parsed.protocol}, not http or https` };
  }
  if (isPluginHost(parsed.hostname)) {
    if (!/^\/workspaces\/[^/]+\/[^/]+\/[^/]+/.test(parsed.pathname)) {
      return { kind: 'external', reason: 'a plugin-services url is /workspaces/<workspaceId>/<namespace>/<route>' };
    }
    return { kind: 'plugin', path: parsed.pathname + parsed.search };
  }
  if (LOOPBACK_HOSTS.test(parsed.hostname)) return { kind: 'local', url: parsed.toString() };
  return { kind: 'external', reason: `not delivered: ${parsed.hostname} is outside this machine, which has no network` };
}
