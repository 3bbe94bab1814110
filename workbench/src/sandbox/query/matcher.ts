/**
 * The one place the sandbox calls the project's filter matcher, so the server answers a filter
 * exactly as `znFilterMatcher` does in the browser (and as the testing kit does).
 */
import { compileRestFilter } from '#core';

/**
 * A predicate for a filter whose dynamic values and subfilters were resolved already. A filter
 * the matcher refuses (unknown prefix, wrong value type...) is a 400 carrying its reason.
 */
export function compileMatcher(filter: { [key: string]: unknown }, what: string): (record: object) => boolean {
  return compileRestFilter(filter, what);
}
