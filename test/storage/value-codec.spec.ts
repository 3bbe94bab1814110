import { decodeValue, encodeValue } from '../../src/core/value-codec';

describe('value-codec', () => {
  describe('encodeValue then decodeValue', () => {
    const roundTrips: Array<[string, unknown, string]> = [
      ['a string', 'hello', '"hello"'],
      ['an empty string', '', '""'],
      ['a string that looks like a number', '42', '"42"'],
      ['a string that looks like JSON', '{"a":1}', '"{\\"a\\":1}"'],
      ['a non-ASCII string', 'Grüße, 日本 😀', '"Grüße, 日本 😀"'],
      ['zero', 0, '0'],
      ['a negative fraction', -12.5, '-12.5'],
      ['true', true, 'true'],
      ['false', false, 'false'],
      ['null', null, 'null'],
      ['an array of mixed values', [1, 'two', null, false, [3]], '[1,"two",null,false,[3]]'],
      ['a nested object', { a: { b: [1, { c: 'd' }] }, e: null }, '{"a":{"b":[1,{"c":"d"}]},"e":null}'],
      ['an empty object', {}, '{}']
    ];
    roundTrips.forEach(([what, value, stored]) => {
      it(`stores ${what} as ${stored} and reads it back equal`, () => {
        const text = encodeValue('znX', 'k', value, null);
        expect(text).toBe(stored);
        expect(decodeValue(text)).toEqual({ value, expiresAt: null });
      });
    });

    it('turns a Date into its ISO string, also inside objects', () => {
      const when = new Date(Date.UTC(2024, 4, 1, 14, 0, 0));
      expect(decodeValue(encodeValue('znX', 'k', when, null)).value).toBe('2024-05-01T14:00:00.000Z');
      expect(decodeValue(encodeValue('znX', 'k', { when }, null)).value).toEqual({ when: '2024-05-01T14:00:00.000Z' });
    });

    it('leaves out AngularJS $$ keys such as $$hashKey, as angular.toJson does', () => {
      expect(encodeValue('znX', 'k', [{ id: 1, $$hashKey: 'object:3' }], null)).toBe('[{"id":1}]');
    });

    it('drops object keys whose value is undefined, as JSON does (the value reads back angular.equals-equal)', () => {
      expect(encodeValue('znX', 'k', { a: undefined, b: [1] }, null)).toBe('{"b":[1]}');
    });

    it('refuses undefined in an array, which JSON would turn into null', () => {
      expect(() => encodeValue('znX', 'k', { b: [undefined] }, null))
        .toThrowError(/^znX: set\("k"\) cannot store undefined in an array \(JSON would turn it into null\) \(at "0"\)/);
    });
  });

  describe('the expiry envelope', () => {
    const at = Date.UTC(2030, 0, 2, 3, 4, 5, 6);

    it('wraps the value as {"zn.expires":"<ISO>","value":...}', () => {
      expect(encodeValue('znX', 'k', { a: 1 }, at)).toBe('{"zn.expires":"2030-01-02T03:04:05.006Z","value":{"a":1}}');
    });

    it('opens the envelope and reports the expiry time', () => {
      expect(decodeValue('{"zn.expires":"2030-01-02T03:04:05.006Z","value":[1]}')).toEqual({ value: [1], expiresAt: at });
    });

    it('wraps a value that looks like an envelope, so it reads back as itself', () => {
      const lookalike = { 'zn.expires': '2000-01-01T00:00:00.000Z', value: 'x' };
      const text = encodeValue('znX', 'k', lookalike, null);
      expect(text).toBe('{"zn.expires":null,"value":{"zn.expires":"2000-01-01T00:00:00.000Z","value":"x"}}');
      expect(decodeValue(text)).toEqual({ value: lookalike, expiresAt: null });
    });

    const notEnvelopes: Array<[string, string]> = [
      ['keys in another order', '{"value":1,"zn.expires":null}'],
      ['a third key', '{"zn.expires":null,"value":1,"more":2}'],
      ['an expiry that is not a date', '{"zn.expires":"soon","value":1}'],
      ['an expiry that is a number', '{"zn.expires":5,"value":1}']
    ];
    notEnvelopes.forEach(([what, text]) => {
      it(`reads an object with ${what} as a plain value`, () => {
        expect(decodeValue(text)).toEqual({ value: JSON.parse(text), expiresAt: null });
      });
    });
  });

  describe('text other code stored', () => {
    const raw = ['plain text', '{"broken', 'undefined', "{'single':1}", ''];
    raw.forEach((text) => {
      it(`returns ${JSON.stringify(text)}, which is not JSON, as the raw string`, () => {
        expect(decodeValue(text)).toEqual({ value: text, expiresAt: null });
      });
    });

    it('parses text that happens to be JSON', () => {
      expect(decodeValue('42').value).toBe(42);
    });
  });

  describe('values JSON cannot hold exactly', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const refused: Array<[string, unknown, RegExp]> = [
      ['a function', () => 1, /cannot store a function;/],
      ['a function inside', { onSave: () => 1 }, /cannot store a function \(at "onSave"\)/],
      ['a symbol', Symbol('s'), /cannot store a symbol/],
      ['a bigint', (window as any).BigInt(5), /cannot store a bigint/],
      ['NaN', NaN, /cannot store NaN;/],
      ['Infinity inside an array', [1, Infinity], /cannot store Infinity \(at "1"\)/],
      ['an invalid Date', new Date('nope'), /cannot store an invalid Date/],
      ['a Map', new Map([[1, 2]]), /cannot store a Map/],
      ['a Set', { tags: new Set(['a']) }, /cannot store a Set \(at "tags"\)/],
      ['a RegExp', /x/, /cannot store a RegExp/],
      ['a cycle', cyclic, /cannot store a cycle \(an object that contains itself\);/],
      ['an Error', new Error('x'), /cannot store an Error;/],
      ['a Blob', new Blob(['x']), /cannot store a Blob;/],
      ['a File', { upload: new File(['x'], 'a.txt') }, /cannot store a File \(at "upload"\)/],
      ['a DOM node', document.createElement('div'), /cannot store an HTMLDivElement;/],
      ['a typed array', { bytes: new Uint8Array(2) }, /cannot store a Uint8Array \(at "bytes"\)/],
      ['an object with its own toJSON (a moment, say)', { when: { toJSON: () => '2020-01-01' } }, /cannot store an object with a toJSON method/],
      ['a toJSON that throws', { toJSON() { throw new Error('boom'); } }, /cannot store a value whose toJSON\(\) failed \(boom\);/]
    ];
    refused.forEach(([what, value, message]) => {
      it(`refuses ${what} with a ZnError naming the service and the key`, () => {
        expect(() => encodeValue('znX', 'prefs', value, null)).toThrowMatching((e: any) =>
          e.name === 'ZnError' && e.service === 'znX' && /^znX: set\("prefs"\) /.test(e.message) &&
          message.test(e.message) && /expected a JSON value/.test(e.message));
      });
    });
  });
});
