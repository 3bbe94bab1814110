import { ZnError, isPlainObject, validateFilter } from '../../core';
import { Filter, entriesOf, isGroup, isSubfilterCondition } from './filter-shape';
import { findOptionViolation } from './filter-rules';
import { BuilderOptions } from './options';

/** Groups and subfilters nest at most this deep (REST conventions). */
export const MAX_NESTING = 5;

/**
 * How deep groups nest within one filter (1 for a flat one; each subfilter counts afresh) and
 * subfilters within each other (0 without any).
 */
function measure(filter: Filter, level = 1, subfilterLevel = 0,
  deepest = { groups: 0, subfilters: 0 }): { groups: number; subfilters: number } {
  deepest.groups = Math.max(deepest.groups, level);
  deepest.subfilters = Math.max(deepest.subfilters, subfilterLevel);
  for (const entry of entriesOf(filter)) {
    if (isGroup(entry)) measure(entry, level + 1, subfilterLevel, deepest);
    else if (isSubfilterCondition(entry)) measure(entry.filter, 1, subfilterLevel + 1, deepest);
  }
  return deepest;
}

/**
 * Checks the filter a builder opens with. No filter (undefined, null or `{}`) opens an empty
 * builder. A malformed filter, one nested too deep, or one that breaks a rule of the options is
 * refused with a ZnError of `service` naming `filterName` and the rule.
 */
export function checkOpeningFilter(service: string, filterName: string, filter: unknown, options: BuilderOptions): Filter | undefined {
  if (filter === undefined || filter === null || (isPlainObject(filter) && Object.keys(filter).length === 0)) return undefined;
  try {
    validateFilter(filter, { subfiltering: true, dynamicValues: true, collectionRules: true });
  } catch (error) {
    const detail = error instanceof ZnError ? error.message.slice(error.service.length + 2) : String(error);
    throw new ZnError(service, error instanceof ZnError ? error.code : 'bad-filter', `${filterName} is malformed: ${detail}`);
  }
  const valid = filter as Filter;
  const depth = measure(valid);
  if (depth.groups > MAX_NESTING) {
    throw new ZnError(service, 'filter-too-deep', `${filterName} nests groups ${depth.groups} levels deep; expected at most ${MAX_NESTING}`);
  }
  if (depth.subfilters > MAX_NESTING) {
    throw new ZnError(service, 'filter-too-deep', `${filterName} nests subfilters ${depth.subfilters} levels deep; expected at most ${MAX_NESTING}`);
  }
  const violation = findOptionViolation(valid, options);
  if (violation) throw new ZnError(service, 'filter-not-allowed', `${filterName} ${violation}; expected a filter that fits the options`);
  return valid;
}
