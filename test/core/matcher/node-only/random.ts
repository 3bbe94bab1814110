// A small seeded PRNG (mulberry32) for the differential spec, so a failure reproduces from its seed.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, below). */
  below(below: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (limit: number): number => Math.floor(next() * limit);
  return {
    next,
    below,
    pick: (list) => list[below(list.length)],
    chance: (probability) => next() < probability
  };
}

/** JSON-like text that keeps undefined, NaN, Infinity and -0 visible, for failure messages. */
export function show(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(show).join(', ')}]`;
  return `{ ${Object.keys(value).map((key) => `${JSON.stringify(key)}: ${show((value as Record<string, unknown>)[key])}`).join(', ')} }`;
}
