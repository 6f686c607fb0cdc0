import { NavigationRoute, registerRoute } from 'workbox-routing';
import { type RoutableInstallEvent, sendApiPastWorker } from './apiRoutesBypass';
import { USER_IMAGE_PATH, USER_IMAGES_CACHE } from './imageCacheName';
import { SW_MESSAGES, type TieredEntry } from './precacheMessages';
import { createTierCache } from './tierCache';

/**
 * The service worker, in two tiers, neither downloaded on a first visit:
 * - the shell (index.html, the entry chunk and what it imports statically, styles, icons, the public
 *   pages' chunks) is cached at the first navigation the worker sees (the next page view: a link
 *   followed, a reload, a later visit) or when a user signs in, so public pages open offline from then on;
 * - the app (the signed-in shell, the store, each view, the kitchen engine: every chunk only reached
 *   through a dynamic import) is cached once a user signs in on this device.
 * Once a tier is kept, every later version's install fills it again, so /app keeps opening offline.
 */

interface WorkerScope {
  __WB_MANIFEST: TieredEntry[];
  registration: { scope: string };
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: WaitableEvent & RoutableInstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: WaitableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WaitableEvent & MessageEvent) => void): void;
}
interface WaitableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
declare const self: WorkerScope;

const INDEX_HTML = '/index.html';
const uniqueByUrl = (entries: TieredEntry[]) => [...new Map(entries.map((entry) => [entry.url, entry])).values()];
const manifest = uniqueByUrl(self.__WB_MANIFEST);
const scope = self.registration.scope;
const shell = createTierCache(
  `recipe-kitchen-shell-${scope}`,
  manifest.filter((entry) => entry.tier !== 'app'),
  self.location.href,
  [INDEX_HTML],
);
const app = createTierCache(
  `recipe-kitchen-app-${scope}`,
  manifest.filter((entry) => entry.tier === 'app'),
  self.location.href,
);

/** Versions before this one precached the shell at install (Workbox's cache), and before the tiers the app too. */
async function precachedBefore(file: RegExp): Promise<boolean> {
  for (const name of await caches.keys()) {
    if (!name.startsWith('workbox-precache')) continue;
    const requests = await (await caches.open(name)).keys();
    if (requests.some((request) => file.test(new URL(request.url).pathname))) return true;
  }
  return false;
}

async function dropWorkboxPrecache(): Promise<void> {
  for (const name of await caches.keys()) if (name.startsWith('workbox-precache')) await caches.delete(name);
}

let shellFilling: Promise<void> | null = null;
/** One download of the shell at a time (navigations of several tabs may ask at once). */
function fillShell(): Promise<void> {
  shellFilling ??= shell.fill().finally(() => {
    shellFilling = null;
  });
  return shellFilling;
}

/** A user signed in here: the shell and the app, so /app opens offline. */
async function cacheForSignedInUse(): Promise<void> {
  await fillShell();
  await app.fill();
}

self.addEventListener('install', (event) => {
  event.waitUntil(sendApiPastWorker(event));
  event.waitUntil(
    (async () => {
      const appWanted = (await app.wanted()) || (await precachedBefore(/^\/assets\/SignedInApp-/));
      // A failed download fails the install: the version before keeps serving, and the browser retries later.
      if (appWanted || (await shell.wanted()) || (await precachedBefore(/^\/index\.html$/))) await shell.fill();
      // The app's files are also fetched when first used, so a failed download here does not hold the update back.
      if (appWanted) await app.fill().catch((error: unknown) => console.warn('Caching the app failed', error));
    })(),
  );
});
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([shell.prune(), app.prune(), dropWorkboxPrecache()]));
});
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  if (type === SW_MESSAGES.precacheApp) {
    const port = event.ports[0];
    event.waitUntil(
      cacheForSignedInUse().then(
        () => port?.postMessage({ type: SW_MESSAGES.appPrecached, ok: true }),
        (error: unknown) => port?.postMessage({ type: SW_MESSAGES.appPrecached, ok: false, error: String(error) }),
      ),
    );
  }
});

// The shell's and the app's files: the kept copy when the tier is kept, else the network.
registerRoute(
  ({ url }) => shell.holds(url.href),
  ({ request }) => shell.respond(request),
);
registerRoute(
  ({ url }) => app.holds(url.href),
  ({ request }) => app.respond(request),
);

// The user's pictures: an address never changes content (ids are digests), so the cached copy is
// answered first, which is what shows them offline. The server gives each only to its owner; the page
// fetches them with its access token, and a sign-out that removes the device's data deletes this cache.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && USER_IMAGE_PATH.test(url.pathname),
  async ({ request }) => {
    const cache = await caches.open(USER_IMAGES_CACHE);
    const hit = await cache.match(request.url, { ignoreVary: true });
    if (hit) return hit;
    const response = await fetch(request);
    if (response.ok) await cache.put(request.url, response.clone());
    return response;
  },
);

// Every page is the single-page app: once the shell is kept, navigations get its index.html, offline too.
// Before that, the page comes from the network, and this navigation (a page view after the first) keeps the shell.
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      const kept = await shell.match(new URL(INDEX_HTML, self.location.href).href);
      if (kept) return kept;
      (event as WaitableEvent).waitUntil(fillShell().catch((error: unknown) => console.warn('Caching the site failed', error)));
      return fetch(request);
    },
    { denylist: [/^\/api\//, /^\/(sitemap\.xml|robots\.txt)$/] },
  ),
);
