/**
 * The routes of znData's resource table, compiled and matched by the core's rules
 * (src/core/rest/routes.ts, shared with the testing kit's in-memory API). The sandbox stores
 * objects under integer ids, so here the ids of a path are read as positive integers.
 */
import { RestParentParam, RestRoute, matchRoute as matchRestRoute } from '#core';
import { badRequest } from './envelopes';

export type CompiledRoute = RestRoute;
export { compileRoutes } from '#core';

export interface ParentValue extends RestParentParam {
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

/**
 * Integers that fit a JavaScript number exactly, written plainly: positive ones, and 0, the id
 * of no object (Zengine's `folder: { id: 0 }`; `GET /workspaces/0/roles` lists nothing).
 */
const ID_TEXT = /^(?:0|[1-9][0-9]{0,15})$/;

function parseId(value: string, what: string): number {
  const id = Number(value);
  if (!ID_TEXT.test(value) || !Number.isSafeInteger(id)) {
    const shown = JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value);
    throw badRequest(`The ${what} in the path must be a positive integer; got ${shown}`);
  }
  return id;
}

/** A path's route with its parents' ids read, its own id still as text (read it with `readOwnId`). */
export interface PartialMatch {
  route: CompiledRoute;
  parents: ParentValue[];
  idText?: string;
  count: boolean;
}

/**
 * Finds the route of a path such as `/forms/2/records/17` and reads its parents' ids. Returns
 * undefined for an unknown route; throws a 400 ApiError for a malformed parent id.
 */
export function matchParents(routes: CompiledRoute[], rawPath: string): PartialMatch | undefined {
  const found = matchRestRoute(routes, rawPath);
  if (!found) return undefined;
  const parents = found.route.parents.map((parent, index) => ({
    ...parent,
    id: parseId(found.parentValues[index], `${parent.name} (${parent.resource})`)
  }));
  return { route: found.route, parents, idText: found.id, count: found.count };
}

/** The whole match: the object's id read too (a 400 ApiError for a malformed one). */
export function readOwnId(partial: PartialMatch): RouteMatch {
  const match: RouteMatch = { route: partial.route, parents: partial.parents, count: partial.count };
  if (partial.idText !== undefined) match.id = parseId(partial.idText, `id of ${partial.route.resource}`);
  return match;
}

/**
 * Finds the route of a path such as `/forms/2/records/17`. Returns undefined for an unknown
 * route; throws a 400 ApiError for a malformed id.
 */
export function matchRoute(routes: CompiledRoute[], rawPath: string): RouteMatch | undefined {
  const partial = matchParents(routes, rawPath);
  return partial && readOwnId(partial);
}
