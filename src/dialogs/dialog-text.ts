import { ZnError, describeValue } from '../core';

/** The text of a message or a question: a non-empty string, or a number shown as text. */
export function checkDialogText(service: string, value: unknown): string {
  if (typeof value === 'number' && isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value;
  throw new ZnError(service, 'bad-message', `message must be a non-empty string (or a number), got ${describeValue(value)}`);
}
