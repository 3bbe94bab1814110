/** Reads the options of a match or compile: the `subfiltering` flag. */
export declare function readMatchOptions(options: unknown): boolean;
/** Reads the options of `validateFilter`. */
export declare function readValidationOptions(options: unknown): {
    subfiltering: boolean;
    dynamicValues: boolean;
    collectionRules: boolean;
};
