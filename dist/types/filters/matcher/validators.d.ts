/** Rule names `not-validates` accepts, each with the test a valid value passes. */
export declare const VALIDATION_RULES: {
    readonly [name: string]: RegExp;
};
/** Refused by name: `unique` needs the whole collection, which a single record cannot show. */
export declare const COLLECTION_RULES: readonly string[];
