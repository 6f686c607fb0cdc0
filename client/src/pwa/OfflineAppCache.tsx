import { useEffect } from 'react';
import { useSession } from '../auth/session';
import { precacheAppForOffline } from './appPrecache';

/** Once a user is signed in on this device, the service worker keeps the whole app cached so /app opens offline. */
export function OfflineAppCache() {
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'signed-in') return;
    void precacheAppForOffline().catch((error: unknown) => console.warn('Caching the app for offline use failed', error));
  }, [status]);
  return null;
}
