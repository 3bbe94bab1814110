import { checkBuilderOptions, checkPanelOptions } from '../../../src/filters/builder/options';

describe('the filter builder options', () => {
  describe('defaults', () => {
    it('allow subfilters, groups, dynamic values and both operators, and blacklist nothing', () => {
      expect(checkBuilderOptions('znFiltersPanel', { formId: 10 }, 'panel')).toEqual({
        formId: 10,
        subfilters: true,
        groups: true,
        dynamicValues: true,
        operators: ['and', 'or'],
        attributeBlacklist: [],
        prefixBlacklist: [],
        fieldTypeBlacklist: []
      });
    });

    it('accept a form id written as digits', () => {
      expect(checkBuilderOptions('znInlineFilter', { formId: '12' }, 'inline').formId).toBe(12);
    });

    it('keep the operators in the order and, or', () => {
      expect(checkBuilderOptions('znInlineFilter', { formId: 1, operators: ['or', 'and'] }, 'inline').operators).toEqual(['and', 'or']);
    });
  });

  const refused: Array<[string, unknown, RegExp]> = [
    ['options that are not an object', 'form', /^znFiltersPanel: options is a string \("form"\); expected an object such as \{ formId: 123 \}$/],
    ['a missing formId', {}, /^znFiltersPanel: options\.formId is undefined; expected the id of the form to filter, a positive integer/],
    ['a formId of 0', { formId: 0 }, /options\.formId is a number \(0\)/],
    ['a flag that is not a boolean', { formId: 1, groups: 'no' }, /^znFiltersPanel: options\.groups is a string \("no"\); expected true or false$/],
    ['an unknown operator', { formId: 1, operators: ['and', 'xor'] }, /^znFiltersPanel: options\.operators\[1\] is a string \("xor"\); expected "and" or "or"$/],
    ['no operators', { formId: 1, operators: [] }, /^znFiltersPanel: options\.operators is empty; expected \["and"\], \["or"\] or \["and", "or"\]$/],
    ['operators that are not an array', { formId: 1, operators: 'and' }, /options\.operators is a string \("and"\); expected an array of "and" or "or"$/],
    ['an unknown attribute', { formId: 1, attributeBlacklist: ['name'] }, /options\.attributeBlacklist\[0\] is a string \("name"\); expected attributes such as "field123", or "folder\.id", "createdByUser\.id", "created", "modified"$/],
    ['an unknown prefix', { formId: 1, prefixBlacklist: ['like'] }, /options\.prefixBlacklist\[0\] is a string \("like"\); expected prefixes among "", "not"/],
    ['an unknown field type', { formId: 1, fieldTypeBlacklist: ['email'] }, /options\.fieldTypeBlacklist\[0\] is a string \("email"\); expected field types among "calculated-field"/],
    ['an onSave that is not a function', { formId: 1, onSave: 'save' }, /^znFiltersPanel: options\.onSave is a string \("save"\); expected a function called with the saved filter$/]
  ];
  refused.forEach(([what, options, message]) => {
    it(`refuses ${what}`, () => {
      expect(() => checkPanelOptions('znFiltersPanel', options)).toThrowError(message);
    });
  });

  it('refuses filter and onSave on the inline directive, whose filter is its ng-model', () => {
    expect(() => checkBuilderOptions('znInlineFilter', { formId: 1, filter: { and: [] } }, 'inline'))
      .toThrowError(/^znInlineFilter: options\.filter does not apply to zn-inline-filter; expected the filter bound with ng-model instead$/);
    expect(() => checkBuilderOptions('znInlineFilter', { formId: 1, onSave: () => undefined }, 'inline'))
      .toThrowError(/options\.onSave does not apply to zn-inline-filter/);
  });

  it('hands back the panel filter and onSave as given', () => {
    const onSave = () => undefined;
    const filter = { and: [] };
    const checked = checkPanelOptions('znFiltersPanel', { formId: 3, filter, onSave });
    expect(checked.filter).toBe(filter);
    expect(checked.onSave).toBe(onSave);
  });

  it('ignores an unknown option, as Zengine did, handing it to the warner', () => {
    const warned: string[] = [];
    const options = checkBuilderOptions('znInlineFilter', { formId: 1, group: false }, 'inline', (key, message) => warned.push(message));
    expect(options.groups).toBe(true);
    expect(warned).toEqual(['znInlineFilter: the unknown option "group" is ignored; expected one of formId, subfilters, groups, dynamicValues, operators, attributeBlacklist, prefixBlacklist, fieldTypeBlacklist']);
  });
});
