import { ZnError } from '../../errors';
/** The service name every matcher error starts with. */
export declare const SERVICE = "znFilterMatcher";
/** The host matcher's exact message for subfilters without the `subfiltering` option. */
export declare const SUBFILTER_MESSAGE = "Subfilter matching is not supported";
/** The host matcher's exact message for dynamic values such as `logged-in-user`. */
export declare const DYNAMIC_MESSAGE = "Dynamic filter conditions are not supported";
/**
 * A malformed filter: says where (`and[1].or[0]`, or `filter` for the top) and what, e.g.
 * `znFilterMatcher: and[1].or[0]: unknown prefix "bogus"; expected one of ...`.
 */
export declare function filterError(where: string, code: string, what: string): ZnError;
/** Plain errors with the host's exact messages, as plugins written for the host catch them. */
export declare function subfilterNotSupported(): Error;
export declare function dynamicNotSupported(): Error;
