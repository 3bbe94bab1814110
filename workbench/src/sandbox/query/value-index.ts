/**
 * The value index of form records: one row per attribute of each record (and per element of a
 * multi-value field), holding the value as the filter matcher reads it (src/filters/matcher:
 * normalized, its text, its lower-case text, its number) and as sorting orders it. Filters, sort,
 * paging and counts then run in SQLite over indexes (see sql-filter.ts and sql-select.ts) instead
 * of loading and presenting every record. The rows are written with the record, in the same
 * transaction, by the ObjectStore.
 *
 * Attributes are the record's top-level keys and the keys of its top-level objects (`folder.id`,
 * `field12.id`), as `attributesOf` lists them. Values the server computes when answering
 * (calculated fields, summaries, link counters, a linked record's name) are not stored: queries on
 * them take the JavaScript path.
 */
import Database from 'better-sqlite3';
import { isPlainObject, normalizeElement, normalizeValue, parseDecimal } from '#core';

/** The resource indexed, and the scope attribute its collections are keyed by. */
export const INDEXED_RESOURCE = 'FormRecords';

/** Kinds of rows: the normalized value is empty (''), a scalar, a multi-value field (an array), or one of its elements. */
export const EMPTY = 0;
export const SCALAR = 1;
export const MULTI = 2;
export const ELEMENT = 3;

export const VALUE_SCHEMA = `
CREATE TABLE IF NOT EXISTS record_values (
  form INTEGER NOT NULL,
  attribute TEXT NOT NULL,
  record INTEGER NOT NULL,
  position INTEGER NOT NULL,
  kind INTEGER NOT NULL,
  text TEXT,
  lower TEXT,
  num REAL,
  sort_num REAL,
  sort_text TEXT,
  PRIMARY KEY (form, attribute, record, position)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS record_values_by_lower ON record_values (form, attribute, lower);
CREATE INDEX IF NOT EXISTS record_values_by_sort ON record_values (form, attribute, sort_num, sort_text, record) WHERE position = -1;
CREATE INDEX IF NOT EXISTS record_values_by_num ON record_values (form, attribute, num, kind) WHERE num IS NOT NULL;
CREATE INDEX IF NOT EXISTS record_values_by_text ON record_values (form, attribute, text, kind) WHERE position = -1;
CREATE TABLE IF NOT EXISTS record_text_attributes (
  id INTEGER PRIMARY KEY,
  form INTEGER NOT NULL,
  attribute TEXT NOT NULL,
  UNIQUE (form, attribute)
);
CREATE TABLE IF NOT EXISTS record_counts (
  form INTEGER PRIMARY KEY,
  count INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS record_values_complete (
  form INTEGER NOT NULL,
  attribute TEXT NOT NULL,
  PRIMARY KEY (form, attribute)
) WITHOUT ROWID;
`;

/** Bumped when the rows' meaning changes: the index is then rebuilt from the records. */
export const VALUE_INDEX_VERSION = '3';

export interface ValueRow {
  attribute: string;
  position: number;
  kind: number;
  text: string | null;
  lower: string | null;
  num: number | null;
  sortNum: number | null;
  sortText: string | null;
}

const DIGIT_RUN = /\d+/g;
const MARKS = /\p{M}+/gu;

/**
 * A text's sort key: ordering keys as binary text orders the texts as the sandbox's collator
 * (`Intl.Collator('en', { numeric: true, sensitivity: 'base' })`) does for letters, digits and
 * spaces: case and accents ignored, digit runs by their number. (Punctuation orders by code point;
 * docs/differences.md.)
 */
export function sortKey(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase()
    // a digit run as its length (two digits) then its digits: shorter numbers first, then digit by digit
    .replace(DIGIT_RUN, (digits) => {
      const trimmed = digits.replace(/^0+(?=\d)/, '');
      return String(Math.min(trimmed.length, 99)).padStart(2, '0') + trimmed;
    });
}

