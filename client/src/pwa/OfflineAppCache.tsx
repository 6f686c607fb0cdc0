import { useEffect } from 'react';
import { useSession } from '../auth/session';
import { precacheAppForOffline } from './appPrecache';
import { releaseServiceWorkerWork, serviceWorkerWorkAllowed } from './serviceWorkerHold';

/** Once a user is signed in on this device, the service worker keeps the whole app cached so /app opens offline. */
export function OfflineAppCache() {
  const { status } = useSession();
  useEffect(() => {
    // No one signed in: no first sync is coming to wait for.
    if (status === 'signed-out') releaseServiceWorkerWork();
    if (status !== 'signed-in') return;
    void serviceWorkerWorkAllowed()
      .then(precacheAppForOffline)
      .catch((error: unknown) => console.warn('Caching the app for offline use failed', error));
  }, [status]);
  return null;
}
