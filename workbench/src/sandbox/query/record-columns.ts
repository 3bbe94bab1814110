/**
 * Form records' attribute values kept in memory, one array per attribute indexed by record id (a
 * "column"), so a filter's conditions are tested without a lookup in SQLite per record and
 * condition: a count that most records pass (`amount >= 50000 AND stage = won`: 11,000 of 100,000)
 * tests every record of the form in a few milliseconds, and a selective plan (sql-plan.ts) tests
 * the records its start reads in a fraction of one. The values are those the matcher reads
 * (`valueAt` of #core: a record's own property, normalized), taken from the stored record's JSON,
 * and tested with the matcher's own tests (`compileValueTest`): an answer from the columns is the
 * matcher's answer.
 *
 * A column is read when a filter first asks for its attribute (about a tenth of a second per
 * 100,000 records) and kept. Writes only mark their records (a follower of the value index): the
 * next read outside a transaction reads those records again, so a write rolled back costs a
 * read, never a wrong value. Inside a transaction, or past MAX_RECORDS records in a form, there are
 * no columns: the plans run their lookups in SQLite as before.
 */
import Database from 'better-sqlite3';
import { compileValueTest, normalizeValue, readAttribute } from '#core';
import type { ParsedGroup, ParsedNode } from '#core';
import type { RowsFollower } from './value-index';

/** A form with more records keeps no columns (memory: about 50 bytes a record and attribute). */
export const MAX_RECORDS = 500000;
/** Columns kept per form; the least recently asked one is dropped past it. */
const MAX_COLUMNS = 48;

/** A test of a record by id, over the columns. */
export type RecordTest = (id: number) => boolean;

interface FormColumns {
  scope: string;
  /** The ids of the form's records, ascending. */
  ids: number[];
  /** By attribute path (JSON of the path): each record's normalized value at its id. */
  columns: Map<string, unknown[]>;
  /** Records written since they were read. */
  dirty: Set<number>;
}

