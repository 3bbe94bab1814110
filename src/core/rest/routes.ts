/**
 * Routes of the resource table (RESOURCE_PATHS) and the matching of request paths against them,
 * by one rule for the sandbox and the testing kit: literal segments win over params
 * (`/forms/permissions` is DefaultFormPermissions, not the form "permissions"), `<collection>/count`
 * counts, a trailing slash is the same path.
 *
 * A `:param` segment refers to the resource whose own path is the template up to that segment
 * (`/forms/:formId/fields/:id`: `formId` → Forms, `id` → FormFields itself). A param that refers
 * to the route's own resource is the object's id, and may be left out to address the collection;
 * every other param is a parent.
 */
import { badRequest } from './envelopes';

export interface RestParentParam {
  /** The param's name in the template, e.g. `formId` (or `id` in `/forms/:id/uploads`). */
  name: string;
  /** The resource it refers to, e.g. `Forms`. */
  resource: string;
  /** The attribute the children carry, e.g. `form` (objects get `form: { id }`). */
  attribute: string;
}

export interface RestRoute {
  resource: string;
  template: string;
  /** Literal segments as strings, params as `null`, in order (the own id excluded). */
  collectionSegments: Array<string | null>;
  /** Parent params in path order. */
  parents: RestParentParam[];
  /** True when the template ends with the object's own id (`/tasks/:id`). */
  hasOwnId: boolean;
}

/** A path matched: the route, the parents' values and the object's id as text (not checked). */
export interface RestRouteMatch {
  route: RestRoute;
  /** The parents' values from the path, in path order. */
  parentValues: string[];
  /** The object's id, when the path addresses one object. */
  id?: string;
  /** True for `<collection>/count`. */
  count: boolean;
}

const PARAM = /^:([A-Za-z][A-Za-z0-9]*)$/;

function normalize(template: string): string {
  return template.replace(/:[A-Za-z][A-Za-z0-9]*/g, ':');
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Compiles the table; throws when a template refers to something the table does not have. */
export function compileRoutes(paths: Readonly<Record<string, string>>): RestRoute[] {
  const byNormalizedPath: Record<string, string> = {};
  Object.keys(paths).forEach((resource) => { byNormalizedPath[normalize(paths[resource])] = resource; });

  // The attribute name children use for a parent, learned from named params (`formId` → `form`).
  const attributeOf: Record<string, string> = {};
  const resolveParam = (segments: string[], index: number): string | undefined =>
    byNormalizedPath[normalize('/' + segments.slice(0, index + 1).join('/'))];

  Object.keys(paths).forEach((resource) => {
    const segments = paths[resource].split('/').slice(1);
    segments.forEach((segment, index) => {
      const param = PARAM.exec(segment);
      if (!param || param[1] === 'id' || param[1].slice(-2) !== 'Id') return;
      const target = resolveParam(segments, index);
      if (target && !attributeOf[target]) attributeOf[target] = param[1].slice(0, -2);
    });
  });

  return Object.keys(paths).map((resource) => {
    const template = paths[resource];
    const segments = template.split('/').slice(1);
    const collectionSegments: Array<string | null> = [];
    const parents: RestParentParam[] = [];
    let hasOwnId = false;
    segments.forEach((segment, index) => {
      const param = PARAM.exec(segment);
      if (!param) {
        collectionSegments.push(segment);
        return;
      }
      const target = resolveParam(segments, index);
      if (!target) throw new Error(`compileRoutes: the param ${segment} of ${resource} (${template}) refers to no resource`);
      if (target === resource && index === segments.length - 1) {
        hasOwnId = true;
        return;
      }
      collectionSegments.push(null);
      parents.push({ name: param[1], resource: target, attribute: attributeOf[target] || lowerFirst(target) });
    });
    return { resource, template, collectionSegments, parents, hasOwnId };
  });
}

/** Decodes one path segment; malformed percent-encoding is a 400. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch (error) {
    throw badRequest(`The path segment "${segment.slice(0, 40)}" is not valid percent-encoding`);
  }
}

interface Candidate {
  route: RestRoute;
  values: string[];
  id?: string;
  count: boolean;
  literals: number;
}

function tryCollection(route: RestRoute, segments: string[]): { values: string[]; literals: number } | undefined {
  if (segments.length !== route.collectionSegments.length) return undefined;
  const values: string[] = [];
  let literals = 0;
  for (let i = 0; i < segments.length; i++) {
    const expected = route.collectionSegments[i];
    if (expected === null) {
      values.push(segments[i]);
    } else if (expected === segments[i]) {
      literals++;
    } else {
      return undefined;
    }
  }
  return { values, literals };
}

/**
 * Finds the route of a path such as `/forms/2/records/17` (below the API's base). The most
 * specific route wins: the one with the most literal segments. Returns undefined for a path of
 * no resource; throws a 400 RestError for malformed percent-encoding.
 */
export function matchRoute(routes: ReadonlyArray<RestRoute>, rawPath: string): RestRouteMatch | undefined {
  let path = rawPath;
  if (path.length > 1 && path.slice(-1) === '/') path = path.slice(0, -1);
  if (path.charAt(0) !== '/') return undefined;
  const segments = path.slice(1).split('/').map(decodeSegment);
  if (segments.some((segment) => segment === '')) return undefined;

  const candidates: Candidate[] = [];
  routes.forEach((route) => {
    const whole = tryCollection(route, segments);
    if (whole) candidates.push({ route, values: whole.values, count: false, literals: whole.literals });
    if (route.hasOwnId && segments.length > 0) {
      const withId = tryCollection(route, segments.slice(0, -1));
      if (withId) {
        candidates.push({ route, values: withId.values, id: segments[segments.length - 1], count: false, literals: withId.literals });
      }
    }
    if (segments.length > 0 && segments[segments.length - 1] === 'count') {
      const counted = tryCollection(route, segments.slice(0, -1));
      if (counted) candidates.push({ route, values: counted.values, count: true, literals: counted.literals + 1 });
    }
  });
  if (candidates.length === 0) return undefined;
  // stable: among equally specific routes the first of the table wins
  let best = candidates[0];
  candidates.forEach((candidate) => { if (candidate.literals > best.literals) best = candidate; });
  const match: RestRouteMatch = { route: best.route, parentValues: best.values, count: best.count };
  if (best.id !== undefined) match.id = best.id;
  return match;
}