/**
 * The number `min`/`max` compare a text with (the matcher's money-tolerant reading), or null: its
 * nearest double, ±Infinity past the doubles (`'1e400'`), 0 below them, so the index orders every
 * number as the matcher does (rounding is monotonic; query/bounds.ts decides at equal doubles).
 */
export function numberOfText(text: string): number | null {
  const decimal = parseDecimal(text, true);
  if (decimal === null) return null;
  if (decimal.digits === '') return 0;
  const value = Number(`${decimal.negative ? '-' : ''}0.${decimal.digits}e${decimal.exponent}`);
  return Number.isNaN(value) ? null : value;
}

function scalarNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return numberOfText(value);
  return null;
}

/** The value sorting compares (sortObjects in attributes.ts): an object's id, an array's joined text. */
function sortColumns(raw: unknown): { sortNum: number | null; sortText: string | null } {
  let value = raw;
  if (isPlainObject(value) && value.id !== undefined) value = value.id;
  else if (Array.isArray(value)) value = value.join(', ');
  if (value === undefined || value === null || value === '') return { sortNum: null, sortText: null };
  if (typeof value === 'number') return { sortNum: value, sortText: null };
  if (typeof value === 'boolean') return { sortNum: Number(value), sortText: null };
  return { sortNum: null, sortText: sortKey(String(value)) };
}

function valueRows(attribute: string, raw: unknown, rows: ValueRow[]): void {
  const value = normalizeValue(raw);
  const { sortNum, sortText } = sortColumns(raw);
  if (Array.isArray(value)) {
    rows.push({ attribute, position: -1, kind: MULTI, text: null, lower: JSON.stringify(value), num: null, sortNum, sortText });
    value.forEach((element, position) => {
      const normalized = normalizeElement(element);
      const text = normalized === '' ? '' : String(normalized);
      rows.push({ attribute, position, kind: ELEMENT, text, lower: text.toLowerCase(), num: null, sortNum: null, sortText: null });
    });
    return;
  }
  if (value === '') {
    rows.push({ attribute, position: -1, kind: EMPTY, text: '', lower: '', num: null, sortNum, sortText });
    return;
  }
  const text = String(value);
  rows.push({ attribute, position: -1, kind: SCALAR, text, lower: text.toLowerCase(), num: scalarNumber(value), sortNum, sortText });
}

/** The rows of one stored record. */
export function rowsOfRecord(record: Record<string, unknown>): ValueRow[] {
  const rows: ValueRow[] = [];
  Object.keys(record).forEach((key) => {
    const raw = record[key];
    valueRows(key, raw, rows);
    if (isPlainObject(raw)) Object.keys(raw).forEach((inner) => valueRows(`${key}.${inner}`, raw[inner], rows));
  });
  return rows;
}

function sameRow(a: ValueRow, b: ValueRow): boolean {
  return a.kind === b.kind && a.text === b.text && a.lower === b.lower && a.num === b.num &&
    a.sortNum === b.sortNum && a.sortText === b.sortText;
}

/** What keeps more in step with the rows of records (the trigram tables of text-search.ts). */
export interface RowsFollower {
  /** A record's rows changed from `before` to `after` (none: new or removed). */
  update(form: number, record: number, before: ValueRow[], after: ValueRow[]): void;
  removeForm(form: number): void;
}

/** Keeps the value index in step with the records; every method runs inside the caller's write. */
export class ValueIndex {
  private writes = 0;
  private readonly statements: {
    insert: Database.Statement;
    remove: Database.Statement;
    removeAttribute: Database.Statement;
    removeForm: Database.Statement;
    removeFormComplete: Database.Statement;
    complete: Database.Statement;
    markComplete: Database.Statement;
    fillAttribute: Database.Statement;
    addCount: Database.Statement;
    removeCount: Database.Statement;
    count: Database.Statement;
  };

