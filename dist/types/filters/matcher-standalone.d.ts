import { ZnError } from '../errors';
import { validateFilter } from './matcher';
import { ZnFilterMatcher } from './types';
/** `znFilterMatcher(record, filter, [options])`, with `.compile`, `.validate`, `.ZnError` and `.version`. */
export interface StandaloneFilterMatcher extends ZnFilterMatcher {
    /** Throws the error a match would throw for a malformed filter (see validateFilter). */
    validate: typeof validateFilter;
    /** The error class of malformed filters, for `instanceof`. */
    ZnError: typeof ZnError;
    /** The SDK version this build comes from. */
    version: string;
}
declare const znFilterMatcher: StandaloneFilterMatcher;
export default znFilterMatcher;
