import { NumericRule } from './numbers';
import { RuleText } from './text';
/** What a node does: one of the constants below (plain numbers, which the engine compares fastest). */
export type NodeKind = number;
declare const AND = 0;
declare const OR = 1;
declare const SUBFILTER = 2;
declare const NEVER = 3;
declare const EQUALS = 4;
declare const NOT_EQUALS = 5;
declare const CONTAINS = 6;
declare const NOT_CONTAINS = 7;
declare const STARTS_WITH = 8;
declare const ENDS_WITH = 9;
declare const MIN = 10;
declare const MAX = 11;
declare const IN = 12;
declare const NOT_IN = 13;
declare const NOT_VALIDATES = 14;
export { AND, OR, SUBFILTER, NEVER, EQUALS, NOT_EQUALS, CONTAINS, NOT_CONTAINS, STARTS_WITH, ENDS_WITH, MIN, MAX, IN, NOT_IN, NOT_VALIDATES };
/** A bound of `min`/`max`: numeric when the rule text is a number, else text. */
export interface Bound {
    readonly numeric: NumericRule | null;
    readonly text: string;
}
/** One node of a compiled filter. Fields a kind does not use hold shared empty values. */
export declare class MatchNode {
    readonly kind: NodeKind;
    /** Groups: the entries; a subfilter: its filter (one group). */
    readonly entries: readonly MatchNode[];
    /** The attribute when it is one property name; '' for a dotted path. */
    readonly key: string;
    /** A dotted attribute split at the dots; null for one property name. */
    readonly segments: readonly string[] | null;
    readonly rules: readonly RuleText[];
    readonly bounds: readonly Bound[];
    readonly patterns: readonly RegExp[];
    /** `contains`: an array value needs every one of its values (a piped text any one). */
    readonly every: boolean;
    constructor(kind: NodeKind, 
    /** Groups: the entries; a subfilter: its filter (one group). */
    entries?: readonly MatchNode[], 
    /** The attribute when it is one property name; '' for a dotted path. */
    key?: string, 
    /** A dotted attribute split at the dots; null for one property name. */
    segments?: readonly string[] | null, rules?: readonly RuleText[], bounds?: readonly Bound[], patterns?: readonly RegExp[], 
    /** `contains`: an array value needs every one of its values (a piped text any one). */
    every?: boolean);
}
/** True when `record` (an object) matches the node. */
export declare function matches(node: MatchNode, record: object): boolean;
