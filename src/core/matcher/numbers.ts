// Exact comparison of decimal numbers written as text, without a big-number library.
//
// A number is read from text such as '-1,234.50', '$1,234,567.50' or '1.5e3': optional spaces,
// an optional sign, digits with at most one decimal point (at least one digit), an optional
// exponent, optional spaces; for record values every '$' and ',' is skipped first.
//
// Fast path: a decimal of at most 15 significant digits is turned into the nearest double with
// one exact multiplication or division (the mantissa is an exact integer below 2^53 and 10^k is
// exact for k <= 22), so no text is allocated. Rounding to the nearest double is monotonic and,
// for decimals of at most 15 significant digits, one-to-one (IEEE 754 doubles hold 15 decimal
// digits), so comparing the two doubles orders the two decimals exactly. Anything longer takes
// the slow path: both sides as normalized digit strings (`Decimal`), compared digit by digit.

/** A decimal as `0.digits × 10^exponent` with no leading or trailing zeros in `digits`; zero has no digits. */
export interface Decimal {
  readonly negative: boolean;
  readonly digits: string;
  readonly exponent: number;
}

/** `compareDecimalText`: the text is not a number. */
export const NOT_A_NUMBER = 2;
/** `compareDecimalText`: the text is a number that needs the slow path (`parseDecimal`). */
export const LONG_NUMBER = 3;

const MAX_FAST_DIGITS = 15;
const MAX_FAST_POWER = 22;
const POWERS_OF_TEN: number[] = [];
for (let power = 0, value = 1; power <= MAX_FAST_POWER; power++, value *= 10) POWERS_OF_TEN.push(value);

const CHAR_0 = 48;
const CHAR_9 = 57;
const CHAR_PLUS = 43;
const CHAR_MINUS = 45;
const CHAR_POINT = 46;
const CHAR_DOLLAR = 36;
const CHAR_COMMA = 44;

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 160;
}

/**
 * Reads `text` as a decimal number and compares it with `target.value`, without allocating: -1,
 * 0 or 1 as the number is less than, equal to or greater than it; NOT_A_NUMBER; or LONG_NUMBER
 * when it has more than 15 significant digits (or a large power of ten) and needs the slow path.
 * `money` skips every '$' and ','. No double crosses the call (the value is not returned, the
 * target comes inside an object): the engine would box it, an allocation per record.
 */
export function compareDecimalText(text: string, money: boolean, target: NumericRule): number {
  const length = text.length;
  // Leading spaces (and, for money, '$' and ',' anywhere).
  let index = skipSpaces(text, 0, money);
  if (index === length) return NOT_A_NUMBER;
  let code = text.charCodeAt(index);

  let negative = false;
  if (code === CHAR_PLUS || code === CHAR_MINUS) {
    negative = code === CHAR_MINUS;
    index = skipMoney(text, index + 1, money);
  }

  let mantissa = 0;
  let significant = 0;       // significant digits taken into the mantissa
  let pendingZeros = 0;      // zeros after the last non-zero digit
  let leadingZeros = 0;      // zeros before the first non-zero digit
  let integerDigits = 0;
  let digits = 0;
  let inFraction = false;
  let long = false;
  for (; index < length; index++) {
    code = text.charCodeAt(index);
    if (code >= CHAR_0 && code <= CHAR_9) {
      digits++;
      if (!inFraction) integerDigits++;
      if (code === CHAR_0) {
        if (significant === 0) leadingZeros++;
        else pendingZeros++;
      } else if (significant + pendingZeros + 1 > MAX_FAST_DIGITS) {
        long = true;
        significant += pendingZeros + 1;
        pendingZeros = 0;
      } else {
        mantissa = mantissa * POWERS_OF_TEN[pendingZeros + 1] + (code - CHAR_0);
        significant += pendingZeros + 1;
        pendingZeros = 0;
      }
    } else if (code === CHAR_POINT && !inFraction) {
      inFraction = true;
    } else if (!(money && (code === CHAR_DOLLAR || code === CHAR_COMMA))) {
      break;
    }
  }
  if (digits === 0) return NOT_A_NUMBER;

  let exponent = 0;
  if (index < length && (code === 101 || code === 69)) { // e E
    let exponentNegative = false;
    let exponentDigits = 0;
    index = skipMoney(text, index + 1, money);
    code = text.charCodeAt(index);
    if (index < length && (code === CHAR_PLUS || code === CHAR_MINUS)) {
      exponentNegative = code === CHAR_MINUS;
      index = skipMoney(text, index + 1, money);
    }
    for (; index < length; index++) {
      code = text.charCodeAt(index);
      if (code >= CHAR_0 && code <= CHAR_9) {
        exponentDigits++;
        if (exponent < 1e9) exponent = exponent * 10 + (code - CHAR_0);
        else long = true;
      } else if (!(money && (code === CHAR_DOLLAR || code === CHAR_COMMA))) {
        break;
      }
    }
    if (exponentDigits === 0) return NOT_A_NUMBER;
    if (exponentNegative) exponent = -exponent;
  }
  // Trailing spaces only.
  if (skipSpaces(text, index, money) !== length) return NOT_A_NUMBER;
  if (significant === 0) {
    SCANNED[0] = 0;
    return 0 < target.value ? -1 : 0 > target.value ? 1 : 0;
  }
  if (long) return LONG_NUMBER;
  // value = 0.<significant digits> × 10^(integerDigits - leadingZeros + exponent)
  SCANNED[0] = mantissa; // through SCANNED: a double passed as an argument may be boxed
  return compareScanned(integerDigits - leadingZeros + exponent - significant, negative, target);
}

