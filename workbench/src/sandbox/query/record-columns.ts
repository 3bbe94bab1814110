/**
 * Form records' attribute values kept in memory, one column per attribute: each record's value as
 * a code (by record id) into the attribute's distinct values, so a filter's conditions are tested
 * once per distinct value (a choice's few, a number's many) and without a lookup in SQLite per record and
 * condition: a count that most records pass (`amount >= 50000 AND stage = won`: 11,000 of 100,000)
 * tests every record of the form in a few milliseconds, and a selective plan (sql-plan.ts) tests
 * the records its start reads in a fraction of one. The values are those the matcher reads
 * (`valueAt` of #core: a record's own property, normalized), taken from the stored record's JSON,
 * and tested with the matcher's own tests (`compileValueTest`): an answer from the columns is the
 * matcher's answer.
 *
 * A column is read when a filter first asks for its attribute (about a tenth of a second per
 * 100,000 records) and kept. Writes only mark their records (a follower of the value index): the
 * next read of the form reads those records again, so a write rolled back costs a read, never a
 * wrong value. Inside a transaction that has written records of the form, or past MAX_RECORDS
 * records in a form, there are no columns: the plans run their lookups in SQLite as before. A
 * transaction that has not written the form yet reads what is committed, so a PUT or DELETE by
 * filter chooses its records here, as the list with the same filter does.
 */
import Database from 'better-sqlite3';
import { compileValueTest, normalizeValue, readAttribute } from '#core';
import type { ParsedCondition, ParsedGroup, ParsedNode, ValueTest } from '#core';
import type { RowsFollower } from './value-index';

/** A form with more records keeps no columns. */
export const MAX_RECORDS = 500000;
/** Nor a form whose records' ids go past this (a column holds a 4-byte code per id up to the largest). */
const MAX_ID = 4000000;
/** Columns kept per form; the least recently asked one is dropped past it. */
const MAX_COLUMNS = 32;

/**
 * One attribute's values: `codes[id]` is the record's value's index in `values`, the distinct
 * normalized values (0: the empty value, a missing attribute's too). A multi-value field (a list)
 * is one value per distinct list.
 */
class Column {
  codes = new Int32Array(1024);
  readonly values: unknown[] = [''];
  private readonly scalars = new Map<unknown, number>([['', 0]]);
  private readonly lists = new Map<string, number>();

  set(id: number, value: unknown): void {
    if (id >= this.codes.length) {
      const grown = new Int32Array(Math.max(id + 1, this.codes.length * 2));
      grown.set(this.codes);
      this.codes = grown;
    }
    this.codes[id] = this.codeOf(value);
  }

  private codeOf(value: unknown): number {
    const list = typeof value === 'object' && value !== null;
    const key = list ? JSON.stringify(value) : value;
    const codes: Map<unknown, number> = list ? this.lists : this.scalars;
    let code = codes.get(key);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      codes.set(key, code);
    }
    return code;
  }
}

interface FormColumns {
  scope: string;
  /** The ids of the form's records, ascending. */
  ids: number[];
  /** By attribute path (JSON of the path). */
  columns: Map<string, Column>;
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

  /**
   * Forms written in the transaction open now: their columns cannot answer inside it (their
   * records would be read again before the transaction ends, and a rollback would leave them wrong).
   */
  private readonly writtenInTransaction = new Set<number>();

  /** A record of `form` was written (inside the write: it is read again at the next use). */
  update(form: number, record: number): void {
    this.forms.get(form)?.dirty.add(record);
    if (this.db.inTransaction) this.writtenInTransaction.add(form);
  }

  /** The transaction the writes were in has ended (committed or rolled back): ObjectStore.transaction. */
  transactionEnded(): void {
    this.writtenInTransaction.clear();
  }

  removeForm(form: number): void {
    this.forms.delete(form);
    if (this.db.inTransaction) this.writtenInTransaction.add(form);
  }

