// Entry of the standalone build, dist/zn-filter-matcher.js: the matcher without AngularJS, for
// plugin backends on Node and pages without the SDK. UMD: `require('zn-filter-matcher.js')` is the
// function itself; in a page the global `znFilterMatcher`.
import { ZnError } from '../errors';
import { validateFilter } from './matcher';
import { ZnFilterMatcher } from './types';
import { createFilterMatcher } from './zn-filter-matcher';

/** `znFilterMatcher(record, filter, [options])`, with `.compile`, `.validate`, `.ZnError` and `.version`. */
export interface StandaloneFilterMatcher extends ZnFilterMatcher {
  /** Throws the error a match would throw for a malformed filter (see validateFilter). */
  validate: typeof validateFilter;
  /** The error class of malformed filters, for `instanceof`. */
  ZnError: typeof ZnError;
  /** The SDK version this build comes from. */
  version: string;
}

const znFilterMatcher = createFilterMatcher() as StandaloneFilterMatcher;
znFilterMatcher.validate = validateFilter;
znFilterMatcher.ZnError = ZnError;
znFilterMatcher.version = __ZN_VERSION__;

export default znFilterMatcher;
