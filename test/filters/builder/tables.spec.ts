import { FIELD_TYPES, FIELD_TYPE_KINDS, NON_DATA_FIELD_TYPES } from '../../../src/filters/builder/field-types';
import { KIND_PREFIX_WIDGETS, adaptValue, prefixesFor, valueProblem, widgetFor } from '../../../src/filters/builder/widgets';

// The table of docs/filter-builder.md, written out by hand: field type → prefixes offered (in order) → widget.
const EXPECTED: Array<[string, Array<[string, string]>]> = [
  ['text', [['', 'text'], ['not', 'text'], ['contains', 'text'], ['not-contains', 'text'], ['starts-with', 'text'], ['ends-with', 'text'], ['not-validates', 'validation-rule']]],
  ['text-input', [['', 'text'], ['not', 'text'], ['contains', 'text'], ['not-contains', 'text'], ['starts-with', 'text'], ['ends-with', 'text'], ['not-validates', 'validation-rule']]],
  ['text-area', [['', 'text'], ['not', 'text'], ['contains', 'text'], ['not-contains', 'text'], ['starts-with', 'text'], ['ends-with', 'text'], ['not-validates', 'validation-rule']]],
  ['hidden-field', [['', 'text'], ['not', 'text'], ['contains', 'text'], ['not-contains', 'text'], ['starts-with', 'text'], ['ends-with', 'text'], ['not-validates', 'validation-rule']]],
  ['file-upload', [['', 'text'], ['not', 'text'], ['contains', 'text'], ['not-contains', 'text'], ['starts-with', 'text'], ['ends-with', 'text']]],
  ['numeric', [['', 'number'], ['not', 'number'], ['min', 'number'], ['max', 'number']]],
  ['calculated-field', [['', 'number'], ['not', 'number'], ['min', 'number'], ['max', 'number']]],
  ['summary', [['', 'number'], ['not', 'number'], ['min', 'number'], ['max', 'number']]],
  ['link-counter', [['', 'number'], ['not', 'number'], ['min', 'number'], ['max', 'number']]],
  ['year', [['', 'year'], ['not', 'year'], ['min', 'year'], ['max', 'year']]],
  ['date-picker', [['', 'date'], ['not', 'date'], ['min', 'date'], ['max', 'date']]],
  ['dropdown', [['', 'choice'], ['not', 'choice'], ['in', 'choice-multi'], ['not-in', 'choice-multi']]],
  ['radio', [['', 'choice'], ['not', 'choice'], ['in', 'choice-multi'], ['not-in', 'choice-multi']]],
  ['checkbox', [['', 'choice'], ['not', 'choice'], ['contains', 'choice'], ['in', 'choice-multi'], ['not-in', 'choice-multi']]],
  ['country-select', [['', 'country'], ['not', 'country'], ['in', 'country-multi'], ['not-in', 'country-multi']]],
  ['state-select', [['', 'state'], ['not', 'state'], ['in', 'state-multi'], ['not-in', 'state-multi']]],
  ['member', [['', 'member'], ['not', 'member']]],
  ['linked', [['', 'record'], ['not', 'record']]]
];

