/**
 * Compiles znData's resource table into routes and matches request paths against them.
 *
 * A `:param` segment refers to the resource whose own path is the template up to that segment
 * (`/forms/:formId/fields/:id`: `formId` → Forms, `id` → FormFields itself). A param that refers
 * to the route's own resource is the object's id, and may be left out to address the collection;
 * every other param is a parent that must exist.
 */
import { badRequest } from './envelopes';

export interface ParentParam {
  /** The param's name in the template, e.g. `formId` (or `id` in `/forms/:id/uploads`). */
  name: string;
  /** The resource it refers to, e.g. `Forms`. */
  resource: string;
  /** The attribute the children carry, e.g. `form` (objects get `form: { id }`). */
  attribute: string;
}

export interface CompiledRoute {
  resource: string;
  template: string;
  /** Literal segments as strings, params as `null`, in order (the own id excluded). */
  collectionSegments: Array<string | null>;
  /** Parent params in path order. */
  parents: ParentParam[];
  /** True when the template ends with the object's own id (`/tasks/:id`). */
  hasOwnId: boolean;
}

export interface ParentValue extends ParentParam {
  id: number;
}

export interface RouteMatch {
  route: CompiledRoute;
  /** Parent ids from the path, in path order. */
  parents: ParentValue[];
  /** The object's id, when the path addresses one object. */
  id?: number;
  /** True for `<collection>/count`. */
  count: boolean;
}

const PARAM = /^:([A-Za-z][A-Za-z0-9]*)$/;
/** Positive integers that fit a JavaScript number exactly. */
const ID_TEXT = /^[1-9][0-9]{0,15}$/;

function normalize(template: string): string {
  return template.replace(/:[A-Za-z][A-Za-z0-9]*/g, ':');
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Compiles the table; throws when a template refers to something the table does not have. */
export function compileRoutes(paths: Readonly<Record<string, string>>): CompiledRoute[] {
  const byNormalizedPath = new Map<string, string>();
  Object.keys(paths).forEach((resource) => byNormalizedPath.set(normalize(paths[resource]), resource));

  // The attribute name children use for a parent, learned from named params (`formId` → `form`).
  const attributeOf = new Map<string, string>();
  const resolveParam = (segments: string[], index: number): string | undefined =>
    byNormalizedPath.get(normalize('/' + segments.slice(0, index + 1).join('/')));

  Object.keys(paths).forEach((resource) => {
    const segments = paths[resource].split('/').slice(1);
    segments.forEach((segment, index) => {
      const param = PARAM.exec(segment);
      if (!param || param[1] === 'id' || !param[1].endsWith('Id')) return;
      const target = resolveParam(segments, index);
      if (target && !attributeOf.has(target)) attributeOf.set(target, param[1].slice(0, -2));
    });
  });

  return Object.keys(paths).map((resource) => {
    const template = paths[resource];
    const segments = template.split('/').slice(1);
    const collectionSegments: Array<string | null> = [];
    const parents: ParentParam[] = [];
    let hasOwnId = false;
    segments.forEach((segment, index) => {
      const param = PARAM.exec(segment);
      if (!param) {
        collectionSegments.push(segment);
        return;
      }
      const target = resolveParam(segments, index);
      if (!target) throw new Error(`sandbox: the param ${segment} of ${resource} (${template}) refers to no resource`);
      if (target === resource && index === segments.length - 1) {
        hasOwnId = true;
        return;
      }
      collectionSegments.push(null);
      parents.push({ name: param[1], resource: target, attribute: attributeOf.get(target) || lowerFirst(target) });
    });
    return { resource, template, collectionSegments, parents, hasOwnId };
  });
}

/** Decodes one path segment; `..%2F`, `%00` and the like are kept as text and refused later. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest(`The path segment "${segment.slice(0, 40)}" is not valid percent-encoding`);
  }
}

function parseId(value: string, what: string): number {
  const id = Number(value);
  if (!ID_TEXT.test(value) || !Number.isSafeInteger(id)) {
    const shown = JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value);
    throw badRequest(`The ${what} in the path must be a positive integer; got ${shown}`);
  }
  return id;
}

interface Candidate {
  route: CompiledRoute;
  values: string[];
  id?: string;
  count: boolean;
  literals: number;
}

function tryCollection(route: CompiledRoute, segments: string[]): { values: string[]; literals: number } | undefined {
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
 * Finds the route of a path such as `/forms/2/records/17` (a trailing slash is allowed). Literal
 * segments win over params (`/forms/permissions` is DefaultFormPermissions, not a form), so the
 * most specific route is chosen. Returns undefined for an unknown route; throws a 400 ApiError
 * for a malformed id.
 */
export function matchRoute(routes: CompiledRoute[], rawPath: string): RouteMatch | undefined {
  let path = rawPath;
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (!path.startsWith('/')) return undefined;
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
  candidates.sort((a, b) => b.literals - a.literals);
  const best = candidates[0];

  const parents = best.route.parents.map((parent, index) => ({
    ...parent,
    id: parseId(best.values[index], `${parent.name} (${parent.resource})`)
  }));
  const match: RouteMatch = { route: best.route, parents, count: best.count };
  if (best.id !== undefined) match.id = parseId(best.id, `id of ${best.route.resource}`);
  return match;
}
