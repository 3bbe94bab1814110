import { LOGGED_IN_USER } from './field-types';
import { Filter, FilterEntry, entriesOf, isGroup, isSubfilterCondition, operatorOf } from './filter-shape';
import { BuilderOptions } from './options';

function quote(value: unknown): string {
  return JSON.stringify(value);
}

/** True when a value uses `logged-in-user`, alone, in a `a|b` list or in an array. */
export function usesDynamicValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(usesDynamicValue);
  return typeof value === 'string' && value.split('|').includes(LOGGED_IN_USER);
}

/**
 * Finds the first rule of the options that a well-formed filter breaks, as a phrase that names
 * the rule (`uses the operator "or", which options.operators (["and"]) does not allow`), or null.
 * Rules that need the form's fields (field types) are checked when the fields arrive.
 */
export function findOptionViolation(filter: Filter, options: BuilderOptions): string | null {
  return visitFilter(filter, options, true);
}

/** @returnsMessage */
function visitFilter(filter: Filter, options: BuilderOptions, isTop: boolean): string | null {
  const operator = operatorOf(filter);
  if (!options.operators.includes(operator)) {
    return `uses the operator ${quote(operator)}, which options.operators (${quote(options.operators)}) does not allow`;
  }
  if (!isTop && !options.groups) {
    // reached only for nested groups; subfilters are checked before their filter is visited
    return 'has a nested group of conditions, but options.groups is false';
  }
  for (const entry of entriesOf(filter)) {
    const violation = visitEntry(entry, options);
    if (violation) return violation;
  }
  return null;
}

/** @returnsMessage */
function visitEntry(entry: FilterEntry, options: BuilderOptions): string | null {
  if (isGroup(entry)) return visitFilter(entry, options, false);
  const where = `on ${quote(entry.attribute)}`;
  if (options.attributeBlacklist.includes(entry.attribute)) {
    return `filters on ${quote(entry.attribute)}, which options.attributeBlacklist excludes`;
  }
  const prefix = entry.prefix ?? '';
  if ((options.prefixBlacklist as string[]).includes(prefix)) {
    return `uses the prefix ${quote(prefix)} ${where}, which options.prefixBlacklist excludes`;
  }
  if (isSubfilterCondition(entry)) {
    if (!options.subfilters) return `has a subfilter ${where}, but options.subfilters is false`;
    return visitFilter(entry.filter, options, true);
  }
  if (!options.dynamicValues && usesDynamicValue(entry.value)) {
    return `uses the dynamic value ${quote(LOGGED_IN_USER)} ${where}, but options.dynamicValues is false`;
  }
  return null;
}
