/**
 * Reads a query string into options (paging, sorting, attributes, related, filter) and
 * conditions (every other key), refusing malformed values with a 400 ApiError.
 */
import { badRequest } from '../envelopes';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
/**
 * The largest `limit` read before clamping: Zengine's modules ask more than the API's 100
 * (@zenginehq/frontend-bulk asks 1000 and pages on totalCount); Zengine answered a page of at most
 * 100 and said so in the envelope's `limit`, so those callers page on and miss nothing.
 */
export const MAX_ASKED_LIMIT = 1000000;

/** Prefixes a condition key may start with, longest first so `not-contains-` wins over `not-`. */
export const CONDITION_PREFIXES = ['not-contains', 'starts-with', 'ends-with', 'contains', 'not', 'min', 'max'];

/** One `?prefix-attribute=a|b` condition: any of the values matches. */
export interface Condition {
  prefix: string;
  attribute: string;
  values: string[];
}

export interface QueryOptions {
  limit: number;
  offset: number;
  sort: string[];
  direction: 'asc' | 'desc';
  /** Attributes to return (`id` always comes along); undefined for all. */
  attributes?: string[];
  related: string[];
  /** The parsed `filter` parameter. */
  filter?: unknown;
  validateOnly: boolean;
  conditions: Condition[];
}

const OPTION_KEYS = ['limit', 'page', 'offset', 'sort', 'direction', 'attributes', 'related', 'timezone',
  'access_token', 'validate_only', 'filter', '_method'];
const ATTRIBUTE = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const DIGITS = /^[0-9]{1,16}$/;

function shown(value: string): string {
  return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value);
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
    if (key.startsWith(prefix + '-') && key.length > prefix.length + 1) {
      return { prefix, attribute: key.slice(prefix.length + 1) };
    }
  }
  return { prefix: '', attribute: key };
}

function checkTimezone(value: string): void {
  if (value === 'user') return;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    throw badRequest(`timezone must be "user" or an IANA time zone such as America/New_York; got ${shown(value)}`);
  }
}

export function parseQuery(search: URLSearchParams): QueryOptions {
  const seen = new Map<string, string>();
  const options: QueryOptions = {
    limit: DEFAULT_LIMIT, offset: 0, sort: [], direction: 'asc', related: [], validateOnly: false, conditions: []
  };
  const conditionValues = new Map<string, string[][]>();
  const listGroups = new Map<string, string[]>();

  search.forEach((value, rawKey) => {
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    if (OPTION_KEYS.indexOf(key) !== -1) {
      if (key === 'sort') {
        options.sort.push(...attributeList('sort', value));
        return;
      }
      if (seen.has(key)) throw badRequest(`${key} was given more than once`);
      seen.set(key, value);
      return;
    }
    const { prefix, attribute } = splitConditionKey(key);
    if (!ATTRIBUTE.test(attribute)) {
      throw badRequest(`The query key ${shown(rawKey)} is neither an option (${OPTION_KEYS.join(', ')}) ` +
        'nor a condition such as status=open or min-field3=5');
    }
    const conditionKey = prefix + '\u0000' + attribute;
    const groups = conditionValues.get(conditionKey) || [];
    conditionValues.set(conditionKey, groups);
    // `key[]=a&key[]=b` reads as `key=a|b`; a repeated plain key is another condition (ANDed)
    const listGroup = listGroups.get(conditionKey);
    if (isList && listGroup !== undefined) {
      listGroup.push(...value.split('|'));
      return;
    }
    const values = value.split('|');
    groups.push(values);
    if (isList) listGroups.set(conditionKey, values);
  });

  const limit = seen.get('limit');
  // the page is cut to MAX_LIMIT before `page` turns into an offset, so page N follows page N-1 exactly
  if (limit !== undefined) {
    if (!DIGITS.test(limit) || Number(limit) < 1 || Number(limit) > MAX_ASKED_LIMIT) {
      throw badRequest(`limit must be a positive integer (a page holds at most ${MAX_LIMIT}); got ${shown(limit)}`);
    }
    options.limit = Math.min(Number(limit), MAX_LIMIT);
  }
  const page = seen.get('page');
  const offset = seen.get('offset');
  if (page !== undefined && offset !== undefined) throw badRequest('Give page or offset, not both');
  if (page !== undefined) options.offset = (integerOption('page', page, 1, 1000000) - 1) * options.limit;
  if (offset !== undefined) options.offset = integerOption('offset', offset, 0, 100000000);
  const direction = seen.get('direction');
  if (direction !== undefined) {
    if (direction !== 'asc' && direction !== 'desc') throw badRequest(`direction must be asc or desc; got ${shown(direction)}`);
    options.direction = direction;
  }
  const attributes = seen.get('attributes');
  if (attributes !== undefined) options.attributes = attributeList('attributes', attributes);
  const related = seen.get('related');
  if (related !== undefined) options.related = attributeList('related', related);
  const timezone = seen.get('timezone');
  if (timezone !== undefined) checkTimezone(timezone);
  const validateOnly = seen.get('validate_only');
  if (validateOnly !== undefined) {
    if (['true', 'false', '1', '0'].indexOf(validateOnly) === -1) {
      throw badRequest(`validate_only must be true or false; got ${shown(validateOnly)}`);
    }
    options.validateOnly = validateOnly === 'true' || validateOnly === '1';
  }
  const filter = seen.get('filter');
  if (filter !== undefined) {
    try {
      options.filter = JSON.parse(filter);
    } catch (error) {
      throw badRequest(`filter must be a JSON data filter such as {"and":[...]}; it is not valid JSON (${(error as Error).message})`);
    }
  }

  conditionValues.forEach((groups, conditionKey) => {
    const [prefix, attribute] = conditionKey.split('\u0000');
    groups.forEach((values) => options.conditions.push({ prefix, attribute, values }));
  });
  return options;
}

/**
 * True when a filter selects every object whatever they hold: an empty group, an `and` of such
 * groups, an `or` with one of them (the matcher's rule: an empty group matches everything).
 */
export function selectsEverything(filter: unknown): boolean {
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) return false;
  const node = filter as Record<string, unknown>;
  const keys = Object.keys(node);
  if (keys.length !== 1 || (keys[0] !== 'and' && keys[0] !== 'or') || !Array.isArray(node[keys[0]])) return false;
  const entries = node[keys[0]] as unknown[];
  if (entries.length === 0) return true;
  return keys[0] === 'and' ? entries.every(selectsEverything) : entries.some(selectsEverything);
}

/**
 * True when the query holds a condition or a filter that may leave some objects out. A bulk PUT
 * or DELETE needs one: a filter of empty groups would change every object.
 */
export function selectsObjects(options: QueryOptions): boolean {
  return options.conditions.length > 0 || (options.filter !== undefined && !selectsEverything(options.filter));
}
