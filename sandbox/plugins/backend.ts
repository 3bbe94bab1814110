/**
 * The contract of a plugin backend: a module in sandbox/plugin-backends/<namespace>.ts that
 * exports `routes`, a map of `'METHOD /path/:param'` to handlers. A handler gets a context and
 * returns the response body (or a promise of it); `reply(status, body)` picks the status and
 * `pluginError(status, message)` answers with a failure envelope.
 */
import Database from 'better-sqlite3';
import { ObjectStore, StoredObject } from '../store';

/** Key/value storage of one plugin in one workspace (values are JSON). */
export interface PluginStorage {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): boolean;
  keys(): string[];
}

export interface PluginContext {
  /** The workspace of the request (the plugin is installed in it). */
  workspaceId: number;
  namespace: string;
  method: string;
  /** The route path after the namespace, e.g. `/counters/visits`. */
  path: string;
  /** Path params of the matched route (`:name` → `params.name`), decoded. */
  params: Record<string, string>;
  /** The query string; a repeated key gives an array. */
  query: Record<string, string | string[]>;
  /** The parsed JSON body (POST and PUT), else undefined. */
  body: unknown;
  /** The user making the request. */
  user: StoredObject;
  /** The sandbox's objects (Forms, FormRecords, Tasks...), to read or change. */
  store: ObjectStore;
  /** The SQLite database itself, for backends that want their own tables. */
  db: Database.Database;
  /** This plugin's storage in this workspace. */
  storage: PluginStorage;
}

export type PluginHandler = (context: PluginContext) => unknown;

/** What a backend module exports. */
export interface PluginBackendModule {
  routes: Record<string, PluginHandler>;
  /** How the plugin is registered (Plugins object) when the sandbox first sees the backend. */
  plugin?: { name?: string; description?: string };
}

const REPLY = Symbol('plugin reply');

export interface PluginReply {
  [REPLY]: true;
  status: number;
  body: unknown;
}

/** A response with a chosen status (e.g. 201), instead of the default 200. */
export function reply(status: number, body: unknown): PluginReply {
  if (!Number.isInteger(status) || status < 200 || status > 599) throw new Error(`reply: status must be an HTTP status; got ${status}`);
  return { [REPLY]: true, status, body };
}

export function isReply(value: unknown): value is PluginReply {
  return typeof value === 'object' && value !== null && (value as PluginReply)[REPLY] === true;
}

/** Thrown by a handler: answered as a failure envelope with that status. */
export class PluginError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'PluginError';
  }
}

export function pluginError(status: number, message: string): PluginError {
  return new PluginError(status >= 400 && status <= 599 ? status : 500, message);
}
