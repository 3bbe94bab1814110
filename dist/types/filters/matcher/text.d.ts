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
export declare function ruleText(text: string): RuleText;
/**
 * True when `text.toLowerCase() === lower`, without lower-casing ASCII text. Relies on two facts
 * of Unicode case mapping (checked by a spec over every code point): lower-casing never shortens
 * a text, and only 'İ' (U+0130) lengthens it, adding U+0307.
 */
export declare function equalsLowerCase(text: string, rule: RuleText): boolean;
/** Case-insensitive, type-loose equality of a normalized record scalar with a rule text. */
export declare function equalsIgnoringCase(value: unknown, rule: RuleText): boolean;
/** Case-sensitive, type-loose equality (elements of multi-value fields for `contains`). */
export declare function equalsExactly(value: unknown, rule: RuleText): boolean;
/** The text of a normalized record scalar (allocates for numbers, booleans and bigints). */
export declare function textOf(value: unknown): string;
