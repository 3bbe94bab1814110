/*! zn-plugin v0.2.0 | (c) zn-plugin contributors | MIT licence */
(function webpackUniversalModuleDefinition(root, factory) {
	if(typeof exports === 'object' && typeof module === 'object')
		module.exports = factory();
	else if(typeof define === 'function' && define.amd)
		define([], factory);
	else if(typeof exports === 'object')
		exports["znFilterMatcher"] = factory();
	else
		root["znFilterMatcher"] = factory();
})(this, () => {
return /******/ (() => { // webpackBootstrap
/******/ 	"use strict";
/******/ 	// The require scope
/******/ 	const __webpack_require__ = {};
/******/ 	
/************************************************************************/
/******/ 	/* webpack/runtime/define property getters */
/******/ 	// define getter/value functions for harmony exports
/******/ 	__webpack_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__webpack_require__.o(definition, key) && !__webpack_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ 	
/******/ 	/* webpack/runtime/hasOwnProperty shorthand */
/******/ 	__webpack_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop));
/******/ 	
/************************************************************************/
let __webpack_exports__ = {};

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ matcher_standalone)
});

;// ./src/core/errors.ts
/**
 * An error raised by one of the SDK's services. `code` is stable (kebab-case, e.g.
 * `unknown-resource`) so callers and tests match on it; the message starts with the service's
 * name, then says what was wrong and what was expected, e.g.
 * `znData: unknown resource "Nope"; expected one of Activities, AppTemplates, ...`.
 */
class ZnError extends Error {
    constructor(service, code, message) {
        super(`${service}: ${typeof message === 'string' ? message : minMessage(code, message)}`);
        this.name = 'ZnError';
        this.service = service;
        this.code = code;
    }
}
/**
 * The message of a ZnError in zn-plugin.min.js, whose build (scripts/min-messages.js) passes the
 * values a message interpolates instead of its text, as angular.min.js does for minErr:
 * `[bad-option] a number (5) · see docs/errors.md#bad-option`.
 */
function minMessage(code, values) {
    const parts = [];
    const add = (value) => {
        // The detail of another min-build ZnError (wrapped by a caller) is its values alone.
        if (Array.isArray(value))
            value.forEach(add);
        else if (value !== '')
            parts.push(String(value).replace(/^\[[a-z-]+\] | · see docs\/errors\.md#[a-z-]+$/g, ''));
    };
    add(values);
    return `[${code}] ${parts.concat(`see docs/errors.md#${code}`).join(' · ')}`;
}
/**
 * Says what a wrong value was, for error messages, naming the kind of object so a sentence such
 * as "expected an object ..., got ..." never answers "an object": `undefined`, `an empty string`,
 * `a string ("Nope")`, `a number (5)`, `NaN`, `an array of 2 items`, `a Date (2024-01-31T...)`,
 * `an instance of Foo`, `a plain object with keys a, b`, `a plain object from another window ...`.
 */
function describeValue(value) {
    if (value === null)
        return 'null';
    if (value === undefined)
        return 'undefined';
    switch (typeof value) {
        case 'string':
            if (value === '')
                return 'an empty string';
            return `${value.trim() ? 'a string' : 'a blank string'} (${quote(value)})`;
        case 'number': return isFinite(value) ? `a number (${value})` : String(value);
        case 'boolean': return `a boolean (${value})`;
        case 'bigint': return `a bigint (${String(value)}n)`;
        case 'symbol': return `a symbol (${String(value)})`;
        case 'function': return value.name ? `a function (${value.name})` : 'a function';
        default:
            try {
                return describeObject(value);
            }
            catch (e) {
                return 'an object that cannot be inspected';
            }
    }
}
/**
 * The start of an "unknown name" sentence: `unknown resource "Nope"` for a string, and
 * `the resource name is a number (5)` for anything else, never `unknown resource a string (...)`.
 */
function describeUnknown(what, value) {
    return typeof value === 'string' ? `unknown ${what} ${quote(value)}` : `the ${what} name is ${describeValue(value)}`;
}
function quote(text) {
    return JSON.stringify(text.length > 40 ? text.slice(0, 40) + '…' : text);
}
function withArticle(noun) {
    return `${/^(?:[aeiou]|HTML)/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
function keyList(value) {
    const keys = Object.keys(value);
    if (keys.length === 0)
        return 'with no keys';
    const shown = keys.slice(0, 5).join(', ');
    return `with ${keys.length === 1 ? 'key' : 'keys'} ${shown}${keys.length > 5 ? `, … (${keys.length} in all)` : ''}`;
}
function describeObject(value) {
    if (Array.isArray(value)) {
        return value.length === 0 ? 'an empty array' : `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
    }
    const proto = Object.getPrototypeOf(value);
    if (proto === Object.prototype || proto === null) {
        return Object.keys(value).length === 0 ? 'an empty object' : `a plain object ${keyList(value)}`;
    }
    const candidate = value;
    if (typeof candidate.$watch === 'function' && typeof candidate.$new === 'function' && typeof candidate.$evalAsync === 'function') {
        return 'an AngularJS scope';
    }
    const tag = Object.prototype.toString.call(value).slice(8, -1);
    if (tag === 'Date') {
        const time = value.getTime();
        return isNaN(time) ? 'an invalid Date' : `a Date (${new Date(time).toISOString()})`;
    }
    const ctor = proto.constructor;
    const name = typeof ctor === 'function' && typeof ctor.name === 'string' ? ctor.name : '';
    // A plain object made in another window (an iframe) has that window's Object.prototype.
    if (name === 'Object' && Object.getPrototypeOf(proto) === null) {
        return `a plain object from another window ${keyList(value)}`;
    }
    if (tag === 'Error' || value instanceof Error) {
        const message = value.message;
        return `${withArticle(name || 'Error')}${typeof message === 'string' && message ? ` (${quote(message)})` : ''}`;
    }
    // Built-in objects (Map, RegExp, File, HTMLDivElement, ...) carry their own tag.
    if (tag !== 'Object')
        return withArticle(name || tag);
    if (name && name !== 'Object')
        return `an instance of ${name}`;
    return `an object with a prototype other than Object.prototype, ${keyList(value)}`;
}

;// ./src/core/matcher/numbers.ts
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
/** `compareDecimalText`: the text is not a number. */
const NOT_A_NUMBER = 2;
/** `compareDecimalText`: the text is a number that needs the slow path (`parseDecimal`). */
const LONG_NUMBER = 3;
const MAX_FAST_DIGITS = 15;
const MAX_FAST_POWER = 22;
const POWERS_OF_TEN = [];
for (let power = 0, value = 1; power <= MAX_FAST_POWER; power++, value *= 10)
    POWERS_OF_TEN.push(value);
const CHAR_0 = 48;
const CHAR_9 = 57;
const CHAR_PLUS = 43;
const CHAR_MINUS = 45;
const CHAR_POINT = 46;
const CHAR_DOLLAR = 36;
const CHAR_COMMA = 44;
function isSpace(code) {
    return code === 32 || (code >= 9 && code <= 13) || code === 160;
}
/**
 * Reads `text` as a decimal number and compares it with `target.value`, without allocating: -1,
 * 0 or 1 as the number is less than, equal to or greater than it; NOT_A_NUMBER; or LONG_NUMBER
 * when it has more than 15 significant digits (or a large power of ten) and needs the slow path.
 * `money` skips every '$' and ','. No double crosses the call (the value is not returned, the
 * target comes inside an object): the engine would box it, an allocation per record.
 */
function compareDecimalText(text, money, target) {
    const length = text.length;
    // Leading spaces (and, for money, '$' and ',' anywhere).
    let index = skipSpaces(text, 0, money);
    if (index === length)
        return NOT_A_NUMBER;
    let code = text.charCodeAt(index);
    let negative = false;
    if (code === CHAR_PLUS || code === CHAR_MINUS) {
        negative = code === CHAR_MINUS;
        index = skipMoney(text, index + 1, money);
    }
    let mantissa = 0;
    let significant = 0; // significant digits taken into the mantissa
    let pendingZeros = 0; // zeros after the last non-zero digit
    let leadingZeros = 0; // zeros before the first non-zero digit
    let integerDigits = 0;
    let digits = 0;
    let inFraction = false;
    let long = false;
    for (; index < length; index++) {
        code = text.charCodeAt(index);
        if (code >= CHAR_0 && code <= CHAR_9) {
            digits++;
            if (!inFraction)
                integerDigits++;
            if (code === CHAR_0) {
                if (significant === 0)
                    leadingZeros++;
                else
                    pendingZeros++;
            }
            else if (significant + pendingZeros + 1 > MAX_FAST_DIGITS) {
                long = true;
                significant += pendingZeros + 1;
                pendingZeros = 0;
            }
            else {
                mantissa = mantissa * POWERS_OF_TEN[pendingZeros + 1] + (code - CHAR_0);
                significant += pendingZeros + 1;
                pendingZeros = 0;
            }
        }
        else if (code === CHAR_POINT && !inFraction) {
            inFraction = true;
        }
        else if (!(money && (code === CHAR_DOLLAR || code === CHAR_COMMA))) {
            break;
        }
    }
    if (digits === 0)
        return NOT_A_NUMBER;
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
                if (exponent < 1e9)
                    exponent = exponent * 10 + (code - CHAR_0);
                else
                    long = true;
            }
            else if (!(money && (code === CHAR_DOLLAR || code === CHAR_COMMA))) {
                break;
            }
        }
        if (exponentDigits === 0)
            return NOT_A_NUMBER;
        if (exponentNegative)
            exponent = -exponent;
    }
    // Trailing spaces only.
    if (skipSpaces(text, index, money) !== length)
        return NOT_A_NUMBER;
    if (significant === 0) {
        SCANNED[0] = 0;
        return 0 < target.value ? -1 : 0 > target.value ? 1 : 0;
    }
    if (long)
        return LONG_NUMBER;
    // value = 0.<significant digits> × 10^(integerDigits - leadingZeros + exponent)
    SCANNED[0] = mantissa; // through SCANNED: a double passed as an argument may be boxed
    return compareScanned(integerDigits - leadingZeros + exponent - significant, negative, target);
}
/** The index of the first character from `index` on that is not '$' or ',' (for `money`; else `index`). */
function skipMoney(text, index, money) {
    if (!money)
        return index;
    const length = text.length;
    for (; index < length; index++) {
        const code = text.charCodeAt(index);
        if (code !== CHAR_DOLLAR && code !== CHAR_COMMA)
            break;
    }
    return index;
}
/** The index of the first character from `index` on that is not a space (nor, for `money`, '$' or ','). */
function skipSpaces(text, index, money) {
    for (; index < text.length; index++) {
        const code = text.charCodeAt(index);
        if (!(isSpace(code) || (money && (code === CHAR_DOLLAR || code === CHAR_COMMA))))
            break;
    }
    return index;
}
/**
 * Compares the mantissa in SCANNED[0] × 10^`power` (negated for `negative`) with the target,
 * leaving the value in SCANNED; LONG_NUMBER beyond the fast powers.
 */
