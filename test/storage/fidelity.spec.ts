import { decodeValue, encodeValue } from '../../src/core/value-codec';

// The storage rule, over many generated values: a value is either refused with a ZnError or
// read back equal (angular.equals), Dates as their ISO text. Never stored changed.
describe('value-codec fidelity', () => {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];

  const leaves: Array<() => unknown> = [
    () => 'text', () => '', () => 42, () => -0.5, () => true, () => null, () => undefined,
    () => new Date(Date.UTC(2024, 4, 1)), () => new Date('nope'), () => NaN, () => Infinity,
    () => new Map([['a', 1]]), () => new Set([1]), () => /x/, () => new Error('e'), () => new Uint8Array(2),
    () => document.createElement('span'), () => new Blob(['b']), () => () => 1, () => ({ toJSON: () => 'x' })
  ];
  function generate(depth: number): unknown {
    if (depth <= 0 || random() < 0.4) return pick(leaves)();
    if (random() < 0.5) return Array.from({ length: Math.floor(random() * 4) }, () => generate(depth - 1));
    const object: Record<string, unknown> = {};
    for (let i = 0; i < Math.floor(random() * 4); i++) object[`k${i}`] = generate(depth - 1);
    return object;
  }
  /** What reading back must give: Dates as ISO text, everything else as it is. */
  function expected(value: unknown): unknown {
    if (value instanceof Date) return value.toISOString();
    if (Array.isArray(value)) return value.map(expected);
    if (value && typeof value === 'object') {
      const copy: Record<string, unknown> = {};
      Object.keys(value).forEach((key) => { copy[key] = expected((value as Record<string, unknown>)[key]); });
      return copy;
    }
    return value;
  }

  it('refuses or keeps each of 2000 generated values, never changes one', () => {
    let kept = 0;
    let refused = 0;
    for (let i = 0; i < 2000; i++) {
      const value = generate(3);
      if (value === undefined) continue;
      let text: string;
      try {
        text = encodeValue('znX', 'k', value, null);
      } catch (e) {
        expect((e as Error).name).withContext(String(e)).toBe('ZnError');
        refused++;
        continue;
      }
      kept++;
      expect(angular.equals(decodeValue(text).value, expected(value))).withContext(text).toBe(true);
    }
    expect(kept).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });
});
