import { RestQuery, parseRestQuery, conditionsToFilter } from '../../core';
import type { ZnFilter } from '../../core';

export { selectsObjects } from '../../core';

/** A query string, read by the REST conventions of the core (shared with the workbench's sandbox). */
export type QueryOptions = RestQuery;

/** Reads a query string the way the API does; a malformed or ambiguous option is a 400. */
export function parseQuery(search: string): QueryOptions {
  return parseRestQuery(search);
}

/** The conditions and the `filter` parameter as one data filter (ANDed), or undefined for none. */
export function filterOf(options: QueryOptions): ZnFilter | undefined {
  const conditions = conditionsToFilter(options.conditions);
  const parts: unknown[] = conditions ? (conditions.and as unknown[]).slice() : [];
  if (options.filter !== undefined) parts.push(options.filter);
  return parts.length ? { and: parts } as unknown as ZnFilter : undefined;
}
