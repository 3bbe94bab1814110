/**
 * `min` and `max` in SQL, compared exactly as the matcher compares (src/core/matcher/conditions.ts):
 * numbers as decimals of any length, any other rule value as text in UTF-16 code-unit order. SQLite
 * compares what the value index holds differently on both counts, so each bound reads a range of
 * an index that holds every record the matcher passes, and where the two orders can differ the
 * matcher's own test decides, through the SQL function `zn_satisfies` (registered on every
 * database: database.ts).
 *
 * - Text: SQLite orders TEXT by its UTF-8 bytes, which is code-point order. It agrees with
 *   code-unit order except between characters U+E000-U+FFFF and astral ones (U+10000 on, two
 *   code units from U+D800 each in UTF-16): `'\uE000' < '😀'` in bytes, `'😀' < '\uE000'` in code
 *   units. A record value and a bound first differ at a character of the bound's; when the bound
 *   has no code unit from U+D800 on, the bytes order the two as the code units do, whatever the
 *   record holds, so `text >= ?` is exact (dates, names: nearly every bound). Otherwise the part
 *   of the bound before its first such code unit limits the range and the matcher's test decides.
 * - Numbers: the index holds each value's nearest double. Rounding is monotonic, so a double
 *   beyond the bound's double is a value beyond the bound, and one short of it a value short of it;
 *   only a double equal to the bound's may stand for a longer decimal on either side of it
 *   (`'1000000000.0000000001'` and `'999999999.99999999'` are both the double 1e9; `'1e-400'` is 0
 *   and `'1e400'` Infinity, as value-index.ts reads them). For those, a text of at most 15
 *   characters without an exponent (at most 15 digits, well inside the doubles) against a bound of
 *   at most 15 significant digits is equal as decimals too (doubles hold 15 digits one-to-one);
 *   any other is the matcher's to decide.
 */
import { compileValueTest, numericRule, ParsedCondition, ValueTest } from '#core';

/** The first code unit of a text that makes code-unit order and byte order differ: U+D800 on. */
const FIRST_HIGH_UNIT = 0xd800;
/** The last character below FIRST_HIGH_UNIT, and the first one after the surrogates. */
const LAST_LOW_UNIT = 0xd7ff;
const PRIVATE_USE_START = 0xe000;

function firstHighUnit(text: string): number {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) >= FIRST_HIGH_UNIT) return index;
  return -1;
}

/**
 * The least text greater than every text that starts with `prefix` (characters below U+D800 only):
 * its last character plus one; after U+D7FF, U+E000 (never a lone surrogate as a parameter).
 */
function pastPrefix(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last === LAST_LOW_UNIT ? PRIVATE_USE_START : last + 1);
}

/**
 * The SQL of one `min`/`max` bound over a value index row (`row` is its alias with a dot, `v.`, or
 * '' for the table itself) holding a scalar: its `num` against a numeric rule value, else its
 * `text`, with the parameters pushed on `params`. Exact: the matcher's answer for every row.
 */
