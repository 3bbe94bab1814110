/**
 * A data filter as SQL over the value index (value-index.ts), with the matcher's semantics
 * (src/core/matcher/conditions.ts): the filter is parsed by the matcher's own parser, and a
 * condition splits the normalized value in three cases, each translated on its own:
 * - empty (no row, or an EMPTY row): the answer is the matcher's own test run on '' here;
 * - a scalar: compared through its text, lower-case text or number columns;
 * - a multi-value field: through the rows of its elements.
 * The fragment refers to the record id as `o.id`, in one of two forms: as sets (`o.id IN (SELECT
 * ...)`: SQLite builds each condition's set of records once, the plan for counting or reading many
 * records) or correlated (`EXISTS (... v.record = o.id ...)`: a lookup per record, the plan for a
 * walk that stops after a page, see sql-select.ts). test/sandbox/sql-filter.spec.ts runs seeded
 * random filters through both and through the matcher and expects the same records.
 */
import {
  ParsedCondition, ParsedGroup, ParsedNode, VALIDATION_RULES, compileValueTest, ruleText
} from '#core';
import { boundSql } from './bounds';
import { ELEMENT, EMPTY, MULTI, SCALAR } from './value-index';

export interface SqlPart {
  sql: string;
  params: unknown[];
}

/**
 * Where a selective plan starts (sql-plan.ts): `sql` selects the column `record`, each record
 * once, from an index.
 */
export interface Driver extends SqlPart {
  /** The conditions (or `or` groups of them) it stands for (a `min` and a `max` on one attribute make one start). */
  conditions: ParsedNode[];
  /** True when its records are exactly the ones its conditions pass (else a superset of them). */
  exact: boolean;
  /**
   * A cheaper SQL of a superset of its records, when it has one: the index range alone, without
   * the tests that make the start exact (query/bounds.ts). What a probe counts, and the records the
   * form's columns test again; the SQL alone (rest of a plan, a count in the index) reads `sql`.
   */
  superset?: SqlPart;
}

const TRUE = '1';
const FALSE = '0';

/** The SQL function `zn_validates(rule, text)`: 1 when the text passes the named validation rule. */
export function validatesFunction(rule: unknown, text: unknown): number {
  const pattern = typeof rule === 'string' && Object.prototype.hasOwnProperty.call(VALIDATION_RULES, rule) ? VALIDATION_RULES[rule] : undefined;
  return pattern && typeof text === 'string' && pattern.test(text) ? 1 : 0;
}

/**
 * `column IN (?, ?)`: a short list as parameters, so SQLite searches the index on values with it;
 * a long one (ids from a subfilter) as one JSON parameter.
 */
function inList(column: string, values: string[], params: unknown[]): string {
  if (values.length > 50) {
    params.push(JSON.stringify(values));
    return `${column} IN (SELECT value FROM json_each(?))`;
  }
  params.push(...values);
  return values.length === 1 ? `${column} = ?` : `${column} IN (${values.map(() => '?').join(', ')})`;
}

class Builder {
  readonly params: unknown[] = [];

  /** `correlated`: conditions as EXISTS lookups for the record `o.id`, else as sets of records. */
  constructor(private readonly form: number, private readonly correlated: boolean) {}

  /** The record rows `v` of an attribute (position -1) that pass `test`, for `o.id`: `IN` a set, or `EXISTS`. */
  private valueRows(test: string, negated = false): string {
    if (this.correlated) {
      // `+v.num`, `+v.text`: the lookup is by the primary key (the record's row); a range on an
      // index of numbers or texts would read every value in it, for each record
      const looked = test.replace(/\bv\.(num|text)\b/g, '+v.$1');
      return `${negated ? 'NOT ' : ''}EXISTS (SELECT 1 FROM record_values v WHERE v.form = ? AND v.attribute = ? AND v.record = o.id AND v.position = -1 AND ${looked})`;
    }
    return `o.id ${negated ? 'NOT ' : ''}IN (SELECT v.record FROM record_values v WHERE v.form = ? AND v.attribute = ? AND v.position = -1 AND ${test})`;
  }

  /** The element rows `e` of the multi-value row `v` that pass `test`. */
  private elementRows(test: string): string {
    if (this.correlated) {
      return `EXISTS (SELECT 1 FROM record_values e WHERE e.form = ? AND e.attribute = ? AND e.record = v.record AND e.position >= 0 AND e.kind = ${ELEMENT} AND ${test})`;
    }
    return `v.record IN (SELECT e.record FROM record_values e WHERE e.form = ? AND e.attribute = ? AND e.position >= 0 AND e.kind = ${ELEMENT} AND ${test})`;
  }

  group(group: ParsedGroup): string {
    // an empty group matches every record, "or" included (the matcher's rule)
    if (group.entries.length === 0) return TRUE;
    const parts = group.entries.map((entry) => this.node(entry));
    return `(${parts.join(group.operator === 'and' ? ' AND ' : ' OR ')})`;
  }

