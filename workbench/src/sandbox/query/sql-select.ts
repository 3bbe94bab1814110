/**
 * Selecting, sorting, paging and counting form records in SQLite (the value index, value-index.ts;
 * filters as SQL, sql-filter.ts), so a request costs about the same whatever the size of the form.
 */
import Database from 'better-sqlite3';
import { parseFilter, ParsedGroup } from '#core';
import { filterSql, SqlPart } from './sql-filter';
import { ValueIndex } from './value-index';

/** What an SQL selection needs: the form, its scope key, and the WHERE fragment over the record id `o.id`. */
export interface RecordSelection {
  form: number;
  scope: string;
  where: SqlPart;
}

/** The WHERE fragment of resolved filters (dynamic values and subfilters replaced), ANDed. */
export function selectionOf(form: number, scope: string, filters: unknown[]): RecordSelection {
  const groups: ParsedGroup[] = filters.map((filter) =>
    parseFilter(filter, { subfiltering: false, dynamicValues: false, collectionRules: false }, null));
  const parts = groups.map((group) => filterSql(group, form));
  return {
    form,
    scope,
    where: parts.length === 0
      ? { sql: '1', params: [] }
      : { sql: parts.map((part) => part.sql).join(' AND '), params: parts.flatMap((part) => part.params) }
  };
}

/** The fragment with the record id read from another column (`s.record` when walking the sort index). */
function over(where: SqlPart, column: string): string {
  return where.sql.replace(/\bo\.id\b/g, column);
}

const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/** Prepared once per database and SQL text (filters of the same shape share one). */
function prepare(db: Database.Database, sql: string): Database.Statement {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    if (cache.size > 500) cache.clear();
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}

export function countRecords(db: Database.Database, values: ValueIndex, selection: RecordSelection): number {
  if (selection.where.sql === '1') return values.count(selection.form);
  const sql = "SELECT count(*) FROM objects o INDEXED BY objects_by_scope WHERE o.resource = 'FormRecords' AND o.scope = ? AND " +
    `(${selection.where.sql})`;
  return prepare(db, sql).pluck().get(selection.scope, ...selection.where.params) as number;
}

/**
 * The ids of a page of the selection, ordered as `sortObjects` orders (empty values first
 * ascending, last descending, then by id). `limit` undefined: every id.
 */
export function recordIds(db: Database.Database, values: ValueIndex, selection: RecordSelection, sort: string[],
  direction: 'asc' | 'desc', limit?: number, offset = 0): number[] {
  const dir = direction === 'desc' ? 'DESC' : 'ASC';
  const page = limit === undefined ? '' : ' LIMIT ? OFFSET ?';
  const pageParams = limit === undefined ? [] : [limit, offset];
  const { form, scope, where } = selection;
  const attributes = sort.filter((attribute, index) => sort.indexOf(attribute) === index);
  if (attributes.length === 0 || (attributes.length === 1 && attributes[0] === 'id')) {
    const sql = "SELECT o.id FROM objects o INDEXED BY objects_by_scope WHERE o.resource = 'FormRecords' AND o.scope = ? AND " +
      `(${where.sql}) ORDER BY o.id ${dir}${page}`;
    return prepare(db, sql).pluck().all(scope, ...where.params, ...pageParams) as number[];
  }
  if (attributes.length === 1) {
    // every record has a row for the attribute: the page is a walk of the sort index
    values.ensureComplete(form, attributes[0], scope);
    const sql = 'SELECT s.record FROM record_values s INDEXED BY record_values_by_sort ' +
      `WHERE s.form = ? AND s.attribute = ? AND s.position = -1 AND (${over(where, 's.record')}) ` +
      `ORDER BY s.sort_num ${dir}, s.sort_text ${dir}, s.record ${dir}${page}`;
    return prepare(db, sql).pluck().all(form, attributes[0], ...where.params, ...pageParams) as number[];
  }
  const joins = attributes.map((attribute, index) =>
    ` LEFT JOIN record_values s${index} ON s${index}.form = ? AND s${index}.attribute = ? AND s${index}.record = o.id AND s${index}.position = -1`);
  const order = attributes.map((attribute, index) => `s${index}.sort_num ${dir}, s${index}.sort_text ${dir}`).join(', ');
  const sql = `SELECT o.id FROM objects o INDEXED BY objects_by_scope${joins.join('')} ` +
    `WHERE o.resource = 'FormRecords' AND o.scope = ? AND (${where.sql}) ORDER BY ${order}, o.id ${dir}${page}`;
  const joinParams = attributes.flatMap((attribute) => [form, attribute]);
  return prepare(db, sql).pluck().all(...joinParams, scope, ...where.params, ...pageParams) as number[];
}

/** Ids (as text) of the records whose non-empty value of `attribute` another record shares (`not-validates unique`). */
export function duplicateRecordIds(db: Database.Database, form: number, attribute: string): string[] {
  const sql = 'SELECT record FROM record_values WHERE form = ? AND attribute = ? AND position = -1 AND kind <> 0 AND lower IN ' +
    '(SELECT lower FROM record_values WHERE form = ? AND attribute = ? AND position = -1 AND kind <> 0 GROUP BY lower HAVING count(*) > 1) ' +
    'ORDER BY record';
  return (prepare(db, sql).pluck().all(form, attribute, form, attribute) as number[]).map(String);
}

/**
 * Per linked record id (`target`, as text): how many records of `form` link to it through
 * `attribute`, and the count, sum, minimum and maximum of their numbers in `summarized`. The
 * linking records are found through the index on values (record_values_by_lower).
 */
export function linkTotalsOf(db: Database.Database, form: number, attribute: string, summarized: string, ids: number[]):
  Array<{ target: string; links: number; numbers: number; total: number | null; least: number | null; most: number | null }> {
  if (ids.length === 0) return [];
  // a.sort_text IS NULL AND a.sort_num IS NOT NULL: the stored value is a number (not numeric text)
  const sql = 'SELECT l.lower AS target, count(*) AS links, count(a.num) AS numbers, sum(a.num) AS total, min(a.num) AS least, max(a.num) AS most ' +
    'FROM record_values l INDEXED BY record_values_by_lower ' +
    'LEFT JOIN record_values a ON a.form = l.form AND a.attribute = ? AND a.record = l.record AND a.position = -1 AND a.kind = 1 ' +
    'AND a.num IS NOT NULL AND a.sort_num IS NOT NULL AND a.sort_text IS NULL ' +
    'WHERE l.form = ? AND l.attribute = ? AND l.position = -1 AND l.kind = 1 AND l.lower IN (SELECT value FROM json_each(?)) ' +
    'GROUP BY l.lower';
  return prepare(db, sql).all(summarized, form, attribute, JSON.stringify(ids.map(String))) as any;
}
