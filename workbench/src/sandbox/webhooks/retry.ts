/**
 * When a webhook delivery that failed is sent again: a receiver that answers other than 2xx, or
 * cannot be reached (refused, timed out), is retried with a backoff that doubles from 1 s up to
 * 5 minutes, 10 attempts in all (1 + 2 + 4 + ... + 256 + 300 s: about 13 minutes), then the
 * delivery is `failed`. The attempts made are kept with the delivery in the database, so a
 * restart goes on counting. (Zengine's public documents give no figures for its own retries; this
 * is the workbench's policy, stated in docs/security.md.)
 */
export interface RetryPolicy {
  /** Attempts in all, the first one included (default 10). */
  maxAttempts: number;
  /** The wait after the first failure (default 1000 ms); each next one doubles. */
  retryBaseMs: number;
  /** The longest wait (default 300000 ms). */
  retryMaxMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 10, retryBaseMs: 1000, retryMaxMs: 300000 };

/** The wait before attempt `attempts + 1`, after `attempts` failed ones; null when none is left. */
export function retryDelay(attempts: number, policy: RetryPolicy): number | null {
  if (attempts >= policy.maxAttempts) return null;
  return Math.min(policy.retryMaxMs, policy.retryBaseMs * Math.pow(2, Math.max(0, attempts - 1)));
}

/** What failed, for the delivery's note: `HTTP 500: <the answer's start>` or the error's message. */
export function failureNote(httpStatus: number | undefined, text: string | undefined): string {
  const start = (text || '').slice(0, 160);
  return httpStatus === undefined ? start || 'no answer' : `HTTP ${httpStatus}${start ? `: ${start}` : ''}`;
}
