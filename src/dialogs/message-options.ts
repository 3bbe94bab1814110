import { ZnError, describeValue } from '../core';
import { ZnMessageType } from './types';

const SERVICE = 'znMessage';

export const MESSAGE_TYPES: ZnMessageType[] = ['info', 'saved', 'error', 'warning'];
/** Spec 8: a message stays 4 seconds unless told otherwise. */
export const DEFAULT_DURATION = 4000;
/** Longer delays overflow the browser's timers (they would fire at once). */
export const MAX_DURATION = 2147483647;
/** At most this many messages show at once; a new one closes the oldest. */
export const MAX_VISIBLE = 5;

/** Where a type's messages are announced: alerts interrupt, statuses wait. */
export function regionOf(type: ZnMessageType): 'alert' | 'status' {
  return type === 'error' || type === 'warning' ? 'alert' : 'status';
}

/** The Bootstrap 3 alert colour of a type. */
export function colourOf(type: ZnMessageType): string {
  return { info: 'info', saved: 'success', error: 'danger', warning: 'warning' }[type];
}

/**
 * The type to show: the default for none, info (with a warning) for an unknown name or a type that
 * is no string (Zengine's host showed those too; `znMessage('Saved', 3000)` is a mistake it ran).
 */
export function checkMessageType(value: unknown, warn: (message: string) => void): ZnMessageType {
  if (value === undefined || value === null) return 'info';
  if (typeof value !== 'string') {
    warn(`${SERVICE}: type must be one of ${MESSAGE_TYPES.join(', ')}, got ${describeValue(value)}; showing it as info`);
    return 'info';
  }
  if ((MESSAGE_TYPES as string[]).includes(value)) return value as ZnMessageType;
  warn(`${SERVICE}: unknown type "${value}", showing it as info; expected one of ${MESSAGE_TYPES.join(', ')}`);
  return 'info';
}

/**
 * The display time in milliseconds: the default for none, 0 for "until closed". Digits as text
 * (`'4000'`) are read as the number with a warning, as the timer of Zengine's host read them; with
 * `warn`, any other value gives the default with a warning; without it, a ZnError.
 */
export function checkDuration(value: unknown, warn?: (message: string) => void): number {
  if (value === undefined || value === null) return DEFAULT_DURATION;
  if (typeof value === 'number' && isFinite(value) && value >= 0 && value <= MAX_DURATION) return value;
  if (!warn) {
    throw new ZnError(SERVICE, 'bad-option', `duration must be a number of milliseconds from 0 (until closed) to ${MAX_DURATION}, ` +
      `got ${describeValue(value)}`);
  }
  const digits = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : NaN;
  const duration = digits <= MAX_DURATION ? digits : DEFAULT_DURATION;
  warn(`${SERVICE}: duration must be a number of milliseconds from 0 (until closed) to ${MAX_DURATION}, got ${describeValue(value)}; using ${duration}`);
  return duration;
}
