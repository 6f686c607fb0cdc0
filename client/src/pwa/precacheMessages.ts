/** Messages between the page and the service worker (client/src/pwa/sw.ts). */
export const SW_MESSAGES = {
  /** Page → worker: a user is signed in on this device; keep the site's shell and the whole app cached for offline use. Answered with `appPrecached` on the message's port. */
  precacheApp: 'PRECACHE_APP',
  appPrecached: 'APP_PRECACHED',
  /** Sent to the waiting worker (registerServiceWorker.ts) when the user chooses Reload. */
  skipWaiting: 'SKIP_WAITING',
} as const;

/** A precache manifest entry; `tier: 'app'` marks files only the signed-in app needs (client/build/precacheTiers.ts). */
export interface TieredEntry {
  url: string;
  revision: string | null;
  tier?: 'app';
}
