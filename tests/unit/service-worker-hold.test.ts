import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_SYNC_HOLD_MAX_MS,
  holdServiceWorkerWork,
  releaseServiceWorkerWork,
  serviceWorkerWorkAllowed,
} from '../../client/src/pwa/serviceWorkerHold';

afterEach(() => {
  releaseServiceWorkerWork();
  vi.useRealTimers();
});

/** Whether the promise has settled by the end of the current microtasks. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('the service worker waiting for a fresh device’s first sync', () => {
  it('downloads at once when nothing holds it (public pages)', async () => {
    expect(await settled(serviceWorkerWorkAllowed())).toBe(true);
  });

  it('waits while /app holds it, until the data layer releases it', async () => {
    holdServiceWorkerWork();
    const allowed = serviceWorkerWorkAllowed();
    expect(await settled(allowed)).toBe(false);
    releaseServiceWorkerWork();
    expect(await settled(allowed)).toBe(true);
  });

  it('never waits longer than the cap (a sync that never ends, a store that never opens)', async () => {
    vi.useFakeTimers();
    holdServiceWorkerWork();
    const allowed = serviceWorkerWorkAllowed();
    vi.advanceTimersByTime(FIRST_SYNC_HOLD_MAX_MS - 1);
    expect(await settled(allowed)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(allowed)).toBe(true);
  });
});
