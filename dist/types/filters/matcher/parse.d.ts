import { FilterSnapshot } from './snapshot';
import { ZnFilterPrefix } from './types';
/** Every prefix, in the order error messages list them. */
export declare const PREFIXES: readonly ZnFilterPrefix[];
/** The value that the API resolves and a matcher cannot (the user who is logged in). */
export declare const DYNAMIC_VALUES: readonly string[];
export interface ParsedGroup {
    readonly kind: 'group';
    readonly operator: 'and' | 'or';
    readonly entries: ParsedNode[];
}
export interface ParsedCondition {
    readonly kind: 'condition';
    readonly prefix: ZnFilterPrefix;
    readonly path: string[];
    /**
     * The rule texts: the pieces of a piped text, the elements of an array, or one text; numbers
     * and booleans as their text; `null` and `'null'` as '' (empty).
     */
    readonly texts: string[];
    /** True when the value was an array (a list for `in`/`not-in`, "every one" for `contains`). */
    readonly list: boolean;
}
export interface ParsedSubfilter {
    readonly kind: 'subfilter';
    readonly path: string[];
    readonly filter: ParsedGroup;
}
export type ParsedNode = ParsedGroup | ParsedCondition | ParsedSubfilter;
export interface ParseOptions {
    readonly subfiltering: boolean;
    readonly dynamicValues: boolean;
    /** Accept rules only the API can apply (`not-validates` "unique"); never when compiling. */
    readonly collectionRules: boolean;
}
/** Checks `filter` and reads it; throws the "where: what; expected" error on the first fault. */
export declare function parseFilter(filter: unknown, options: ParseOptions, snapshot: FilterSnapshot | null): ParsedGroup;
