/**
 * Turns `?prefix-attribute=a|b` conditions into a data filter, and prepares a filter for the
 * matcher: resolves what only the server knows (`logged-in-user`, subfilters across forms) and
 * refuses unknown attributes.
 */
import { badRequest } from '../envelopes';
import { Condition } from './options';
import { checkKnown } from './attributes';
import { JsonObject } from '../store';
import { isPlainObject } from 'zn-plugin/core';

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
export function conditionsToFilter(conditions: Condition[]): JsonObject | undefined {
  if (conditions.length === 0) return undefined;
  return {
    and: conditions.map((condition) => {
      const rules = condition.values.map((value) => ({ prefix: condition.prefix, attribute: condition.attribute, value }));
      if (rules.length === 1) return rules[0];
      return NEGATIVE_PREFIXES.indexOf(condition.prefix) === -1 ? { or: rules } : { and: rules };
    })
  };
}

export interface ResolveContext {
  userId: number;
  /** Attributes the collection knows; undefined skips the check. */
  known: Set<string> | undefined;
  /** Replaces a subfilter condition; undefined when the collection takes none. */
  resolveSubfilter?: (condition: JsonObject, depth: number) => JsonObject;
  /** Says where the filter came from in messages: "The filter" or "The condition". */
  what: string;
  /** Ids (as text) of the objects whose value of the attribute another object has too. */
  duplicates?: (attribute: string) => string[];
}

function isGroup(node: unknown): node is JsonObject {
  return isPlainObject(node) && ('and' in node || 'or' in node);
}

function replaceDynamic(value: unknown, userId: number): unknown {
  if (typeof value === 'string') {
    return value.split('|').map((piece) => (piece === LOGGED_IN_USER ? String(userId) : piece)).join('|');
  }
  if (Array.isArray(value)) return value.map((item) => (item === LOGGED_IN_USER ? String(userId) : item));
  return value;
}

/**
 * A copy of the filter with dynamic values and subfilters resolved. Throws a 400 ApiError for
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
      checkKnown(context.known, entry.attribute, context.what);
      if (entry.prefix === 'not-validates' && typeof entry.value === 'string' && context.duplicates) {
        const unique = resolveUnique(entry, context.duplicates);
        if (unique) return unique;
      }
      return { ...entry, value: replaceDynamic(entry.value, context.userId) };
    })
  };
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
