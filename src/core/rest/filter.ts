/**
 * From a query to a predicate, by the REST conventions: `?prefix-attribute=a|b` conditions as a
 * data filter, the `filter` parameter checked (shape, depth, known attributes) and resolved
 * (`logged-in-user`, `not-validates unique`, subfilters through a hook), then compiled by the
 * SDK's own matcher, so the sandbox, the testing kit and `znFilterMatcher` agree.
 */
import { isPlainObject } from '../values';
import { compileFilter } from '../matcher';
import { ZnFilter } from '../matcher/types';
import { badRequest } from './envelopes';
import { RestCondition } from './query';
import { checkKnown, readPath } from './attributes';

type JsonObject = Record<string, unknown>;

/** Groups nest at most this deep, subfilters included (the conventions' limit). */
export const MAX_FILTER_DEPTH = 5;
const MAX_ENTRIES = 500;
export const LOGGED_IN_USER = 'logged-in-user';
/** Prefixes that say "none of": their alternatives are ANDed, the others' ORed. */
const NEGATIVE_PREFIXES = ['not', 'not-contains'];

/**
 * `{ and: [...] }` of the conditions. `status=open|closed` becomes an `or` of two conditions;
 * `not-status=open|closed` an `and` of two (neither open nor closed), which is what a person means.
 */
export function conditionsToFilter(conditions: RestCondition[]): JsonObject | undefined {
  if (conditions.length === 0) return undefined;
  return {
    and: conditions.map((condition) => {
      const rules = condition.values.map((value) => ({ prefix: condition.prefix, attribute: condition.attribute, value }));
      if (rules.length === 1) return rules[0];
      return NEGATIVE_PREFIXES.indexOf(condition.prefix) === -1 ? { or: rules } : { and: rules };
    })
  };
}

/**
 * True when a filter selects every object whatever they hold: an empty group, an `and` of such
 * groups, an `or` with one of them (the matcher's rule: an empty group matches everything).
 */
export function selectsEverything(filter: unknown): boolean {
  if (!isPlainObject(filter)) return false;
  const keys = Object.keys(filter);
  if (keys.length !== 1 || (keys[0] !== 'and' && keys[0] !== 'or') || !Array.isArray(filter[keys[0]])) return false;
  const entries = filter[keys[0]] as unknown[];
  if (entries.length === 0) return true;
  return keys[0] === 'and' ? entries.every(selectsEverything) : entries.some(selectsEverything);
}

/**
 * True when the query holds a condition or a filter that may leave some objects out. A bulk PUT
 * or DELETE needs one: a filter of empty groups would change every object.
 */
export function selectsObjects(query: { conditions: RestCondition[]; filter?: unknown }): boolean {
  return query.conditions.length > 0 || (query.filter !== undefined && !selectsEverything(query.filter));
}

export interface ResolveContext {
  /** The acting user's id, for `logged-in-user`; undefined leaves the value as it is. */
  userId?: number | string;
  /** Attributes the collection knows; undefined skips the check. */
  known: Set<string> | undefined;
  /** Replaces a subfilter condition; undefined when the collection takes none. */
  resolveSubfilter?: (condition: JsonObject, depth: number) => JsonObject;
  /** Says where the filter came from in messages: "The filter" or "The condition". */
  what: string;
  /** Ids (as text) of the objects whose value of the attribute another object has too. */
  duplicates?: (attribute: string) => string[];
  /**
   * Attributes every object of the collection holds with one value (a form's records all hold
   * its workspace: `{ workspace: { id: 1 } }`): a condition on one is decided here, once.
   */
  shared?: JsonObject;
}

function isGroup(node: unknown): node is JsonObject {
  return isPlainObject(node) && ('and' in node || 'or' in node);
}