  constructor(private readonly db: Database.Database, private readonly followers: RowsFollower[] = []) {
    this.statements = {
      insert: db.prepare('INSERT OR REPLACE INTO record_values (form, attribute, record, position, kind, text, lower, num, sort_num, sort_text) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)'),
      remove: db.prepare('DELETE FROM record_values WHERE form = ? AND attribute = ? AND record = ? AND position = ?'),
      removeAttribute: db.prepare('DELETE FROM record_values WHERE form = ? AND attribute = ? AND record = ?'),
      removeForm: db.prepare('DELETE FROM record_values WHERE form = ?'),
      removeFormComplete: db.prepare('DELETE FROM record_values_complete WHERE form = ?'),
      complete: db.prepare('SELECT attribute FROM record_values_complete WHERE form = ?').pluck(),
      markComplete: db.prepare('INSERT OR IGNORE INTO record_values_complete (form, attribute) VALUES (?, ?)'),
      addCount: db.prepare('INSERT INTO record_counts (form, count) VALUES (?, ?) ON CONFLICT(form) DO UPDATE SET count = count + excluded.count'),
      removeCount: db.prepare('DELETE FROM record_counts WHERE form = ?'),
      count: db.prepare('SELECT count FROM record_counts WHERE form = ?').pluck(),
      fillAttribute: db.prepare(
        "INSERT OR IGNORE INTO record_values (form, attribute, record, position, kind, text, lower) " +
        "SELECT @form, @attribute, id, -1, 0, '', '' FROM objects INDEXED BY objects_by_scope " +
        "WHERE resource = 'FormRecords' AND scope = @scope")
    };
  }

  /** Changes with every write of form records: what answers kept from the index are checked against. */
  get version(): number {
    return this.writes;
  }

  /** Writes the rows of a record that changed from `before` (undefined for a new record) to `after` (undefined when removed). */
  update(form: number, record: number, before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): void {
    this.writes++;
    const old = new Map<string, ValueRow>();
    const previousRows = before ? rowsOfRecord(before) : [];
    previousRows.forEach((row) => old.set(`${row.position}\u0000${row.attribute}`, row));
    const fresh = after ? rowsOfRecord(after) : [];
    this.followers.forEach((follower) => follower.update(form, record, previousRows, fresh));
    const attributes = new Set<string>();
    fresh.forEach((row) => {
      attributes.add(row.attribute);
      const key = `${row.position}\u0000${row.attribute}`;
      const previous = old.get(key);
      old.delete(key);
      if (previous && sameRow(previous, row)) return;
      this.statements.insert.run(form, row.attribute, record, row.position, row.kind, row.text, row.lower, row.num, row.sortNum, row.sortText);
    });
    old.forEach((row) => this.statements.remove.run(form, row.attribute, record, row.position));
    if (!before !== !after) this.statements.addCount.run(form, after ? 1 : -1);
    // attributes every record of the form has a row for (for sorting): an empty row when missing
    (this.statements.complete.all(form) as string[]).forEach((attribute) => {
      if (!after) this.statements.removeAttribute.run(form, attribute, record);
      else if (!attributes.has(attribute)) {
        this.statements.insert.run(form, attribute, record, -1, EMPTY, '', '', null, null, null);
      }
    });
  }

  /** Forgets a whole form's rows (the form is deleted). */
  removeForm(form: number): void {
    this.writes++;
    this.statements.removeForm.run(form);
    this.statements.removeFormComplete.run(form);
    this.statements.removeCount.run(form);
    this.followers.forEach((follower) => follower.removeForm(form));
  }

  /** How many records the form has (kept with every insert and delete: a count costs the same at any size). */
  count(form: number): number {
    return (this.statements.count.get(form) as number | undefined) || 0;
  }

  /** Makes sure every record of the form has a row for `attribute` (an empty one when it has no value), so sorting walks one index. */
  ensureComplete(form: number, attribute: string, scope: string): void {
    if ((this.statements.complete.all(form) as string[]).indexOf(attribute) !== -1) return;
    this.db.transaction(() => {
      this.statements.fillAttribute.run({ form, attribute, scope });
      this.statements.markComplete.run(form, attribute);
    })();
  }
}
