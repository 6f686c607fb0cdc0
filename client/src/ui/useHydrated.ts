import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React renders the prerendered HTML (at build time and during hydration), true after.
 * Anything that depends on the browser (stored choices, language, session) waits for true, so the
 * first client render matches the HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
