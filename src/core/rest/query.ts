/** The options given (`seen`, one value each) read into `options`, refusing malformed values. */
function readOptions(seen: Record<string, string>, options: RestQuery, directionTexts: string[]): void {
  const has = (key: string) => Object.prototype.hasOwnProperty.call(seen, key);
  // the page is cut to REST_MAX_LIMIT before `page` turns into an offset, so page N follows page N-1 exactly
  if (has('limit')) {
    if (!DIGITS.test(seen.limit) || Number(seen.limit) < 1 || Number(seen.limit) > REST_MAX_ASKED_LIMIT) {
      throw badRequest(`limit must be a positive integer (a page holds at most ${REST_MAX_LIMIT}); got ${shown(seen.limit)}`);
    }
    options.limit = Math.min(Number(seen.limit), REST_MAX_LIMIT);
  }
  if (has('page') && has('offset')) throw badRequest('Give page or offset, not both');
  if (has('page')) options.offset = (integerOption('page', seen.page, 1, 1000000) - 1) * options.limit;
  if (has('offset')) options.offset = integerOption('offset', seen.offset, 0, 100000000);
  if (directionTexts.length) {
    directionTexts.forEach((direction) => {
      if (direction !== 'asc' && direction !== 'desc') throw badRequest(`direction must be asc or desc; got ${shown(direction)}`);
    });
    if (directionTexts.length > Math.max(1, options.sort.length)) {
      throw badRequest(`direction gives ${directionTexts.length} directions for ${options.sort.length} sort attributes; give one, or one per sort attribute`);
    }
    options.directions = directionTexts as Array<'asc' | 'desc'>;
    options.direction = options.directions[0];
    if (options.directions.every((direction) => direction === options.direction)) options.directions = [];
  }
  if (has('attributes')) options.attributes = attributeList('attributes', seen.attributes);
  // `related=null` (what @zenginehq/frontend-config sends for "nothing related") and `related=`
  // (what a client sends for a null value) name no relation
  if (has('related') && seen.related !== '') options.related = attributeList('related', seen.related).filter((name) => name !== 'null');
  if (has('timezone')) {
    checkTimezone(seen.timezone);
    options.timezone = seen.timezone;
  }
  if (has('validate_only')) {
    const validateOnly = seen.validate_only;
    if (['true', 'false', '1', '0'].indexOf(validateOnly) === -1) {
      throw badRequest(`validate_only must be true or false; got ${shown(validateOnly)}`);
    }
    options.validateOnly = validateOnly === 'true' || validateOnly === '1';
  }
  if (has('filter')) {
    try {
      options.filter = JSON.parse(seen.filter);
    } catch (error) {
      throw badRequest(`filter must be a JSON data filter such as {"and":[...]}; it is not valid JSON (${(error as Error).message})`);
    }
  }
}

/**
 * Reads a query string by the REST conventions into options (paging, sorting, attributes,
 * related, filter) and conditions (every other key), refusing what is malformed or ambiguous
 * with a 400 RestError. The sandbox and the testing kit read queries only through here.
 */
import { badRequest } from './envelopes';
import { parseTimezone } from './times';

export const REST_DEFAULT_LIMIT = 20;
export const REST_MAX_LIMIT = 100;
/**
 * The largest `limit` read before clamping: Zengine's modules ask more than the API's 100
 * (@zenginehq/frontend-bulk asks 1000 and pages on totalCount); Zengine answered a page of at most
 * 100 and said so in the envelope's `limit`, so those callers page on and miss nothing.
 */
export const REST_MAX_ASKED_LIMIT = 1000000;

/**
 * Prefixes a condition key may start with, longest first so `not-contains-` wins over `not-`.
 * A prefix goes on the key only (`min-field3=5`), as the conventions write it: in `field3=min:5`
 * the value is the text `min:5`.
 */
export const CONDITION_PREFIXES: ReadonlyArray<string> = ['not-contains', 'starts-with', 'ends-with', 'contains', 'not', 'min', 'max'];

/**
 * Keys that are options, not conditions: `_method` is the verb override of a POST, `callback`
 * (JSONP) and `pretty` shape the answer, `client_id` names the caller's application for public
 * resources (all three read by the sandbox's HTTP layer).
 */
export const REST_OPTION_KEYS: ReadonlyArray<string> = ['limit', 'page', 'offset', 'sort', 'direction', 'attributes', 'related',
  'timezone', 'access_token', 'validate_only', 'filter', '_method', 'callback', 'pretty', 'client_id'];

/** One `?prefix-attribute=a|b` condition: any of the values matches (none of, for `not`). */
export interface RestCondition {
  prefix: string;
  attribute: string;
  values: string[];
}

/** A query string, read. */
export interface RestQuery {
  limit: number;
  offset: number;
  sort: string[];
  /** The direction of every sort attribute (the first of `directions` when those are given). */
  direction: 'asc' | 'desc';
  /**
   * One direction per sort attribute (`direction[]=desc&direction[]=asc`, or `direction=desc|asc`),
   * when they differ; attributes past its end take its last. Empty: `direction` for all.
   */
  directions: Array<'asc' | 'desc'>;
  /** `timezone`, checked: `user`, an IANA zone or an offset (see times.ts). */
  timezone?: string;
  /** Attributes to return (`id` always comes along); undefined for all. */
  attributes?: string[];
  related: string[];
  /** The parsed `filter` parameter. */
  filter?: unknown;
  validateOnly: boolean;
  conditions: RestCondition[];
  /** Every key (without `[]`) and its value as text, the last of a repeated key. */
  raw: Record<string, string>;
}

