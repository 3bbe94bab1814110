/**
 * Route patterns of plugin pages, such as `/:id` or `/records/:recordId/edit`: literal segments
 * and `:name` parameters, nothing else. Matching compares segments; no pattern ever becomes a
 * regular expression, so a plugin's routes cannot make matching slow or surprising.
 */
export type RouteSegment = {
    literal: string;
} | {
    param: string;
};
/**
 * The segments of a pattern, or a string saying what is wrong with it (for the caller's error).
 * The empty base (`''`) is not a pattern: the plugin's route itself always matches.
 */
export declare function parseRoutePattern(pattern: string): RouteSegment[] | string;
/**
 * The decoded segments of a path such as `/my-plugin/records/12/` (query and fragment dropped,
 * one trailing slash allowed), or null when it is not a path or has an empty or malformed segment.
 */
export declare function splitPath(path: string): string[] | null;
/** The parameters when `segments` fit `pattern` exactly, otherwise null. */
export declare function matchSegments(pattern: readonly RouteSegment[], segments: readonly string[]): Record<string, string> | null;
