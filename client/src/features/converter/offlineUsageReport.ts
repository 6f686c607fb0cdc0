import { getAccessToken } from '../../auth/session';
import type { OfflineLedger } from './offlineQuota';

let running: Promise<void> | null = null;

/**
 * Tells the server about conversions made offline, so it counts them in the day's usage. The server
 * records each by its id, so sending one twice counts it once; the device forgets those it accepted.
 */
export function reportOfflineConversions(ledger: OfflineLedger): Promise<void> {
  if (running) return running;
  running = (async () => {
    const pending = ledger.pending();
    if (pending.length === 0 || (typeof navigator !== 'undefined' && !navigator.onLine)) return;
    const token = await getAccessToken();
    if (!token) return;
    const response = await fetch('/api/generate/offline-usage', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ conversions: pending.slice(0, 100) }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return;
    const body = (await response.json()) as { recorded?: unknown };
    const recorded = Array.isArray(body.recorded) ? body.recorded.filter((id): id is string => typeof id === 'string') : [];
    ledger.forget(recorded);
  })()
    .catch(() => undefined)
    .finally(() => {
      running = null;
    });
  return running;
}
