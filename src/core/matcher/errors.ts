import { ZnError } from '../errors';

/** The service name every matcher error starts with. */
export const SERVICE = 'znFilterMatcher';

/** The host matcher's exact message for subfilters without the `subfiltering` option. */
export const SUBFILTER_MESSAGE = 'Subfilter matching is not supported';
/** The host matcher's exact message for dynamic values such as `logged-in-user`. */
export const DYNAMIC_MESSAGE = 'Dynamic filter conditions are not supported';

/**
 * A malformed filter: says where (`and[1].or[0]`, or `filter` for the top) and what, e.g.
 * `znFilterMatcher: and[1].or[0]: unknown prefix "bogus"; expected one of ...`.
 */
export function filterError(where: string, code: string, what: string): ZnError {
  return new ZnError(SERVICE, code, `${where || 'filter'}: ${what}`);
}

/** Plain errors with the host's exact messages, as plugins written for the host catch them. */
export function subfilterNotSupported(): Error {
  return new Error(SUBFILTER_MESSAGE);
}

export function dynamicNotSupported(): Error {
  return new Error(DYNAMIC_MESSAGE);
}
