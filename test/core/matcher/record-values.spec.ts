import { matches, where } from './matcher-helpers';

describe('filter matcher: record values', () => {
  describe('attributes', () => {
    it('reads a dotted attribute through nested objects', () => {
      expect(matches({ folder: { id: 3 } }, where('', 'folder.id', 3))).toBe(true);
      expect(matches({ createdByUser: { id: 9 } }, where('', 'createdByUser.id', '9'))).toBe(true);
    });

    it('treats a dotted attribute through a missing or non-object value as missing', () => {
      expect(matches({}, where('', 'folder.id', null))).toBe(true);
      expect(matches({ folder: null }, where('', 'folder.id', null))).toBe(true);
      expect(matches({ name: 'abc' }, where('', 'name.length', 3))).toBe(false);
    });

    const inherited = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];
    inherited.forEach((attribute) => {
      it(`treats "${attribute}" as a missing field unless the record has it`, () => {
        expect(matches({}, where('', attribute, null))).toBe(true);
        expect(matches({}, where('not', attribute, null))).toBe(false);
        expect(matches({}, where('contains', attribute, 'function'))).toBe(false);
      });
    });

    it('reads an own "__proto__" field as parsed from JSON', () => {
      const record = JSON.parse('{"__proto__": "x", "constructor": "y"}');
      expect(matches(record, where('', '__proto__', 'x'))).toBe(true);
      expect(matches(record, where('', 'constructor', 'y'))).toBe(true);
    });

    it('ignores properties a record inherits from its prototype', () => {
      const record = Object.create({ field1: 'inherited' });
      expect(matches(record, where('', 'field1', null))).toBe(true);
    });

    it('ignores a property polluting Object.prototype', () => {
      (Object.prototype as any).field9 = 'polluted';
      try {
        expect(matches({}, where('', 'field9', null))).toBe(true);
        expect(matches({ folder: {} }, where('', 'folder.field9', null))).toBe(true);
      } finally {
        delete (Object.prototype as any).field9;
      }
    });
  });

  describe('object values', () => {
    const rows: Array<[string, unknown, unknown, boolean]> = [
      ['by "value" when it has one', { value: 'a.pdf', id: 1 }, 'a.pdf', true],
      ['by "id" when "value" is undefined', { value: undefined, id: 1 }, 1, true],
      ['by a null "value" as empty (not by the id)', { value: null, id: 1 }, null, true],
      ['by a null id as empty', { id: null, name: null }, null, true],
      ['as empty without "value" or "id"', { name: 'x' }, null, true],
      ['as empty when "value" is itself an object', { value: { id: 1 } }, null, true],
      ['as a multi-value field when "value" is an array', { value: ['a', 'b'] }, null, false]
    ];
    rows.forEach(([what, value, rule, expected]) => {
      it(`compares an object ${what}`, () => {
        expect(matches({ field1: value }, where('', 'field1', rule))).toBe(expected);
      });
    });

    it('compares multi-value elements that are objects by their value or id, and null elements as empty', () => {
      expect(matches({ field1: [{ id: 1 }, { value: 'B', id: 2 }] }, where('in', 'field1', ['b']))).toBe(true);
      expect(matches({ field1: [null] }, where('in', 'field1', ['']))).toBe(true);
      expect(matches({ field1: [['a']] }, where('in', 'field1', ['a']))).toBe(false);
    });

    it('treats a function value as empty', () => {
      expect(matches({ field1: () => 'x' }, where('', 'field1', null))).toBe(true);
    });
  });
});
