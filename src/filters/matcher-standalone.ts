// Entry of the standalone build, dist/zn-filter-matcher.js: the matcher without AngularJS, for
// plugin backends on Node and pages without the SDK. UMD: `require('zn-filter-matcher.js')` is the
// function itself; in a page the global `znFilterMatcher`.
import { ZnError, setCodeGeneration, validateFilter } from '../core';
import { ZnFilterMatcher } from './types';
import { createFilterMatcher } from './zn-filter-matcher';

/** `znFilterMatcher(record, filter, [options])`, with `.compile`, `.validate`, `.ZnError` and `.version`. */
export interface StandaloneFilterMatcher extends ZnFilterMatcher {
  /** Throws the error a match would throw for a malformed filter (see validateFilter). */
  validate: typeof validateFilter;
  /**
   * Allows (true) or forbids (false) compiling filters into generated code (`new Function`), as
   * `ng-csp` does for the SDK; undefined (the default) tries `new Function` once, on the first compile.
   * A page whose Content Security Policy forbids 'unsafe-eval' calls `setCodeGeneration(false)`
   * first, so the matcher never tries (and the browser reports no violation).
   */
  setCodeGeneration: typeof setCodeGeneration;
  /** The error class of malformed filters, for `instanceof`. */
  ZnError: typeof ZnError;
  /** The SDK version this build comes from. */
  version: string;
}

const znFilterMatcher = createFilterMatcher() as StandaloneFilterMatcher;
znFilterMatcher.validate = validateFilter;
znFilterMatcher.setCodeGeneration = setCodeGeneration;
znFilterMatcher.ZnError = ZnError;
znFilterMatcher.version = __ZN_VERSION__;

export default znFilterMatcher;
