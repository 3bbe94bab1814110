/** A decimal as `0.digits × 10^exponent` with no leading or trailing zeros in `digits`; zero has no digits. */
export interface Decimal {
    readonly negative: boolean;
    readonly digits: string;
    readonly exponent: number;
}
/** `compareDecimalText`: the text is not a number. */
export declare const NOT_A_NUMBER = 2;
/** `compareDecimalText`: the text is a number that needs the slow path (`parseDecimal`). */
export declare const LONG_NUMBER = 3;
/**
 * Reads `text` as a decimal number and compares it with `target.value`, without allocating: -1,
 * 0 or 1 as the number is less than, equal to or greater than it; NOT_A_NUMBER; or LONG_NUMBER
 * when it has more than 15 significant digits (or a large power of ten) and needs the slow path.
 * `money` skips every '$' and ','. No double crosses the call (the value is not returned, the
 * target comes inside an object): the engine would box it, an allocation per record.
 */
export declare function compareDecimalText(text: string, money: boolean, target: NumericRule): number;
/**
 * Compares the number of the last `compareDecimalText` answer of -1, 0 or 1 with a `fast` rule;
 * exact for the same reason as that answer (both are decimals of at most 15 digits).
 */
export declare function compareScannedWith(rule: NumericRule): number;
/**
 * Reads `text` (same syntax as `compareDecimalText`) into a normalized `Decimal`, or null when it is
 * not a number. Allocates; used for rule values at compile time and for long record values.
 */
export declare function parseDecimal(text: string, money: boolean): Decimal | null;
/** The decimal a JavaScript number stands for: its shortest round-trip text (`String(n)`). */
export declare function decimalOfNumber(value: number): Decimal;
/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export declare function compareDecimals(a: Decimal, b: Decimal): number;
/** A numeric rule value of `min`/`max`, read once at compile time. */
export interface NumericRule {
    /** True when `value` orders exactly against short record values (at most 15 digits). */
    readonly fast: boolean;
    /** The nearest double; used only when `fast`. */
    readonly value: number;
    readonly decimal: Decimal;
}
/** The numeric rule of a rule text, or null when the text is not a number (then min/max compare text). */
export declare function numericRule(text: string): NumericRule | null;
/**
 * Compares a record value with a numeric rule: -1, 0 or 1, or NOT_A_NUMBER when the record value
 * is not a number (empty, text that is not a number once '$' and ',' are skipped, a boolean).
 */
export declare function compareWithRule(recordValue: unknown, rule: NumericRule): number;
