import { USER_IMAGE_PATH_PREFIX } from './imageCacheName';

/** The install event of browsers with the service worker static routing API (Chromium 123+). */
export interface RoutableInstallEvent {
  addRoutes?(rules: readonly RouterRule[]): Promise<void>;
}
interface RouterRule {
  condition: { urlPattern: unknown };
  source: 'network' | 'fetch-event';
}
declare const URLPattern: (new (init: { pathname: string }) => unknown) | undefined;

/**
 * The API's requests (pulls, pushes, the sync stream, sign-in, generation) go straight to the network
 * without waking the worker: it answers none of them, and a stopped worker took tens of milliseconds
 * to start before each one went out (a save's push after a minute of reading, say). The user's
 * pictures under /api/images/ still reach it: it answers them from its cache, offline too.
 * Browsers without the API dispatch every request to the worker, which lets these pass.
 */
export function sendApiPastWorker(event: RoutableInstallEvent): Promise<void> {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return Promise.resolve();
  return event
    .addRoutes([
      { condition: { urlPattern: new URLPattern({ pathname: `${USER_IMAGE_PATH_PREFIX}*` }) }, source: 'fetch-event' },
      { condition: { urlPattern: new URLPattern({ pathname: '/api/*' }) }, source: 'network' },
    ])
    .catch((error: unknown) => console.warn('The API routes could not bypass the service worker', error));
}
