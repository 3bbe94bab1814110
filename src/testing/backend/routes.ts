import { RESOURCE_NAMES, ResourceDefinition, ZnResourceName, findResource, PathSegment } from '../../core';

/** What a request path addresses: a collection, its count, or one object of it. */
export interface ApiTarget {
  resource: ResourceDefinition;
  kind: 'collection' | 'count' | 'object';
  /** The collection's path parameters (the slot excluded), as text. */
  pathValues: Record<string, string>;
  /** The object's id (the slot's value), for `object`. */
  id?: string;
}

interface Pattern {
  resource: ResourceDefinition;
  kind: ApiTarget['kind'];
  segments: ReadonlyArray<PathSegment>;
  /** How many fixed segments: `/forms/permissions` beats `/forms/:id`. */
  fixed: number;
}

const PATTERNS: Pattern[] = (() => {
  const patterns: Pattern[] = [];
  RESOURCE_NAMES.forEach((name) => {
    const resource = findResource(name) as ResourceDefinition;
    const fixedIn = (segments: ReadonlyArray<PathSegment>) => segments.filter((segment) => segment.kind === 'text').length;
    patterns.push({ resource, kind: 'collection', segments: resource.collectionSegments, fixed: fixedIn(resource.collectionSegments) });
    const count = resource.collectionSegments.concat([{ kind: 'text', text: 'count' }]);
    patterns.push({ resource, kind: 'count', segments: count, fixed: fixedIn(count) });
    if (resource.slot !== null) {
      patterns.push({ resource, kind: 'object', segments: resource.segments, fixed: fixedIn(resource.segments) });
    }
  });
  return patterns;
})();

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch (error) {
    return null;
  }
}

/**
 * The resource a path (below the API's base, e.g. `/forms/1/records/7`) addresses, or null. When
 * several match, the one with more fixed segments wins (`/forms/permissions` is not form "permissions").
 */
export function matchApiPath(path: string): ApiTarget | null {
  const parts = path.replace(/\/+$/, '').split('/').slice(1).map(decode);
  if (parts.some((part) => part === null || part === '')) return null;
  let best: { pattern: Pattern; values: Record<string, string> } | null = null;
  PATTERNS.forEach((pattern) => {
    if (pattern.segments.length !== parts.length || (best && best.pattern.fixed >= pattern.fixed)) return;
    const values: Record<string, string> = {};
    const fits = pattern.segments.every((segment, index) => {
      if (segment.kind === 'text') return segment.text === parts[index];
      values[segment.name] = parts[index] as string;
      return true;
    });
    if (fits) best = { pattern, values };
  });
  if (!best) return null;
  const { pattern, values } = best as { pattern: Pattern; values: Record<string, string> };
  const target: ApiTarget = { resource: pattern.resource, kind: pattern.kind, pathValues: values };
  if (pattern.kind === 'object') {
    const slot = pattern.resource.slot as string;
    target.id = values[slot];
    delete values[slot];
  }
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
