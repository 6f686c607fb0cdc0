import type { ReactNode } from 'react';
import { useStoreReady } from '../data';
import { ErrorScreen } from '../ui/ErrorScreen';
import { FullPageLoader } from '../ui/FullPageLoader';

/** The full-page loading screen while the user's local store opens. */
export function StoreGate({ children }: { children: ReactNode }) {
  const { ready, error } = useStoreReady();
  if (ready) return <>{children}</>;
  if (error) return <ErrorScreen connection={false} onTryAgain={() => window.location.reload()} />;
  return <FullPageLoader message="Opening your kitchen…" />;
}
