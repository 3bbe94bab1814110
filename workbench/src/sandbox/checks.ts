/**
 * Small input checks shared by the resource behaviours and the record values; each returns a
 * message or undefined.
 */
import { parseIsoDateParts } from '#core';

export function textError(value: unknown, { required = false, max = 500 } = {}): string | undefined {
  if (value === undefined || value === null || value === '') return required ? 'Is required' : undefined;
  if (typeof value !== 'string') return 'Must be text';
  if (value.length > max) return `Must be at most ${max} characters`;
  return undefined;
}

export function integerError(value: unknown, { min = -1e15, max = 1e15 } = {}): string | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'Must be an integer';
  if (value < min || value > max) return `Must be from ${min} to ${max}`;
  return undefined;
}

export function booleanError(value: unknown): string | undefined {
  return typeof value === 'boolean' ? undefined : 'Must be true or false';
}

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A date as the SDK reads one (the core's one reader): a real day, years 0001 to 9999. */
export function dateError(value: unknown): string | undefined {
  if (typeof value !== 'string' || !DATE_SHAPE.test(value)) return 'Must be a date YYYY-MM-DD';
  return parseIsoDateParts(value) ? undefined : 'Must be a date that exists, YYYY-MM-DD';
}
