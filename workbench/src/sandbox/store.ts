/**
 * Generic storage of every resource's objects in one table, with parameterized SQL only.
 * An object is stored whole as JSON (its `id` included); `scope` holds the parent ids from the
 * path (`{"form":2}` for a record of form 2), so a collection is one indexed range.
 */
import Database from 'better-sqlite3';
import { isPlainObject } from '#core';
import { INDEXED_RESOURCE, ValueIndex } from './query/value-index';
import { recordColumnsOf } from './query/record-columns';
import { textSearchOf } from './query/text-search';

export type JsonObject = { [key: string]: unknown };
export interface StoredObject extends JsonObject {
  id: number;
}

/**
 * The id a reference names: `{ id: 3 }` or a bare `3`, a positive whole number (ids the sandbox
 * gives out); undefined for anything else. The one reading of a reference in the sandbox: record
 * values, relations, webhooks' `form` and `workspace`, members' `user`.
 */
export function idOf(value: unknown): number | undefined {
  const id = isPlainObject(value) ? value.id : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Parent ids in path order, e.g. `[{ attribute: 'form', id: 2 }]`. */
export type Scope = ReadonlyArray<{ attribute: string; id: number }>;

export function scopeKey(scope: Scope): string {
  const parts: JsonObject = {};
  scope.forEach((parent) => { parts[parent.attribute] = parent.id; });
  return JSON.stringify(parts);
}

/** The form id of a form record's scope (`{"form":2}`), or undefined for another scope. */
function formOfScope(scope: string): number | undefined {
  const parsed = JSON.parse(scope) as { form?: unknown };
  return typeof parsed.form === 'number' ? parsed.form : undefined;
}

export class ObjectStore {
  readonly db: Database.Database;
  /** The value index of form records (query/value-index.ts), written with them. */
  readonly values: ValueIndex;
  private readonly statements: {
    list: Database.Statement;
    get: Database.Statement;
    getInScope: Database.Statement;
    getWithScope: Database.Statement;
    getMany: Database.Statement;
    insert: Database.Statement;
    update: Database.Statement;
    remove: Database.Statement;
    removeChildren: Database.Statement;
    nextId: Database.Statement;
    listAll: Database.Statement;
    saveContent: Database.Statement;
    readContent: Database.Statement;
  };

  constructor(db: Database.Database) {
    this.db = db;
    this.values = new ValueIndex(db, [textSearchOf(db), recordColumnsOf(db)]);
    this.statements = {
      // without INDEXED BY, SQLite walks the primary key (every object of the resource) for ORDER BY id
      list: db.prepare('SELECT data FROM objects INDEXED BY objects_by_scope WHERE resource = ? AND scope = ? ORDER BY id'),
      listAll: db.prepare('SELECT data FROM objects WHERE resource = ? ORDER BY id'),
      get: db.prepare('SELECT data FROM objects WHERE resource = ? AND id = ?'),
      getInScope: db.prepare('SELECT data FROM objects WHERE resource = ? AND id = ? AND scope = ?'),
      getWithScope: db.prepare('SELECT data, scope FROM objects WHERE resource = ? AND id = ?'),
      getMany: db.prepare('SELECT data FROM objects WHERE resource = ? AND id IN (SELECT value FROM json_each(?))'),
      insert: db.prepare('INSERT INTO objects (resource, id, scope, data) VALUES (?, ?, ?, ?)'),
      update: db.prepare('UPDATE objects SET data = ? WHERE resource = ? AND id = ?'),
      remove: db.prepare('DELETE FROM objects WHERE resource = ? AND id = ?'),
      removeChildren: db.prepare('DELETE FROM objects WHERE resource = ? AND json_extract(scope, ?) = ?'),
      saveContent: db.prepare('INSERT OR REPLACE INTO file_contents (resource, object_id, content) VALUES (?, ?, ?)'),
      readContent: db.prepare('SELECT content FROM file_contents WHERE resource = ? AND object_id = ?'),
      nextId: db.prepare(
        'INSERT INTO sequences (resource, last_id) VALUES (?, 1) ' +
        'ON CONFLICT(resource) DO UPDATE SET last_id = last_id + 1 RETURNING last_id')
    };
  }

  /** Runs `work` in one transaction: all of its writes land, or none. */
  transaction<T>(work: () => T): T {
    if (this.db.inTransaction) return this.db.transaction(work)();
    try {
      return this.db.transaction(work)();
    } finally {
      // committed or rolled back: the form's columns may answer the next transaction's reads
      recordColumnsOf(this.db).transactionEnded();
    }
  }

  /** Runs `work` in a transaction unless one is open already (a record and its index rows land together). */
  private atomically<T>(work: () => T): T {
    return this.db.inTransaction ? work() : this.transaction(work);
  }

  /** The objects of one collection, by id. */
  list(resource: string, scope: Scope): StoredObject[] {
    return (this.statements.list.all(resource, scopeKey(scope)) as Array<{ data: string }>).map((row) => JSON.parse(row.data));
  }

  /** Every object of a resource, whatever its parents. */
  listAll(resource: string): StoredObject[] {
    return (this.statements.listAll.all(resource) as Array<{ data: string }>).map((row) => JSON.parse(row.data));
  }

  /** One object, only when it is in the given collection (when a scope is given). */
  get(resource: string, id: number, scope?: Scope): StoredObject | undefined {
    const row = (scope
      ? this.statements.getInScope.get(resource, id, scopeKey(scope))
      : this.statements.get.get(resource, id)) as { data: string } | undefined;
    return row ? JSON.parse(row.data) : undefined;
  }

  /** The objects with these ids (in this order; missing ones left out). */
  getMany(resource: string, ids: number[]): StoredObject[] {
    if (ids.length === 0) return [];
    const byId = new Map<number, StoredObject>();
    (this.statements.getMany.all(resource, JSON.stringify(ids)) as Array<{ data: string }>).forEach((row) => {
      const object = JSON.parse(row.data) as StoredObject;
      byId.set(object.id, object);
    });
    return ids.map((id) => byId.get(id)).filter((object): object is StoredObject => object !== undefined);
  }

  nextId(resource: string): number {
    return (this.statements.nextId.get(resource) as { last_id: number }).last_id;
  }

  /** Stores a new object under a fresh id and returns it. */
  insert(resource: string, scope: Scope, data: JsonObject): StoredObject {
    const id = this.nextId(resource);
    // id first for readable JSON, and never one from the data
    const object: StoredObject = Object.assign({ id }, data, { id });
    const key = scopeKey(scope);
    if (resource !== INDEXED_RESOURCE) {
      this.statements.insert.run(resource, object.id, key, JSON.stringify(object));
      return object;
    }
    return this.atomically(() => {
      this.statements.insert.run(resource, object.id, key, JSON.stringify(object));
      const form = formOfScope(key);
      if (form !== undefined) this.values.update(form, object.id, undefined, object);
      return object;
    });
  }

  /** Replaces a stored object (same id, same scope). */
  replace(resource: string, object: StoredObject): void {
    if (resource !== INDEXED_RESOURCE) {
      this.statements.update.run(JSON.stringify(object), resource, object.id);
      return;
    }
    this.atomically(() => {
      const row = this.statements.getWithScope.get(resource, object.id) as { data: string; scope: string } | undefined;
      this.statements.update.run(JSON.stringify(object), resource, object.id);
      const form = row ? formOfScope(row.scope) : undefined;
      if (row && form !== undefined) this.values.update(form, object.id, JSON.parse(row.data), object);
    });
  }

  remove(resource: string, id: number): boolean {
    if (resource !== INDEXED_RESOURCE) return this.statements.remove.run(resource, id).changes > 0;
    return this.atomically(() => {
      const row = this.statements.getWithScope.get(resource, id) as { data: string; scope: string } | undefined;
      const form = row ? formOfScope(row.scope) : undefined;
      if (row && form !== undefined) this.values.update(form, id, JSON.parse(row.data), undefined);
      return this.statements.remove.run(resource, id).changes > 0;
    });
  }

  /** Removes the objects of `resource` whose parent `attribute` is `id` (a cascade). */
  removeChildren(resource: string, attribute: string, id: number): number {
    if (resource === INDEXED_RESOURCE && attribute === 'form') this.values.removeForm(id);
    return this.statements.removeChildren.run(resource, '$.' + attribute, id).changes;
  }

  /** Keeps the bytes of an uploaded file (removed with its object). */
  saveContent(resource: string, id: number, content: Buffer): void {
    this.statements.saveContent.run(resource, id, content);
  }

  readContent(resource: string, id: number): Buffer | undefined {
    const row = this.statements.readContent.get(resource, id) as { content: Buffer } | undefined;
    return row ? row.content : undefined;
  }
}
