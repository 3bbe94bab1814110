/**
 * The contract of a plugin backend: a module in sandbox/plugin-backends/<namespace>.ts that
 * exports `routes`, a map of `'METHOD /path/:param'` to handlers. A handler gets a context and
 * returns the response body (or a promise of it); `context.reply(status, body)` picks the
 * status and `throw context.error(status, userMessage, developerMessage)` answers with a failure
 * envelope. The helpers are on the context so that a backend anywhere (the demo's, a plugin
 * project's) needs nothing from the sandbox's build; the exports `reply` and `pluginError` do
 * the same for modules that import them.
 */
import Database from 'better-sqlite3';
import { ObjectStore, StoredObject } from '../store';
import { ValidationErrors } from '../envelopes';
import { isPlainObject } from '../../src/values';

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
  /** The response with a chosen status instead of 200: `return context.reply(201, body)`. */
  reply(status: number, body: unknown): PluginReply;
  /**
   * A failure to throw (or return): `throw context.error(404, 'There is no such counter', 'No counter
   * is named visits')` answers `{ status, code, userMessage, developerMessage }`, plus
   * `validationErrors` (keyed like the input) when given. `status` is 400 to 599;
   * `developerMessage` defaults to `userMessage`.
   */
  error(status: number, userMessage: string, developerMessage?: string, validationErrors?: ValidationErrors): PluginError;
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

/**
 * Thrown by a handler: answered as a failure envelope with that status. The message is the
 * envelope's `developerMessage`; without a `userMessage` the envelope gets the status's usual one.
 */
export class PluginError extends Error {
  constructor(readonly status: number, message: string, readonly userMessage?: string,
    readonly validationErrors?: ValidationErrors) {
    super(message);
    this.name = 'PluginError';
  }
}

/** A failure with the developer's message only (the context's `error` also takes the user's). */
export function pluginError(status: number, message: string): PluginError {
  return new PluginError(status >= 400 && status <= 599 ? status : 500, message);
}

function isValidationErrors(value: unknown): value is ValidationErrors {
  return isPlainObject(value) && Object.keys(value).every((key) =>
    Array.isArray(value[key]) && (value[key] as unknown[]).every((message) => typeof message === 'string'));
}

/**
 * `context.error`: a failure with the message a person is shown and, optionally, the developer's
 * and validation errors. Wrong arguments are the backend's bug: they throw a plain Error, which
 * the sandbox answers with a 500 and logs.
 */
export function pluginFailure(status: number, userMessage: string, developerMessage?: string,
  validationErrors?: ValidationErrors): PluginError {
  if (!Number.isInteger(status) || status < 400 || status > 599) {
    throw new Error(`context.error: status must be a failure status, 400 to 599; got ${status}`);
  }
  if (typeof userMessage !== 'string' || userMessage === '') {
    throw new Error(`context.error: userMessage must be text a person can be shown; got ${typeof userMessage}`);
  }
  if (developerMessage !== undefined && typeof developerMessage !== 'string') {
    throw new Error(`context.error: developerMessage must be text or left out; got ${typeof developerMessage}`);
  }
  if (validationErrors !== undefined && !isValidationErrors(validationErrors)) {
    throw new Error('context.error: validationErrors must be an object of message arrays, e.g. { "field12": ["Is required"] }');
  }
  return new PluginError(status, developerMessage === undefined ? userMessage : developerMessage, userMessage, validationErrors);
}
