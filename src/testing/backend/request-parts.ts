// How the in-memory API reads a request (memory-api.ts): its body (JSON, an upload), the znData
// calls it can be and the failures queued for them (`failNext`), its query string.
import { ZnError, badRequest, describeValue, isPlainObject } from '../../core';
import { ZnTestAction, ZnTestFailure } from '../types';
import { QueryOptions, selectsObjects } from './query';
import { ApiTarget } from './routes';

const SERVICE = 'znTestBackend';

export interface FormDataLike {
  forEach(callback: (value: unknown, key: string) => void): void;
}

export function isFormData(body: unknown): body is FormDataLike {
  return body !== null && typeof body === 'object' && typeof (body as { append?: unknown }).append === 'function' &&
    typeof (body as FormDataLike).forEach === 'function';
}

/** An upload (multipart) as the object the kit stores: text fields as they are, a file as `{ name, size, type }`. */
export function formDataObject(body: FormDataLike): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  body.forEach((value, key) => {
    object[key] = typeof value === 'string' ? value
      : { name: (value as { name?: unknown }).name, size: (value as { size?: unknown }).size, type: (value as { type?: unknown }).type };
  });
  return object;
}

/** The znData calls a request can be, for `failNext`. */
export function actionsOf(method: string, target: ApiTarget, body: unknown, options: QueryOptions): ZnTestAction[] {
  const whole = target.resource.slot === null;
  switch (method) {
    case 'GET':
      if (target.kind === 'count') return ['count'];
      return target.kind === 'object' || whole ? ['get', 'query'] : ['query'];
    case 'POST':
      return Array.isArray(body) ? ['saveAll'] : ['save'];
    case 'PUT':
      if (target.kind === 'object') return ['save', 'update'];
      return selectsObjects(options) ? ['updateAll', 'update', 'save'] : ['update', 'save'];
    case 'DELETE':
      if (target.kind === 'object') return ['delete'];
      return whole && !selectsObjects(options) ? ['delete'] : ['deleteAll', 'delete'];
    default:
      return [];
  }
}

/** A query string as text values by key (the last of a repeated key). */
export function parseQueryText(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  search.split('&').filter(Boolean).forEach((part) => {
    const equals = part.indexOf('=');
    const decode = (value: string) => {
      try {
        return decodeURIComponent(value);
      } catch (error) {
        return value;
      }
    };
    query[decode(equals === -1 ? part : part.slice(0, equals))] = equals === -1 ? '' : decode(part.slice(equals + 1));
  });
  return query;
}

/** A REST request's body: JSON read (a 400 when it is not JSON), an upload as an object. */
export function parseBody(body: unknown): unknown {
  if (isFormData(body)) return formDataObject(body);
  if (typeof body !== 'string' || body === '') return body === '' ? undefined : body;
  try {
    return JSON.parse(body);
  } catch (error) {
    throw badRequest(`the body is not valid JSON: ${JSON.stringify(body.slice(0, 60))}`);
  }
}

/** A plugin service request's body: JSON read when it is JSON, else as sent. */
export function parseServiceBody(body: unknown): unknown {
  if (typeof body !== 'string' || body === '') return body === '' ? undefined : body;
  try {
    return JSON.parse(body);
  } catch (error) {
    return body;
  }
}

/** A body as the request log keeps it: JSON read when it is JSON, an upload as an object, else as sent. */
export function safeBody(body: unknown): unknown {
  if (isFormData(body)) return formDataObject(body);
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch (error) {
    return body;
  }
}

/** A failure for `failNext`, checked. */
export function checkFailure(failure: unknown): ZnTestFailure {
  if (failure === undefined) return {};
  if (!isPlainObject(failure)) {
    throw new ZnError(SERVICE, 'bad-options', `failNext: the failure must be an object such as { status: 409, userMessage: '...' }, got ${describeValue(failure)}`);
  }
  if (failure.status !== undefined && (typeof failure.status !== 'number' || !(failure.status === 0 || (failure.status >= 300 && failure.status <= 599)))) {
    throw new ZnError(SERVICE, 'bad-option', `failNext: status must be 0 (no answer) or an HTTP error status from 300 to 599, got ${describeValue(failure.status)}`);
  }
  return failure as ZnTestFailure;
}