function replaceDynamic(value: unknown, userId: number | string | undefined): unknown {
  if (userId === undefined) return value;
  if (typeof value === 'string') {
    return value.split('|').map((piece) => (piece === LOGGED_IN_USER ? String(userId) : piece)).join('|');
  }
  if (Array.isArray(value)) return value.map((item) => (item === LOGGED_IN_USER ? String(userId) : item));
  return value;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A rule value holding a lone surrogate (`"\ud83d"`: a text cut inside a character) is a 400: it
 * is no text of Unicode characters, so it has no UTF-8 form for the database to compare (the
 * sandbox's SQL would compare a replacement character, its matcher the code unit) and none for
 * Zengine's API to read from the JSON. Whole characters (`"\ud83d\ude00"`) are compared as ever.
 */
function checkWholeCharacters(value: unknown, attribute: string, what: string): void {
  const texts = Array.isArray(value) ? value : [value];
  texts.forEach((text) => {
    if (typeof text !== 'string') return;
    const found = LONE_SURROGATE.exec(text);
    if (!found) return;
    // the match is the lone surrogate, after the character before it when it is a low one
    const unit = found[0].charCodeAt(found[0].length - 1);
    throw badRequest(`${what}'s value for ${attribute} holds a lone surrogate (\\u${unit.toString(16)}: a text cut inside a character); ` +
      'send whole characters (a surrogate pair, e.g. "\\ud83d\\ude00")');
  });
}

/**
 * A copy of the filter with dynamic values and subfilters resolved. Throws a 400 RestError for
 * a shape it cannot walk or an unknown attribute; the matcher's validation checks the rest.
 */
export function resolveFilter(filter: unknown, context: ResolveContext, depth = 1): JsonObject {
  if (!isPlainObject(filter) || !isGroup(filter)) {
    throw badRequest(`${context.what} must be a data filter such as {"and":[{"prefix":"","attribute":"field1","value":"x"}]}`);
  }
  if (depth > MAX_FILTER_DEPTH) {
    throw badRequest(`${context.what} nests groups and subfilters more than ${MAX_FILTER_DEPTH} levels deep`);
  }
  const keys = Object.keys(filter);
  const operator = keys[0];
  if (keys.length !== 1 || (operator !== 'and' && operator !== 'or') || !Array.isArray(filter[operator])) {
    throw badRequest(`${context.what} has a group with keys ${JSON.stringify(keys)}; a group is {"and":[...]} or {"or":[...]}`);
  }
  const entries = filter[operator] as unknown[];
  if (entries.length > MAX_ENTRIES) throw badRequest(`${context.what} has a group of more than ${MAX_ENTRIES} entries`);
  return {
    [operator]: entries.map((entry) => {
      if (isGroup(entry)) return resolveFilter(entry, context, depth + 1);
      if (!isPlainObject(entry) || typeof entry.attribute !== 'string') {
        throw badRequest(`${context.what} has an entry that is neither a group nor a condition {"prefix","attribute","value"}`);
      }
      if ('filter' in entry) {
        if (!context.resolveSubfilter) throw badRequest(`${context.what} has a subfilter; subfilters apply to form records only`);
        return context.resolveSubfilter(entry, depth + 1);
      }
      checkWholeCharacters(entry.value, entry.attribute, context.what);
      const attribute = referenceIdAttribute(context.known, entry.attribute);
      checkKnown(context.known, attribute, context.what);
      const named = attribute === entry.attribute ? entry : { ...entry, attribute };
      if (context.shared && Object.prototype.hasOwnProperty.call(context.shared, attribute.split('.')[0])) {
        return decideShared({ ...named, value: replaceDynamic(named.value, context.userId) }, context.shared, context.what);
      }
      if (named.prefix === 'not-validates' && typeof named.value === 'string' && context.duplicates) {
        const unique = resolveUnique(named, context.duplicates);
        if (unique) return unique;
      }
      return { ...named, value: replaceDynamic(named.value, context.userId) };
    })
  };
}

/**
 * `workspaceId` for `workspace.id`: a condition on `<reference>Id`, where the collection has no
 * such attribute but has the reference `<reference>.id`, names the reference: plugins and Zengine's
 * own demo sent `GET /forms?workspaceId=1` to Zengine's API and used the answer as the workspace's
 * forms. Any other unknown attribute stays a 400 (docs/differences.md).
 */
export function referenceIdAttribute(known: Set<string> | undefined, attribute: string): string {
  if (!known || known.has(attribute) || !/^[a-z][A-Za-z0-9]*Id$/.test(attribute)) return attribute;
  const reference = `${attribute.slice(0, -2)}.id`;
  return known.has(reference) ? reference : attribute;
}

/**
 * A condition on an attribute every object holds alike, decided by the matcher on that one value:
 * `workspaceId=1` on the records of a form of workspace 1 selects them all (an empty group, which
 * every object passes), `workspaceId=2` none (no id is in an empty list).
 */
function decideShared(entry: JsonObject, shared: JsonObject, what: string): JsonObject {
  return compileRestFilter({ and: [entry] }, what)(shared) ? { and: [] } : { prefix: 'in', attribute: 'id', value: [] };
}

/**
 * `not-validates unique` needs the whole collection, which only the server has: it becomes
 * `id in [objects sharing their value]` (ORed with the other rules of a piped value).
 */
function resolveUnique(entry: JsonObject, duplicates: (attribute: string) => string[]): JsonObject | undefined {
  const rules = String(entry.value).split('|');
  if (rules.indexOf('unique') === -1) return undefined;
  const shared: JsonObject = { prefix: 'in', attribute: 'id', value: duplicates(String(entry.attribute)) };
  const others = rules.filter((rule) => rule !== 'unique');
  return others.length === 0 ? shared : { or: [{ ...entry, value: others.join('|') }, shared] };
}

/** The comparable text of a value (as the matcher reads objects: their value, else their id). */
function comparable(value: unknown): string {
  const inner = isPlainObject(value) ? (value.value !== undefined ? value.value : value.id) : value;
  if (inner === undefined || inner === null || inner === '') return '';
  return Array.isArray(inner) ? JSON.stringify(inner) : String(inner).toLowerCase();
}

/** Ids (as text) of the objects whose non-empty value of `attribute` another object shares. */
export function duplicateIds(objects: Array<{ id: unknown }>, attribute: string): string[] {
  const counts: Record<string, number> = {};
  const values = objects.map((object) => comparable(readPath(object, attribute)));
  values.forEach((value) => { if (value !== '') counts['=' + value] = (counts['=' + value] || 0) + 1; });
  return objects.filter((object, index) => values[index] !== '' && counts['=' + values[index]] > 1)
    .map((object) => String(object.id));
}

/**
 * A predicate for a resolved filter, by the SDK's matcher. A filter the matcher refuses (unknown
 * prefix, wrong value type...) is a 400 carrying its reason.
 */
export function compileRestFilter(filter: JsonObject, what: string, options: { subfiltering?: boolean } = {}): (object: object) => boolean {
  try {
    return compileFilter(filter as unknown as ZnFilter, options.subfiltering ? { subfiltering: true } : undefined);
  } catch (error) {
    const reason = (error as Error).message.replace(/^znFilterMatcher: /, '');
    throw badRequest(`${what} is not a valid data filter: ${reason}`);
  }
}

/** The query's conditions and filter resolved and compiled: one predicate each (none selects all). */
export function queryPredicates(query: { conditions: RestCondition[]; filter?: unknown }, context: Omit<ResolveContext, 'what'>,
  options: { subfiltering?: boolean; depth?: number } = {}): Array<{ filter: JsonObject; matches(object: object): boolean }> {
  const resolved: Array<{ filter: JsonObject; matches(object: object): boolean }> = [];
  const conditionFilter = conditionsToFilter(query.conditions);
  if (conditionFilter) {
    const filter = resolveFilter(conditionFilter, { ...context, resolveSubfilter: undefined, what: 'The condition' });
    resolved.push({ filter, matches: compileRestFilter(filter, 'The conditions', options) });
  }
  if (query.filter !== undefined) {
    if (query.filter === null || typeof query.filter !== 'object') {
      throw badRequest('filter must be a JSON data filter such as {"and":[...]}');
    }
    const filter = resolveFilter(query.filter, { ...context, what: 'The filter' }, options.depth || 1);
    resolved.push({ filter, matches: compileRestFilter(filter, 'The filter', options) });
  }
  return resolved;
}
