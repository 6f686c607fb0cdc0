import { type ReactNode, useEffect, useState } from 'react';
import { useStoreReady } from '../data';
import { ErrorScreen } from '../ui/ErrorScreen';
import { FullPageLoader } from '../ui/FullPageLoader';

/** Code the app waits for before it first shows: whether it is here now, and when its load ends (either way). */
export interface AwaitedCode {
  here(): boolean;
  loaded: Promise<void>;
}

/** Whether the awaited code's load has ended (at once when there is none, or when it is here already). */
function useCodeHere(code: AwaitedCode | undefined): boolean {
  const [here, setHere] = useState(() => !code || code.here());
  useEffect(() => {
    if (here || !code) return;
    let live = true;
    void code.loaded.then(() => {
      if (live) setHere(true);
    });
    return () => {
      live = false;
    };
  }, [code, here]);
  return here;
}

/**
 * The full-page loading screen while the user's local store opens, and (`code`) while the code of the
 * view the app opens on loads: a shell shown without it would show the view's loading state, and React
 * holds the reveal of a screen that showed a loading state back for up to 300 ms after it (a fresh
 * device's book, its first page long here, waited for that).
 */
export function StoreGate({ children, code }: { children: ReactNode; code?: AwaitedCode }) {
  const { ready, error } = useStoreReady();
  const codeHere = useCodeHere(code);
  if (ready && codeHere) return <>{children}</>;
  if (error) return <ErrorScreen connection={false} onTryAgain={() => window.location.reload()} />;
  return <FullPageLoader message="Opening your kitchen…" />;
}
