/** Small input checks shared by the resource behaviours; each returns a message or undefined. */

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

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function dateError(value: unknown): string | undefined {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) return 'Must be a date YYYY-MM-DD';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCDate() === Number(match[3]) && date.getUTCMonth() === Number(match[2]) - 1
    ? undefined : 'Must be a date that exists, YYYY-MM-DD';
}
