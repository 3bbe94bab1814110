/**
 * A plan for a selective filter: start from the condition that the fewest records pass, read
 * its records from an index (a range of numbers or texts, a set of lower-case values, text
 * searched by trigrams), and test only those records against the rest of the filter, one
 * lookup per condition and record. A filter that few records pass then costs about the same
 * at any size of the form, where reading each condition's set of records (sql-filter.ts) or
 * walking the records in id order (sql-select.ts) grows with the form.
 *
 * A start ("driver") is a condition of the filter's top-level `and` (filters, their `and`
 * groups and the conditions in them) that an empty value does not pass, so every record it
 * passes has a row in the index. Its records are a superset of the records the condition passes
 * (exactly them when `exact`); the plan tests them against the whole filter but the exact starts
 * it began from, so its answers are the matcher's. The fewest: each start's records are counted
 * up to PROBE_LIMIT in its index, and the smallest wins.
 */
import Database from 'better-sqlite3';
import { ParsedCondition, ParsedGroup, ParsedNode, compileValueTest, numericRule, ruleText } from '#core';
import { SCALAR } from './value-index';
import { boundRangeSql, boundSql } from './bounds';
import { Driver, filterSql, SqlPart } from './sql-filter';
import { TextSearch } from './text-search';

/** A chosen plan: the start's records, and the rest of the filter as lookups for the record `d.record`. */
export interface DriverPlan {
  driver: Driver;
  /**
   * True when the start reads fewer than PROBE_LIMIT records: the plan for pages and counts.
   * False: a plan for the count only (the filter is one exact start that many records pass, read
   * in its index; or its smallest exact start reads fewer than COUNT_LIMIT); its pages walk the
   * records in order.
   */
  selective: boolean;
  rest: SqlPart;
}

/** How many index entries a start is probed for: a start with fewer is a selective plan. */
export const PROBE_LIMIT = 4000;

function placeholders(values: unknown[], params: unknown[]): string {
  params.push(...values);
  return values.map(() => '?').join(', ');
}

/** The column a `min`/`max` condition of one rule value reads, or undefined (a piped text: any of its values). */
function boundColumn(condition: ParsedCondition): 'num' | 'text' | undefined {
  if (condition.texts.length !== 1) return undefined;
  return numericRule(condition.texts[0]) !== null ? 'num' : 'text';
}

/**
 * A start of `min`/`max` conditions on one attribute (a range when both are there), in one kind of
 * column, each bound as exact as the matcher (bounds.ts).
 */
function rangeDriver(form: number, attribute: string, conditions: ParsedCondition[]): Driver | undefined {
  const columns = conditions.map(boundColumn);
  if (columns.some((column) => column === undefined)) return undefined;
  const column = columns[0]!;
  if (columns.some((each) => each !== column)) return undefined;
  const select = (bound: typeof boundSql) => {
    const params: unknown[] = [form, attribute];
    const tests = conditions.map((condition) => bound('', condition.prefix as 'min' | 'max', condition.texts[0], params));
    const sql = column === 'num'
      ? `SELECT record FROM record_values INDEXED BY record_values_by_num WHERE form = ? AND attribute = ? AND ${tests.join(' AND ')}`
      : `SELECT record FROM record_values INDEXED BY record_values_by_text WHERE form = ? AND attribute = ? AND position = -1 AND ${tests.join(' AND ')} AND kind = ${SCALAR}`;
    return { sql, params };
  };
  return { ...select(boundSql), conditions, exact: true, superset: select(boundRangeSql) };
}

/** A start of an equality or `in` condition: its lower-case values in the index on values. */
function valuesDriver(form: number, attribute: string, condition: ParsedCondition): Driver {
  const params: unknown[] = [];
  const lowers = Array.from(new Set(condition.texts.map((text) => ruleText(text).lower)));
  const rows = (test: string) => {
    params.push(form, attribute);
    return `record_values INDEXED BY record_values_by_lower WHERE form = ? AND attribute = ? AND lower IN (${placeholders(lowers, params)}) AND ${test}`;
  };
  // a record's one scalar row; equality never matches a multi-value field, `in` through its elements
  // (a record has either: the two parts never share a record). The index holds the position, not
  // the kind: a row at -1 whose lower-case text is neither '' nor a list's JSON is a scalar, one
  // at 0 or more an element, so the index alone answers (the kind is read only for such values).
  const plain = lowers.every((lower) => lower !== '' && lower.charAt(0) !== '[');
  let sql = `SELECT record FROM ${rows(plain ? 'position = -1' : `position = -1 AND kind = ${SCALAR}`)}`;
  if (condition.prefix === 'in') sql += ` UNION ALL SELECT DISTINCT record FROM ${rows('position >= 0')}`;
  return { sql, params, conditions: [condition], exact: true };
}

