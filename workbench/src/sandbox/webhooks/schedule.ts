/**
 * When a scheduled webhook runs: from its `start` (or its creation when it has none), every
 * `frequency` (Zengine's: hourly, daily, weekly, monthly; `daily` by default, as
 * @zenginehq/frontend-webhooks sends).
 */
export const FREQUENCIES = ['hourly', 'daily', 'weekly', 'monthly'];

/** `2024-05-01T09:00:00` (no zone: UTC here) or an ISO time → ms; NaN when unreadable. */
export function readTime(value: unknown): number {
  if (typeof value !== 'string' || value.trim() === '') return NaN;
  const text = value.trim().replace(' ', 'T');
  return Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(text) ? text : text + 'Z');
}

function step(time: number, frequency: string, count: number): number {
  const date = new Date(time);
  if (frequency === 'hourly') return time + count * 3600000;
  if (frequency === 'weekly') return time + count * 7 * 86400000;
  if (frequency === 'monthly') {
    date.setUTCMonth(date.getUTCMonth() + count);
    return date.getTime();
  }
  return time + count * 86400000;
}

/** The first run at or after `after` (ms); runs are `start`, `start + 1 period`... */
export function nextRunAt(start: number, frequency: string, after: number): number {
  if (after <= start) return start;
  const period = step(0, frequency, 1) || 86400000;
  let count = frequency === 'monthly' ? Math.floor((after - start) / (28 * 86400000)) : Math.floor((after - start) / period);
  let time = step(start, frequency, count);
  while (time < after) time = step(start, frequency, ++count);
  return time;
}

/** The run after `run`. */
export function runAfter(start: number, frequency: string, run: number): number {
  return nextRunAt(start, frequency, run + 1);
}
