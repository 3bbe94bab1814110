/**
 * The one place the sandbox calls the project's filter matcher (src/filters/matcher), so the
 * server answers a filter exactly as `znFilterMatcher` does in the browser.
 */
import { compileFilter, ZnFilter } from 'zn-plugin/core';
import { badRequest } from '../envelopes';
import { JsonObject } from '../store';

/**
 * A predicate for a filter whose dynamic values and subfilters were resolved already. A filter
 * the matcher refuses (unknown prefix, wrong value type...) is a 400 carrying its reason.
 */
export function compileMatcher(filter: JsonObject, what: string): (record: object) => boolean {
  try {
    return compileFilter(filter as unknown as ZnFilter);
  } catch (error) {
    const reason = (error as Error).message.replace(/^znFilterMatcher: /, '');
    throw badRequest(`${what} is not a valid data filter: ${reason}`);
  }
}
