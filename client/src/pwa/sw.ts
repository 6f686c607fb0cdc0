import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { USER_IMAGE_PATH, USER_IMAGES_CACHE } from './imageCacheName';
import { SW_MESSAGES, type TieredEntry } from './precacheMessages';

/**
 * The service worker, in two tiers:
 * - the shell (index.html, the entry chunk and what it imports statically, styles, icons) is
 *   precached when the worker installs, so every visitor's public pages open offline;
 * - the app (the signed-in shell, the store, each view, the kitchen engine: every chunk only reached
 *   through a dynamic import) is cached once a user signs in on this device, and again by every later
 *   version's install, so /app keeps opening offline. A first-time public visitor never downloads it.
 */

interface WorkerScope {
  __WB_MANIFEST: TieredEntry[];
  registration: { scope: string };
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WaitableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WaitableEvent & MessageEvent) => void): void;
}
interface WaitableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
declare const self: WorkerScope;

const manifest = self.__WB_MANIFEST;
const shellEntries = manifest.filter((entry) => entry.tier !== 'app');
const appUrls = new Set(manifest.filter((entry) => entry.tier === 'app').map((entry) => new URL(entry.url, self.location.href).href));
/** Its existence means "a user signed in here": later versions cache the app at install too. */
const APP_CACHE = `recipe-kitchen-app-${self.registration.scope}`;

async function appCacheWanted(): Promise<boolean> {
  return caches.has(APP_CACHE);
}

/** Puts every app file of this version into the app cache (files already there are kept; names carry a content hash). */
async function cacheAppFiles(): Promise<void> {
  const cache = await caches.open(APP_CACHE);
  const cached = new Set((await cache.keys()).map((request) => request.url));
  await Promise.all(
    [...appUrls]
      .filter((url) => !cached.has(url))
      .map(async (url) => {
        const response = await fetch(url, { credentials: 'same-origin' });
        if (response.ok) await cache.put(url, response);
      }),
  );
}

/** Drops app files of older versions. */
async function pruneAppCache(): Promise<void> {
  if (!(await appCacheWanted())) return;
  const cache = await caches.open(APP_CACHE);
  for (const request of await cache.keys()) if (!appUrls.has(request.url)) await cache.delete(request);
}

/** A version before the tiers precached everything: a device updating from it may have been used signed in. */
async function precachedAppBefore(): Promise<boolean> {
  for (const name of await caches.keys()) {
    if (!name.includes('precache')) continue;
    const requests = await (await caches.open(name)).keys();
    if (requests.some((request) => /\/assets\/SignedInApp-/.test(request.url))) return true;
  }
  return false;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      if ((await appCacheWanted()) || (await precachedAppBefore())) await cacheAppFiles();
    })(),
  );
});
self.addEventListener('activate', (event) => {
  event.waitUntil(pruneAppCache());
});
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  if (type === SW_MESSAGES.precacheApp) {
    const port = event.ports[0];
    event.waitUntil(
      cacheAppFiles().then(
        () => port?.postMessage({ type: SW_MESSAGES.appPrecached, ok: true }),
        (error: unknown) => port?.postMessage({ type: SW_MESSAGES.appPrecached, ok: false, error: String(error) }),
      ),
    );
  }
});

cleanupOutdatedCaches();
precacheAndRoute(shellEntries);

// App files: from the app cache when there, else the network (and kept once the user has signed in here).
registerRoute(
  ({ url }) => appUrls.has(url.href),
  async ({ request }) => {
    // Checked first: caches.open() would create the cache, which means "a user signed in here".
    if (!(await appCacheWanted())) return fetch(request);
    const cache = await caches.open(APP_CACHE);
    const hit = await cache.match(request.url);
    if (hit) return hit;
    const response = await fetch(request);
    if (response.ok) await cache.put(request.url, response.clone());
    return response;
  },
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

// Every page is the single-page app: navigations get index.html from the shell precache, offline too.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/(sitemap\.xml|robots\.txt)$/] }));
