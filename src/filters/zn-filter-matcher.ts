import { compileFilter, matchFilter } from './matcher';
import { ZnFilterMatcher } from './types';

/**
 * Makes the `znFilterMatcher` function: the pure matcher (./matcher) behind the SDK's name.
 * Compiled filters are cached per filter object, so calling it for every record of a list (in
 * an ng-repeat filter function, say) compiles each filter once.
 */
export function createFilterMatcher(): ZnFilterMatcher {
  const znFilterMatcher = ((record, filter, options) => matchFilter(record, filter, options)) as ZnFilterMatcher;
  znFilterMatcher.compile = (filter, options) => compileFilter(filter, options);
  return znFilterMatcher;
}

/** The factory registered as `znFilterMatcher` (no dependencies: a pure function). */
export function znFilterMatcherFactory(): ZnFilterMatcher {
  return createFilterMatcher();
}
znFilterMatcherFactory.$inject = [] as string[];
