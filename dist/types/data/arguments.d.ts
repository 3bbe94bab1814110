/** A success or error callback as given: a function, or nothing. */
export type MaybeCallback = ((...args: any[]) => unknown) | null;
/** The arguments of a call, sorted out. */
export interface CallArguments {
    /** The values before the callbacks (params, data, route...), trailing empty ones dropped. */
    readonly values: ReadonlyArray<unknown>;
    readonly success: MaybeCallback;
    readonly error: MaybeCallback;
}
/**
 * Splits `(value..., successCallback, errorCallback)`: the values are the arguments before the
 * first function, at most `maxValues` of them; an empty value just before the callbacks (as in
 * `save(data, null, onError)`) is a callback's place, not a value. Throws a `ZnError` for a
 * callback that is not a function or too many arguments, since those are mistakes in the code.
 */
export declare function splitCallArguments(service: string, signature: string, args: ArrayLike<unknown>, maxValues: number): CallArguments;
/** Checks that params are a plain object (or left out: `{}`), else throws a `ZnError`. */
export declare function checkParams(service: string, signature: string, params: unknown, example: string): Record<string, unknown>;
