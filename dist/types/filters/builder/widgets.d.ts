import { AttributeKind, FilterPrefix } from './field-types';
/** The control a condition's value is edited with; each has a template `zn/template/filters/value-<widget>.html`. */
export type ValueWidget = 'text' | 'number' | 'year' | 'date' | 'choice' | 'choice-multi' | 'country' | 'country-multi' | 'state' | 'state-multi' | 'member' | 'folder' | 'record' | 'validation-rule';
type PrefixWidgets = ReadonlyArray<readonly [FilterPrefix, ValueWidget]>;
/**
 * Kind → the prefixes offered, in this order, and the widget each one edits its value with
 * (before `prefixBlacklist` is applied). The README's table is this one.
 */
export declare const KIND_PREFIX_WIDGETS: Readonly<Record<AttributeKind, PrefixWidgets>>;
/** The prefixes a kind offers, minus the blacklisted ones. */
export declare function prefixesFor(kind: AttributeKind, prefixBlacklist?: readonly string[]): FilterPrefix[];
/** The widget for a kind and prefix, or null when the prefix does not fit the kind. */
export declare function widgetFor(kind: AttributeKind, prefix: string): ValueWidget | null;
/** Widgets whose value is a list (in / not-in). */
export declare function isMultiWidget(widget: ValueWidget): boolean;
/**
 * Why a value is not usable: `empty` means not filled in yet (the row is incomplete); the others
 * make the row invalid (`shape`: a list where one value belongs, or the reverse).
 */
export type ValueProblem = 'empty' | 'shape' | 'number' | 'year' | 'date' | 'id' | 'rule' | 'choiceMissing' | 'dynamic';
export interface ValueContext {
    /** The field's choice keys, for choice widgets; null when unknown. */
    choiceKeys?: readonly string[] | null;
    /** Whether `logged-in-user` may be used (member widgets). */
    dynamicValues?: boolean;
}
/** True for a real calendar date written `YYYY-MM-DD`. */
export declare function isIsoDate(value: unknown): boolean;
/** Checks a condition's value for its widget: null when usable, else what is wrong. */
export declare function valueProblem(widget: ValueWidget, value: unknown, context?: ValueContext): ValueProblem | null;
/**
 * The value to keep when a condition's widget changes (a new prefix): the same value for the
 * same widget, one value ⇄ a list of one between a select and its multi-select, else nothing.
 */
export declare function adaptValue(from: ValueWidget | null, to: ValueWidget | null, value: unknown): unknown;
export {};