const ATTRIBUTE = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const DIGITS = /^[0-9]{1,16}$/;

function shown(value: string): string {
  return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value);
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch (error) {
    throw badRequest(`The query holds malformed percent-encoding: ${shown(text)}`);
  }
}

/** A query string (with or without `?`) as decoded key/value pairs, in order (`+` is a space). */
export function restQueryEntries(search: string): Array<[string, string]> {
  const text = search.charAt(0) === '?' ? search.slice(1) : search;
  if (!text) return [];
  return text.split('&').filter(Boolean).map((part): [string, string] => {
    const equals = part.indexOf('=');
    return equals === -1 ? [decode(part), ''] : [decode(part.slice(0, equals)), decode(part.slice(equals + 1))];
  });
}

function integerOption(name: string, value: string, min: number, max: number): number {
  const number = Number(value);
  if (!DIGITS.test(value) || number < min || number > max) {
    throw badRequest(`${name} must be an integer from ${min} to ${max}; got ${shown(value)}`);
  }
  return number;
}

/** `a,b` as the conventions write lists; `a|b` too, as znData joins an array. */
function attributeList(name: string, value: string): string[] {
  const list = value.split(/[,|]/).map((item) => item.trim());
  list.forEach((item) => {
    if (!ATTRIBUTE.test(item)) throw badRequest(`${name} must be a comma-separated list of names; got ${shown(value)}`);
  });
  return list;
}

/** Splits `not-contains-field3` into its prefix and attribute. */
export function splitConditionKey(key: string): { prefix: string; attribute: string } {
  for (const prefix of CONDITION_PREFIXES) {
    if (key.length > prefix.length + 1 && key.slice(0, prefix.length + 1) === prefix + '-') {
      return { prefix, attribute: key.slice(prefix.length + 1) };
    }
  }
  return { prefix: '', attribute: key };
}

function checkTimezone(value: string): void {
  if (value === 'user' || parseTimezone(value) !== undefined) return;
  throw badRequest(`timezone must be "user", an IANA time zone such as America/New_York or an offset such as -05:00; got ${shown(value)}`);
}

/**
 * Reads a query string (`limit=5&min-field3=2`) or its entries. An option given twice (but
 * `sort` and `direction`, which list), `page` together with `offset`, a malformed value or a key that is neither an option
 * nor a condition is a 400: a request that could mean two things is refused, not guessed.
 */
export function parseRestQuery(query: string | Iterable<[string, string]>): RestQuery {
  const entries = typeof query === 'string' ? restQueryEntries(query) : Array.from(query);
  const seen: Record<string, string> = {};
  const options: RestQuery = {
    limit: REST_DEFAULT_LIMIT, offset: 0, sort: [], direction: 'asc', directions: [], related: [], validateOnly: false, conditions: [], raw: {}
  };
  const order: string[] = [];
  const conditionValues: Record<string, string[][]> = {};
  const listGroups: Record<string, string[]> = {};
  const directionTexts: string[] = [];

  entries.forEach(([rawKey, value]) => {
    const isList = rawKey.slice(-2) === '[]';
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    options.raw[key] = value;
    if (REST_OPTION_KEYS.indexOf(key) !== -1) {
      if (key === 'sort') {
        options.sort.push(...attributeList('sort', value));
        return;
      }
      // a direction per sort attribute, as `sort` lists them: `direction[]=desc&direction[]=asc`, `direction=desc|asc`
      if (key === 'direction') {
        directionTexts.push(...value.split(/[,|]/).map((item) => item.trim()));
        return;
      }
      if (Object.prototype.hasOwnProperty.call(seen, key)) throw badRequest(`${key} was given more than once`);
      seen[key] = value;
      return;
    }
    const { prefix, attribute } = splitConditionKey(key);
    if (!ATTRIBUTE.test(attribute)) {
      throw badRequest(`The query key ${shown(rawKey)} is neither an option (${REST_OPTION_KEYS.join(', ')}) ` +
        'nor a condition such as status=open or min-field3=5');
    }
    const conditionKey = prefix + '\u0000' + attribute;
    if (!conditionValues[conditionKey]) {
      conditionValues[conditionKey] = [];
      order.push(conditionKey);
    }
    // `key[]=a&key[]=b` reads as `key=a|b`; a repeated plain key is another condition (ANDed)
    const listGroup = listGroups[conditionKey];
    if (isList && listGroup !== undefined) {
      listGroup.push(...value.split('|'));
      return;
    }
    const values = value.split('|');
    conditionValues[conditionKey].push(values);
    if (isList) listGroups[conditionKey] = values;
  });

  readOptions(seen, options, directionTexts);

  order.forEach((conditionKey) => {
    const [prefix, attribute] = conditionKey.split('\u0000');
    conditionValues[conditionKey].forEach((values) => options.conditions.push({ prefix, attribute, values }));
  });
  return options;
}

/** What `sortObjects` takes for a query: its one direction, or a direction per sort attribute. */
export function sortDirection(query: Pick<RestQuery, 'direction' | 'directions'>): 'asc' | 'desc' | Array<'asc' | 'desc'> {
  return query.directions.length ? query.directions : query.direction;
}
