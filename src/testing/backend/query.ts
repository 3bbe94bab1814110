import { ZnFilter, compileFilter, isPlainObject } from '../../core';
import { ApiFailure } from './envelopes';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

/** Prefixes of a condition, longest first so `not-contains` wins over `not`. */
const PREFIXES = ['not-contains', 'starts-with', 'ends-with', 'contains', 'not', 'min', 'max'];
/** Prefixes whose alternatives (`a|b`) mean "none of", so they are ANDed. */
const NEGATIVE = ['not', 'not-contains'];
const OPTION_KEYS = ['limit', 'page', 'offset', 'sort', 'direction', 'attributes', 'related', 'timezone',
  'access_token', 'validate_only', 'filter'];

/** One query condition: `min-field3=5`, `field3=min:5` or `status=open|closed`. */
export interface QueryCondition {
  prefix: string;
  attribute: string;
  values: string[];
}

/** A query string, read. */
export interface QueryOptions {
  limit: number;
  offset: number;
  sort: string[];
  direction: 'asc' | 'desc';
  attributes?: string[];
  related: string[];
  validateOnly: boolean;
  filter?: unknown;
  conditions: QueryCondition[];
  /** Every key and value as text (the last of a repeated key), for `failNext`'s `params`. */
  raw: Record<string, string>;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch (error) {
    throw ApiFailure.badRequest(`the query holds malformed percent-encoding: ${JSON.stringify(text)}`);
  }
}

/** Splits a query string (without `?`) into decoded key/value pairs, in order. */
export function queryEntries(search: string): Array<[string, string]> {
  if (!search) return [];
  return search.split('&').filter(Boolean).map((part) => {
    const equals = part.indexOf('=');
    return equals === -1 ? [decode(part), ''] : [decode(part.slice(0, equals)), decode(part.slice(equals + 1))];
  });
}

function integer(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^[0-9]{1,9}$/.test(text) || value < min || value > max) {
    throw ApiFailure.badRequest(`${name} must be an integer from ${min} to ${max}; got ${JSON.stringify(text)}`);
  }
  return value;
}

function list(text: string): string[] {
  return text.split(/[,|]/).map((item) => item.trim()).filter(Boolean);
}

/** `not-contains-field3` → its prefix and attribute; `field3=min:5` → the prefix from the value. */
function conditionOf(key: string, value: string): QueryCondition {
  for (const prefix of PREFIXES) {
    if (key.length > prefix.length + 1 && key.slice(0, prefix.length + 1) === prefix + '-') {
      return { prefix, attribute: key.slice(prefix.length + 1), values: value.split('|') };
    }
  }
  for (const prefix of PREFIXES) {
    if (value.slice(0, prefix.length + 1) === prefix + ':') {
      return { prefix, attribute: key, values: value.slice(prefix.length + 1).split('|') };
    }
  }
  return { prefix: '', attribute: key, values: value.split('|') };
}

/** Reads a query string the way the API does; a malformed option is a 400. */
export function parseQuery(search: string): QueryOptions {
  const options: QueryOptions = { limit: DEFAULT_LIMIT, offset: 0, sort: [], direction: 'asc', related: [], validateOnly: false, conditions: [], raw: {} };
  let page: string | undefined;
  let offset: string | undefined;
  queryEntries(search).forEach(([rawKey, value]) => {
    const key = rawKey.slice(-2) === '[]' ? rawKey.slice(0, -2) : rawKey;
    options.raw[key] = value;
    if (OPTION_KEYS.indexOf(key) === -1) {
      options.conditions.push(conditionOf(key, value));
      return;
    }
    switch (key) {
      case 'limit': options.limit = integer('limit', value, 1, MAX_LIMIT); break;
      case 'page': page = value; break;
      case 'offset': offset = value; break;
      case 'sort': options.sort = options.sort.concat(list(value)); break;
      case 'direction':
        if (value !== 'asc' && value !== 'desc') throw ApiFailure.badRequest(`direction must be asc or desc; got ${JSON.stringify(value)}`);
        options.direction = value;
        break;
      case 'attributes': options.attributes = list(value); break;
      case 'related': options.related = options.related.concat(list(value)); break;
      case 'validate_only': options.validateOnly = value === 'true' || value === '1'; break;
      case 'filter':
        try {
          options.filter = JSON.parse(value);
        } catch (error) {
          throw ApiFailure.badRequest(`filter must be a JSON data filter such as {"and":[...]}; got ${JSON.stringify(value.slice(0, 60))}`);
        }
        break;
      default: // timezone, access_token: accepted, not applied
    }
  });
  if (page !== undefined) options.offset = (integer('page', page, 1, 1000000) - 1) * options.limit;
  if (offset !== undefined) options.offset = integer('offset', offset, 0, 100000000);
  return options;
}

