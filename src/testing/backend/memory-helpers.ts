/**
 * The small pure pieces of the testing kit's in-memory API (memory-api.ts): copies, the resource
 * by name, the success envelope, the attributes a collection's objects have.
 */
import { RESOURCE_NAMES, ResourceDefinition, ZnError, attributesOf, describeValue, findResource, successEnvelope } from '../../core';
import type { ZnTestObject } from '../types';
import type { ApiAnswer } from './envelopes';

const SERVICE = 'znTestBackend';

export function copy<T>(value: T): T {
  return value === undefined ? value : JSON.parse(JSON.stringify(value));
}

export function resourceNamed(name: unknown): ResourceDefinition {
  const resource = findResource(name);
  if (!resource) {
    throw new ZnError(SERVICE, 'unknown-resource', `unknown resource ${describeValue(name)}; expected one of ${RESOURCE_NAMES.join(', ')}`);
  }
  return resource;
}

/** Whether every key of `wanted` has the same value (as text) in `actual`. */
export function includes(actual: Record<string, string>, wanted: Record<string, unknown> | undefined): boolean {
  return !wanted || Object.keys(wanted).every((key) => actual[key] === (typeof wanted[key] === 'string' ? wanted[key] : String(wanted[key])));
}

/** The answer with a success envelope. */
export function success(status: 200, page: { totalCount: number; limit: number; offset: number }, data: unknown): ApiAnswer {
  return { status, body: successEnvelope(page, data) };
}

/** The attributes conditions, sorting and picking may name: those the objects have; no check for none. */
export function knownAttributes(objects: ZnTestObject[]): Set<string> | undefined {
  return objects.length ? attributesOf(objects) : undefined;
}
