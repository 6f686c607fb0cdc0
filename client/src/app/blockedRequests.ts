import { LIMITS } from '../../../shared/domain/limits';

/** Blocked-request banner bookkeeping: Dismiss suppresses it for a while (spec §4 Notices). */
const DISMISSED_AT_KEY = 'blockedBanner.dismissedAt';
export const SUPPRESS_MS = LIMITS.blockedBannerSuppressMinutes * 60_000;

export function isSuppressed(storage: Pick<Storage, 'getItem'>, now: number): boolean {
  try {
    const at = Number(storage.getItem(DISMISSED_AT_KEY));
    return Number.isFinite(at) && at > 0 && now - at < SUPPRESS_MS;
  } catch {
    return false;
  }
}

export function rememberDismissal(storage: Pick<Storage, 'setItem'>, now: number): void {
  try {
    storage.setItem(DISMISSED_AT_KEY, String(now));
  } catch {
    // not remembered: the banner may show again
  }
}

const BLOCKED_EVENT = 'app:blocked-request';

/** Remembered for this page load: a request may be blocked before the banner is on screen (e.g. at start-up). */
let reported = false;

/** Anything that sees a blocked request (e.g. ERR_BLOCKED_BY_CLIENT) reports it here. */
function reportBlockedRequest(): void {
  reported = true;
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(BLOCKED_EVENT));
}

const PROBE_PATH = '/api/health';
const PROBE_TIMEOUT_MS = 5000;

/**
 * After a failed request: report it as blocked only when the browser is online and our own server
 * answers a probe; otherwise it is plain offline / server unreachable, which the sync status shows.
 */
export async function reportIfBlocked(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.onLine) return false;
  try {
    const response = await fetch(PROBE_PATH, { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    if (!response.ok) return false;
  } catch {
    return false;
  }
  reportBlockedRequest();
  return true;
}

export function blockedRequestSeen(): boolean {
  return reported;
}

export function onBlockedRequest(listener: () => void): () => void {
  window.addEventListener(BLOCKED_EVENT, listener);
  return () => window.removeEventListener(BLOCKED_EVENT, listener);
}
