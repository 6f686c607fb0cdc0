import { getAccessToken } from '../../auth/session';
import type { OfflineLedger } from './offlineQuota';

/** What one report attempt came to: `retry` when the server could not be reached or asked to come back later. */
export type ReportOutcome = 'reported' | 'nothing' | 'offline' | 'retry' | 'refused';

/** How long to wait before the next attempt after a failed one (the last repeats). */
export const REPORT_RETRY_DELAYS_MS = [3_000, 10_000, 30_000, 60_000] as const;

export interface ReportDeps {
  token: () => Promise<string | null>;
  fetch: typeof fetch;
  online: () => boolean;
}

const browserDeps: ReportDeps = {
  token: getAccessToken,
  fetch: (input, init) => fetch(input, init),
  online: () => typeof navigator === 'undefined' || navigator.onLine,
};

let running: Promise<ReportOutcome> | null = null;

/**
 * Tells the server about conversions made offline, so it counts them in the day's usage. The server
 * records each by its id, so sending one twice counts it once; the device forgets those it accepted.
 */
export function reportOfflineConversions(ledger: OfflineLedger, deps: ReportDeps = browserDeps): Promise<ReportOutcome> {
  if (running) return running;
  running = (async (): Promise<ReportOutcome> => {
    const pending = ledger.pending();
    if (pending.length === 0) return 'nothing';
    if (!deps.online()) return 'offline';
    const token = await deps.token();
    if (!token) return 'retry';
    const response = await deps.fetch('/api/generate/offline-usage', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ conversions: pending.slice(0, 100) }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      // A bad request will not get better by sending it again; anything else (a server error, a
      // refused token, too many requests) may.
      return response.status >= 400 && response.status < 500 && response.status !== 401 && response.status !== 429 ? 'refused' : 'retry';
    }
    const body = (await response.json()) as { recorded?: unknown };
    const recorded = Array.isArray(body.recorded) ? body.recorded.filter((id): id is string => typeof id === 'string') : [];
    ledger.forget(recorded);
    return ledger.pending().length > 0 && recorded.length > 0 ? 'retry' : 'reported';
  })()
    .catch((): ReportOutcome => 'retry')
    .finally(() => {
      running = null;
    });
  return running;
}

/**
 * Reports the ledger now, again whenever the browser comes back online, and after a failed attempt
 * with growing delays, so one lost request does not leave the server's count short. Returns the stop.
 */
export function keepReportingOfflineConversions(ledger: OfflineLedger, deps: ReportDeps = browserDeps): () => void {
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = async () => {
    clearTimeout(timer);
    const outcome = await reportOfflineConversions(ledger, deps);
    if (stopped) return;
    if (outcome === 'retry') {
      const delay = REPORT_RETRY_DELAYS_MS[Math.min(failures, REPORT_RETRY_DELAYS_MS.length - 1)];
      failures += 1;
      timer = setTimeout(() => void attempt(), delay);
    } else {
      failures = 0;
    }
  };
  const onOnline = () => {
    failures = 0;
    void attempt();
  };
  void attempt();
  window.addEventListener('online', onOnline);
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
  };
}
