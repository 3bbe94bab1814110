// Comparing record values with rule texts, without allocating on the common paths.
//
// Record values reach these functions already normalized (see record-values.ts): text, a number,
// a boolean or a bigint; '' is the empty value. Equality is type-loose: a record value equals a
// rule text when `String(value)` equals it, so 5 equals '5', and true equals 'TRUE' ignoring case.

/** A rule text prepared once at compile time. */
export interface RuleText {
  /** The text as written (`null` and `'null'` already turned into ''). */
  readonly text: string;
  /** `text.toLowerCase()`, for case-insensitive equality. */
  readonly lower: string;
  /** The number whose `String()` is `text`, or undefined: lets a number record compare without text. */
  readonly exactNumber: number | undefined;
  /** The number whose `String().toLowerCase()` is `lower`, or undefined. */
  readonly lowerNumber: number | undefined;
  /** True when `lower` holds U+0307, the only character that lower-casing adds (from 'İ'). */
  readonly mayGrow: boolean;
}

/** Prepares a rule text. */
export function ruleText(text: string): RuleText {
  const lower = text.toLowerCase();
  return {
    text,
    lower,
    exactNumber: numberWithText(text),
    lowerNumber: lower === 'nan' ? NaN : lower === 'infinity' ? Infinity : lower === '-infinity' ? -Infinity : numberWithText(lower),
    mayGrow: lower.indexOf('\u0307') !== -1
  };
}

function numberWithText(text: string): number | undefined {
  // String(number) starts with a digit, '-', 'N' (NaN) or 'I' (Infinity): skip Number() for other texts
  const first = text.charCodeAt(0);
  if (!((first >= 48 && first <= 57) || first === 45 || first === 78 || first === 73)) return undefined;
  const value = Number(text);
  return String(value) === text ? value : undefined;
}

function sameNumber(value: number, rule: number | undefined): boolean {
  return value === rule || (value !== value && rule !== rule && rule !== undefined);
}

/**
 * True when `text.toLowerCase() === lower`, without lower-casing ASCII text. Relies on two facts
 * of Unicode case mapping (checked by a spec over every code point): lower-casing never shortens
 * a text, and only 'İ' (U+0130) lengthens it, adding U+0307.
 */
export function equalsLowerCase(text: string, rule: RuleText): boolean {
  const lower = rule.lower;
  if (text === lower) return true;
  const length = text.length;
  if (length !== lower.length) return length < lower.length && rule.mayGrow && text.toLowerCase() === lower;
  for (let index = 0; index < length; index++) {
    let code = text.charCodeAt(index);
    if (code >= 128) return text.toLowerCase() === lower;
    if (code >= 65 && code <= 90) code += 32;
    if (code !== lower.charCodeAt(index)) return false;
  }
  return true;
}

/** Case-insensitive, type-loose equality of a normalized record scalar with a rule text. */
export function equalsIgnoringCase(value: unknown, rule: RuleText): boolean {
  if (typeof value === 'string') return equalsLowerCase(value, rule);
  if (typeof value === 'number') return sameNumber(value, rule.lowerNumber);
  if (typeof value === 'boolean') return rule.lower === (value ? 'true' : 'false');
  if (typeof value === 'bigint') return String(value) === rule.lower;
  return false;
}

/** Case-sensitive, type-loose equality (elements of multi-value fields for `contains`). */
export function equalsExactly(value: unknown, rule: RuleText): boolean {
  if (typeof value === 'string') return value === rule.text;
  if (typeof value === 'number') return sameNumber(value, rule.exactNumber);
  if (typeof value === 'boolean') return rule.text === (value ? 'true' : 'false');
  if (typeof value === 'bigint') return String(value) === rule.text;
  return false;
}

/** The text of a normalized record scalar (allocates for numbers, booleans and bigints). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}