  private node(node: ParsedNode): string {
    if (node.kind === 'group') return this.group(node);
    if (node.kind === 'subfilter') throw new Error('sandbox: subfilters are resolved before SQL');
    return this.condition(node);
  }

  /** `v` is the record's value row (position -1); the elements of a multi-value field are rows `e`. */
  private condition(condition: ParsedCondition): string {
    const attribute = condition.path.join('.');
    const rules = condition.texts.map(ruleText);
    const matchesEmpty = compileValueTest(condition)('');
    const scalar = this.scalarTest(condition, rules);
    const multi = this.multiTest(condition, rules, attribute);
    const cases: string[] = [];
    const rowParams: unknown[] = [this.form, attribute];
    if (scalar.sql !== FALSE) cases.push(`(v.kind = ${SCALAR} AND ${scalar.sql})`);
    if (multi.sql !== FALSE) cases.push(`(v.kind = ${MULTI} AND ${multi.sql})`);
    const parts: string[] = [];
    const partParams: unknown[] = [];
    if (cases.length) {
      parts.push(this.valueRows(`(${cases.join(' OR ')})`));
      partParams.push(...rowParams);
      if (scalar.sql !== FALSE) partParams.push(...scalar.params);
      if (multi.sql !== FALSE) partParams.push(...multi.params);
    }
    if (matchesEmpty) {
      parts.push(this.valueRows(`v.kind <> ${EMPTY}`, true));
      partParams.push(this.form, attribute);
    }
    this.params.push(...partParams);
    if (parts.length === 0) return FALSE;
    return parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`;
  }

  /** The test of a scalar row's columns, or FALSE. */
  private scalarTest(condition: ParsedCondition, rules: ReturnType<typeof ruleText>[]): SqlPart {
    const params: unknown[] = [];
    const any = (parts: string[]) => (parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`);
    const lowerIn = () => inList('v.lower', rules.map((rule) => rule.lower), params);
    switch (condition.prefix) {
      case '': return { sql: lowerIn(), params };
      case 'not': return { sql: `NOT ${lowerIn()}`, params };
      case 'contains':
      case 'not-contains': {
        const parts = rules.map((rule) => {
          params.push(rule.text);
          return 'instr(v.text, ?) > 0';
        });
        const joined = condition.list ? `(${parts.join(' AND ')})` : any(parts);
        return { sql: condition.prefix === 'contains' ? joined : `NOT ${joined}`, params };
      }
      case 'starts-with':
        return {
          sql: any(rules.map((rule) => {
            params.push(rule.text, rule.text);
            return 'substr(v.text, 1, length(?)) = ?';
          })), params
        };
      case 'ends-with':
        return {
          sql: any(rules.map((rule) => {
            if (rule.text === '') return TRUE;
            params.push(rule.text, rule.text);
            return 'substr(v.text, -length(?)) = ?';
          })), params
        };
      case 'min':
      case 'max': {
        const prefix = condition.prefix;
        return { sql: any(rules.map((rule) => boundSql('v.', prefix, rule.text, params))), params };
      }
      case 'in': return condition.list ? { sql: lowerIn(), params } : { sql: FALSE, params };
      case 'not-in': return condition.list ? { sql: `NOT ${lowerIn()}`, params } : { sql: FALSE, params };
      case 'not-validates': {
        const parts = rules.map((rule) => {
          params.push(rule.text);
          return 'zn_validates(?, v.text)';
        });
        return { sql: `NOT ${any(parts)}`, params };
      }
    }
  }

  /** The test of a multi-value row through its elements, or FALSE (prefixes that never match an array). */
  private multiTest(condition: ParsedCondition, rules: ReturnType<typeof ruleText>[], attribute: string): SqlPart {
    const params: unknown[] = [];
    const elements = (test: string, value: unknown) => {
      params.push(this.form, attribute, value);
      return this.elementRows(test);
    };
    switch (condition.prefix) {
      case 'contains':
      case 'not-contains': {
        const parts = rules.map((rule) => elements('e.text = ?', rule.text));
        const joined = parts.length === 1 ? parts[0] : `(${parts.join(condition.list ? ' AND ' : ' OR ')})`;
        return { sql: condition.prefix === 'contains' ? joined : `NOT ${joined}`, params };
      }
      case 'in':
      case 'not-in': {
        if (!condition.list) return { sql: FALSE, params };
        const lowers = rules.map((rule) => rule.lower);
        params.push(this.form, attribute);
        const test = this.elementRows(inList('e.lower', lowers, params));
        return { sql: condition.prefix === 'in' ? test : `NOT ${test}`, params };
      }
      default:
        return { sql: FALSE, params };
    }
  }
}

/**
 * The WHERE fragment (over `o`, the objects table) of a parsed filter on the records of `form`:
 * as sets of records, or `correlated` (lookups for each record walked).
 */
export function filterSql(group: ParsedGroup, form: number, correlated = false): SqlPart {
  const builder = new Builder(form, correlated);
  const sql = builder.group(group);
  return { sql, params: builder.params };
}
