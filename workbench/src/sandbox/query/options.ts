/**
 * The query of a request, read by the REST conventions of the core (src/core/rest/query.ts),
 * shared with the testing kit's in-memory API.
 */
export {
  REST_DEFAULT_LIMIT as DEFAULT_LIMIT, REST_MAX_LIMIT as MAX_LIMIT, CONDITION_PREFIXES, splitConditionKey,
  parseRestQuery as parseQuery, selectsEverything, selectsObjects
} from 'zn-plugin/core';
export type { RestCondition as Condition, RestQuery as QueryOptions } from 'zn-plugin/core';
