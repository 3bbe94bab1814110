import type { ZnRetrySettings } from '../config/types';
import type { HttpAnswer } from './http-answer';

/** Statuses that say "not now" rather than "no": too many requests, a gateway or the server overloaded. */
const RETRY_STATUSES = [429, 502, 503, 504];

/** An answer worth asking again for: one of RETRY_STATUSES, or no answer at all (not a cancel). */
export function isRetryable(answer: HttpAnswer): boolean {
  if (RETRY_STATUSES.indexOf(answer.status) !== -1) return true;
  return answer.status <= 0 && answer.xhrStatus !== 'abort';
}

/**
 * What a `Retry-After` header asks for, in milliseconds from `now`: delay-seconds (`"5"`) or an
 * HTTP date. Null when there is no header or it cannot be read; a date in the past is 0.
 */
export function retryAfterDelay(header: unknown, now: number): number | null {
  if (typeof header !== 'string') return null;
  const text = header.trim();
  if (/^[0-9]+$/.test(text)) return Number(text) * 1000;
  const time = Date.parse(text);
  if (isNaN(time) || !/[a-z]/i.test(text)) return null;
  return Math.max(0, time - now);
}

/**
 * The wait before retry number `retry` (1 for the first): `baseDelay` doubled per retry, times a
 * jitter from 0.75 to 1.25 (`random` gives 0 to 1), so clients that failed together spread out.
 */
export function backoffDelay(settings: ZnRetrySettings, retry: number, random: number): number {
  const jitter = 0.75 + 0.5 * Math.min(Math.max(random, 0), 1);
  return Math.round(settings.baseDelay * Math.pow(2, retry - 1) * jitter);
}

/** What a failed attempt leads to. */
export type RetryDecision = { retry: true; delay: number } | { retry: false; why: string };

/**
 * Whether to try again after attempt number `attempt` failed with `answer`, and how long to wait:
 * at most `settings.attempts` retries, never more than `settings.maxWait` ms of waiting in all.
 */
export function decideRetry(settings: ZnRetrySettings, attempt: number, answer: HttpAnswer, retryAfter: unknown,
  waited: number, now: number, random: number): RetryDecision {
  if (!isRetryable(answer)) return { retry: false, why: 'not retryable' };
  if (attempt > settings.attempts) return { retry: false, why: 'no retries left' };
  const asked = retryAfterDelay(retryAfter, now);
  const delay = asked === null ? backoffDelay(settings, attempt, random) : asked;
  if (waited + delay > settings.maxWait) {
    return { retry: false, why: `waiting ${delay} ms more would pass the ${settings.maxWait} ms retry limit` };
  }
  return { retry: true, delay };
}