describe('the filter builder tables', () => {
  describe('field type → prefixes → widget', () => {
    EXPECTED.forEach(([type, prefixWidgets]) => {
      it(`offers ${prefixWidgets.map(([prefix]) => JSON.stringify(prefix)).join(', ')} on ${type} fields`, () => {
        const kind = FIELD_TYPE_KINDS[type as keyof typeof FIELD_TYPE_KINDS]!;
        expect(prefixesFor(kind)).toEqual(prefixWidgets.map(([prefix]) => prefix) as any);
        prefixWidgets.forEach(([prefix, widget]) => expect(widgetFor(kind, prefix)).toBe(widget as any));
      });
    });

    it('covers every data field type of the spec', () => {
      expect(EXPECTED.map(([type]) => type).sort()).toEqual(FIELD_TYPES.filter((type) => !NON_DATA_FIELD_TYPES.includes(type)).slice().sort());
    });

    it('never offers the types that hold no data', () => {
      expect(NON_DATA_FIELD_TYPES.slice().sort()).toEqual(['heading', 'html', 'page-break', 'spacer']);
    });

    const records: Array<[string, string[], string]> = [
      ['folder', ['', 'not'], 'folder'],
      ['creator', ['', 'not'], 'member'],
      ['datetime', ['', 'not', 'min', 'max'], 'date']
    ];
    records.forEach(([kind, prefixes, widget]) => {
      it(`offers ${prefixes.map((prefix) => JSON.stringify(prefix)).join(', ')} with a ${widget} widget on ${kind} attributes`, () => {
        expect(prefixesFor(kind as any)).toEqual(prefixes as any);
        prefixes.forEach((prefix) => expect(widgetFor(kind as any, prefix)).toBe(widget as any));
      });
    });

    it('leaves out blacklisted prefixes and answers null for a prefix that does not fit', () => {
      expect(prefixesFor('number', ['min', 'not'])).toEqual(['', 'max']);
      expect(widgetFor('number', 'contains')).toBeNull();
      expect(Object.keys(KIND_PREFIX_WIDGETS).length).toBe(14);
    });
  });

  describe('valueProblem', () => {
    const cases: Array<[string, unknown, unknown, string | null]> = [
      ['text', 'Ada', {}, null],
      ['text', '  ', {}, 'empty'],
      ['text', undefined, {}, 'empty'],
      ['text', ['a'], {}, 'shape'],
      ['number', '42', {}, null],
      ['number', -3.5, {}, null],
      ['number', '4x', {}, 'number'],
      ['year', '2024', {}, null],
      ['year', '20245', {}, 'year'],
      ['year', '0', {}, 'year'],
      ['date', '2024-02-29', {}, null],
      ['date', '2023-02-29', {}, 'date'],
      ['date', '31/01/2024', {}, 'date'],
      ['choice', 'sales', { choiceKeys: ['sales'] }, null],
      ['choice', 'gone', { choiceKeys: ['sales'] }, 'choiceMissing'],
      ['choice-multi', ['sales'], { choiceKeys: ['sales'] }, null],
      ['choice-multi', [], { choiceKeys: ['sales'] }, 'empty'],
      ['choice-multi', 'sales', { choiceKeys: ['sales'] }, 'shape'],
      ['member', 501, {}, null],
      ['member', 'logged-in-user', { dynamicValues: true }, null],
      ['member', 'logged-in-user', { dynamicValues: false }, 'dynamic'],
      ['member', 'someone', {}, 'id'],
      ['folder', 0, {}, null],
      ['record', '900', {}, null],
      ['record', 0, {}, 'id'],
      ['validation-rule', 'unique', {}, null],
      ['validation-rule', 'shiny', {}, 'rule']
    ];
    cases.forEach(([widget, value, context, problem]) => {
      it(`finds ${problem === null ? 'no problem' : `"${problem}"`} in ${JSON.stringify(value)} for ${widget}`, () => {
        expect(valueProblem(widget as any, value, context as any)).toBe(problem as any);
      });
    });
  });

  describe('adaptValue when the prefix changes', () => {
    it('keeps the value for the same widget', () => {
      expect(adaptValue('text', 'text', 'Ada')).toBe('Ada');
    });

    it('turns one value into a list of one, and a list into its first value', () => {
      expect(adaptValue('choice', 'choice-multi', 'sales')).toEqual(['sales']);
      expect(adaptValue('country-multi', 'country', ['US', 'CA'])).toBe('US');
      expect(adaptValue('state', 'state-multi', undefined)).toBeUndefined();
    });

    it('drops the value between unrelated widgets', () => {
      expect(adaptValue('text', 'validation-rule', 'Ada')).toBeUndefined();
    });
  });
});
