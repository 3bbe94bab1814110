import { checkOpeningFilter } from '../../../src/filters/builder/opening-filter';
import { checkBuilderOptions } from '../../../src/filters/builder/options';

const options = (extra: Record<string, unknown> = {}) => checkBuilderOptions('znFiltersPanel', { formId: 10, ...extra }, 'panel');
const check = (filter: unknown, extra: Record<string, unknown> = {}) => checkOpeningFilter('znFiltersPanel', 'options.filter', filter, options(extra));

const condition = (attribute: string, value: unknown = 'x', prefix = '') => ({ prefix, attribute, value });

/** A filter with groups nested `levels` deep. */
function nestedGroups(levels: number): any {
  let filter: any = { and: [condition('field101')] };
  for (let level = 1; level < levels; level++) filter = { or: [filter] };
  return filter;
}

/** A filter with subfilters nested `levels` deep. */
function nestedSubfilters(levels: number): any {
  let filter: any = { and: [condition('field201')] };
  for (let level = 0; level < levels; level++) filter = { and: [{ prefix: '', attribute: 'field203', filter }] };
  return filter;
}

describe('the opening filter check', () => {
  it('opens an empty builder without a filter, with null and with {}', () => {
    expect(check(undefined)).toBeUndefined();
    expect(check(null)).toBeUndefined();
    expect(check({})).toBeUndefined();
  });

  it('accepts a filter that fits the options, as it is', () => {
    const filter = { and: [condition('field101'), { or: [condition('field117', 'logged-in-user')] }, { prefix: '', attribute: 'field118', filter: { and: [condition('field201')] } }] };
    expect(check(filter)).toBe(filter as any);
  });

  it('accepts the not-validates rule "unique", which the API applies', () => {
    expect(() => check({ and: [condition('field101', 'unique', 'not-validates')] })).not.toThrow();
  });

  it('accepts groups and subfilters 5 levels deep', () => {
    expect(() => check(nestedGroups(5))).not.toThrow();
    expect(() => check(nestedSubfilters(5))).not.toThrow();
  });

  const refused: Array<[string, unknown, Record<string, unknown>, RegExp]> = [
    ['a malformed filter', { and: [{ attribute: 'field101' }] }, {},
      /^znFiltersPanel: options\.filter is malformed: and\[0\]: has no value; expected a "value"/],
    ['a filter that is not an object', 'field101=x', {}, /^znFiltersPanel: options\.filter is malformed: filter: expected an object/],
    ['an unknown prefix', { and: [condition('field101', 'x', 'like')] }, {}, /options\.filter is malformed: and\[0\]: unknown prefix "like"/],
    ['groups nested 6 levels deep', nestedGroups(6), {}, /^znFiltersPanel: options\.filter nests groups 6 levels deep; expected at most 5$/],
    ['subfilters nested 6 levels deep', nestedSubfilters(6), {}, /^znFiltersPanel: options\.filter nests subfilters 6 levels deep; expected at most 5$/],
    ['an operator not allowed', { or: [condition('field101')] }, { operators: ['and'] },
      /^znFiltersPanel: options\.filter uses the operator "or", which options\.operators \(\["and"\]\) does not allow; expected a filter that fits the options$/],
    ['a nested operator not allowed', { and: [{ or: [condition('field101')] }] }, { operators: ['and'] }, /uses the operator "or"/],
    ['a group when groups is false', { and: [{ and: [condition('field101')] }] }, { groups: false },
      /^znFiltersPanel: options\.filter has a nested group of conditions, but options\.groups is false/],
    ['a subfilter when subfilters is false', { and: [{ prefix: '', attribute: 'field118', filter: { and: [condition('field201')] } }] }, { subfilters: false },
      /^znFiltersPanel: options\.filter has a subfilter on "field118", but options\.subfilters is false/],
    ['a blacklisted attribute', { and: [condition('created', '2024-01-01', 'min')] }, { attributeBlacklist: ['created'] },
      /^znFiltersPanel: options\.filter filters on "created", which options\.attributeBlacklist excludes/],
    ['a blacklisted attribute inside a subfilter', { and: [{ prefix: '', attribute: 'field118', filter: { and: [condition('field201')] } }] }, { attributeBlacklist: ['field201'] },
      /filters on "field201", which options\.attributeBlacklist excludes/],
    ['a blacklisted prefix', { and: [condition('field101', 'Ad', 'starts-with')] }, { prefixBlacklist: ['starts-with'] },
      /^znFiltersPanel: options\.filter uses the prefix "starts-with" on "field101", which options\.prefixBlacklist excludes/],
    ['a dynamic value when dynamicValues is false', { and: [condition('createdByUser.id', 'logged-in-user')] }, { dynamicValues: false },
      /^znFiltersPanel: options\.filter uses the dynamic value "logged-in-user" on "createdByUser\.id", but options\.dynamicValues is false/],
    ['a dynamic value among piped values', { and: [condition('field117', '501|logged-in-user')] }, { dynamicValues: false }, /uses the dynamic value "logged-in-user" on "field117"/]
  ];
  refused.forEach(([what, filter, extra, message]) => {
    it(`refuses ${what}`, () => {
      expect(() => check(filter, extra)).toThrowError(message);
    });
  });
});
