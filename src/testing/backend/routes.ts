import { RESOURCE_NAMES, ResourceDefinition, ZnResourceName, compileRoutes, findResource, matchRoute } from '../../core';

/** What a request path addresses: a collection, its count, or one object of it. */
export interface ApiTarget {
  resource: ResourceDefinition;
  kind: 'collection' | 'count' | 'object';
  /** The collection's path parameters (the slot excluded), as text. */
  pathValues: Record<string, string>;
  /** The object's id (the slot's value), for `object`. */
  id?: string;
}

/** The resource table's routes, matched by the core's rule (the sandbox's too). */
const ROUTES = compileRoutes(RESOURCE_NAMES.reduce((paths: Record<string, string>, name) => {
  paths[name] = (findResource(name) as ResourceDefinition).path;
  return paths;
}, {}));

/**
 * The resource a path (below the API's base, e.g. `/forms/1/records/7`) addresses, or null. When
 * several match, the one with more fixed segments wins (`/forms/permissions` is not form "permissions").
 * Malformed percent-encoding is a 400 (a RestError).
 */
export function matchApiPath(path: string): ApiTarget | null {
  const match = matchRoute(ROUTES, path);
  if (!match) return null;
  const pathValues: Record<string, string> = {};
  match.route.parents.forEach((parent, index) => { pathValues[parent.name] = match.parentValues[index]; });
  const target: ApiTarget = {
    resource: findResource(match.route.resource) as ResourceDefinition,
    kind: match.count ? 'count' : match.id !== undefined ? 'object' : 'collection',
    pathValues
  };
  if (match.id !== undefined) target.id = match.id;
  return target;
}

/** The collection path of a resource for some path values (`/forms/1/records`), or null when one is missing. */
export function collectionPath(resource: ResourceDefinition, values: Record<string, unknown>): string | null {
  let missing = false;
  const path = resource.collectionSegments.map((segment) => {
    if (segment.kind === 'text') return segment.text;
    const value = values[segment.name];
    if (value === undefined || value === null || value === '') missing = true;
    return String(value);
  }).join('/');
  return missing ? null : '/' + path;
}

/** The resource whose collection is at `path`, for `related` (`/forms/3` + `fields` → FormFields). */
export function collectionAt(path: string): ApiTarget | null {
  const target = matchApiPath(path);
  return target && target.kind === 'collection' ? target : null;
}

export type { ZnResourceName };
