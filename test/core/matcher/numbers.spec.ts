import {
  compareDecimals, compareDecimalText, compareWithRule, LONG_NUMBER, NOT_A_NUMBER, numericRule, parseDecimal
} from '../../../src/core/matcher/numbers';
import { matches, MISSING, table } from './matcher-helpers';

/** A target for compareDecimalText (only its value counts there). */
const target = (value: number) => ({ fast: true, value, decimal: { negative: false, digits: '', exponent: 0 } });

describe('filter matcher: min and max', () => {
  describe('"min" with a numeric rule value', () => {
    table('min', [
      ['a greater number', 6, 5, true],
      ['an equal number (inclusive)', 5, 5, true],
      ['a smaller number', 4, 5, false],
      ['numeric text', '10', '9', true],
      ['money text with every "$" and "," skipped', '$1,234,567.50', '1234567.5', true],
      ['money text just below', '$1,234,567.49', '1234567.5', false],
      ['a negative amount after the "$"', '-$5', '-6', true],
      ['a long decimal below a round number, exactly', '999999999.99999999', '1000000000', false],
      ['a long decimal above by one in the 20th digit', '1000000000.0000000001', '1000000000', true],
      ['a record number against a long rule decimal', 0.30000000000000004, '0.3000000000000000444', false],
      ['text that is not a number', 'abc', '1', false],
      ['an empty value', '', '0', false],
      ['a missing value', MISSING, '0', false],
      ['null', null, 0, false],
      ['the number 0 against 0', 0, '0', true],
      ['a date against a numeric year (not a number)', '2020-05-01', '2020', false],
      ['a boolean', true, '0', false],
      ['a multi-value field (never, as in the host)', [10], '5', false],
      ['any piped value', 3, '5|2', true],
      ['an exponent', '1.5e3', '1500', true],
      ['spaces around a number', ' 42 ', '42', true],
      ['hexadecimal text (not a decimal number)', '0x10', '1', false],
      ['a linked record by its id', { id: 12 }, '10', true],
      ['an infinite number', Infinity, '1e300', true]
    ]);
  });

  describe('"max" with a numeric rule value', () => {
    table('max', [
      ['a smaller number', 4, 5, true],
      ['an equal number (inclusive)', '5.000', '5', true],
      ['a greater number', 6, 5, false],
      ['a long decimal below a round number', '999999999.99999999', '1000000000', true],
      ['money text with two commas', '$1,000,000', '999999.99', false],
      ['a negative value', '-0.5', '0', true],
      ['an empty value', '', '5', false]
    ]);
  });

  // A min and a max on one attribute read a text number once for both bounds (compileRangeTest).
  describe('a range: "min" and "max" on one attribute', () => {
    const rows: Array<[string, unknown, boolean]> = [
      ['money text inside', '$12,345.67', true],
      ['money text equal to the upper bound (inclusive)', '$25,000.50', true],
      ['money text just above the upper bound', '$25,000.51', false],
      ['money text equal to the lower bound (inclusive)', '1,000', true],
      ['money text just below the lower bound', '999.99', false],
      ['zero', '0', false],
      ['a long decimal just above the upper bound', '25000.5000000000000001', false],
      ['a long decimal just inside the upper bound', '25000.4999999999999999', true],
      ['text that is not a number', 'abc', false],
      ['an empty value', '', false],
      ['a number record inside', 2000, true],
      ['a number record above', 30000, false]
    ];
    rows.forEach(([what, recordValue, expected]) => {
      it(`${expected ? 'matches' : 'does not match'} ${what}`, () => {
        const filter = { and: [{ prefix: 'min' as const, attribute: 'field1', value: '1000' },
          { prefix: 'max' as const, attribute: 'field1', value: '25000.5' }] };
        expect(matches({ field1: recordValue }, filter)).toBe(expected);
      });
    });

    it('with a bound below zero, keeps zero inside', () => {
      const filter = { and: [{ prefix: 'min' as const, attribute: 'field1', value: '-1' },
        { prefix: 'max' as const, attribute: 'field1', value: '0' }] };
      expect(matches({ field1: '0.00' }, filter)).toBe(true);
      expect(matches({ field1: '0.01' }, filter)).toBe(false);
    });
  });

  describe('"min" and "max" with a text rule value', () => {
    table('min', [
      ['a later date', '2021-03-02', '2021-03-01', true],
      ['the same date', '2021-03-01', '2021-03-01', true],
      ['an earlier date', '2021-02-28', '2021-03-01', false],
      ['a datetime on the day', '2021-03-01T10:00:00Z', '2021-03-01', true],
      ['an empty value', '', '2021-03-01', false],
      ['anything with an empty rule', 'a', '', true]
    ]);
    table('max', [
      ['an earlier datetime', '2021-03-01T09:59:59Z', '2021-03-01T10:00:00Z', true],
      ['a datetime later on the same day as a date rule (text order)', '2021-03-01T10:00:00Z', '2021-03-01', false],
      ['an empty value', '', '2021-03-01', false]
    ]);
  });

  describe('reading decimal text', () => {
    const valid: Array<[string, boolean, number | null]> = [
      ['0', false, 0], ['-0', false, 0], ['+5', false, 5], ['.5', false, 0.5], ['5.', false, 5],
      ['007.50', false, 7.5], ['1e3', false, 1000], ['1E-3', false, 0.001], ['  12  ', false, 12],
      ['$1,234.5', true, 1234.5], ['1,2,3', true, 123], ['$-$5', true, -5], ['123456789012345', false, 123456789012345]
    ];
    valid.forEach(([text, money, value]) => {
      it(`reads ${JSON.stringify(text)}${money ? ' as money' : ''} as ${value}`, () => {
        expect(compareDecimalText(text, money, target(value as number))).toBe(0);
        expect(compareDecimalText(text, money, target((value as number) - 0.5))).toBe(1);
        expect(compareDecimalText(text, money, target((value as number) + 0.5))).toBe(-1);
        expect(parseDecimal(text, money)).not.toBeNull();
      });
    });

    const invalid = ['', ' ', '.', '-', '1e', 'e5', '1.2.3', '--5', '- 5', '1 5', '0x10', 'Infinity', 'NaN', '5%', '١٢', '$1,000'];
    invalid.forEach((text) => {
      it(`refuses ${JSON.stringify(text)} as a plain number`, () => {
        expect(compareDecimalText(text, false, target(0))).toBe(NOT_A_NUMBER);
        expect(parseDecimal(text, false)).toBeNull();
      });
    });

    it('takes more than 15 significant digits, or a large power, to the slow path', () => {
      expect(compareDecimalText('1234567890123456', false, target(0))).toBe(LONG_NUMBER);
      expect(compareDecimalText('1e30', false, target(0))).toBe(LONG_NUMBER);
      expect(compareDecimalText('100000000000000000000000', false, target(0))).toBe(LONG_NUMBER);
      expect(compareDecimalText('1000000000000000', false, target(1e15))).toBe(0); // one significant digit
    });

    it('normalizes decimals to digits without leading or trailing zeros', () => {
      expect(parseDecimal('-00120.0500', false)).toEqual({ negative: true, digits: '12005', exponent: 3 });
      expect(parseDecimal('0.000', false)).toEqual({ negative: false, digits: '', exponent: 0 });
      expect(parseDecimal('$1,5e-2', true)).toEqual({ negative: false, digits: '15', exponent: 0 });
    });

    it('agrees between the fast scan and the slow parse on random text (seeded)', () => {
      let seed = 7;
      const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
      const alphabet = ['0', '1', '9', '.', '-', '+', 'e', '$', ',', ' ', 'x'];
      for (let round = 0; round < 3000; round++) {
        let text = '';
        const length = Math.floor(random() * 8);
        for (let index = 0; index < length; index++) text += alphabet[Math.floor(random() * alphabet.length)];
        for (const money of [false, true]) {
          const expected = Number(money ? text.replace(/[$,]/g, '') : text);
          const order = compareDecimalText(text, money, target(expected));
          const decimal = parseDecimal(text, money);
          expect(order === NOT_A_NUMBER).withContext(`${JSON.stringify(text)} money=${money}`).toBe(decimal === null);
          if (order !== NOT_A_NUMBER && order !== LONG_NUMBER) {
            expect(order).withContext(`${JSON.stringify(text)} against Number(): ${expected}`).toBe(0);
          }
        }
      }
    });
  });

  describe('exact comparison', () => {
    const order: Array<[string, string, number]> = [
      ['999999999.99999999', '1000000000', -1],
      ['0.1000000000000000000001', '0.1', 1],
      ['-0.1000000000000000000001', '-0.1', -1],
      ['12345678901234567890', '12345678901234567891', -1],
      ['1e-30', '0', 1],
      ['-1e400', '-1e399', -1],
      ['5.000000000000000000', '5', 0],
      ['0', '-0', 0]
    ];
    order.forEach(([a, b, expected]) => {
      it(`orders ${a} ${expected < 0 ? '<' : expected > 0 ? '>' : '='} ${b}`, () => {
        expect(compareDecimals(parseDecimal(a, false)!, parseDecimal(b, false)!)).toBe(expected);
        expect(compareWithRule(a, numericRule(b)!)).toBe(expected);
      });
    });

    it('orders a record number by the decimal it prints as, not its binary value', () => {
      // 0.1 is stored as 0.1000000000000000055...; it still equals the rule 0.1.
      expect(compareWithRule(0.1, numericRule('0.1')!)).toBe(0);
      expect(compareWithRule(0.1, numericRule('0.10000000000000000001')!)).toBe(-1);
    });

    it('agrees with a plain number comparison on random short decimals (seeded)', () => {
      let seed = 11;
      const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
      const decimal = () => {
        const digits = 1 + Math.floor(random() * 12);
        let text = String(Math.floor(random() * 10 ** digits));
        const point = Math.min(Math.floor(random() * digits), text.length);
        if (point) text = text.slice(0, text.length - point) + '.' + text.slice(text.length - point);
        return (random() < 0.3 ? '-' : '') + text;
      };
      for (let round = 0; round < 2000; round++) {
        const a = decimal();
        const b = decimal();
        const expected = Number(a) < Number(b) ? -1 : Number(a) > Number(b) ? 1 : 0;
        expect(compareWithRule(a, numericRule(b)!)).withContext(`${a} vs ${b}`).toBe(expected);
        expect(compareDecimals(parseDecimal(a, false)!, parseDecimal(b, false)!)).withContext(`${a} vs ${b}`).toBe(expected);
      }
    });
  });
});