/** The JSON path SQLite reads an attribute at, or null when a segment cannot be quoted in one. */
function jsonPathOf(path: readonly string[]): string | null {
  return path.every((segment) => !/["\\]/.test(segment)) ? `$${path.map((segment) => `."${segment}"`).join('')}` : null;
}

/** The normalized value of `path` in a record (as the matcher reads it). */
function valueIn(record: object, path: readonly string[]): unknown {
  return normalizeValue(readAttribute(record, path[0], path.length === 1 ? null : path));
}

function insertSorted(ids: number[], id: number): void {
  if (ids.length === 0 || ids[ids.length - 1] < id) {
    ids.push(id);
    return;
  }
  const at = lowerBound(ids, id);
  if (ids[at] !== id) ids.splice(at, 0, id);
}

function removeSorted(ids: number[], id: number): void {
  const at = lowerBound(ids, id);
  if (ids[at] === id) ids.splice(at, 1);
}

function lowerBound(ids: readonly number[], id: number): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ids[middle] < id) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class RecordColumns implements RowsFollower {
  private readonly forms = new Map<number, FormColumns>();
  private readonly statements: { ids: Database.Statement; byPath: Database.Statement; data: Database.Statement; some: Database.Statement };

  constructor(private readonly db: Database.Database) {
    const inScope = "FROM objects INDEXED BY objects_by_scope WHERE resource = 'FormRecords' AND scope = ?";
    this.statements = {
      ids: db.prepare(`SELECT id ${inScope} ORDER BY id`).pluck(),
      byPath: db.prepare(`SELECT id, data -> ? ${inScope}`).raw(),
      data: db.prepare(`SELECT id, data ${inScope}`).raw(),
      some: db.prepare("SELECT id, data FROM objects WHERE resource = 'FormRecords' AND scope = ? AND id IN (SELECT value FROM json_each(?))").raw()
    };
  }

  /** A record of `form` was written (inside the write: it is read again at the next use). */
  update(form: number, record: number): void {
    this.forms.get(form)?.dirty.add(record);
  }

  removeForm(form: number): void {
    this.forms.delete(form);
  }

  /** Forgets every column (the value index is rebuilt). */
  reset(): void {
    this.forms.clear();
  }

  /**
   * The test of the filters (every group must pass) over the records of the form, by id, with the
   * form's ids ascending; undefined inside a transaction, for a form of more than MAX_RECORDS
   * (`records`, its count) or a filter with a subfilter.
   */
  testOf(form: number, scope: string, records: number, groups: ParsedGroup[]): { ids: readonly number[]; test: RecordTest } | undefined {
    if (this.db.inTransaction || records > MAX_RECORDS || !groups.every(plain)) return undefined;
    const columns = this.formColumns(form, scope);
    const tests = groups.map((group) => this.compile(columns, group));
    const test = tests.length === 1 ? tests[0] : (id: number) => tests.every((each) => each(id));
    return { ids: columns.ids, test };
  }

  private formColumns(form: number, scope: string): FormColumns {
    let columns = this.forms.get(form);
    if (!columns || columns.scope !== scope) {
      columns = { scope, ids: this.statements.ids.all(scope) as number[], columns: new Map(), dirty: new Set() };
      this.forms.set(form, columns);
    } else if (columns.dirty.size) this.readAgain(columns);
    return columns;
  }

  /** Reads the written records again: their values, or their removal. */
  private readAgain(form: FormColumns): void {
    const dirty = Array.from(form.dirty);
    form.dirty.clear();
    const found = new Map<number, object>();
    (this.statements.some.all(form.scope, JSON.stringify(dirty)) as Array<[number, string]>)
      .forEach(([id, data]) => found.set(id, JSON.parse(data) as object));
    dirty.forEach((id) => {
      const record = found.get(id);
      if (record) insertSorted(form.ids, id);
      else removeSorted(form.ids, id);
      form.columns.forEach((values, key) => {
        if (record) values[id] = valueIn(record, JSON.parse(key) as string[]);
        else delete values[id];
      });
    });
  }

  /** The values of `path` by record id, read from the stored records the first time. */
  private column(form: FormColumns, path: readonly string[]): unknown[] {
    const key = JSON.stringify(path);
    const kept = form.columns.get(key);
    if (kept) {
      // the most recently asked last: the first is the one dropped
      form.columns.delete(key);
      form.columns.set(key, kept);
      return kept;
    }
    const values: unknown[] = [];
    const jsonPath = jsonPathOf(path);
    if (jsonPath) {
      (this.statements.byPath.all(jsonPath, form.scope) as Array<[number, string | null]>).forEach(([id, json]) => {
        values[id] = json === null ? '' : normalizeValue(JSON.parse(json));
      });
    } else {
      (this.statements.data.all(form.scope) as Array<[number, string]>).forEach(([id, data]) => {
        values[id] = valueIn(JSON.parse(data) as object, path);
      });
    }
    if (form.columns.size >= MAX_COLUMNS) form.columns.delete(form.columns.keys().next().value as string);
    form.columns.set(key, values);
    return values;
  }

  private compile(form: FormColumns, node: ParsedNode): RecordTest {
    if (node.kind === 'condition') {
      const values = this.column(form, node.path);
      const test = compileValueTest(node);
      const empty = test('');
      return (id) => {
        const value = values[id];
        return value === undefined ? empty : test(value);
      };
    }
    const group = node as ParsedGroup;
    const tests = group.entries.map((entry) => this.compile(form, entry));
    if (tests.length === 0) return () => true;
    if (tests.length === 1) return tests[0];
    return group.operator === 'or'
      ? (id) => tests.some((each) => each(id))
      : (id) => tests.every((each) => each(id));
  }
}

/** True when the group has no subfilter (the columns hold the form's own values only). */
function plain(node: ParsedNode): boolean {
  return node.kind === 'condition' || (node.kind === 'group' && node.entries.every(plain));
}

const kept = new WeakMap<Database.Database, RecordColumns>();

/** The columns of a database (one for every store on it). */
export function recordColumnsOf(db: Database.Database): RecordColumns {
  let columns = kept.get(db);
  if (!columns) {
    columns = new RecordColumns(db);
    kept.set(db, columns);
  }
  return columns;
}
