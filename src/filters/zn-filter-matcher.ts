import { compileFilter, matchFilter, setCodeGeneration } from '../core';
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

/**
 * The factory registered as `znFilterMatcher`. Filters compile into generated code when $parse's
 * rule allows it (no `ng-csp`, and `new Function` works: `$sniffer.csp` is AngularJS's csp()).
 */
export function znFilterMatcherFactory($sniffer: { csp: { noUnsafeEval: boolean } }): ZnFilterMatcher {
  setCodeGeneration(!$sniffer.csp.noUnsafeEval);
  return createFilterMatcher();
}
znFilterMatcherFactory.$inject = ['$sniffer'];
