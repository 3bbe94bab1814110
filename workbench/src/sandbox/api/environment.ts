/**
 * What a request's handling can reach: storage, routes, per-resource behaviour, the current
 * user and the request's clock.
 */
import { CompiledRoute } from '../routes';
import { JsonObject, ObjectStore, Scope, StoredObject } from '../store';
import { ValidationErrors } from '../envelopes';

export type RecordAction = 'create' | 'update' | 'delete';

/**
 * One form record written through /v1: what the writes note in `Environment.recordChanges`, and
 * what the webhooks (webhooks/) fire on once the request's transaction is in.
 */
export interface RecordChange {
  action: RecordAction;
  formId: number;
  workspaceId: number | undefined;
  /** The record after the write (before it, for a delete). */
  record: StoredObject;
  /** The record before an update. */
  previous?: StoredObject;
  userId: number;
  /** ISO time of the write. */
  time: string;
  /**
   * Whether a filter selects the record as a GET with that filter would list it (computed values,
   * `logged-in-user`, subfilters: api/collection.ts `filterSelects`), for the webhooks' filters;
   * throws the query's error for a filter that cannot be resolved. Without it, the matcher alone.
   */
  selects?(filter: unknown): boolean;
}

/** A data filter condition or group, as the conventions define it. */
export type FilterNode = JsonObject;

export interface Environment {
  store: ObjectStore;
  routeOf(resource: string): CompiledRoute;
  behaviorOf(resource: string): ResourceBehavior;
  /** The routes whose path has `resource` as a parent, with the attribute naming it (for cascades). */
  childRoutes(resource: string): Array<{ resource: string; attribute: string }>;
  /** The user the request acts as (for `logged-in-user` and `createdByUser`). */
  user: StoredObject;
  /** The request's time, ISO 8601 UTC without milliseconds. */
  now: string;
  limits: { maxUploadBytes: number; maxUploadFiles: number; maxBulk: number };
  /** Form records this request created, changed or deleted (what webhooks fire on), filled by the writes. */
  recordChanges: RecordChange[];
}

/** One collection: a resource in the scope its path gives. */
export interface Collection {
  resource: string;
  scope: Scope;
}

/** The result of checking and normalizing input for a write. */
export interface Prepared {
  data: JsonObject;
  errors: ValidationErrors;
}

/**
 * What makes a resource differ from a plain store of JSON objects. Every hook is optional.
 */
export interface ResourceBehavior {
  /** Writes are refused with 405 (reference data such as Countries). */
  readOnly?: boolean;
  /** The path names one object, not a collection (task preferences): GET and PUT it without ids. */
  singleton?: { defaults?(collection: Collection, env: Environment): JsonObject };
  /** POST takes multipart/form-data; each file becomes an object. `replaces`: one object per collection. */
  upload?: { replaces: boolean };
  /** Objects as answered: computed values, dropped stale keys. Must not change `id`. */
  present?(objects: StoredObject[], collection: Collection, env: Environment): StoredObject[];
  /** Attributes filters and sorting may use besides those the objects have. */
  knownAttributes?(collection: Collection, env: Environment): string[];
  /**
   * Attributes every object of the collection holds with one value (a form's records, its
   * workspace): conditions on them are decided once for the collection, never per object.
   */
  shared?(collection: Collection, env: Environment): JsonObject;
  /**
   * Checks and normalizes input. `existing` is undefined for a create (complete input expected)
   * and the stored object for an update (partial input merged into it by the caller).
   */
  prepare?(input: JsonObject, existing: StoredObject | undefined, collection: Collection, env: Environment): Prepared;
  /**
   * Queries run in SQLite over the value index (FormRecords, query/value-index.ts), except those
   * naming an attribute only presenting knows (computed values): they take the JavaScript path.
   */
  valueIndex?: { derivedAttributes(collection: Collection, env: Environment): string[] };
  /** Replaces a subfilter condition with a plain one (FormRecords only). */
  resolveSubfilter?(condition: FilterNode, collection: Collection, env: Environment, depth: number): FilterNode;
  /** Has-many relations for `related=` (belongs-to ones come from reference attributes). */
  hasMany?: Record<string, { resource: string; attribute: string }>;
  /** Runs after a write in the same transaction (e.g. a field change bumps its form's version). */
  afterWrite?(collection: Collection, env: Environment): void;
}
