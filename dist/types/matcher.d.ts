// Type definitions for zn-plugin 0.2.0: the standalone filter matcher (dist/zn-filter-matcher.js)
// (c) zn-plugin contributors, MIT licence. Needs @types/angular.
declare class ZnError extends Error {
	/** The injectable that raised it, e.g. `znData`. */
	readonly service: string;
	/** A stable, kebab-case code such as `missing-path-param`; see docs/errors.md. */
	readonly code: string;
	constructor(service: string, code: string, message: string);
}
type ZnFilterPrefix = "" | "not" | "contains" | "not-contains" | "starts-with" | "ends-with" | "min" | "max" | "in" | "not-in" | "not-validates";
type ZnFilterScalar = string | number | boolean | null;
interface ZnFilterValueCondition {
	/** The comparison; a missing prefix means equality (`''`). */
	prefix?: ZnFilterPrefix;
	/** The record attribute; dots walk into nested objects (`folder.id`). */
	attribute: string;
	/** A value, a piped text `'a|b'`, or an array (for `in`, `not-in`, `contains`, `not-contains`). */
	value: ZnFilterScalar | ZnFilterScalar[];
}
interface ZnFilterSubfilterCondition {
	prefix?: "";
	attribute: string;
	filter: ZnFilterGroup;
}
type ZnFilterCondition = ZnFilterValueCondition | ZnFilterSubfilterCondition;
type ZnFilterGroup = {
	and: Array<ZnFilterCondition | ZnFilterGroup>;
	or?: never;
} | {
	or: Array<ZnFilterCondition | ZnFilterGroup>;
	and?: never;
};
type ZnFilter = ZnFilterGroup;
interface ZnFilterMatcherOptions {
	/**
	 * Match subfilters (`{ attribute, filter }`) against the record(s) nested under `attribute`.
	 * Without it a subfilter throws `Error('Subfilter matching is not supported')`.
	 */
	subfiltering?: boolean;
}
interface ZnFilterValidationOptions extends ZnFilterMatcherOptions {
	/**
	 * Accept dynamic values such as `logged-in-user`, which the API resolves (the matcher never
	 * does: matching such a filter throws `Error('Dynamic filter conditions are not supported')`).
	 */
	dynamicValues?: boolean;
	/**
	 * Accept `not-validates` rules that need the whole collection (`unique`), which the API
	 * applies; matching such a filter throws, since one record cannot show a duplicate.
	 */
	collectionRules?: boolean;
}
type ZnRecordPredicate = (record: object) => boolean;
declare function setCodeGeneration(allow: boolean | undefined): void;
declare function validateFilter(filter: unknown, options?: ZnFilterValidationOptions): asserts filter is ZnFilter;
interface ZnFilterMatcher {
	(record: object, filter: ZnFilter, options?: ZnFilterMatcherOptions): boolean;
	/** Compiles `filter` once: `records.filter(znFilterMatcher.compile(filter))`. */
	compile(filter: ZnFilter, options?: ZnFilterMatcherOptions): ZnRecordPredicate;
}
/** `znFilterMatcher(record, filter, [options])`, with `.compile`, `.validate`, `.ZnError` and `.version`. */
declare interface StandaloneFilterMatcher extends ZnFilterMatcher {
	/** Throws the error a match would throw for a malformed filter (see validateFilter). */
	validate: typeof validateFilter;
	/**
	 * Allows (true) or forbids (false) compiling filters into generated code (`new Function`), as
	 * `ng-csp` does for the SDK; undefined (the default) tries `new Function` once, on the first compile.
	 * A page whose Content Security Policy forbids 'unsafe-eval' calls `setCodeGeneration(false)`
	 * first, so the matcher never tries (and the browser reports no violation).
	 */
	setCodeGeneration: typeof setCodeGeneration;
	/** The error class of malformed filters, for `instanceof`. */
	ZnError: typeof ZnError;
	/** The SDK version this build comes from. */
	version: string;
}
declare const znFilterMatcher: StandaloneFilterMatcher;

export = znFilterMatcher;
export as namespace znFilterMatcher;