/** The index of the first character from `index` on that is not '$' or ',' (for `money`; else `index`). */
function skipMoney(text: string, index: number, money: boolean): number {
  if (!money) return index;
  const length = text.length;
  for (; index < length; index++) {
    const code = text.charCodeAt(index);
    if (code !== CHAR_DOLLAR && code !== CHAR_COMMA) break;
  }
  return index;
}

/** The index of the first character from `index` on that is not a space (nor, for `money`, '$' or ','). */
function skipSpaces(text: string, index: number, money: boolean): number {
  for (; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (!(isSpace(code) || (money && (code === CHAR_DOLLAR || code === CHAR_COMMA)))) break;
  }
  return index;
}

/**
 * Compares the mantissa in SCANNED[0] × 10^`power` (negated for `negative`) with the target,
 * leaving the value in SCANNED; LONG_NUMBER beyond the fast powers.
 */
function compareScanned(power: number, negative: boolean, target: NumericRule): number {
  if (power > MAX_FAST_POWER || power < -MAX_FAST_POWER) return LONG_NUMBER;
  const mantissa = SCANNED[0];
  const magnitude = power >= 0 ? mantissa * POWERS_OF_TEN[power] : mantissa / POWERS_OF_TEN[-power];
  const value = negative ? -magnitude : magnitude;
  SCANNED[0] = value;
  return value < target.value ? -1 : value > target.value ? 1 : 0;
}

/**
 * The double of the last text `compareDecimalText` read in its fast path (its -1, 0 or 1 answers),
 * so a range compares one record value with a second bound without reading the text again. A
 * typed array, as a double stored in a variable would be boxed (an allocation per record).
 */
const SCANNED = new Float64Array(1);

/**
 * Compares the number of the last `compareDecimalText` answer of -1, 0 or 1 with a `fast` rule;
 * exact for the same reason as that answer (both are decimals of at most 15 digits).
 */
export function compareScannedWith(rule: NumericRule): number {
  const value = SCANNED[0];
  return value < rule.value ? -1 : value > rule.value ? 1 : 0;
}

const DECIMAL_SYNTAX = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
// The spaces `compareDecimalText` skips at either end (not all of Unicode's, as String#trim would).
const OUTER_SPACES = /^[\t\n\v\f\r \u00a0]+|[\t\n\v\f\r \u00a0]+$/g;

/**
 * Reads `text` (same syntax as `compareDecimalText`) into a normalized `Decimal`, or null when it is
 * not a number. Allocates; used for rule values at compile time and for long record values.
 */
