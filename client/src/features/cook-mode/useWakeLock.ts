import { useEffect, useState } from 'react';

export type WakeLockState = 'on' | 'unsupported' | 'off';

/**
 * Keeps the screen on while `active` (Screen Wake Lock API). The browser drops the lock when the
 * page is hidden, so it is asked for again when the page becomes visible. Where the API is missing
 * or refuses (battery saver, no permission), cook mode works the same and says the screen may dim.
 */
export function useWakeLock(active: boolean): WakeLockState {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [state, setState] = useState<WakeLockState>(supported ? 'off' : 'unsupported');

  useEffect(() => {
    if (!active || !supported) return;
    let sentinel: WakeLockSentinel | null = null;
    let cancelled = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (cancelled) {
          void lock.release();
          return;
        }
        sentinel = lock;
        setState('on');
        lock.addEventListener('release', () => {
          if (!cancelled) setState('off');
        });
      } catch {
        setState('off');
      }
    };
    void acquire();
    const onVisible = () => void acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
      if (sentinel && !sentinel.released) void sentinel.release();
    };
  }, [active, supported]);

  return state;
}
