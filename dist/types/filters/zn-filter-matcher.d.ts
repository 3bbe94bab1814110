import { ZnFilterMatcher } from './types';
/**
 * Makes the `znFilterMatcher` function: the pure matcher (./matcher) behind the SDK's name.
 * Compiled filters are cached per filter object, so calling it for every record of a list (in
 * an ng-repeat filter function, say) compiles each filter once.
 */
export declare function createFilterMatcher(): ZnFilterMatcher;
/** The factory registered as `znFilterMatcher` (no dependencies: a pure function). */
export declare function znFilterMatcherFactory(): ZnFilterMatcher;
export declare namespace znFilterMatcherFactory {
    var $inject: string[];
}
