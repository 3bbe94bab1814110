import { Filter } from './filter-shape';
import { BuilderOptions } from './options';
/** True when a value uses `logged-in-user`, alone, in a `a|b` list or in an array. */
export declare function usesDynamicValue(value: unknown): boolean;
/**
 * Finds the first rule of the options that a well-formed filter breaks, as a phrase that names
 * the rule (`uses the operator "or", which options.operators (["and"]) does not allow`), or null.
 * Rules that need the form's fields (field types) are checked when the fields arrive.
 */
export declare function findOptionViolation(filter: Filter, options: BuilderOptions): string | null;
