/**
 * Selecting, sorting, paging and counting form records in SQLite (the value index, value-index.ts;
 * filters as SQL, sql-filter.ts), so a request costs about the same whatever the size of the form.
 */
import Database from 'better-sqlite3';
import { parseFilter, ParsedGroup } from '#core';
import { filterSql, SqlPart } from './sql-filter';
import { choosePlan, DriverPlan, PROBE_LIMIT } from './sql-plan';
import { ColumnFilter, recordColumnsOf } from './record-columns';
import { textSearchOf } from './text-search';
import { ValueIndex } from './value-index';

/**
 * What an SQL selection needs: the form, its scope key, and the WHERE fragment over the record id
 * `o.id`, as sets (`where`) and correlated (`walk`; see sql-filter.ts).
 */
export interface RecordSelection {
  form: number;
  scope: string;
  where: SqlPart;
  walk: SqlPart;
  /** The parsed filters, for a plan that starts from the most selective condition (sql-plan.ts). */
  groups: ParsedGroup[];
  /** That plan once chosen (null: the filter is not selective). */
  plan?: DriverPlan | null;
}

const ALL: SqlPart = { sql: '1', params: [] };
const IN_SCOPE = "FROM objects o INDEXED BY objects_by_scope WHERE o.resource = 'FormRecords' AND o.scope = ?";

function joined(parts: SqlPart[]): SqlPart {
  return parts.length === 0 ? ALL : { sql: parts.map((part) => part.sql).join(' AND '), params: parts.flatMap((part) => part.params) };
}

/** The WHERE fragment of resolved filters (dynamic values and subfilters replaced), ANDed. */
export function selectionOf(form: number, scope: string, filters: unknown[]): RecordSelection {
  const groups: ParsedGroup[] = filters.map((filter) =>
    parseFilter(filter, { subfiltering: false, dynamicValues: false, collectionRules: false }, null));
  return {
    form,
    scope,
    where: joined(groups.map((group) => filterSql(group, form))),
    walk: joined(groups.map((group) => filterSql(group, form, true))),
    groups
  };
}

const KEPT_COUNTS = 200;

/**
 * Plans chosen, kept per filter until the next write of form records (the probes that chose
 * them counted rows that a write may change), as counts are.
 */
const keptPlans = new WeakMap<ValueIndex, Map<string, { version: number; plan: DriverPlan | null }>>();

/** The key of a selection's filter among kept counts and plans. */
function filterKey(selection: RecordSelection): string {
  return `${selection.scope}\u0000${selection.where.sql}\u0000${JSON.stringify(selection.where.params)}`;
}

/**
 * The plan of a filtered selection that starts from its most selective condition (sql-plan.ts), or
 * null. With the form's `columns` a count needs no start when none is selective: the columns test
 * every record faster than lookups from a start of thousands.
 */
function planOf(db: Database.Database, values: ValueIndex, selection: RecordSelection, columns?: ColumnFilter): DriverPlan | null {
  if (selection.plan !== undefined) return selection.plan;
  if (selection.where.sql === '1') return (selection.plan = null);
  let kept = keptPlans.get(values);
  if (!kept) {
    kept = new Map();
    keptPlans.set(values, kept);
  }
  const key = `${filterKey(selection)}\u0000${columns !== undefined}`;
  const found = db.inTransaction ? undefined : kept.get(key);
  if (found && found.version === values.version) return (selection.plan = found.plan);
  // with columns, a start of more records than a fiftieth of the form's costs more to read than the
  // pass over memory, and the columns' estimates say which starts to probe
  const limit = columns ? Math.max(200, Math.min(PROBE_LIMIT, Math.floor(values.count(selection.form) / 50))) : PROBE_LIMIT;
  selection.plan = choosePlan(db, selection.groups, selection.form, textSearchOf(db), limit, !columns,
    columns && ((conditions) => columns.estimate(conditions))) || null;
  if (!db.inTransaction) {
    if (kept.size >= KEPT_COUNTS) kept.clear();
    kept.set(key, { version: values.version, plan: selection.plan });
  }
  return selection.plan;
}

/** The test of the selection over the form's columns (record-columns.ts), or undefined where there are none. */
function columnsOf(db: Database.Database, values: ValueIndex, selection: RecordSelection): ColumnFilter | undefined {
  if (selection.where.sql === '1') return undefined;
  return recordColumnsOf(db).testOf(selection.form, selection.scope, values.count(selection.form), selection.groups);
}

