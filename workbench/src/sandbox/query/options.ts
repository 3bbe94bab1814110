/**
 * The query of a request, read by the REST conventions of the core (src/core/rest/query.ts),
 * shared with the testing kit's in-memory API.
 */
export { parseRestQuery as parseQuery, selectsObjects } from '#core';
export type { RestCondition as Condition, RestQuery as QueryOptions } from '#core';
