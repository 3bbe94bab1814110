/**
 * Conditions to a data filter, and a filter checked and resolved for the matcher: the core's
 * rules (src/core/rest/filter.ts), shared with the testing kit's in-memory API. The sandbox
 * hands them what only it knows: the acting user, subfilters across forms, duplicate values.
 */
export { MAX_FILTER_DEPTH, LOGGED_IN_USER, conditionsToFilter, resolveFilter } from 'zn-plugin/core';
export type { ResolveContext } from 'zn-plugin/core';
