/** The longest wait honoured from one Retry-After, so a wrong header cannot stop syncing for long. */
export const MAX_RETRY_AFTER_MS = 5 * 60 * 1000;

/** Milliseconds a Retry-After header asks for (delta-seconds or an HTTP date), capped; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/**
 * Wraps fetch so that after a 503 or 429 with Retry-After (the server's database is down, or too
 * many requests) every further request waits until the time the server asked for, instead of
 * retrying at once.
 */
export function withRetryAfter(fetchImpl: typeof fetch): typeof fetch {
  let notBefore = 0;
  return async (input, init) => {
    const wait = notBefore - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const res = await fetchImpl(input, init);
    if (res.status === 503 || res.status === 429) {
      const ms = retryAfterMs(res.headers.get('retry-after'), Date.now());
      if (ms !== undefined) notBefore = Math.max(notBefore, Date.now() + ms);
    }
    return res;
  };
}