  /** Forgets every column (the value index is rebuilt). */
  reset(): void {
    this.forms.clear();
  }

  /**
   * The filters (every group must pass) over the records of the form; undefined inside a
   * transaction that wrote records of the form, for a form of more than MAX_RECORDS (`records`, its
   * count) or a filter with a subfilter. A transaction that has not written the form yet (a PUT or
   * DELETE by filter choosing its records) reads what is committed, as outside one.
   */
  testOf(form: number, scope: string, records: number, groups: ParsedGroup[]): ColumnFilter | undefined {
    if (!this.db.inTransaction) this.writtenInTransaction.clear();
    else if (this.writtenInTransaction.has(form)) return undefined;
    if (records > MAX_RECORDS || !groups.every(plain)) return undefined;
    const columns = this.formColumns(form, scope);
    if (columns.ids.length && columns.ids[columns.ids.length - 1] > MAX_ID) return undefined;
    const terms = groups.map((group) => this.compile(columns, group));
    const root = terms.length === 0 ? null : terms.length === 1 ? terms[0] : new Term(null, null, false, terms);
    return new ColumnFilter(columns.ids, root, (node) => this.compile(columns, node));
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
      form.columns.forEach((column, key) => column.set(id, record ? valueIn(record, JSON.parse(key) as string[]) : ''));
    });
  }

  /** The column of `path`, read from the stored records the first time. */
  private column(form: FormColumns, path: readonly string[]): Column {
    const key = JSON.stringify(path);
    const kept = form.columns.get(key);
    if (kept) {
      // the most recently asked last: the first is the one dropped
      form.columns.delete(key);
      form.columns.set(key, kept);
      return kept;
    }
    const column = new Column();
    const jsonPath = jsonPathOf(path);
    if (jsonPath) {
      (this.statements.byPath.all(jsonPath, form.scope) as Array<[number, string | null]>).forEach(([id, json]) => {
        column.set(id, json === null ? '' : normalizeValue(JSON.parse(json)));
      });
    } else {
      (this.statements.data.all(form.scope) as Array<[number, string]>).forEach(([id, data]) => {
        column.set(id, valueIn(JSON.parse(data) as object, path));
      });
    }
    if (form.columns.size >= MAX_COLUMNS) form.columns.delete(form.columns.keys().next().value as string);
    form.columns.set(key, column);
    return column;
  }

  /**
   * The term of a node. A group's conditions on one attribute are one term (one read of the
   * column, one result per distinct value: a date range's `min` and `max`), and its entries are
   * tried in the order that settles a record soonest, as a sample of the form's records shows
   * (those failing most first in an `and`, passing most first in an `or`).
   */
  private compile(form: FormColumns, node: ParsedNode): Term {
    if (node.kind === 'condition') return this.attributeTerm(form, node.path, [compileValueTest(node)], false);
    const group = node as ParsedGroup;
    const any = group.operator === 'or';
    const byPath = new Map<string, ParsedCondition[]>();
    const terms: Term[] = [];
    group.entries.forEach((entry) => {
      if (entry.kind !== 'condition') terms.push(this.compile(form, entry));
      else {
        const key = JSON.stringify(entry.path);
        byPath.set(key, (byPath.get(key) || []).concat([entry]));
      }
    });
    byPath.forEach((conditions) => terms.push(this.attributeTerm(form, conditions[0].path, conditions.map(compileValueTest), any)));
    // an empty group passes every record, as the matcher's does (an `and` of nothing)
    if (terms.length === 0) return new Term(null, null, false, []);
    return terms.length === 1 ? terms[0] : new Term(null, null, any, settlingFirst(terms, form.ids, any));
  }

  /** The tests of one attribute's value, all (`any`: one) passing. */
  private attributeTerm(form: FormColumns, path: readonly string[], tests: ValueTest[], any: boolean): Term {
    const test: ValueTest = tests.length === 1 ? tests[0]
      : any ? (value) => tests.some((each) => each(value)) : (value) => tests.every((each) => each(value));
    return new Term(this.column(form, path), test, any, null);
  }
}

