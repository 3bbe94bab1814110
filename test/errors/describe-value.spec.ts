import type { IRootScopeService } from 'angular';
import { ZnError, describeUnknown, describeValue } from '../../src/core/errors';

describe('describeValue', () => {
  class Widget {
    size = 1;
  }

  // [what, value, its description]
  const cases: Array<[string, () => unknown, string]> = [
    ['null', () => null, 'null'],
    ['undefined', () => undefined, 'undefined'],
    ['an empty string', () => '', 'an empty string'],
    ['a blank string', () => '  ', 'a blank string ("  ")'],
    ['a string', () => 'Nope', 'a string ("Nope")'],
    ['a long string, cut short', () => 'x'.repeat(50), `a string ("${'x'.repeat(40)}…")`],
    ['a number', () => 5, 'a number (5)'],
    ['NaN', () => NaN, 'NaN'],
    ['Infinity', () => -Infinity, '-Infinity'],
    ['a boolean', () => false, 'a boolean (false)'],
    ['a named function', () => function save() { /* nothing */ }, 'a function (save)'],
    ['an empty array', () => [], 'an empty array'],
    ['an array of one item', () => [1], 'an array of 1 item'],
    ['an array', () => [1, 2], 'an array of 2 items'],
    ['an empty object', () => ({}), 'an empty object'],
    ['a plain object', () => ({ a: 1, b: 2 }), 'a plain object with keys a, b'],
    ['a plain object with one key', () => ({ a: 1 }), 'a plain object with key a'],
    ['a plain object with many keys', () => ({ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 }), 'a plain object with keys a, b, c, d, e, … (6 in all)'],
    ['an object without a prototype', () => Object.assign(Object.create(null), { a: 1 }), 'a plain object with key a'],
    ['a Date', () => new Date(Date.UTC(2024, 0, 31)), 'a Date (2024-01-31T00:00:00.000Z)'],
    ['an invalid Date', () => new Date('nope'), 'an invalid Date'],
    ['an instance of a class', () => new Widget(), 'an instance of Widget'],
    ['a Map', () => new Map(), 'a Map'],
    ['a RegExp', () => /x/, 'a RegExp'],
    ['an Error', () => new TypeError('boom'), 'a TypeError ("boom")'],
    ['an object inheriting from another', () => Object.assign(Object.create({ inherited: 1 }), { own: 1 }),
      'an object with a prototype other than Object.prototype, with key own']
  ];
  cases.forEach(([what, make, expected]) => {
    it(`describes ${what} as "${expected}"`, () => {
      expect(describeValue(make())).toBe(expected);
    });
  });

  it('never answers "an object" for something that is not a plain object', () => {
    const values: unknown[] = [new Date(), new Widget(), new Map(), /x/, new Error('e'), Object.create({}), [], {}];
    values.forEach((value) => {
      expect(describeValue(value)).not.toBe('an object');
      expect(describeValue(value)).not.toMatch(/^an object$/);
    });
  });

  it('names an AngularJS scope as a scope', angular.mock.inject(['$rootScope', ($rootScope: IRootScopeService) => {
    expect(describeValue($rootScope.$new())).toBe('an AngularJS scope');
  }]));

  it('names a DOM element by its kind', () => {
    expect(describeValue(document.createElement('div'))).toBe('an HTMLDivElement');
  });

  it('says a plain object comes from another window', () => {
    const frame = document.createElement('iframe');
    document.body.appendChild(frame);
    try {
      const foreign = (frame.contentWindow as Window & { eval(code: string): unknown }).eval('({ a: 1 })');
      expect(describeValue(foreign)).toBe('a plain object from another window with key a');
      expect(describeValue((frame.contentWindow as Window & { eval(code: string): unknown }).eval('[1]'))).toBe('an array of 1 item');
    } finally {
      frame.remove();
    }
  });

  it('never throws, even for an object that refuses inspection', () => {
    const hostile = new Proxy({}, { getPrototypeOf() { throw new Error('no'); } });
    expect(describeValue(hostile)).toBe('an object that cannot be inspected');
  });
});

describe('describeUnknown', () => {
  it('quotes an unknown name instead of describing it as a string', () => {
    expect(describeUnknown('resource', 'Nope')).toBe('unknown resource "Nope"');
  });

  it('describes a value that is not a name', () => {
    expect(describeUnknown('resource', 5)).toBe('the resource name is a number (5)');
    expect(describeUnknown('resource', undefined)).toBe('the resource name is undefined');
  });
});

describe('ZnError', () => {
  it('carries its service and code, and starts its message with the service', () => {
    const error = new ZnError('znData', 'unknown-resource', 'unknown resource "Nope"');
    expect(error instanceof Error).toBe(true);
    expect(error.name).toBe('ZnError');
    expect(error.service).toBe('znData');
    expect(error.code).toBe('unknown-resource');
    expect(error.message).toBe('znData: unknown resource "Nope"');
  });
});
