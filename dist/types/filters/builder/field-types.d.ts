/**
 * What the builder offers for each field type: the kind of value it holds, then (in widgets.ts)
 * the prefixes that fit that kind and the widget each prefix edits its value with.
 */
/** The field types of the spec (4.6), as the API's `field.type`. */
export declare const FIELD_TYPES: readonly ["calculated-field", "checkbox", "country-select", "date-picker", "dropdown", "file-upload", "heading", "hidden-field", "html", "link-counter", "linked", "member", "numeric", "page-break", "radio", "spacer", "state-select", "summary", "text", "text-area", "text-input", "year"];
export type FieldType = typeof FIELD_TYPES[number];
/** Every prefix a filter may use: the spec's nine, plus `in`/`not-in` for choice fields. */
export declare const PREFIXES: readonly ["", "not", "contains", "not-contains", "starts-with", "ends-with", "min", "max", "not-validates", "in", "not-in"];
export type FilterPrefix = typeof PREFIXES[number];
/** The rule values of `not-validates`. */
export declare const VALIDATION_RULES: readonly ["alpha", "alphaNumeric", "emailAddress", "numeric", "zipCode", "unique"];
export type ValidationRule = typeof VALIDATION_RULES[number];
/** The dynamic value the server resolves to the person running the query. */
export declare const LOGGED_IN_USER = "logged-in-user";
/**
 * The kind of value an attribute holds; it decides the prefixes and widgets (widgets.ts).
 * `creator` and `datetime` are the record attributes `createdByUser.id` and `created`/`modified`.
 */
export type AttributeKind = 'text' | 'file' | 'number' | 'year' | 'date' | 'choice' | 'checkbox' | 'country' | 'state' | 'member' | 'linked' | 'folder' | 'creator' | 'datetime';
/**
 * Field type → kind. Types missing here hold no data (heading, spacer, page-break, html) and are
 * never offered; calculated-field, link-counter and summary hold numbers.
 */
export declare const FIELD_TYPE_KINDS: Readonly<Partial<Record<FieldType, AttributeKind>>>;
/** Field types that hold no data: never offered as attributes. */
export declare const NON_DATA_FIELD_TYPES: readonly FieldType[];
/** The record attributes offered after the form's fields, with their kinds. */
export declare const RECORD_ATTRIBUTES: readonly [{
    readonly attribute: "folder.id";
    readonly kind: "folder";
}, {
    readonly attribute: "createdByUser.id";
    readonly kind: "creator";
}, {
    readonly attribute: "created";
    readonly kind: "datetime";
}, {
    readonly attribute: "modified";
    readonly kind: "datetime";
}];
export type RecordAttribute = typeof RECORD_ATTRIBUTES[number]['attribute'];
export declare const RECORD_ATTRIBUTE_NAMES: readonly string[];
/** True for `field<id>` attributes. */
export declare function isFieldAttribute(attribute: string): boolean;
export declare function isFieldType(value: unknown): value is FieldType;
export declare function isPrefix(value: unknown): value is FilterPrefix;