/**
 * The records a filtered selection selects in id order, chosen on the form's columns (the matcher's
 * own tests on each record's value: record-columns.ts) among the records a selective plan's start
 * reads, else every record of the form: how many (when `counted`; else the pass stops at the page's
 * end) and the `limit` of them after `offset`. Where the form has columns, this is how every
 * filtered selection in id order is answered: a list's page and totalCount, /count, the records a
 * PUT or DELETE by filter changes, a subfilter's records. Undefined where it has none.
 */
function selectOnColumns(db: Database.Database, values: ValueIndex, selection: RecordSelection, descending: boolean,
  offset: number, limit: number, counted: boolean): { count: number; ids: number[] } | undefined {
  const columns = columnsOf(db, values, selection);
  if (!columns) return undefined;
  const plan = planOf(db, values, selection, columns);
  return columns.page(planIds(db, plan), descending, offset, limit, counted);
}

/**
 * The ids a selective plan's start reads, ascending, or undefined (every record of the form): its
 * superset when it has one, as the columns test each of them against the whole filter.
 */
function planIds(db: Database.Database, plan: DriverPlan | null): number[] | undefined {
  if (!plan || !plan.selective) return undefined;
  const start = plan.driver.superset || plan.driver;
  const read = prepare(db, `SELECT record FROM (${start.sql})`).pluck().all(...start.params) as number[];
  return Array.from(new Set(read)).sort((a, b) => a - b);
}

/**
 * The direction of a sort: one for every attribute, or one per attribute (`direction[]=desc&
 * direction[]=asc`; attributes past the list's end take its last), as the core's sortObjects reads it.
 */
export type SortDirection = 'asc' | 'desc' | ReadonlyArray<'asc' | 'desc'>;

type SqlDirection = 'ASC' | 'DESC';

/**
 * The sort's attributes, each once (a repeated one orders nothing more: its first place counts),
 * with each one's direction, and the direction ties are broken by id in: the first attribute's,
 * as sortObjects breaks them.
 */
function sortTerms(sort: ReadonlyArray<string>, direction: SortDirection): { terms: Array<{ attribute: string; dir: SqlDirection }>; tie: SqlDirection } {
  const directions = typeof direction === 'string' ? [direction] : direction.length ? direction : ['asc'];
  const dirAt = (index: number): SqlDirection => (directions[Math.min(index, directions.length - 1)] === 'desc' ? 'DESC' : 'ASC');
  const terms: Array<{ attribute: string; dir: SqlDirection }> = [];
  sort.forEach((attribute, index) => {
    if (!terms.some((term) => term.attribute === attribute)) terms.push({ attribute, dir: dirAt(index) });
  });
  // after `id` nothing orders more (ids are unique)
  const idAt = terms.findIndex((term) => term.attribute === 'id');
  return { terms: idAt === -1 ? terms : terms.slice(0, idAt + 1), tie: dirAt(0) };
}

/**
 * The joins and ORDER BY of sort terms over the record id column `record` (`o.id`, `d.record`):
 * each attribute by its sort keys in its own direction (empty values first ascending, last
 * descending), `id` by the id itself, then the id in the tie's direction.
 */
function orderOf(form: number, terms: Array<{ attribute: string; dir: SqlDirection }>, tie: SqlDirection, record: string):
  { joins: string; order: string; params: unknown[] } {
  const joined = terms.filter((term) => term.attribute !== 'id');
  const joins = joined.map((term, index) =>
    ` LEFT JOIN record_values s${index} ON s${index}.form = ? AND s${index}.attribute = ? AND s${index}.record = ${record} AND s${index}.position = -1`).join('');
  const order = terms.map((term) => {
    if (term.attribute === 'id') return `${record} ${term.dir}`;
    const index = joined.indexOf(term);
    return `s${index}.sort_num ${term.dir}, s${index}.sort_text ${term.dir}`;
  });
  if (terms.length === 0 || terms[terms.length - 1].attribute !== 'id') order.push(`${record} ${tie}`);
  return { joins, order: order.join(', '), params: joined.flatMap((term) => [form, term.attribute]) };
}