/**
 * A filter, or a part of one, over the columns: an attribute's test (`column`, `test`) or a group
 * of terms (`terms`, all passing or, with `any`, one). One shape, read by the one function
 * `passes`: a test made per request as closures would run unoptimized for its first thousands of
 * records (each new closure starts without the engine's type feedback), where this code is hot
 * from the first request on.
 */
class Term {
  /** The attribute's result per distinct value: 0 not tested yet, 1 passes, 2 fails. */
  readonly known: Uint8Array;

  constructor(readonly column: Column | null, readonly test: ValueTest | null, readonly any: boolean, readonly terms: Term[] | null) {
    this.known = new Uint8Array(column ? column.values.length : 0);
  }
}

function passes(term: Term, id: number): boolean {
  const terms = term.terms;
  if (terms === null) {
    const column = term.column as Column;
    const code = column.codes[id];
    let result = term.known[code];
    if (result === 0) {
      result = (term.test as ValueTest)(column.values[code]) ? 1 : 2;
      term.known[code] = result;
    }
    return result === 1;
  }
  const any = term.any;
  for (let index = 0; index < terms.length; index++) if (passes(terms[index], id) === any) return any;
  return !any;
}

/** Records sampled, evenly spread over the form, to estimate how many pass a condition. */
const ESTIMATE_SAMPLE = 1024;

/** A filter compiled over a form's columns. */
export class ColumnFilter {
  constructor(readonly ids: readonly number[], private readonly root: Term | null, private readonly compile: (node: ParsedNode) => Term) {}

  /**
   * About how many of the form's records pass every one of `nodes`, from a sample of about
   * ESTIMATE_SAMPLE of them (every record of a smaller form): what a plan's start would read,
   * known before its index is probed.
   */
  estimate(nodes: ParsedNode[]): number {
    const ids = this.ids;
    if (ids.length === 0) return 0;
    const term = this.compile({ kind: 'group', operator: 'and', entries: nodes });
    const step = Math.max(1, Math.floor(ids.length / ESTIMATE_SAMPLE));
    let sampled = 0;
    let passed = 0;
    for (let index = 0; index < ids.length; index += step) {
      sampled++;
      if (passes(term, ids[index])) passed++;
    }
    return Math.round((passed / sampled) * ids.length);
  }

  /**
   * How many of `candidates` (ascending; every record of the form when not given) pass, and the
   * `limit` of them after `offset` in the order `descending` says: a page and its count in one pass,
   * keeping only the page (every one that passes with an infinite limit, none with 0). Not
   * `counted`: the pass ends with the page (`count` is then how many it saw).
   */
  page(candidates: readonly number[] = this.ids, descending: boolean, offset: number, limit: number, counted = true): { count: number; ids: number[] } {
    const root = this.root;
    const ids: number[] = [];
    const end = offset + limit;
    let count = 0;
    const last = candidates.length - 1;
    for (let index = 0; index <= last; index++) {
      const id = candidates[descending ? last - index : index];
      if (root !== null && !passes(root, id)) continue;
      if (count >= offset && count < end) ids.push(id);
      count++;
      if (!counted && count >= end) break;
    }
    return { count, ids };
  }
}

const SAMPLE = 64;

/** The terms in the order that settles a record soonest over a sample of `ids`. */
function settlingFirst(terms: Term[], ids: readonly number[], any: boolean): Term[] {
  if (terms.length < 2 || ids.length === 0) return terms;
  const step = Math.max(1, Math.floor(ids.length / SAMPLE));
  const counted = terms.map((term) => {
    let count = 0;
    for (let index = 0; index < ids.length; index += step) if (passes(term, ids[index])) count++;
    return { term, count };
  });
  return counted.sort((a, b) => (any ? b.count - a.count : a.count - b.count)).map((entry) => entry.term);
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
