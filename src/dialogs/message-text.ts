import { isPlainObject } from '../core';

function textIn(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The text of an error a plugin hands to `znMessage(err, 'error')`, as Zengine's modules did with
 * the failure of a call: a znData failure (`userMessage`), an `Error` or anything with a `message`,
 * an `$http` response (`{ status, data: { message } }`, `data` as text), or `{ error: Error }`.
 * Undefined when none of these holds text. Pure; reads own data only (no getters run twice).
 */
export function errorMessageOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const error = value as Record<string, unknown>;
  const data = error.data;
  const nested = isPlainObject(data) ? data : {};
  const inner = error.error !== null && typeof error.error === 'object' ? error.error as Record<string, unknown> : {};
  const candidates = [error.userMessage, error.message, nested.userMessage, nested.message, data, inner.message, error.statusText];
  for (const candidate of candidates) {
    const text = textIn(candidate);
    if (text !== undefined) return text;
  }
  return undefined;
}
