/**
 * True for a `{}`-style object from any realm (a spec's own objects are plain objects here even
 * when the SDK runs in a jsdom window): an object literal, `Object.create(null)`, `JSON.parse`
 * output. False for arrays, dates, class instances, DOM nodes.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Object.prototype.toString.call(value) !== '[object Object]') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}