/**
 * What every selected record passes: the conditions of the top-level `and` of the filters, through
 * nested `and` groups, and the `or` groups among them (`stage=won|lost` is one).
 */
function conjuncts(groups: ParsedGroup[]): { conditions: ParsedCondition[]; alternatives: ParsedGroup[] } {
  const conditions: ParsedCondition[] = [];
  const alternatives: ParsedGroup[] = [];
  const visit = (node: ParsedNode): void => {
    if (node.kind === 'condition') conditions.push(node);
    else if (node.kind === 'group' && (node.operator === 'and' || node.entries.length === 1)) node.entries.forEach(visit);
    else if (node.kind === 'group' && node.entries.length > 1) alternatives.push(node);
  };
  groups.forEach(visit);
  return { conditions, alternatives };
}

/** The start of one condition, or undefined (an empty value passes it, or no index serves its prefix). */
function conditionDriver(form: number, condition: ParsedCondition, texts: TextSearch): Driver | undefined {
  // a condition an empty value passes selects records without a row: no index holds them
  if (compileValueTest(condition)('')) return undefined;
  const attribute = condition.path.join('.');
  if (condition.prefix === 'min' || condition.prefix === 'max') return rangeDriver(form, attribute, [condition]);
  if (condition.prefix === '' || (condition.prefix === 'in' && condition.list)) return valuesDriver(form, attribute, condition);
  if (condition.prefix === 'contains') return texts.driver(form, attribute, condition);
  return undefined;
}

/**
 * True when no record passes two entries of the `or`: equalities on one attribute with no
 * lower-case value in common (a record has one scalar row for it), so their records need no
 * removal of repeats (`?stage=won|lost`).
 */
function disjoint(group: ParsedGroup): boolean {
  const seen = new Set<string>();
  let path: string | undefined;
  return group.entries.every((entry) => {
    if (entry.kind !== 'condition' || entry.prefix !== '') return false;
    const attribute = entry.path.join('.');
    if (path !== undefined && attribute !== path) return false;
    path = attribute;
    const lowers = Array.from(new Set(entry.texts.map((text) => ruleText(text).lower)));
    if (lowers.some((lower) => seen.has(lower))) return false;
    lowers.forEach((lower) => seen.add(lower));
    return true;
  });
}

/** The start of an `or` of conditions that each have one: the union of their records. */
function unionDriver(form: number, group: ParsedGroup, texts: TextSearch): Driver | undefined {
  const parts: Driver[] = [];
  for (const entry of group.entries) {
    const part = entry.kind === 'condition' ? conditionDriver(form, entry, texts) : undefined;
    if (!part) return undefined;
    parts.push(part);
  }
  const union = (of: (part: Driver) => SqlPart): SqlPart => ({
    sql: parts.map((part) => `SELECT record FROM (${of(part).sql})`).join(disjoint(group) ? ' UNION ALL ' : ' UNION '),
    params: parts.flatMap((part) => of(part).params)
  });
  return {
    ...union((part) => part),
    conditions: [group],
    exact: parts.every((part) => part.exact),
    superset: parts.some((part) => part.superset) ? union((part) => part.superset || part) : undefined
  };
}

/** Every start the filters offer. */
export function driversOf(groups: ParsedGroup[], form: number, texts: TextSearch): Driver[] {
  const drivers: Driver[] = [];
  const ranges = new Map<string, ParsedCondition[]>();
  const { conditions, alternatives } = conjuncts(groups);
  conditions.forEach((condition) => {
    if ((condition.prefix === 'min' || condition.prefix === 'max') && !compileValueTest(condition)('')) {
      const attribute = condition.path.join('.');
      ranges.set(attribute, (ranges.get(attribute) || []).concat([condition]));
      return;
    }
    const driver = conditionDriver(form, condition, texts);
    if (driver) drivers.push(driver);
  });
  alternatives.forEach((group) => {
    const driver = unionDriver(form, group, texts);
    if (driver) drivers.push(driver);
  });
  ranges.forEach((conditions, attribute) => {
    const range = rangeDriver(form, attribute, conditions);
    if (range) drivers.push(range);
    // a range that mixes numbers and texts: each bound alone
    else if (conditions.length > 1) conditions.forEach((condition) => {
      const single = rangeDriver(form, attribute, [condition]);
      if (single) drivers.push(single);
    });
  });
  return drivers;
}

/** The filters without the conditions an exact start stands for (they hold for each of its records). */
function without(groups: ParsedGroup[], removed: ParsedNode[]): ParsedGroup[] {
  const strip = (group: ParsedGroup): ParsedGroup => ({
    kind: 'group',
    operator: group.operator,
    entries: group.entries
      .filter((entry) => removed.indexOf(entry) === -1)
      .map((entry) => (entry.kind === 'group' && (entry.operator === 'and' || entry.entries.length === 1) ? strip(entry) : entry))
      // an empty group passes every record: in an `and` (or as the one entry of an `or`) it says nothing
      .filter((entry) => entry.kind !== 'group' || entry.entries.length > 0)
  });
  return groups.map(strip);
}

