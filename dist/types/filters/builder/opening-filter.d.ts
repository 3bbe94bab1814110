import { Filter } from './filter-shape';
import { BuilderOptions } from './options';
/** Groups and subfilters nest at most this deep (REST conventions). */
export declare const MAX_NESTING = 5;
/**
 * Checks the filter a builder opens with. No filter (undefined, null or `{}`) opens an empty
 * builder. A malformed filter, one nested too deep, or one that breaks a rule of the options is
 * refused with a ZnError of `service` naming `filterName` and the rule.
 */
export declare function checkOpeningFilter(service: string, filterName: string, filter: unknown, options: BuilderOptions): Filter | undefined;