/** The ids of a selective plan's records, ordered by `sort` (sort keys then id, as recordIds orders). */
function idsByPlan(db: Database.Database, plan: DriverPlan, form: number, sort: string[], direction: SortDirection, page: unknown[]): number[] {
  const { terms, tie } = sortTerms(sort, direction);
  const { joins, order, params } = orderOf(form, terms, tie, 'd.record');
  const sql = `SELECT d.record FROM (${plan.driver.sql}) d${joins} WHERE ${plan.rest.sql} ` +
    `ORDER BY ${order}${page.length ? ' LIMIT ? OFFSET ?' : ''}`;
  return prepare(db, sql).pluck().all(...plan.driver.params, ...params, ...plan.rest.params, ...page) as number[];
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

/**
 * Counts of filtered selections, kept until the next write of form records (ValueIndex.version):
 * a grid paging through one filter, or refreshing it, counts once. Counts made inside a
 * transaction are neither kept nor read (the transaction may still roll back).
 */
const keptCounts = new WeakMap<ValueIndex, Map<string, { version: number; count: number }>>();

/** The kept count of the selection, if one is kept and no write came since. */
function keptCount(db: Database.Database, values: ValueIndex, selection: RecordSelection): number | undefined {
  const found = db.inTransaction ? undefined : keptCounts.get(values)?.get(filterKey(selection));
  return found && found.version === values.version ? found.count : undefined;
}

function keepCount(db: Database.Database, values: ValueIndex, selection: RecordSelection, count: number): void {
  if (db.inTransaction) return;
  let kept = keptCounts.get(values);
  if (!kept) {
    kept = new Map();
    keptCounts.set(values, kept);
  }
  if (kept.size >= KEPT_COUNTS) kept.clear();
  kept.set(filterKey(selection), { version: values.version, count });
}

export function countRecords(db: Database.Database, values: ValueIndex, selection: RecordSelection): number {
  if (selection.where.sql === '1') return values.count(selection.form);
  const found = keptCount(db, values, selection);
  if (found !== undefined) return found;
  const onColumns = selectOnColumns(db, values, selection, false, 0, 0, true);
  const plan = onColumns ? null : planOf(db, values, selection);
  let count: number;
  if (onColumns) count = onColumns.count;
  else if (plan) count = prepare(db, `SELECT count(*) FROM (${plan.driver.sql}) d WHERE ${plan.rest.sql}`).pluck().get(...plan.driver.params, ...plan.rest.params) as number;
  else count = prepare(db, `SELECT count(*) ${IN_SCOPE} AND (${selection.where.sql})`).pluck().get(selection.scope, ...selection.where.params) as number;
  keepCount(db, values, selection, count);
  return count;
}

/**
 * The count and one page of a selection. In id order, when the count is not kept, one run gives
 * both: the form's columns (every matching id, tested in memory), or a selective plan (its records
 * are few: fewer than the plan's probe limit); otherwise the count (kept, or counted) and the
 * page's own read, as countRecords and recordIds make them.
 */
export function countAndPage(db: Database.Database, values: ValueIndex, selection: RecordSelection, sort: string[],
  direction: SortDirection, limit: number, offset: number): { totalCount: number; ids: number[] } {
  const idOrder = sort.every((attribute) => attribute === 'id');
  const dir = sortTerms(sort, direction).tie;
  if (selection.where.sql !== '1' && idOrder && keptCount(db, values, selection) === undefined) {
    const page = selectOnColumns(db, values, selection, dir === 'DESC', offset, limit, true);
    if (page) {
      keepCount(db, values, selection, page.count);
      return { totalCount: page.count, ids: page.ids };
    }
    const plan = planOf(db, values, selection);
    if (plan && plan.selective) {
      const all = idsByPlan(db, plan, selection.form, [], direction, []);
      keepCount(db, values, selection, all.length);
      return { totalCount: all.length, ids: all.slice(offset, offset + limit) };
    }
  }
  const totalCount = countRecords(db, values, selection);
  return { totalCount, ids: totalCount <= offset ? [] : recordIds(db, values, selection, sort, direction, limit, offset) };
}

/**
 * How many records a page in id order may walk, testing each, before the walk gives up for the
 * plan by sets. Walking costs a lookup per condition and record and stops at the page's end: a
 * page of a filter that one record in a hundred passes is a walk of 2,000 records at most (about a
 * millisecond), where the sets cost a read of every row of each filtered attribute (30 ms at
 * 100,000 records). A rarer match costs the walk and then the sets.
 */
export const WALK_BUDGET = 2000;

/**
 * The ids of the selection in id order, by walking the records and testing each (`selection.walk`),
 * when the walk settles the page within WALK_BUDGET records; else undefined. Exact when the form
 * has no more records than that, or when the page fills before the walk's last record.
 */
export function idsByWalk(db: Database.Database, selection: RecordSelection, direction: 'asc' | 'desc', limit?: number, offset = 0,
  budget = WALK_BUDGET): number[] | undefined {
  const dir = direction === 'desc' ? 'DESC' : 'ASC';
  const { scope, walk } = selection;
  if (limit !== undefined && offset + limit > budget) return undefined;
  // the id of the walk's last record: the walk stops there (none: the form is smaller than the budget)
  const last = prepare(db, `SELECT o.id ${IN_SCOPE} ORDER BY o.id ${dir} LIMIT 1 OFFSET ?`).pluck().get(scope, budget - 1) as number | undefined;
  if (last === undefined) {
    const page = limit === undefined ? '' : ' LIMIT ? OFFSET ?';
    return prepare(db, `SELECT o.id ${IN_SCOPE} AND (${walk.sql}) ORDER BY o.id ${dir}${page}`).pluck()
      .all(scope, ...walk.params, ...(limit === undefined ? [] : [limit, offset])) as number[];
  }
  if (limit === undefined) return undefined;
  const ids = prepare(db, `SELECT o.id ${IN_SCOPE} AND o.id ${dir === 'ASC' ? '<=' : '>='} ? AND (${walk.sql}) ORDER BY o.id ${dir} LIMIT ? OFFSET ?`)
    .pluck().all(scope, last, ...walk.params, limit, offset) as number[];
  return ids.length === limit ? ids : undefined;
}

/** The ids of the selection in id order, each condition read as a set of records (`selection.where`). */
export function idsBySets(db: Database.Database, selection: RecordSelection, direction: 'asc' | 'desc', limit?: number, offset = 0): number[] {
  const page = limit === undefined ? '' : ' LIMIT ? OFFSET ?';
  const sql = `SELECT o.id ${IN_SCOPE} AND (${selection.where.sql}) ORDER BY o.id ${direction === 'desc' ? 'DESC' : 'ASC'}${page}`;
  return prepare(db, sql).pluck().all(selection.scope, ...selection.where.params, ...(limit === undefined ? [] : [limit, offset])) as number[];
}

/**
 * The ids of a page of the selection, ordered as `sortObjects` orders (empty values first
 * ascending, last descending, then by id), each attribute in its own direction when `direction`
 * gives one per attribute. `limit` undefined: every id.
 */
export function recordIds(db: Database.Database, values: ValueIndex, selection: RecordSelection, sort: string[],
  direction: SortDirection, limit?: number, offset = 0): number[] {
  const page = limit === undefined ? '' : ' LIMIT ? OFFSET ?';
  const pageParams = limit === undefined ? [] : [limit, offset];
  const { form, scope, where } = selection;
  const { terms, tie } = sortTerms(sort, direction);
  const dir = tie;
  const idOrder = terms.length === 0 || (terms.length === 1 && terms[0].attribute === 'id');
  // in id order the direction is the id's own (sort=id&direction=desc)
  const idDirection = terms.length ? terms[0].dir : tie;
  const onColumns = idOrder ? selectOnColumns(db, values, selection, idDirection === 'DESC', offset, limit === undefined ? Infinity : limit, false) : undefined;
  if (onColumns) return onColumns.ids;
  const plan = planOf(db, values, selection);
  if (plan && plan.selective) return idsByPlan(db, plan, form, idOrder ? [] : sort, idOrder ? idDirection.toLowerCase() as 'asc' | 'desc' : direction, pageParams);
  if (idOrder) {
    const idDir = idDirection === 'DESC' ? 'desc' : 'asc';
    const walked = where.sql === '1' ? undefined : idsByWalk(db, selection, idDir, limit, offset);
    return walked || idsBySets(db, selection, idDir, limit, offset);
  }
  if (terms.length === 1) {
    // every record has a row for the attribute: the page is a walk of the sort index
    const attribute = terms[0].attribute;
    const only = terms[0].dir;
    values.ensureComplete(form, attribute, scope);
    const sql = 'SELECT s.record FROM record_values s INDEXED BY record_values_by_sort ' +
      // `+(...)`: a filter no record can pass (`in` with a text) is not folded away with the loop, and the index named with it
      `WHERE s.form = ? AND s.attribute = ? AND s.position = -1 AND +(${over(where, 's.record')}) ` +
      `ORDER BY s.sort_num ${only}, s.sort_text ${only}, s.record ${dir}${page}`;
    return prepare(db, sql).pluck().all(form, attribute, ...where.params, ...pageParams) as number[];
  }
  const { joins, order, params } = orderOf(form, terms, tie, 'o.id');
  const sql = `SELECT o.id FROM objects o INDEXED BY objects_by_scope${joins} ` +
    `WHERE o.resource = 'FormRecords' AND o.scope = ? AND (${where.sql}) ORDER BY ${order}${page}`;
  return prepare(db, sql).pluck().all(...params, scope, ...where.params, ...pageParams) as number[];
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