/** An `and` group with its conditions of known size first, fewest records first (the others keep their order). */
function fewestFirst(group: ParsedGroup, sizes: Map<ParsedNode, number>): ParsedGroup {
  if (group.operator !== 'and') return group;
  const size = (entry: ParsedNode) => (sizes.has(entry) ? sizes.get(entry)! : Infinity);
  const entries = group.entries.map((entry) => (entry.kind === 'group' ? fewestFirst(entry, sizes) : entry));
  return { kind: 'group', operator: 'and', entries: entries.map((entry, index) => ({ entry, index }))
    .sort((a, b) => size(a.entry) - size(b.entry) || a.index - b.index).map((item) => item.entry) };
}

const probes = new WeakMap<Database.Database, Map<string, Database.Statement>>();

function probeStatement(db: Database.Database, sql: string): Database.Statement {
  let cache = probes.get(db);
  if (!cache) {
    cache = new Map();
    probes.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    if (cache.size > 500) cache.clear();
    statement = db.prepare(`SELECT count(*) FROM (${sql} LIMIT ?)`).pluck();
    cache.set(sql, statement);
  }
  return statement;
}

/** How many records a start reads, counted up to `limit` (its superset's: an estimate of its size). */
function probe(db: Database.Database, driver: Driver, limit: number): number {
  const read = driver.superset || driver;
  return probeStatement(db, read.sql).get(...read.params, limit) as number;
}

/**
 * The plan that starts from the filters' most selective condition, when one reads fewer than
 * `limit` records (`estimate`, when given, says which starts are worth probing); else, with `countStarts`, a plan for the count only (see DriverPlan), or
 * undefined (the filter is not selective: walking or sets answer it).
 */
export function choosePlan(db: Database.Database, groups: ParsedGroup[], form: number, texts: TextSearch,
  limit = PROBE_LIMIT, countStarts = true, estimate?: (conditions: ParsedNode[]) => number): DriverPlan | undefined {
  const drivers = driversOf(groups, form, texts);
  const sizes = new Map<ParsedNode, number>();
  let best: { driver: Driver; size: number } | undefined;
  // with estimates (the form's columns: record-columns.ts), only the starts that may be under the
  // limit are probed, the likeliest first (a probe counts up to `limit` index entries)
  const probed = estimate ? drivers.map((driver) => ({ driver, about: estimate(driver.conditions) }))
    .filter((entry) => entry.about <= 2 * limit).sort((a, b) => a.about - b.about).map((entry) => entry.driver) : drivers;
  for (const driver of probed) {
    const size = probe(db, driver, limit);
    driver.conditions.forEach((condition) => sizes.set(condition, size));
    if (size < (best ? best.size : limit)) best = { driver, size };
    if (best && best.size === 0) break;
  }
  if (best) return { driver: best.driver, selective: true, rest: restOf(groups, best.driver, form, sizes) };
  // the caller counts without a start (the form's columns: record-columns.ts)
  if (!countStarts) return undefined;
  // a filter that is one exact start (`stage = won`) is counted in its index however many records pass
  const whole = drivers.find((driver) => driver.exact && restOf(groups, driver, form, sizes).sql === TRUE);
  if (whole) return { driver: whole, selective: false, rest: { sql: TRUE, params: [] } };
  // none selective: the count still starts from the smallest exact start under COUNT_LIMIT (a lookup
  // per record and condition is cheaper than reading each condition's whole set)
  for (const driver of drivers.filter((candidate) => candidate.exact)) {
    const size = probe(db, driver, best ? best.size : COUNT_LIMIT);
    driver.conditions.forEach((condition) => sizes.set(condition, size));
    if (size < (best ? best.size : COUNT_LIMIT)) best = { driver, size };
  }
  return best ? { driver: best.driver, selective: false, rest: restOf(groups, best.driver, form, sizes) } : undefined;
}

/** The most records a count of a filter that is not selective reads from its start (else it reads the sets). */
export const COUNT_LIMIT = 30000;

const TRUE = '1';

/**
 * The filters but a start's exact conditions, as lookups for the record `d.record`; the
 * conditions fewest records pass first (an `and` stops at the first that fails).
 */
function restOf(groups: ParsedGroup[], driver: Driver, form: number, sizes: Map<ParsedNode, number>): SqlPart {
  const rest = (driver.exact ? without(groups, driver.conditions) : groups).map((group) => fewestFirst(group, sizes));
  const parts = rest.map((group) => filterSql(group, form, true)).filter((part) => part.sql !== TRUE);
  const sql = parts.map((part) => part.sql).join(' AND ').replace(/\bo\.id\b/g, 'd.record');
  return { sql: sql || TRUE, params: parts.flatMap((part) => part.params) };
}