export function boundSql(row: string, prefix: 'min' | 'max', ruleValue: string, params: unknown[]): string {
  const operator = prefix === 'min' ? '>' : '<';
  const decide = `zn_satisfies(?, ?, CAST(${row}text AS BLOB))`;
  const numeric = numericRule(ruleValue);
  if (numeric !== null) {
    const value = numeric.fast ? numeric.value : Number(ruleValue);
    params.push(value, value, prefix, asBytes(ruleValue));
    const short = numeric.fast ? `(length(u.text) <= 15 AND instr(u.lower, 'e') = 0) OR ` : '';
    // the row's text read again by its key, only at an equal double: an index of numbers (which
    // holds no text) answers the rest without reading the table
    const outer = row || 'record_values.';
    const equal = `EXISTS (SELECT 1 FROM record_values u WHERE u.form = ${outer}form AND u.attribute = ${outer}attribute ` +
      `AND u.record = ${outer}record AND u.position = ${outer}position AND (${short}zn_satisfies(?, ?, CAST(u.text AS BLOB))))`;
    return `(${row}num ${operator}= ? AND (${row}num ${operator} ? OR ${equal}))`;
  }
  const high = firstHighUnit(ruleValue);
  if (high === -1) {
    params.push(ruleValue);
    return `${row}text ${operator}= ?`;
  }
  const before = ruleValue.slice(0, high);
  if (prefix === 'min') {
    // every text at least the bound starts past `before`, or with it and then a character from
    // U+D800 on (U+E000 and on: at least the bound's own character)
    const unit = ruleValue.charCodeAt(high);
    params.push(before + (unit >= PRIVATE_USE_START ? ruleValue.charAt(high) : String.fromCharCode(LAST_LOW_UNIT)), prefix, asBytes(ruleValue));
    return `(${row}text >= ? AND ${decide})`;
  }
  // every text at most the bound is short of `before`, or starts with it
  if (before === '') {
    params.push(prefix, asBytes(ruleValue));
    return decide;
  }
  params.push(pastPrefix(before), prefix, asBytes(ruleValue));
  return `(${row}text < ? AND ${decide})`;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A rule value as a parameter of `zn_satisfies`: the text itself, or, when it holds a lone
 * surrogate, its UTF-16 code units as bytes, so it comes back to JavaScript as it was (as text,
 * SQLite would hand back replacement characters).
 */
function asBytes(ruleValue: string): string | Buffer {
  return LONE_SURROGATE.test(ruleValue) ? Buffer.from(ruleValue, 'utf16le') : ruleValue;
}

/**
 * The index range of one `min`/`max` bound alone, without what makes it exact (boundSql): the
 * records of a superset of the bound's, read from the index alone, or '1' (no range: a `max` below
 * any character from U+D800 on). For probing a start's size and for the records the form's columns
 * test again (sql-plan.ts, sql-select.ts).
 */
export function boundRangeSql(row: string, prefix: 'min' | 'max', ruleValue: string, params: unknown[]): string {
  const operator = prefix === 'min' ? '>=' : '<=';
  const numeric = numericRule(ruleValue);
  if (numeric !== null) {
    params.push(numeric.fast ? numeric.value : Number(ruleValue));
    return `${row}num ${operator} ?`;
  }
  const high = firstHighUnit(ruleValue);
  if (high === -1) {
    params.push(ruleValue);
    return `${row}text ${operator} ?`;
  }
  const before = ruleValue.slice(0, high);
  if (prefix === 'min') {
    const unit = ruleValue.charCodeAt(high);
    params.push(before + (unit >= PRIVATE_USE_START ? ruleValue.charAt(high) : String.fromCharCode(LAST_LOW_UNIT)));
    return `${row}text >= ?`;
  }
  if (before === '') return '1';
  params.push(pastPrefix(before));
  return `${row}text < ?`;
}

/** Tests kept by prefix and rule value (a filter's bounds are few; a new request's are compiled again past the limit). */
const tests = new Map<string, ValueTest>();
const MAX_TESTS = 1000;

function boundTest(prefix: 'min' | 'max', ruleValue: string): ValueTest {
  const key = `${prefix}\u0000${ruleValue}`;
  let test = tests.get(key);
  if (!test) {
    if (tests.size >= MAX_TESTS) tests.clear();
    const condition: ParsedCondition = { kind: 'condition', prefix, path: ['value'], texts: [ruleValue], list: false };
    test = compileValueTest(condition);
    tests.set(key, test);
  }
  return test;
}

/**
 * The text SQLite holds, from its bytes. JavaScript text reaches SQLite as UTF-8 where a lone
 * surrogate is written as its own three bytes (ED A0 80 for U+D800), which SQLite gives back to
 * JavaScript as replacement characters: read as bytes, such a text is decoded code unit by code
 * unit, as it was written.
 */
export function storedText(bytes: Uint8Array): string {
  let surrogate = false;
  for (let index = 0; index + 1 < bytes.length; index++) {
    if (bytes[index] === 0xed && bytes[index + 1] >= 0xa0) {
      surrogate = true;
      break;
    }
  }
  if (!surrogate) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
  let text = '';
  for (let index = 0; index < bytes.length;) {
    const first = bytes[index];
    let code: number;
    let size: number;
    if (first < 0x80) [code, size] = [first, 1];
    else if (first < 0xe0) [code, size] = [((first & 0x1f) << 6) | (bytes[index + 1] & 0x3f), 2];
    else if (first < 0xf0) [code, size] = [((first & 0x0f) << 12) | ((bytes[index + 1] & 0x3f) << 6) | (bytes[index + 2] & 0x3f), 3];
    else [code, size] = [((first & 0x07) << 18) | ((bytes[index + 1] & 0x3f) << 12) | ((bytes[index + 2] & 0x3f) << 6) | (bytes[index + 3] & 0x3f), 4];
    text += String.fromCodePoint(code);
    index += size;
  }
  return text;
}

/**
 * The SQL function `zn_satisfies(prefix, rule value (text, or UTF-16 bytes), text as bytes)`: 1
 * when the matcher's test of `min`/`max` with that rule value passes the text, else 0.
 */
export function satisfiesFunction(prefix: unknown, ruleValue: unknown, bytes: unknown): number {
  if ((prefix !== 'min' && prefix !== 'max') || !(bytes instanceof Uint8Array)) return 0;
  const rule = typeof ruleValue === 'string' ? ruleValue
    : ruleValue instanceof Uint8Array ? Buffer.from(ruleValue.buffer, ruleValue.byteOffset, ruleValue.length).toString('utf16le') : undefined;
  return rule === undefined ? 0 : boundTest(prefix, rule)(storedText(bytes)) ? 1 : 0;
}