function compareScanned(power, negative, target) {
    if (power > MAX_FAST_POWER || power < -MAX_FAST_POWER)
        return LONG_NUMBER;
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
function compareScannedWith(rule) {
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
function parseDecimal(text, money) {
    const stripped = money ? text.replace(/[$,]/g, '') : text;
    const parts = DECIMAL_SYNTAX.exec(stripped.replace(OUTER_SPACES, ''));
    if (!parts)
        return null;
    const integerPart = parts[2];
    const fractionPart = parts[3] || '';
    if (integerPart.length + fractionPart.length === 0)
        return null;
    const all = integerPart + fractionPart;
    let first = 0;
    while (first < all.length && all.charCodeAt(first) === CHAR_0)
        first++;
    let end = all.length;
    while (end > first && all.charCodeAt(end - 1) === CHAR_0)
        end--;
    const digits = all.slice(first, end);
    if (digits === '')
        return { negative: false, digits: '', exponent: 0 };
    // Exponents beyond any real magnitude are clamped; they still order correctly against sane values.
    const written = parts[4] ? Math.max(-1e15, Math.min(1e15, Number(parts[4]))) : 0;
    return { negative: parts[1] === '-', digits, exponent: integerPart.length - first + written };
}
/** The decimal a JavaScript number stands for: its shortest round-trip text (`String(n)`). */
function decimalOfNumber(value) {
    return parseDecimal(String(value), false);
}
/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
function compareDecimals(a, b) {
    const signA = a.digits === '' ? 0 : a.negative ? -1 : 1;
    const signB = b.digits === '' ? 0 : b.negative ? -1 : 1;
    if (signA !== signB)
        return signA < signB ? -1 : 1;
    if (signA === 0)
        return 0;
    let magnitude;
    if (a.exponent !== b.exponent)
        magnitude = a.exponent > b.exponent ? 1 : -1;
    else
        magnitude = a.digits === b.digits ? 0 : a.digits > b.digits ? 1 : -1;
    return signA * magnitude;
}
function makeNumericRule(fast, value, decimal) {
    return { fast, value, decimal };
}
// The target of scans that only need to know whether a text is a number. Made first, from the
// same place as every rule and with -0 (a double, where 0 would be a small integer), so all
// numeric rules share one shape whose `value` is stored as a double: otherwise reading it in
// `compareDecimalText` would box the double, an allocation per record.
const ZERO = makeNumericRule(true, -0, { negative: false, digits: '', exponent: 0 });
/** The numeric rule of a rule text, or null when the text is not a number (then min/max compare text). */
function numericRule(text) {
    const order = compareDecimalText(text, false, ZERO);
    if (order === NOT_A_NUMBER)
        return null;
    const fast = order !== LONG_NUMBER;
    // Number() rounds a decimal correctly to the nearest double, as the scan does.
    return makeNumericRule(fast, fast ? Number(text) : NaN, parseDecimal(text, false));
}
/**
 * Compares a record value with a numeric rule: -1, 0 or 1, or NOT_A_NUMBER when the record value
 * is not a number (empty, text that is not a number once '$' and ',' are skipped, a boolean).
 */
function compareWithRule(recordValue, rule) {
    if (typeof recordValue === 'string') {
        if (rule.fast) {
            const order = compareDecimalText(recordValue, true, rule);
            if (order === NOT_A_NUMBER)
                return NOT_A_NUMBER;
            if (order !== LONG_NUMBER)
                return order;
        }
        else if (compareDecimalText(recordValue, true, ZERO) === NOT_A_NUMBER) {
            return NOT_A_NUMBER;
        }
        return compareDecimals(parseDecimal(recordValue, true), rule.decimal);
    }
    if (typeof recordValue === 'number') {
        if (recordValue !== recordValue)
            return NOT_A_NUMBER;
        // Rule values are finite decimals, so an infinite record value is beyond every one of them.
        if (recordValue === Infinity)
            return 1;
        if (recordValue === -Infinity)
            return -1;
        if (rule.fast)
            return recordValue < rule.value ? -1 : recordValue > rule.value ? 1 : 0;
        return compareDecimals(decimalOfNumber(recordValue), rule.decimal);
    }
    if (typeof recordValue === 'bigint') {
        return compareDecimals(parseDecimal(String(recordValue), false), rule.decimal);
    }
    return NOT_A_NUMBER;
}

;// ./src/core/matcher/record-values.ts
// Reading the value a condition compares from a record, and normalizing it.
//
// Only a record's own properties count (`constructor` or `toString` are missing fields, not
// functions from Object.prototype, nor a property polluting it). Dotted attributes (`folder.id`)
// walk into nested objects. The value is then normalized:
// - missing, null and undefined are the empty value '';
// - an object compares by its own `value`, else its own `id` (file, linked and member fields);
//   an object with neither, or whose `value`/`id` is itself an object, is empty;
// - an array is a multi-value field and stays an array; its elements are normalized the same
//   way when compared (an element that is an array is empty);
// - text, numbers, booleans and bigints stay as they are; anything else (a function) is empty.
const hasOwn = Object.prototype.hasOwnProperty;
/** An own property: read first, checked as own only when defined (an undefined one needs no check). */
function readOwn(object, key) {
    const value = object[key];
    return value !== undefined && hasOwn.call(object, key) ? value : undefined;
}
/**
 * The raw value of an attribute of a record (an object): one own property (`segments` null) or
 * a dotted path of own properties through nested objects.
 */
function readAttribute(record, key, segments) {
    if (segments === null)
        return readOwn(record, key);
    let value = record;
    for (let index = 0; index < segments.length; index++) {
        if (value === null || typeof value !== 'object')
            return undefined;
        value = readOwn(value, segments[index]);
    }
    return value;
}
/** The normalized value of an attribute (see above). */
function valueAt(record, key, segments) {
    return normalizeValue(readAttribute(record, key, segments));
}
/**
 * The value an object stands for: its own `value`, else its own `id`, else undefined. (Each is
 * read first and checked as own only when defined: an undefined one needs no check.)
 */
function valueOfObject(object) {
    const value = object.value;
    if (value !== undefined && hasOwn.call(object, 'value'))
        return value;
    const id = object.id;
    return id !== undefined && hasOwn.call(object, 'id') ? id : undefined;
}
/** Normalizes a record value: '' for empty, an array for a multi-value field, else a scalar. */
function normalizeValue(raw) {
    const type = typeof raw;
    if (type === 'string' || type === 'number' || type === 'boolean')
        return raw;
    if (raw === null || raw === undefined)
        return '';
    if (type === 'object') {
        if (Array.isArray(raw))
            return raw;
        const inner = valueOfObject(raw);
        const innerType = typeof inner;
        if (innerType === 'string' || innerType === 'number' || innerType === 'boolean' || innerType === 'bigint')
            return inner;
        return Array.isArray(inner) ? inner : '';
    }
    return type === 'bigint' ? raw : '';
}
/** Normalizes one element of a multi-value field: like `normalizeValue`, but never an array. */
function normalizeElement(raw) {
    const type = typeof raw;
    if (type === 'string' || type === 'number' || type === 'boolean')
        return raw;
    if (raw === null || raw === undefined)
        return '';
    if (type === 'object') {
        if (Array.isArray(raw))
            return '';
        const inner = valueOfObject(raw);
        const innerType = typeof inner;
        return innerType === 'string' || innerType === 'number' || innerType === 'boolean' || innerType === 'bigint' ? inner : '';
    }
    return type === 'bigint' ? raw : '';
}
/** True for a normalized value that is a multi-value field. */
function isMultiValue(value) {
    return typeof value === 'object';
}

;// ./src/core/matcher/text.ts
// Comparing record values with rule texts, without allocating on the common paths.
//
// Record values reach these functions already normalized (see record-values.ts): text, a number,
// a boolean or a bigint; '' is the empty value. Equality is type-loose: a record value equals a
// rule text when `String(value)` equals it, so 5 equals '5', and true equals 'TRUE' ignoring case.
/** Prepares a rule text. */
function ruleText(text) {
    const lower = text.toLowerCase();
    return {
        text,
        lower,
        exactNumber: numberWithText(text),
        lowerNumber: lower === 'nan' ? NaN : lower === 'infinity' ? Infinity : lower === '-infinity' ? -Infinity : numberWithText(lower),
        mayGrow: lower.indexOf('\u0307') !== -1
    };
}
function numberWithText(text) {
    // String(number) starts with a digit, '-', 'N' (NaN) or 'I' (Infinity): skip Number() for other texts
    const first = text.charCodeAt(0);
    if (!((first >= 48 && first <= 57) || first === 45 || first === 78 || first === 73))
        return undefined;
    const value = Number(text);
    return String(value) === text ? value : undefined;
}
function sameNumber(value, rule) {
    return value === rule || (value !== value && rule !== rule && rule !== undefined);
}
/**
 * True when `text.toLowerCase() === lower`, without lower-casing ASCII text. Relies on two facts
 * of Unicode case mapping (checked by a spec over every code point): lower-casing never shortens
 * a text, and only 'İ' (U+0130) lengthens it, adding U+0307.
 */
function equalsLowerCase(text, rule) {
    const lower = rule.lower;
    if (text === lower)
        return true;
    const length = text.length;
    if (length !== lower.length)
        return length < lower.length && rule.mayGrow && text.toLowerCase() === lower;
    for (let index = 0; index < length; index++) {
        let code = text.charCodeAt(index);
        if (code >= 128)
            return text.toLowerCase() === lower;
        if (code >= 65 && code <= 90)
            code += 32;
        if (code !== lower.charCodeAt(index))
            return false;
    }
    return true;
}
/** Case-insensitive, type-loose equality of a normalized record scalar with a rule text. */
function equalsIgnoringCase(value, rule) {
    if (typeof value === 'string')
        return equalsLowerCase(value, rule);
    if (typeof value === 'number')
        return sameNumber(value, rule.lowerNumber);
    if (typeof value === 'boolean')
        return rule.lower === (value ? 'true' : 'false');
    if (typeof value === 'bigint')
        return String(value) === rule.lower;
    return false;
}
/** Case-sensitive, type-loose equality (elements of multi-value fields for `contains`). */
function equalsExactly(value, rule) {
    if (typeof value === 'string')
        return value === rule.text;
    if (typeof value === 'number')
        return sameNumber(value, rule.exactNumber);
    if (typeof value === 'boolean')
        return rule.text === (value ? 'true' : 'false');
    if (typeof value === 'bigint')
        return String(value) === rule.text;
    return false;
}
/** The text of a normalized record scalar (allocates for numbers, booleans and bigints). */
function textOf(value) {
    return typeof value === 'string' ? value : String(value);
}

;// ./src/core/matcher/validators.ts
// The validation rules that `not-validates` names. A condition `not-validates` matches records
// whose value does NOT pass the rule. Empty values are not checked (they never match): a
// validation rule says what a value must look like when there is one, as field validation does.
/** Rule names `not-validates` accepts, each with the test a valid value passes. */
const VALIDATION_RULES = {
    /** Letters of any script (with their combining marks), nothing else. */
    alpha: /^[\p{L}\p{M}]+$/u,
    /** Letters and decimal digits of any script. */
    alphaNumeric: /^[\p{L}\p{M}\p{Nd}]+$/u,
    /**
     * local@domain: a dot-separated local part of the characters RFC 5322 allows unquoted; a
     * domain of at least two dot-separated labels (letters, digits, inner hyphens) whose last
     * label is letters or a punycode `xn--` label.
     */
    emailAddress: new RegExp("^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*" +
        '@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+' +
        '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$'),
    /** An optional sign, digits with an optional decimal point, an optional exponent: -12, 3.5, .5, 1e3. */
    numeric: /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/,
    /** A US ZIP code: 5 digits, or ZIP+4 (12345-6789). */
    zipCode: /^\d{5}(?:-\d{4})?$/
};
/** Refused by name: `unique` needs the whole collection, which a single record cannot show. */
const COLLECTION_RULES = ['unique'];

;// ./src/core/matcher/conditions.ts
// A condition compiles to a closure over its rule values, chosen by prefix, that tests a record
// value already read and normalized (record-values.ts); the group reads the value (see
// compile.ts), so adjacent conditions on one attribute (a min/max range) read it once.
//
// Positive prefixes match when ANY value of a piped text matches; negative ones (`not`,
// `not-contains`, `not-validates`) when NONE does. On multi-value fields (arrays) only
// `contains`, `not-contains`, `in` and `not-in` can match.




const never = () => false;
/**
 * The test of a value condition, with its rule values prepared once. A single rule value (the
 * common case) gets its own closure, without the loop over piped values.
 */
function compileValueTest(condition) {
    const rules = condition.texts.map(ruleText);
    const single = rules.length === 1 ? rules[0] : null;
    switch (condition.prefix) {
        // equalsIgnoringCase is false for a multi-value field (an array) already.
        case '': return single ? (value) => equalsIgnoringCase(value, single) : (value) => equalsAny(value, rules);
        case 'not': return single
            ? (value) => !isMultiValue(value) && !equalsIgnoringCase(value, single)
            : (value) => !isMultiValue(value) && !equalsAny(value, rules);
        case 'contains': return containsTest(rules, condition.list, false);
        case 'not-contains': return containsTest(rules, condition.list, true);
        case 'starts-with': return single
            ? (value) => !isMultiValue(value) && textOf(value).startsWith(single.text)
            : (value) => !isMultiValue(value) && startsWithAny(textOf(value), rules);
        case 'ends-with': return single
            ? (value) => !isMultiValue(value) && textOf(value).endsWith(single.text)
            : (value) => !isMultiValue(value) && endsWithAny(textOf(value), rules);
        case 'min': return boundTest(rules, 1);
        case 'max': return boundTest(rules, -1);
        // `in`/`not-in` need an array: anything else never matches.
        case 'in': return condition.list ? (value) => isIn(value, rules) : never;
        case 'not-in': return condition.list ? (value) => !isIn(value, rules) : never;
        case 'not-validates': return notValidatesTest(rules);
    }
}
// '' and 'not': case-insensitive, type-loose equality.
function equalsAny(value, rules) {
    for (let index = 0; index < rules.length; index++)
        if (equalsIgnoringCase(value, rules[index]))
            return true;
    return false;
}
// 'starts-with' and 'ends-with': case-sensitive, on text.
function startsWithAny(text, rules) {
    for (let index = 0; index < rules.length; index++)
        if (text.startsWith(rules[index].text))
            return true;
    return false;
}
function endsWithAny(text, rules) {
    for (let index = 0; index < rules.length; index++)
        if (text.endsWith(rules[index].text))
            return true;
    return false;
}
// 'contains': a substring of text (case-sensitive); on a multi-value field an element equal to
// the value (type-loose, case-sensitive). An array value needs every one of its values; a piped
// text any one. 'not-contains' is its negation.
function containsTest(rules, every, negated) {
    if (rules.length === 1) {
        // One value: "every" and "any" agree.
        const rule = rules[0];
        const text = rule.text;
        return negated
            ? (value) => (isMultiValue(value) ? !hasElement(value, rule) : textOf(value).indexOf(text) === -1)
            : (value) => (isMultiValue(value) ? hasElement(value, rule) : textOf(value).indexOf(text) !== -1);
    }
    return (value) => contains(value, rules, every) !== negated;
}
function contains(value, rules, every) {
    const count = rules.length;
    if (isMultiValue(value)) {
        for (let index = 0; index < count; index++) {
            if (hasElement(value, rules[index]) !== every)
                return !every;
        }
        return every;
    }
    const text = textOf(value);
    for (let index = 0; index < count; index++) {
        if ((text.indexOf(rules[index].text) !== -1) !== every)
            return !every;
    }
    return every;
}
function hasElement(values, rule) {
    for (let index = 0; index < values.length; index++) {
        const element = values[index];
        // Text elements (the common case) compare directly.
        if (typeof element === 'string' ? element === rule.text : equalsExactly(normalizeElement(element), rule))
            return true;
    }
    return false;
}
function boundTest(rules, direction) {
    const bounds = rules.map((rule) => ({ numeric: numericRule(rule.text), text: rule.text }));
    if (bounds.length === 1) {
        // One bound: numeric or text, min or max, known now.
        const numeric = bounds[0].numeric;
        const text = bounds[0].text;
        if (numeric !== null) {
            return direction === 1
                ? (value) => { const order = compareWithRule(value, numeric); return order !== (/* inlined export .NOT_A_NUMBER */2) && order >= 0; }
                : (value) => { const order = compareWithRule(value, numeric); return order !== (/* inlined export .NOT_A_NUMBER */2) && order <= 0; };
        }
        return direction === 1
            ? (value) => value !== '' && !isMultiValue(value) && textOf(value) >= text
            : (value) => value !== '' && !isMultiValue(value) && textOf(value) <= text;
    }
    return (value) => {
        for (let index = 0; index < bounds.length; index++)
            if (satisfies(value, bounds[index], direction))
                return true;
        return false;
    };
}
function satisfies(value, bound, direction) {
    if (bound.numeric !== null) {
        const order = compareWithRule(value, bound.numeric);
        return order !== (/* inlined export .NOT_A_NUMBER */2) && (direction === 1 ? order >= 0 : order <= 0);
    }
    if (value === '' || isMultiValue(value))
        return false;
    const text = textOf(value);
    return direction === 1 ? text >= bound.text : text <= bound.text;
}
/**
 * A `min` and a `max` on one attribute (a range), both numbers of at most 15 digits: a text value
 * is read once for both bounds. Null when the conditions are not such a pair.
 */
function compileRangeTest(low, high) {
    if (low.prefix !== 'min' || high.prefix !== 'max' || low.texts.length !== 1 || high.texts.length !== 1)
        return null;
    const lowRule = numericRule(low.texts[0]);
    const highRule = numericRule(high.texts[0]);
    if (lowRule === null || highRule === null || !lowRule.fast || !highRule.fast)
        return null;
    const lowTest = compileValueTest(low);
    const highTest = compileValueTest(high);
    return (value) => {
        if (typeof value !== 'string')
            return lowTest(value) && highTest(value);
        const order = compareDecimalText(value, true, lowRule);
        if (order === (/* inlined export .NOT_A_NUMBER */2))
            return false;
        if (order === (/* inlined export .LONG_NUMBER */3))
            return lowTest(value) && highTest(value); // the exact slow path
        return order >= 0 && compareScannedWith(highRule) <= 0;
    };
}
// 'in': the value, or any element of a multi-value field, equals a listed value. Text elements
// (the common case) skip normalizeElement and the type dispatch of equalsIgnoringCase.
function isIn(value, rules) {
    if (!isMultiValue(value))
        return equalsAny(value, rules);
    const count = rules.length;
    for (let index = 0; index < value.length; index++) {
        const element = value[index];
        if (typeof element === 'string') {
            for (let rule = 0; rule < count; rule++)
                if (equalsLowerCase(element, rules[rule]))
                    return true;
        }
        else if (equalsAny(normalizeElement(element), rules)) {
            return true;
        }
    }
    return false;
}
// 'not-validates': the value passes none of the named rules. Empty values are not checked.
function notValidatesTest(rules) {
    const patterns = rules.map((rule) => VALIDATION_RULES[rule.text]);
    if (patterns.length === 1) {
        const pattern = patterns[0];
        return (value) => value !== '' && !isMultiValue(value) && !pattern.test(textOf(value));
    }
    return (value) => {
        if (value === '' || isMultiValue(value))
            return false;
        const text = textOf(value);
        for (let index = 0; index < patterns.length; index++)
            if (patterns[index].test(text))
                return false;
        return true;
    };
}

;// ./src/core/matcher/compile.ts
// Turns a parsed filter into closures: a group into a combination of its entries' matchers, a
// condition into a read of its attribute plus a test over its prepared rule values
// (conditions.ts), a subfilter into a match of the nested record(s). The prefix, the attribute
// path and the rule values (their lower-case text, their numbers, their validation patterns) are
// resolved here once, so matching a record only reads its values and compares, allocating nothing.
//
// Why so many small closure shapes: without code generation (no `new Function`, for CSP) every
// filter shares the same closure code, so a generic loop over entries makes every call site in it
// megamorphic and keeps branches on things known at compile time. Groups of one to three entries
// and runs of conditions on one attribute (a min/max range) therefore get their own closures.


const compile_hasOwn = Object.prototype.hasOwnProperty;
const matchAll = () => true;
function compileNode(node) {
    switch (node.kind) {
        case 'group': return compileGroup(node);
        case 'subfilter': return compileSubfilter(node);
        default: return conditionsMatcher(node.path, [compileValueTest(node)], false);
    }
}
function samePath(a, b) {
    if (a.length !== b.length)
        return false;
    for (let index = 0; index < a.length; index++)
        if (a[index] !== b[index])
            return false;
    return true;
}
/**
 * The matcher of a whole filter, calling `check(record)` first. A root group of two entries (the
 * usual filter) gets the check in its own closure: one call less per record than a wrapper.
 */
function compileRoot(group, check) {
    const any = group.operator === 'or';
    const matchers = entryMatchers(group.entries, any);
    const [first, second] = matchers;
    if (matchers.length === 2) {
        return any
            ? (record) => { check(record); return first(record) || second(record); }
            : (record) => { check(record); return first(record) && second(record); };
    }
    const matcher = combine(matchers, any);
    return (record) => { check(record); return matcher(record); };
}
function compileGroup(group) {
    const any = group.operator === 'or'; // "or" stops at the first match, "and" at the first miss
    return combine(entryMatchers(group.entries, any), any);
}
/**
 * The entries of a group as compiled: adjacent conditions on one attribute (a range) form one
 * run, which reads the attribute once; a numeric min/max pair in an "and" also reads the number once.
 */
function planEntries(parsed, any) {
    const planned = [];
    for (let index = 0; index < parsed.length;) {
        const entry = parsed[index];
        if (entry.kind !== 'condition') {
            planned.push({ kind: 'node', node: entry });
            index++;
            continue;
        }
        const run = [];
        let next = index;
        while (next < parsed.length && parsed[next].kind === 'condition' &&
            samePath(parsed[next].path, entry.path)) {
            run.push(parsed[next]);
            next++;
        }
        const range = !any && run.length === 2 ? compileRangeTest(run[0], run[1]) : null;
        planned.push({ kind: 'run', path: entry.path, tests: range !== null ? [range] : run.map(compileValueTest) });
        index = next;
    }
    return planned;
}
/** One matcher per planned entry (see planEntries). */
function entryMatchers(parsed, any) {
    return planEntries(parsed, any).map((entry) => entry.kind === 'run' ? conditionsMatcher(entry.path, entry.tests, any) : compileNode(entry.node));
}
// An empty group matches every record.
function combine(matchers, any) {
    const [first, second, third] = matchers;
    switch (matchers.length) {
        case 0: return matchAll;
        case 1: return first;
        case 2: return any ? (record) => first(record) || second(record) : (record) => first(record) && second(record);
        case 3: return any
            ? (record) => first(record) || second(record) || third(record)
            : (record) => first(record) && second(record) && third(record);
    }
    const count = matchers.length;
    return (record) => {
        for (let index = 0; index < count; index++)
            if (matchers[index](record) === any)
                return any;
        return !any;
    };
}
/** Tests of one attribute, read once: all must pass (`any` false) or one (`any` true). */
function conditionsMatcher(path, tests, any) {
    const [first, second] = tests;
    if (path.length === 1) {
        // The common case, one property name: the own-property read is written out here (see
        // readOwn), as a call per read costs more than the read itself.
        const key = path[0];
        if (tests.length === 1) {
            return (record) => {
                const raw = record[key];
                return first(normalizeValue(raw !== undefined && compile_hasOwn.call(record, key) ? raw : undefined));
            };
        }
        if (tests.length === 2) {
            return any
                ? (record) => {
                    const raw = record[key];
                    const value = normalizeValue(raw !== undefined && compile_hasOwn.call(record, key) ? raw : undefined);
                    return first(value) || second(value);
                }
                : (record) => {
                    const raw = record[key];
                    const value = normalizeValue(raw !== undefined && compile_hasOwn.call(record, key) ? raw : undefined);
                    return first(value) && second(value);
                };
        }
    }
    if (path.length === 2 && tests.length === 1) {
        // `folder.id`: two own-property reads, as readAttribute does them, written out.
        const outerKey = path[0];
        const innerKey = path[1];
        return (record) => {
            const outer = record[outerKey];
            let raw;
            if (outer !== null && typeof outer === 'object' && compile_hasOwn.call(record, outerKey)) {
                raw = outer[innerKey];
                if (raw !== undefined && !compile_hasOwn.call(outer, innerKey))
                    raw = undefined;
            }
            return first(normalizeValue(raw));
        };
    }
    const segments = path.length === 1 ? null : path.slice();
    const key = path.length === 1 ? path[0] : '';
    if (tests.length === 1)
        return (record) => first(normalizeValue(readAttribute(record, key, segments)));
    const count = tests.length;
    return (record) => {
        const value = normalizeValue(readAttribute(record, key, segments));
        for (let index = 0; index < count; index++)
            if (tests[index](value) === any)
                return any;
        return !any;
    };
}
/** A nested record, or any of an array of them, matches the subfilter; no nested record never does. */
function compileSubfilter(node) {
    const [key, segments] = node.path.length === 1 ? [node.path[0], null] : ['', node.path.slice()];
    const inner = compileGroup(node.filter);
    return (record) => {
        const nested = readAttribute(record, key, segments);
        if (nested === null || typeof nested !== 'object')
            return false;
        if (!Array.isArray(nested))
            return inner(nested);
        for (let index = 0; index < nested.length; index++) {
            const element = nested[index];
            if (element !== null && typeof element === 'object' && !Array.isArray(element) && inner(element))
                return true;
        }
        return false;
    };
}

;// ./src/core/matcher/generate.ts
// Code generation, as AngularJS's $parse does: where the environment allows `new Function`, a
// filter compiles into one function of its own that reads attributes and calls its value tests
// directly, like a predicate written by hand. Closures (compile.ts) share their code between all
// filters, so the engine sees every attribute name and every test at the same few call sites and
// cannot specialize them; a function per filter has call sites of its own.
//
// SECURITY: no text from a filter or a record ever becomes source code. The source is built only
// from the fixed fragments below and integer indexes: attribute names, rule values and value tests
// go in through the constants array (`c[3]`, read once into `c3`), never into the source, not even
// quoted. Anything else (text of the filter, of the record) is data the generated code compares.
//
// Where code generation is not allowed (a Content Security Policy without 'unsafe-eval', or
// `setCodeGeneration(false)`), filters compile to closures, with the same answers.


const generate_hasOwn = Object.prototype.hasOwnProperty;
const FunctionConstructor = Function;
/** How many filters were compiled into generated code. */
let generated = 0;
/** How many filters were compiled into generated code so far (for specs). */
function generatedCount() {
    return generated;
}
/** Whether code generation is allowed: undefined until set or probed. */
let allowed;
/**
 * Allows (true) or forbids (false) compiling filters into generated code (`new Function`); with
 * undefined, the default, the matcher tries `new Function` once, when it first compiles a filter,
 * and generates code if that works. Filters compiled before keep their form.
 */
function setCodeGeneration(allow) {
    allowed = allow;
}
/** True when filters compile into generated code (probing `new Function` once, as AngularJS does). */
function codeGenerationAllowed() {
    if (allowed === undefined) {
        try {
            new FunctionConstructor('');
            allowed = true;
        }
        catch (error) {
            allowed = false; // a Content Security Policy (EvalError) or Trusted Types (TypeError) forbid it
        }
    }
    return allowed;
}
// The constants every generated function reads at fixed indexes.
const CHECK = 0;
const HAS_OWN = 1;
const NORMALIZE = 2;
const PROTOTYPE_OF = 3;
const OBJECT_PROTOTYPE = 4;
function constant(emitter, value) {
    emitter.constants.push(value);
    return 'c' + (emitter.constants.length - 1);
}
function local(emitter) {
    return 'v' + emitter.locals++;
}
/**
 * The matcher of a whole filter as one generated function, calling `check(record)` first (after
 * `guard`'s test, if given); null when generating fails (a filter nested too deep for the engine's
 * parser, a policy that forbids code generation after all), so the caller compiles closures instead.
 */
function generateRoot(group, check, guard) {
    try {
        const emitter = { constants: [check, generate_hasOwn, normalizeValue, Object.getPrototypeOf, Object.prototype], locals: 0 };
        const guardSource = guard ? 'if(!(' + guard.expression((value) => constant(emitter, value)) + '))return ' + constant(emitter, guard.otherwise) + ';' : '';
        const body = groupSource(group, emitter);
        // A number of its own makes each source new to the engine: a source met before would share the
        // earlier function's type feedback, and every filter of the same shape has the same source.
        let source = '"use strict";/*' + ++generated + '*/const ';
        for (let index = 0; index < emitter.constants.length; index++)
            source += (index === 0 ? 'c' : ',c') + index + '=c[' + index + ']';
        source += ';return function(r){';
        for (let index = 0; index < emitter.locals; index++)
            source += (index === 0 ? 'var v' : ',v') + index;
        source += (emitter.locals === 0 ? '' : ';') + guardSource + 'c' + CHECK + '(r);return ' + body + ';};';
        return new FunctionConstructor('c', source)(emitter.constants);
    }
    catch (error) {
        // Too deep for the engine's parser (RangeError): this filter only. Anything else (EvalError
        // under a Content Security Policy, TypeError under Trusted Types): no more tries.
        if (!(error instanceof RangeError))
            allowed = false;
        return null;
    }
}
// "and": every entry (an empty group matches every record); "or": any entry.
function groupSource(group, emitter) {
    const any = group.operator === 'or';
    const entries = planEntries(group.entries, any);
    if (entries.length === 0)
        return 'true';
    let source = '(';
    for (let index = 0; index < entries.length; index++) {
        const entry = entries[index];
        if (index > 0)
            source += any ? '||' : '&&';
        if (entry.kind === 'node') {
            source += entry.node.kind === 'group'
                ? groupSource(entry.node, emitter)
                : constant(emitter, compileNode(entry.node)) + '(r)'; // a subfilter: its closures
            continue;
        }
        // A run of tests on one attribute: read and normalize it once into a local, then test it.
        const value = local(emitter);
        source += '(' + readSource(entry.path, value, emitter) + value + '=c' + NORMALIZE + '(' + value + '),';
        for (let test = 0; test < entry.tests.length; test++) {
            if (test > 0)
                source += any ? '||' : '&&';
            source += constant(emitter, entry.tests[test]) + '(' + value + ')';
        }
        source += ')';
    }
    return source + ')';
}
/**
 * Assignments (each followed by a comma) that leave in `value` the raw value of an attribute path:
 * own properties only, through nested objects (as readAttribute in record-values.ts does).
 *
 * The own-property check: a defined value read from an object whose prototype is Object.prototype
 * is its own when Object.prototype had no such property just before the read (nothing runs in
 * between but the object's own getter). The engine folds both checks to constants for a given
 * record shape, and drops that code when Object.prototype changes, so a record of the usual kind
 * needs no hasOwnProperty call; any other object, or a name Object.prototype has (`constructor`,
 * a polluting property), takes the call.
 */
function readSource(path, value, emitter) {
    let source = '';
    let holder = 'r';
    const plain = local(emitter); // Object.prototype has no property of that name
    const objectPrototype = 'c' + OBJECT_PROTOTYPE;
    for (let index = 0; index < path.length; index++) {
        const key = constant(emitter, path[index]);
        const target = index === path.length - 1 ? value : local(emitter);
        const absent = plain + '=!(' + key + ' in ' + objectPrototype + ')';
        source += index === 0
            ? absent + ',' + target + '=r[' + key + '],'
            : target + '=' + holder + '!==null&&typeof ' + holder + '==="object"?(' + absent + ',' + holder + '[' + key + ']):void 0,';
        source += target + '=' + target + '!==void 0&&!(' + plain + '&&c' + PROTOTYPE_OF + '(' + holder + ')===' + objectPrototype + ')&&!c' +
            HAS_OWN + '.call(' + holder + ',' + key + ')?void 0:' + target + ',';
        holder = target;
    }
    return source;
}

;// ./src/core/matcher/interpret.ts
// Matching one record against a parsed filter without compiling it: for a filter object seen for
// the first time (a literal written inline, a filter rebuilt per digest), compiling closures and
// caching them costs more than the one match needs. The answers are the compiled matcher's: the
// same parse, the same value tests (conditions.ts) and the same reading of record values.


/**
 * Value tests by what they depend on (prefix, list or not, rule texts), shared by the filter
 * objects met once: a filter rebuilt for every call repeats the same conditions. A single rule
 * text (the usual case) is looked up without building a key. Bounded.
 */
const singleTests = new Map();
const otherTests = new Map();
let cachedTests = 0;
const MAX_VALUE_TESTS = 2000;
function remember(condition) {
    if (++cachedTests > MAX_VALUE_TESTS) {
        singleTests.clear();
        otherTests.clear();
        cachedTests = 1;
    }
    return compileValueTest(condition);
}
function valueTestOf(condition) {
    const texts = condition.texts;
    if (texts.length === 1 && !condition.list) {
        let byText = singleTests.get(condition.prefix);
        if (byText === undefined) {
            byText = new Map();
            singleTests.set(condition.prefix, byText);
        }
        let test = byText.get(texts[0]);
        if (test === undefined) {
            test = remember(condition);
            byText.set(texts[0], test);
        }
        return test;
    }
    // the count and the texts joined by U+0000 name the list exactly, unless a text holds U+0000 itself (then no cache)
    for (let index = 0; index < texts.length; index++)
        if (texts[index].indexOf('\u0000') !== -1)
            return compileValueTest(condition);
    const key = `${condition.prefix}\u0001${condition.list ? 1 : 0}\u0001${texts.length}\u0001${texts.join('\u0000')}`;
    let test = otherTests.get(key);
    if (test === undefined) {
        test = remember(condition);
        otherTests.set(key, test);
    }
    return test;
}
function matchesNode(node, record) {
    switch (node.kind) {
        case 'group': return matchesGroup(node, record);
        case 'subfilter': {
            const path = node.path;
            const nested = path.length === 1 ? readAttribute(record, path[0], null) : readAttribute(record, '', path);
            if (nested === null || typeof nested !== 'object')
                return false;
            if (!Array.isArray(nested))
                return matchesGroup(node.filter, nested);
            for (let index = 0; index < nested.length; index++) {
                const element = nested[index];
                if (element !== null && typeof element === 'object' && !Array.isArray(element) && matchesGroup(node.filter, element))
                    return true;
            }
            return false;
        }
        default: {
            const path = node.path;
            return valueTestOf(node)(path.length === 1 ? valueAt(record, path[0], null) : valueAt(record, '', path));
        }
    }
}
/** True when the record matches the group ("and": every entry, "or": any; an empty group matches). */
function matchesGroup(group, record) {
    const entries = group.entries;
    const any = group.operator === 'or';
    if (entries.length === 0)
        return true;
    for (let index = 0; index < entries.length; index++) {
        if (matchesNode(entries[index], record) === any)
            return any;
    }
    return !any;
}

;// ./src/core/matcher/errors.ts

/** The service name every matcher error starts with. */
const SERVICE = 'znFilterMatcher';
/** The host matcher's exact message for subfilters without the `subfiltering` option. */
const SUBFILTER_MESSAGE = 'Subfilter matching is not supported';
/** The host matcher's exact message for dynamic values such as `logged-in-user`. */
const DYNAMIC_MESSAGE = 'Dynamic filter conditions are not supported';
/**
 * A malformed filter: says where (`and[1].or[0]`, or `filter` for the top) and what, e.g.
 * `znFilterMatcher: and[1].or[0]: unknown prefix "bogus"; expected one of ...`.
 */
function filterError(where, code, what) {
    return new ZnError(SERVICE, code, `${where || 'filter'}: ${what}`);
}
/** Plain errors with the host's exact messages, as plugins written for the host catch them. */
function subfilterNotSupported() {
    return new Error(SUBFILTER_MESSAGE);
}
function dynamicNotSupported() {
    return new Error(DYNAMIC_MESSAGE);
}

;// ./src/core/values.ts
/**
 * Checks of values every service shares. They work on values from any realm (another window's
 * iframe, a structured clone made elsewhere): they read the built-in `[[Class]]` tag and the
 * shape of the prototype chain, never `instanceof` or this window's `Object.prototype`.
 */
const toTag = Object.prototype.toString;
/** The built-in tag of a value: `Object`, `Array`, `Date`, `Map`, `HTMLDivElement`, ... */
function tagOf(value) {
    return toTag.call(value).slice(8, -1);
}
/** True for objects whose prototype is some window's `Object.prototype` (its own prototype is null). */
function isObjectPrototype(proto) {
    return Object.getPrototypeOf(proto) === null && typeof proto.hasOwnProperty === 'function' &&
        Object.prototype.hasOwnProperty.call(proto, 'isPrototypeOf');
}
/**
 * True for `{}`-style objects, whatever window made them: an object literal, `Object.create(null)`,
 * `JSON.parse` output, a structured clone. False for arrays, dates, maps, DOM nodes, class instances.
 */
function isPlainObject(value) {
    if (value === null || typeof value !== 'object')
        return false;
    const proto = Object.getPrototypeOf(value);
    if (proto === null || proto === Object.prototype)
        return true;
    return isObjectPrototype(proto) && tagOf(value) === 'Object';
}
/** True for a `Date` from any window. */
function isDate(value) {
    return value !== null && typeof value === 'object' && tagOf(value) === 'Date';
}
/** True for a `Date` from any window that holds a time (not `new Date('nonsense')`). */
function isValidDate(value) {
    return isDate(value) && !isNaN(Date.prototype.getTime.call(value));
}
/** True for an AngularJS scope (the checks AngularJS itself makes: it has no public isScope). */
function isScopeLike(value) {
    const candidate = value;
    return !!candidate && typeof candidate === 'object' && typeof candidate.$evalAsync === 'function' &&
        typeof candidate.$watch === 'function';
}
/** True for a window object (of any frame). */
function isWindowLike(value) {
    return !!value && typeof value === 'object' && value.window === value;
}
/**
 * Where `value` refers back to one of its own ancestors, as JSON would meet it: the path of the
 * property that closes the cycle (`'a.b[2].c'`, `''` for the top), or null when there is none.
 * Walks what `angular.toJson` writes: own enumerable keys, without `$$` keys; scopes, windows
 * and values with a `toJSON` method (dates) end the walk.
 */
function findCycle(value) {
    const ancestors = [];
    const walk = (node, path) => {
        if (node === null || typeof node !== 'object')
            return null;
        if (ancestors.indexOf(node) !== -1)
            return path;
        if (typeof node.toJSON === 'function' || isScopeLike(node) || isWindowLike(node))
            return null;
        ancestors.push(node);
        const list = Array.isArray(node);
        const keys = list ? node.map((_, index) => index) : Object.keys(node);
        for (const key of keys) {
            if (typeof key === 'string' && key.charAt(0) === '$' && key.charAt(1) === '$')
                continue;
            const childPath = list ? `${path}[${key}]` : path ? `${path}.${key}` : String(key);
            const found = walk(node[key], childPath);
            if (found !== null)
                return found;
        }
        ancestors.pop();
        return null;
    };
    return walk(value, '');
}

;// ./src/core/matcher/options.ts



const MATCH_OPTIONS = ['subfiltering'];
const VALIDATION_OPTIONS = ['subfiltering', 'dynamicValues', 'collectionRules'];
/** Options objects of matches whose keys were checked already (the plain call may get the same one per record). */
const checkedMatchOptions = new WeakSet();
function checkOptions(options, known, checked) {
    if (options === undefined || options === null)
        return null;
    if (!isPlainObject(options)) {
        throw new ZnError(SERVICE, 'bad-options', `options must be an object such as { subfiltering: true }; got ${describeValue(options)}`);
    }
    if (checked === null || !checked.has(options)) {
        for (const key of Object.keys(options)) {
            if (known.indexOf(key) === -1) {
                throw new ZnError(SERVICE, 'unknown-option', `unknown option "${key}"; expected ${known.length === 1 ? known[0] : `one of ${known.join(', ')}`}`);
            }
        }
        checked === null || checked === void 0 ? void 0 : checked.add(options);
    }
    return options;
}
function flag(options, key) {
    const value = options === null ? undefined : options[key];
    if (value === undefined)
        return false;
    if (typeof value !== 'boolean') {
        throw new ZnError(SERVICE, 'bad-option', `option ${key} must be true or false; got ${describeValue(value)}`);
    }
    return value;
}
/** Reads the options of a match or compile: the `subfiltering` flag. */
function readMatchOptions(options) {
    return flag(checkOptions(options, MATCH_OPTIONS, checkedMatchOptions), 'subfiltering');
}
/** Reads the options of `validateFilter`. */
function readValidationOptions(options) {
    const checked = checkOptions(options, VALIDATION_OPTIONS, null);
    return {
        subfiltering: flag(checked, 'subfiltering'),
        dynamicValues: flag(checked, 'dynamicValues'),
        collectionRules: flag(checked, 'collectionRules')
    };
}

;// ./src/core/matcher/parse.ts
// Checks a filter and reads it into a plain tree the compiler turns into closures. Every check
// happens here, once per filter, so matching never meets a malformed filter.




/** Every prefix, in the order error messages list them. */
const PREFIXES = [
    '', 'not', 'contains', 'not-contains', 'starts-with', 'ends-with', 'min', 'max', 'in', 'not-in', 'not-validates'
];
/** The value that the API resolves and a matcher cannot (the user who is logged in). */
const DYNAMIC_VALUES = ['logged-in-user'];
const parse_hasOwn = Object.prototype.hasOwnProperty;
const CONDITION_KEYS = ['prefix', 'attribute', 'value', 'filter'];
const SCALAR = 'text, a number, a boolean or null';
/** Checks `filter` and reads it; throws the "where: what; expected" error on the first fault. */
function parseFilter(filter, options, snapshot) {
    if (!isPlainObject(filter)) {
        throw filterError('', 'bad-filter', `expected an object such as { and: [conditions] } or { or: [conditions] }; got ${describeValue(filter)}`);
    }
    return parseGroup(filter, '', { options, ancestors: [], snapshot });
}
function enter(context, object, where) {
    if (context.ancestors.indexOf(object) !== -1) {
        throw filterError(where, 'circular-value', 'the filter contains itself (a cycle); expected a tree of groups and conditions');
    }
    context.ancestors.push(object);
}
function parseGroup(node, where, context) {
    var _a;
    const hasAnd = parse_hasOwn.call(node, 'and');
    const hasOr = parse_hasOwn.call(node, 'or');
    if (hasAnd && hasOr) {
        throw filterError(where, 'bad-filter', 'has both "and" and "or"; expected exactly one, e.g. { and: [...] }');
    }
    if (!hasAnd && !hasOr) {
        throw filterError(where, 'bad-filter', 'has no "and" or "or"; expected a group such as { and: [conditions] } (the operator is required even for one condition)');
    }
    const operator = hasAnd ? 'and' : 'or';
    // (the list of keys only when there is one: this runs for every group of every filter)
    const mixed = parse_hasOwn.call(node, 'prefix') || parse_hasOwn.call(node, 'attribute') || parse_hasOwn.call(node, 'value') || parse_hasOwn.call(node, 'filter')
        ? CONDITION_KEYS.filter((key) => parse_hasOwn.call(node, key)) : [];
    if (mixed.length) {
        throw filterError(where, 'bad-filter', `mixes the group "${operator}" with condition keys (${mixed.join(', ')}); expected either a group or a condition`);
    }
    const listWhere = where ? `${where}.${operator}` : operator;
    const list = node[operator];
    if (!Array.isArray(list)) {
        throw filterError(listWhere, 'bad-filter', `expected an array of conditions; got ${describeValue(list)}`);
    }
    enter(context, node, where);
    enter(context, list, listWhere);
    (_a = context.snapshot) === null || _a === void 0 ? void 0 : _a.addGroup(node, operator, list);
    const entries = [];
    for (let index = 0; index < list.length; index++) {
        entries.push(parseEntry(list[index], listWhere, index, context));
    }
    context.ancestors.length -= 2;
    return { kind: 'group', operator, entries };
}
/** The error of entry `entry` of a group's list (`suffix`: a part of it, such as `.value`). */
function fail(code, listWhere, entry, what, suffix = '') {
    return filterError(`${placeOf(listWhere, entry)}${suffix}`, code, what);
}
/** The place of entry `index` of a group's list, e.g. `and[1].or[0]`: written out only when needed (errors, nested groups). */
function placeOf(listWhere, index) {
    return `${listWhere}[${index}]`;
}
function parseEntry(entry, listWhere, index, context) {
    if (!isPlainObject(entry)) {
        throw fail('bad-filter', listWhere, index, `expected a condition { prefix, attribute, value } or a group { and: [...] }; got ${describeValue(entry)}`);
    }
    const node = entry;
    if (parse_hasOwn.call(node, 'and') || parse_hasOwn.call(node, 'or'))
        return parseGroup(node, placeOf(listWhere, index), context);
    return parseCondition(node, listWhere, index, context);
}
/**
 * The parts of an attribute name, shared (read-only) between parses: a filter rebuilt for every
 * call names the same attributes. Bounded.
 */
const paths = new Map();
function pathOf(attribute) {
    let path = paths.get(attribute);
    if (path === undefined) {
        if (paths.size >= 2000)
            paths.clear();
        path = attribute.split('.');
        paths.set(attribute, path);
    }
    return path;
}
function own(node, key) {
    return parse_hasOwn.call(node, key) ? node[key] : undefined;
}
function parseCondition(node, listWhere, entry, context) {
    var _a, _b;
    const attribute = own(node, 'attribute');
    if (typeof attribute !== 'string' || attribute === '') {
        throw fail('bad-attribute', listWhere, entry, `${attribute === undefined ? 'has no attribute' : `attribute is ${describeValue(attribute)}`}; expected the name of a record attribute such as "field123" or "folder.id"`);
    }
    const path = pathOf(attribute);
    if (path.indexOf('') !== -1) {
        throw fail('bad-attribute', listWhere, entry, `attribute "${attribute}" has an empty part; expected names joined by single dots such as "folder.id"`);
    }
    const rawPrefix = own(node, 'prefix');
    const prefix = rawPrefix === undefined ? '' : rawPrefix;
    if (typeof prefix !== 'string' || PREFIXES.indexOf(prefix) === -1) {
        throw fail('unknown-prefix', listWhere, entry, `${typeof prefix === 'string' ? `unknown prefix "${prefix}"` : `prefix is ${describeValue(prefix)}`}; expected one of ${PREFIXES.map((known) => `"${known}"`).join(', ')}`);
    }
    const value = own(node, 'value');
    const subfilter = own(node, 'filter');
    if (subfilter !== undefined) {
        if (value !== undefined) {
            throw fail('bad-filter', listWhere, entry, 'has both a value and a subfilter ("filter"); expected one of them');
        }
        if (prefix !== '') {
            throw fail('bad-subfilter', listWhere, entry, `a subfilter takes prefix ""; got "${prefix}"`);
        }
        if (!context.options.subfiltering)
            throw subfilterNotSupported();
        (_a = context.snapshot) === null || _a === void 0 ? void 0 : _a.addCondition(node, undefined);
        const filterWhere = `${placeOf(listWhere, entry)}.filter`;
        if (!isPlainObject(subfilter)) {
            throw filterError(filterWhere, 'bad-subfilter', `expected a filter such as { and: [conditions] }; got ${describeValue(subfilter)}`);
        }
        enter(context, node, placeOf(listWhere, entry));
        const filter = parseGroup(subfilter, filterWhere, context);
        context.ancestors.length -= 1;
        return { kind: 'subfilter', path, filter };
    }
    if (value === undefined) {
        throw fail('missing-value', listWhere, entry, 'has no value; expected a "value" (or a "filter", for a subfilter)');
    }
    const typedPrefix = prefix;
    checkDynamic(value, context);
    (_b = context.snapshot) === null || _b === void 0 ? void 0 : _b.addCondition(node, Array.isArray(value) ? value : undefined);
    if (Array.isArray(value)) {
        if (!(typedPrefix === 'in' || typedPrefix === 'not-in' || typedPrefix === 'contains' || typedPrefix === 'not-contains')) {
            throw fail('bad-value', listWhere, entry, `prefix "${typedPrefix}" takes one value (${SCALAR}) or a piped text "a|b"; got an array (arrays are for "in", "not-in", "contains", "not-contains")`);
        }
        const texts = value.map((element, index) => scalarText(element, listWhere, entry, index));
        return { kind: 'condition', prefix: typedPrefix, path, texts, list: true };
    }
    const texts = pieces(scalarText(value, listWhere, entry, -1), value);
    if (typedPrefix === 'min' || typedPrefix === 'max') {
        if (typeof value === 'boolean') {
            throw fail('bad-value', listWhere, entry, `"${typedPrefix}" takes a number, a numeric text or a date text; got ${describeValue(value)}`, '.value');
        }
    }
    else if (typedPrefix === 'not-validates') {
        checkValidationRules(value, texts, placeOf(listWhere, entry), context.options);
    }
    return { kind: 'condition', prefix: typedPrefix, path, texts, list: false };
}
/** The text of one rule value: numbers and booleans as text, null and 'null' as ''. */
function scalarText(value, listWhere, entry, index) {
    // the place is written out only for an error (this runs for every rule value)
    if (typeof value === 'string')
        return value === 'null' ? '' : value;
    if (value === null)
        return '';
    if (typeof value === 'boolean')
        return String(value);
    const where = index === -1 ? `${placeOf(listWhere, entry)}.value` : `${placeOf(listWhere, entry)}.value[${index}]`;
    if (typeof value === 'number') {
        if (!isFinite(value))
            throw filterError(where, 'bad-value', `expected a finite number; got ${describeValue(value)}`);
        return String(value);
    }
    throw filterError(where, 'bad-value', `expected ${SCALAR}; got ${describeValue(value)}`);
}
/** A text value 'a|b|null' holds several values; 'null' among them stands for empty too. */
function pieces(text, value) {
    if (typeof value !== 'string' || value.indexOf('|') === -1)
        return [text];
    return value.split('|').map((piece) => (piece === 'null' ? '' : piece));
}
function checkDynamic(value, context) {
    if (context.options.dynamicValues)
        return;
    if (typeof value === 'string' && value.indexOf(DYNAMIC_VALUES[0]) === -1)
        return; // the usual case, without splitting
    const candidates = Array.isArray(value) ? value : typeof value === 'string' ? value.split('|') : [];
    for (const candidate of candidates) {
        if (typeof candidate === 'string' && DYNAMIC_VALUES.indexOf(candidate) !== -1)
            throw dynamicNotSupported();
    }
}
function checkValidationRules(value, texts, where, options) {
    const known = Object.keys(VALIDATION_RULES);
    const expected = `expected one of ${known.map((name) => `"${name}"`).join(', ')}`;
    if (typeof value !== 'string') {
        throw filterError(`${where}.value`, 'bad-value', `"not-validates" takes the name of a validation rule; got ${describeValue(value)}; ${expected}`);
    }
    for (const name of texts) {
        if (COLLECTION_RULES.indexOf(name) !== -1) {
            if (options.collectionRules)
                continue;
            throw filterError(`${where}.value`, 'unsupported-rule', `"not-validates" rule "${name}" needs the whole collection of records, which matching one record cannot see; ${expected}, or filter by "${name}" through the API`);
        }
        if (!parse_hasOwn.call(VALIDATION_RULES, name)) {
            throw filterError(`${where}.value`, 'unknown-rule', `unknown validation rule "${name}"; ${expected}`);
        }
    }
}

;// ./src/core/matcher/snapshot.ts
// What a compiled filter was compiled from, so the cached plain call can notice that a filter
// object was changed in place (as ng-model does when a condition's input is bound to it) and
// compile it again. The check compares references only: O(size of the filter), no allocation.
//
// The plain call runs the check before every record, so its cost is the call's cost over a
// compiled predicate. One check shared by every filter reads filters of every shape at the same
// few property loads, which the engine then cannot specialize (each load looks up its property
// by name); a filter used often gets a check of its own (`specialize`, generated code, as its
// predicate gets in generate.ts), whose loads each see one shape.
//
// SECURITY, as in generate.ts: the generated source is built only from fixed fragments and
// integer indexes; the filter's objects and values go in through the constants array, never
// into the source.
const snapshot_FunctionConstructor = Function;
class FilterSnapshot {
    constructor() {
        this.groups = [];
        this.conditions = [];
        /** This filter's own check, once `specialize` made it. */
        this.own = null;
        /**
         * Once `specialize` was given it: the filter's matcher behind this filter's own check, in one
         * generated function (generate.ts's MatcherGuard); answers the guard's `otherwise` (not a
         * boolean) when the filter changed.
         */
        this.guarded = null;
    }
    addGroup(node, operator, list) {
        this.groups.push({ node, isAnd: operator === 'and', list, entries: list.slice() });
    }
    addCondition(node, valueList) {
        this.conditions.push({
            node,
            prefix: node.prefix,
            attribute: node.attribute,
            value: node.value,
            filter: node.filter,
            valueList,
            valueElements: valueList ? valueList.slice() : undefined
        });
    }
    /** True while every group and condition still holds what it held when compiled. */
    isCurrent() {
        const own = this.own;
        if (own !== null)
            return own();
        const groups = this.groups;
        for (let index = 0; index < groups.length; index++) {
            const group = groups[index];
            const list = group.list;
            if ((group.isAnd ? group.node.and : group.node.or) !== list || !sameElements(list, group.entries))
                return false;
        }
        const conditions = this.conditions;
        for (let index = 0; index < conditions.length; index++) {
            const condition = conditions[index];
            const node = condition.node;
            if (node.value !== condition.value || node.attribute !== condition.attribute ||
                node.prefix !== condition.prefix || node.filter !== condition.filter)
                return false;
            if (condition.valueList !== undefined && !sameElements(condition.valueList, condition.valueElements))
                return false;
        }
        return true;
    }
    /**
     * The comparisons of `isCurrent`, unrolled into one expression, the objects and values they
     * compare put in through `constant` (generate.ts's MatcherGuard takes it as is).
     */
    currentExpression(constant) {
        const tests = [];
        const sameList = (list, elements) => {
            tests.push(`${list}.length === ${elements.length}`);
            elements.forEach((element, index) => tests.push(`${list}[${index}] === ${constant(element)}`));
        };
        this.groups.forEach((group) => {
            const list = constant(group.list);
            tests.push(`${constant(group.node)}.${group.isAnd ? 'and' : 'or'} === ${list}`);
            sameList(list, group.entries);
        });
        this.conditions.forEach((condition) => {
            const node = constant(condition.node);
            tests.push(`${node}.value === ${constant(condition.value)}`, `${node}.attribute === ${constant(condition.attribute)}`, `${node}.prefix === ${constant(condition.prefix)}`, `${node}.filter === ${constant(condition.filter)}`);
            if (condition.valueList !== undefined)
                sameList(constant(condition.valueList), condition.valueElements);
        });
        return tests.join(' && ') || 'true';
    }
    /**
     * Gives the snapshot a check of its own (`currentExpression`, generated) and the guarded matcher
     * `guard` made. Call only where code generation is allowed (generate.ts's codeGenerationAllowed);
     * if making the check fails, the shared one stays.
     */
    specialize(guarded) {
        const constants = [];
        const current = this.currentExpression((value) => `c${constants.push(value) - 1}`);
        const reads = constants.map((unused, index) => `const c${index} = c[${index}];`).join('\n');
        try {
            this.own = new snapshot_FunctionConstructor('c', `${reads}\nreturn function isCurrent() { return ${current}; };`)(constants);
            this.guarded = guarded;
        }
        catch (error) {
            this.own = null; // code generation refused after all
            this.guarded = null;
        }
    }
}
function sameElements(list, elements) {
    const length = elements.length;
    if (list.length !== length)
        return false;
    for (let index = 0; index < length; index++) {
        if (list[index] !== elements[index])
            return false;
    }
    return true;
}

;// ./src/core/matcher/index.ts
// The filter matcher: pure TypeScript, no AngularJS. The `znFilterMatcher` injectable, the
// standalone build (dist/zn-filter-matcher.js) and Node code (the sandbox server) all use it.











function checkRecord(record) {
    if (record === null || typeof record !== 'object') {
        throw new ZnError(SERVICE, 'bad-record', `record must be an object such as { id: 1, field123: 'value' }; got ${describeValue(record)}`);
    }
    if (Array.isArray(record)) {
        throw new ZnError(SERVICE, 'bad-record', 'record must be one record object; got an array (to match a list, use records.filter(compileFilter(filter)))');
    }
}
function parse(filter, subfiltering, snapshot) {
    return parseFilter(filter, { subfiltering, dynamicValues: false, collectionRules: false }, snapshot);
}
/**
 * Compiles `filter` once into a predicate for many records: `records.filter(compileFilter(f))`.
 * Throws for a malformed filter, a subfilter without `options.subfiltering`, or a dynamic value.
 * The predicate keeps what the filter said when compiled: compile again after changing it.
 */
function compileFilter(filter, options) {
    const tiers = closuresFirst(parse(filter, readMatchOptions(options), null));
    if (!codeGenerationAllowed())
        return tiers.matcher;
    return (record) => tiered(tiers)(record);
}
function closuresFirst(parsed) {
    return { matcher: compileRoot(parsed, checkRecord), parsed, calls: 0 };
}
const GENERATE_AFTER = 20000;
/** What a snapshot's guarded matcher answers when the filter changed in place since. */
const STALE = {};
/** The matcher of a filter's tiers, counting the call (see Compiled). */
function tiered(compiled) {
    var _a;
    if (compiled.parsed !== null && ++compiled.calls >= GENERATE_AFTER) {
        if (codeGenerationAllowed()) {
            const parsed = compiled.parsed;
            compiled.matcher = (_a = generateRoot(parsed, checkRecord)) !== null && _a !== void 0 ? _a : compiled.matcher;
            const snapshot = compiled.snapshot;
            if (snapshot) {
                const guarded = generateRoot(parsed, checkRecord, { expression: (constant) => snapshot.currentExpression(constant), otherwise: STALE });
                snapshot.specialize(guarded);
                if (compiled === lastCompiled && !lastSubfiltering)
                    lastGuarded = snapshot.guarded;
            }
        }
        compiled.parsed = null;
    }
    return compiled.matcher;
}
/**
 * Compiled filters per filter object, so `matchFilter` in a loop compiles once. A filter changed
 * in place since (its groups, conditions or array values) is noticed and compiled again.
 */
const compiledFilters = new WeakMap();
/** The last filter matched, in front of the WeakMap: a loop over records asks for the same one. */
let lastFilter = null;
let lastSubfiltering = false;
let lastCompiled = null;
/** The guarded matcher of `lastCompiled` (its snapshot's) when it has one and subfilters are off, else null. */
let lastGuarded = null;
function cachedMatcher(filter, subfiltering) {
    if (filter === null || typeof filter !== 'object')
        return compileRoot(parse(filter, subfiltering, null), checkRecord); // throws
    if (filter === lastFilter && subfiltering === lastSubfiltering && lastCompiled !== null && lastCompiled.snapshot.isCurrent()) {
        return tiered(lastCompiled);
    }
    const compiled = currentCompiled(filter, subfiltering);
    lastFilter = filter;
    lastSubfiltering = subfiltering;
    lastCompiled = compiled;
    lastGuarded = subfiltering ? null : compiled.snapshot.guarded;
    return tiered(compiled);
}
function currentCompiled(filter, subfiltering) {
    let entry = compiledFilters.get(filter);
    const compiled = entry === undefined ? undefined : subfiltering ? entry.subfiltering : entry.plain;
    if (compiled !== undefined && compiled.snapshot.isCurrent())
        return compiled;
    const snapshot = new FilterSnapshot();
    const fresh = Object.assign(Object.assign({}, closuresFirst(parse(filter, subfiltering, snapshot))), { snapshot });
    if (entry === undefined) {
        entry = {};
        compiledFilters.set(filter, entry);
    }
    if (subfiltering)
        entry.subfiltering = fresh;
    else
        entry.plain = fresh;
    return fresh;
}
/**
 * Filter objects met once and not compiled, newest last: a filter met again while here is compiled
 * and cached. A few strong references, like `lastFilter`; a WeakSet would cost each new filter
 * object more than matching it does.
 */
const RECENT_SIZE = 4;
const recentFilters = [];
/** True when the filter was met lately (compile it now); else remembers it and answers false. */
function metRecently(filter) {
    const index = recentFilters.indexOf(filter);
    if (index !== -1) {
        recentFilters.splice(index, 1);
        return true;
    }
    if (recentFilters.length === RECENT_SIZE)
        recentFilters.shift();
    recentFilters.push(filter);
    return false;
}
/**
 * True when `record` matches `filter`. A filter object met for the first time is matched without
 * compiling (a filter written inline, or rebuilt for every call, costs one parse); met again, it
 * is compiled and kept (per filter object), so calling this for every record of a list costs
 * little more than a compiled predicate.
 */
function matchFilter(record, filter, options) {
    // The loop case first, kept small so the engine inlines it into the caller's loop: the same
    // filter as last time, no options, used often (the check for changes in place and the matcher
    // in one generated function: generate.ts's MatcherGuard), nothing changed in place.
    const guarded = lastGuarded;
    if (filter === lastFilter && options === undefined && guarded !== null) {
        const answer = guarded(record);
        if (answer !== STALE)
            return answer;
    }
    return matchOtherwise(record, filter, options);
}
/** matchFilter but in the loop case of a filter used often. */
function matchOtherwise(record, filter, options) {
    const last = lastCompiled;
    if (filter === lastFilter && options === undefined && !lastSubfiltering && last !== null && last.snapshot.guarded === null &&
        last.snapshot.isCurrent()) {
        return tiered(last)(record); // checks the record
    }
    const subfiltering = readMatchOptions(options);
    if (filter !== null && typeof filter === 'object' && filter !== lastFilter) {
        const entry = compiledFilters.get(filter);
        if ((entry === undefined || (subfiltering ? entry.subfiltering : entry.plain) === undefined) && !metRecently(filter)) {
            const parsed = parse(filter, subfiltering, null);
            checkRecord(record);
            return matchesGroup(parsed, record);
        }
    }
    return cachedMatcher(filter, subfiltering)(record);
}
/**
 * Throws the error `matchFilter` would throw for `filter` (where and what is wrong), else returns.
 * `options.dynamicValues` accepts `logged-in-user` (for filters sent to the API, which resolves it);
 * `options.subfiltering` accepts subfilters.
 */
function validateFilter(filter, options) {
    parseFilter(filter, readValidationOptions(options), null);
}

;// ./src/filters/zn-filter-matcher.ts

/**
 * Makes the `znFilterMatcher` function: the pure matcher (./matcher) behind the SDK's name.
 * Compiled filters are cached per filter object, so calling it for every record of a list (in
 * an ng-repeat filter function, say) compiles each filter once.
 */
function createFilterMatcher() {
    const znFilterMatcher = ((record, filter, options) => matchFilter(record, filter, options));
    znFilterMatcher.compile = (filter, options) => compileFilter(filter, options);
    return znFilterMatcher;
}
/**
 * The factory registered as `znFilterMatcher`. Filters compile into generated code when $parse's
 * rule allows it (no `ng-csp`, and `new Function` works: `$sniffer.csp` is AngularJS's csp()).
 */
function znFilterMatcherFactory($sniffer) {
    setCodeGeneration(!$sniffer.csp.noUnsafeEval);
    return createFilterMatcher();
}
znFilterMatcherFactory.$inject = ['$sniffer'];

;// ./src/filters/matcher-standalone.ts
// Entry of the standalone build, dist/zn-filter-matcher.js: the matcher without AngularJS, for
// plugin backends on Node and pages without the SDK. UMD: `require('zn-filter-matcher.js')` is the
// function itself; in a page the global `znFilterMatcher`.


const znFilterMatcher = createFilterMatcher();
znFilterMatcher.validate = validateFilter;
znFilterMatcher.setCodeGeneration = setCodeGeneration;
znFilterMatcher.ZnError = ZnError;
znFilterMatcher.version = "0.2.0";
/* harmony default export */ const matcher_standalone = (znFilterMatcher);

__webpack_exports__ = __webpack_exports__["default"];
/******/ 	return __webpack_exports__;
/******/ })()
;
});
//# sourceMappingURL=zn-filter-matcher.js.map