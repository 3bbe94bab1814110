import { ZnFiltersPanelService } from '../../src/filters/builder/types';
import { ZnFilterMatcher } from '../../src/filters/types';
import { caught, expectZnError, itThrowsCodes } from '../helpers/zn-error';

describe('error codes of the filter services', () => {
  let znFilterMatcher: ZnFilterMatcher;
  let znFiltersPanel: ZnFiltersPanelService;

  beforeEach(angular.mock.module('zn.plugin'));
  beforeEach(angular.mock.inject(['znFilterMatcher', 'znFiltersPanel', (matcher: ZnFilterMatcher, panel: ZnFiltersPanelService) => {
    znFilterMatcher = matcher;
    znFiltersPanel = panel;
  }]));

  const cyclic: any = { and: [] };
  cyclic.and.push(cyclic);
  const condition = (extra: object) => ({ and: [{ prefix: '', attribute: 'field1', value: 'x', ...extra }] }) as any;

  describe('znFilterMatcher', () => {
    itThrowsCodes('znFilterMatcher', [
      ['a filter that is not an object', () => znFilterMatcher({}, 'field1=a' as any), 'bad-filter'],
      ['a group with both and and or', () => znFilterMatcher({}, { and: [], or: [] } as any), 'bad-filter'],
      ['a filter that contains itself', () => znFilterMatcher({}, cyclic), 'circular-value'],
      ['an empty attribute', () => znFilterMatcher({}, condition({ attribute: '' })), 'bad-attribute'],
      ['an unknown prefix', () => znFilterMatcher({}, condition({ prefix: 'bogus' })), 'unknown-prefix'],
      ['a condition without a value', () => znFilterMatcher({}, { and: [{ prefix: '', attribute: 'field1' }] } as any), 'missing-value'],
      ['an object value', () => znFilterMatcher({}, condition({ value: { id: 1 } })), 'bad-value'],
      ['a subfilter with a prefix', () => znFilterMatcher({}, { and: [{ prefix: 'not', attribute: 'field1', filter: { and: [] } }] } as any, { subfiltering: true }), 'bad-subfilter'],
      ['an unknown validation rule', () => znFilterMatcher({}, condition({ prefix: 'not-validates', value: 'bogus' })), 'unknown-rule'],
      ['a record that is not an object', () => znFilterMatcher(5 as any, condition({})), 'bad-record'],
      ['an array of records', () => znFilterMatcher([{}] as any, condition({})), 'bad-record'],
      ['options that are not an object', () => znFilterMatcher.compile(condition({}), true as any), 'bad-options'],
      ['an unknown option', () => znFilterMatcher.compile(condition({}), { subfilters: true } as any), 'unknown-option'],
      ['an option that is not a boolean', () => znFilterMatcher.compile(condition({}), { subfiltering: 'yes' } as any), 'bad-option']
    ]);

    it('keeps the host\'s plain Error (no code) for subfilters without the option', () => {
      const error = caught(() => znFilterMatcher({}, { and: [{ attribute: 'field6', filter: { and: [] } }] } as any));
      expect(error).toEqual(new Error('Subfilter matching is not supported'));
      expect((error as { code?: string }).code).toBeUndefined();
    });
  });

  describe('znFiltersPanel', () => {
    itThrowsCodes('znFiltersPanel', [
      ['no options', () => (znFiltersPanel.open as any)(), 'bad-options'],
      ['a formId that is not a positive integer', () => znFiltersPanel.open({ formId: 'ten' as any }), 'bad-option'],
      ['no operators', () => znFiltersPanel.open({ formId: 1, operators: [] }), 'bad-option'],
      ['an onSave that is not a function', () => znFiltersPanel.open({ formId: 1, onSave: 'save' as any }), 'bad-callback'],
      ['a malformed opening filter', () => znFiltersPanel.open({ formId: 1, filter: { and: [{ prefix: 'bogus', attribute: 'a', value: 1 }] } as any }), 'unknown-prefix'],
      ['an opening filter that breaks the options', () => znFiltersPanel.open({ formId: 10, groups: false, filter: { and: [{ or: [] }] } as any }), 'filter-not-allowed']
    ]);

    it('throws filter-too-deep for an opening filter nested too deep', () => {
      let filter: any = { and: [] };
      for (let depth = 0; depth < 12; depth += 1) filter = { and: [filter] };
      expectZnError(caught(() => znFiltersPanel.open({ formId: 1, filter })), 'znFiltersPanel', 'filter-too-deep');
    });
  });
});

describe('error codes of znFilterBuilderTextProvider', () => {
  const rows: Array<[string, unknown, string]> = [
    ['something other than an object', 'Save', 'bad-settings'],
    ['an unknown key', { sav: 'Go' }, 'unknown-setting'],
    ['a value that is not text', { save: 5 }, 'bad-setting']
  ];
  rows.forEach(([what, texts, code]) => {
    it(`throws ${code} for ${what}`, () => {
      let error: unknown;
      angular.mock.module('zn.plugin', ['znFilterBuilderTextProvider', (provider: any) => { error = caught(() => provider.set(texts)); }]);
      angular.mock.inject(() => undefined);
      expectZnError(error, 'znFilterBuilderTextProvider', code);
    });
  });
});
