/**
 * The raw value of an attribute of a record (an object): one own property (`segments` null) or
 * a dotted path of own properties through nested objects.
 */
export declare function readAttribute(record: object, key: string, segments: readonly string[] | null): unknown;
/** The normalized value of an attribute (see above). */
export declare function valueAt(record: object, key: string, segments: readonly string[] | null): unknown;
/** Normalizes a record value: '' for empty, an array for a multi-value field, else a scalar. */
export declare function normalizeValue(raw: unknown): unknown;
/** Normalizes one element of a multi-value field: like `normalizeValue`, but never an array. */
export declare function normalizeElement(raw: unknown): unknown;
/** True for a normalized value that is a multi-value field. */
export declare function isMultiValue(value: unknown): value is readonly unknown[];