/** Whether the query selects some objects (a condition or a filter): bulk updates and deletes need one. */
export function selectsObjects(options: QueryOptions): boolean {
  return options.conditions.length > 0 || options.filter !== undefined;
}

/** The conditions and the `filter` parameter as one data filter, or undefined for none. */
export function filterOf(options: QueryOptions): ZnFilter | undefined {
  const parts: unknown[] = options.conditions.map((condition) => {
    const rules = condition.values.map((value) => ({ prefix: condition.prefix, attribute: condition.attribute, value }));
    if (rules.length === 1) return rules[0];
    return NEGATIVE.indexOf(condition.prefix) === -1 ? { or: rules } : { and: rules };
  });
  if (options.filter !== undefined) parts.push(options.filter);
  if (parts.length === 0) return undefined;
  return (parts.length === 1 && options.conditions.length === 0 ? parts[0] : { and: parts }) as ZnFilter;
}

/** A predicate for the query's conditions and filter, through the SDK's own matcher; a bad filter is a 400. */
export function matcherOf(options: QueryOptions): (object: object) => boolean {
  const filter = filterOf(options);
  if (filter === undefined) return () => true;
  try {
    return compileFilter(filter, { subfiltering: true });
  } catch (error) {
    throw ApiFailure.badRequest(`the filter is not a valid data filter: ${(error as Error).message.replace(/^znFilterMatcher: /, '')}`);
  }
}

function readPath(object: unknown, path: string): unknown {
  let value = object;
  for (const part of path.split('.')) {
    if (!isPlainObject(value)) return undefined;
    value = value[part];
  }
  return value;
}

function sortValue(value: unknown): unknown {
  if (isPlainObject(value) && value.id !== undefined) return value.id;
  if (Array.isArray(value)) return value.join(', ');
  return value;
}

function empty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function compareIds(a: unknown, b: unknown): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en', { numeric: true });
}

/** Orders by the attributes in turn, then by id; empty values first ascending, last descending. */
export function sortObjects<T extends { id: unknown }>(objects: T[], attributes: string[], direction: 'asc' | 'desc'): T[] {
  const sign = direction === 'desc' ? -1 : 1;
  return objects.slice().sort((a, b) => {
    for (const attribute of attributes) {
      const left = sortValue(readPath(a, attribute));
      const right = sortValue(readPath(b, attribute));
      let order: number;
      if (empty(left) || empty(right)) order = (empty(left) ? 0 : 1) - (empty(right) ? 0 : 1);
      else if (typeof left === 'number' && typeof right === 'number') order = left - right;
      else order = String(left).localeCompare(String(right), 'en', { numeric: true, sensitivity: 'base' });
      if (order !== 0) return sign * order;
    }
    return sign * compareIds(a.id, b.id);
  });
}

/** Keeps only the given attributes (and `id`). */
export function pickAttributes<T extends { id: unknown }>(object: T, attributes: string[]): T {
  const picked: Record<string, unknown> = { id: object.id };
  attributes.forEach((attribute) => {
    if (attribute in object) picked[attribute] = (object as Record<string, unknown>)[attribute];
  });
  return picked as T;
}