export function parseDecimal(text: string, money: boolean): Decimal | null {
  const stripped = money ? text.replace(/[$,]/g, '') : text;
  const parts = DECIMAL_SYNTAX.exec(stripped.replace(OUTER_SPACES, ''));
  if (!parts) return null;
  const integerPart = parts[2];
  const fractionPart = parts[3] || '';
  if (integerPart.length + fractionPart.length === 0) return null;
  const all = integerPart + fractionPart;
  let first = 0;
  while (first < all.length && all.charCodeAt(first) === CHAR_0) first++;
  let end = all.length;
  while (end > first && all.charCodeAt(end - 1) === CHAR_0) end--;
  const digits = all.slice(first, end);
  if (digits === '') return { negative: false, digits: '', exponent: 0 };
  // Exponents beyond any real magnitude are clamped; they still order correctly against sane values.
  const written = parts[4] ? Math.max(-1e15, Math.min(1e15, Number(parts[4]))) : 0;
  return { negative: parts[1] === '-', digits, exponent: integerPart.length - first + written };
}

/** The decimal a JavaScript number stands for: its shortest round-trip text (`String(n)`). */
export function decimalOfNumber(value: number): Decimal {
  return parseDecimal(String(value), false) as Decimal;
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compareDecimals(a: Decimal, b: Decimal): number {
  const signA = a.digits === '' ? 0 : a.negative ? -1 : 1;
  const signB = b.digits === '' ? 0 : b.negative ? -1 : 1;
  if (signA !== signB) return signA < signB ? -1 : 1;
  if (signA === 0) return 0;
  let magnitude: number;
  if (a.exponent !== b.exponent) magnitude = a.exponent > b.exponent ? 1 : -1;
  else magnitude = a.digits === b.digits ? 0 : a.digits > b.digits ? 1 : -1;
  return signA * magnitude;
}

/** A numeric rule value of `min`/`max`, read once at compile time. */
export interface NumericRule {
  /** True when `value` orders exactly against short record values (at most 15 digits). */
  readonly fast: boolean;
  /** The nearest double; used only when `fast`. */
  readonly value: number;
  readonly decimal: Decimal;
}

function makeNumericRule(fast: boolean, value: number, decimal: Decimal): NumericRule {
  return { fast, value, decimal };
}

// The target of scans that only need to know whether a text is a number. Made first, from the
// same place as every rule and with -0 (a double, where 0 would be a small integer), so all
// numeric rules share one shape whose `value` is stored as a double: otherwise reading it in
// `compareDecimalText` would box the double, an allocation per record.
const ZERO = makeNumericRule(true, -0, { negative: false, digits: '', exponent: 0 });

/** The numeric rule of a rule text, or null when the text is not a number (then min/max compare text). */
export function numericRule(text: string): NumericRule | null {
  const order = compareDecimalText(text, false, ZERO);
  if (order === NOT_A_NUMBER) return null;
  const fast = order !== LONG_NUMBER;
  // Number() rounds a decimal correctly to the nearest double, as the scan does.
  return makeNumericRule(fast, fast ? Number(text) : NaN, parseDecimal(text, false) as Decimal);
}

/**
 * Compares a record value with a numeric rule: -1, 0 or 1, or NOT_A_NUMBER when the record value
 * is not a number (empty, text that is not a number once '$' and ',' are skipped, a boolean).
 */
export function compareWithRule(recordValue: unknown, rule: NumericRule): number {
  if (typeof recordValue === 'string') {
    if (rule.fast) {
      const order = compareDecimalText(recordValue, true, rule);
      if (order === NOT_A_NUMBER) return NOT_A_NUMBER;
      if (order !== LONG_NUMBER) return order;
    } else if (compareDecimalText(recordValue, true, ZERO) === NOT_A_NUMBER) {
      return NOT_A_NUMBER;
    }
    return compareDecimals(parseDecimal(recordValue, true) as Decimal, rule.decimal);
  }
  if (typeof recordValue === 'number') {
    if (recordValue !== recordValue) return NOT_A_NUMBER;
    // Rule values are finite decimals, so an infinite record value is beyond every one of them.
    if (recordValue === Infinity) return 1;
    if (recordValue === -Infinity) return -1;
    if (rule.fast) return recordValue < rule.value ? -1 : recordValue > rule.value ? 1 : 0;
    return compareDecimals(decimalOfNumber(recordValue), rule.decimal);
  }
  if (typeof recordValue === 'bigint') {
    return compareDecimals(parseDecimal(String(recordValue), false) as Decimal, rule.decimal);
  }
  return NOT_A_NUMBER;
}
