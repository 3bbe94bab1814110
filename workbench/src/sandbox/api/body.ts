/**
 * Checks a JSON request body before any resource sees it: objects only, no prototype keys, no
 * numbers JSON cannot hold, bounded nesting; dotted keys (`role.id: 3`) become nested objects and
 * the attributes the server owns (`id`, `created`, `modified`, `objectVersion`) are dropped.
 */
import { badRequest } from '../envelopes';
import { JsonObject } from '../store';
import { isPlainObject } from '#core';

const MAX_DEPTH = 16;
const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'];
const KEY = /^[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z_][A-Za-z0-9_-]*)*$/;
/** Attributes only the server sets; input carrying them (e.g. an object read and sent back) is fine. */
export const SERVER_OWNED = ['id', 'created', 'modified', 'objectVersion'];

function checkValue(value: unknown, path: string, depth: number): void {
  if (depth > MAX_DEPTH) throw badRequest(`The body is nested more than ${MAX_DEPTH} levels deep (at ${path})`);
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw badRequest(`${path} is a number too large to hold; send at most about 1.8e308`);
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkValue(item, `${path}[${index}]`, depth + 1));
  } else if (value !== null && typeof value === 'object') {
    Object.keys(value).forEach((key) => {
      if (FORBIDDEN_KEYS.indexOf(key) !== -1) throw badRequest(`The key "${key}" is not allowed (at ${path})`);
      checkValue((value as JsonObject)[key], `${path}.${key}`, depth + 1);
    });
  }
}

/** One object of input: checked, dotted keys expanded, server-owned attributes dropped. */
export function normalizeObject(input: unknown, what: string): JsonObject {
  if (!isPlainObject(input)) throw badRequest(`${what} must be a JSON object`);
  checkValue(input, what, 1);
  const result: JsonObject = {};
  Object.keys(input).forEach((key) => {
    if (!KEY.test(key) || key.length > 200) throw badRequest(`${what} has the key ${JSON.stringify(key.slice(0, 60))}; keys are names such as task or role.id`);
    if (SERVER_OWNED.indexOf(key) !== -1) return;
    const parts = key.split('.');
    let target = result;
    parts.slice(0, -1).forEach((part) => {
      if (!isPlainObject(target[part])) target[part] = {};
      target = target[part] as JsonObject;
    });
    const last = parts[parts.length - 1];
    const value = input[key];
    if (isPlainObject(value) && isPlainObject(target[last])) Object.assign(target[last] as JsonObject, value);
    else target[last] = value;
  });
  return result;
}

/** The body of a POST: one object, or an array of them (a bulk create) of at most `maxBulk`. */
export function normalizeCreateBody(body: unknown, maxBulk: number): { many: boolean; items: JsonObject[] } {
  if (Array.isArray(body)) {
    if (body.length === 0) throw badRequest('The body is an empty array; send at least one object to create');
    if (body.length > maxBulk) throw badRequest(`A bulk create takes at most ${maxBulk} objects; got ${body.length}`);
    return { many: true, items: body.map((item, index) => normalizeObject(item, `body[${index}]`)) };
  }
  return { many: false, items: [normalizeObject(body, 'The body')] };
}
