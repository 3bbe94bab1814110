/**
 * Route patterns of plugin pages, such as `/:id` or `/records/:recordId/edit`: literal segments
 * and `:name` parameters, nothing else. Matching compares segments; no pattern ever becomes a
 * regular expression, so a plugin's routes cannot make matching slow or surprising.
 */

export type RouteSegment = { literal: string } | { param: string };

const LITERAL = /^[A-Za-z0-9._~-]+$/;
const PARAM = /^:([A-Za-z_][A-Za-z0-9_]*)$/;

/**
 * The segments of a pattern, or a string saying what is wrong with it (for the caller's error).
 * The empty base (`''`) is not a pattern: the plugin's route itself always matches.
 */
export function parseRoutePattern(pattern: string): RouteSegment[] | string {
  if (!pattern.startsWith('/') || pattern === '/') {
    return 'must start with / and name at least one segment';
  }
  const segments: RouteSegment[] = [];
  const names = new Set<string>();
  for (const part of pattern.slice(1).split('/')) {
    const param = PARAM.exec(part);
    if (param) {
      if (names.has(param[1])) return `names the parameter "${param[1]}" twice`;
      names.add(param[1]);
      segments.push({ param: param[1] });
    } else if (LITERAL.test(part)) {
      segments.push({ literal: part });
    } else {
      return part === ''
        ? 'has an empty segment'
        : `has a segment "${part}" that is neither a literal (letters, digits, . _ ~ -) nor a :name parameter`;
    }
  }
  return segments;
}

/**
 * The decoded segments of a path such as `/my-plugin/records/12/` (query and fragment dropped,
 * one trailing slash allowed), or null when it is not a path or has an empty or malformed segment.
 */
export function splitPath(path: string): string[] | null {
  const bare = path.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
  if (!bare.startsWith('/')) return null;
  if (bare === '/') return [];
  const segments: string[] = [];
  for (const part of bare.slice(1).split('/')) {
    if (part === '') return null;
    try {
      segments.push(decodeURIComponent(part));
    } catch {
      return null; // a malformed escape such as %E0%A4%A is no route of ours
    }
  }
  return segments;
}

/** The parameters when `segments` fit `pattern` exactly, otherwise null. */
export function matchSegments(pattern: readonly RouteSegment[], segments: readonly string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i];
    if ('param' in segment) {
      // defineProperty, so a parameter named __proto__ stays a plain own value.
      Object.defineProperty(params, segment.param, { value: segments[i], enumerable: true });
    } else if (segment.literal !== segments[i]) {
      return null;
    }
  }
  return params;
}
