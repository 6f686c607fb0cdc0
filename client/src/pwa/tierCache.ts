import type { TieredEntry } from './precacheMessages';

/**
 * One tier of the service worker's offline files (client/src/pwa/sw.ts), kept in a cache of its own
 * whose existence means "this device wants the tier": nothing is downloaded for a tier until it is
 * asked for, and once it is, every later version fills it again at install.
 * Files whose names carry a content hash are stored under their address; the others (index.html,
 * icons) under their address plus their revision, so a new version never answers with an old copy.
 */
export interface TierCache {
  /** Whether this device keeps the tier. Never creates the cache. */
  wanted(): Promise<boolean>;
  /** Stores every file of this version not yet there, the `last` ones after all others (so their presence says the tier is whole); rejects when a download fails (what was stored stays). */
  fill(): Promise<void>;
  /** Drops files of other versions. */
  prune(): Promise<void>;
  /** Whether the address is one of this tier's files. */
  holds(url: string): boolean;
  /** The stored copy when the tier is kept, else the network's (stored too when the tier is kept). */
  respond(request: Request): Promise<Response>;
  /** The stored copy of one of the tier's files, if there. */
  match(url: string): Promise<Response | undefined>;
}

export function createTierCache(cacheName: string, entries: TieredEntry[], base: string, last: string[] = []): TierCache {
  const keys = new Map<string, { key: string; revisioned: boolean }>();
  for (const entry of entries) {
    const url = new URL(entry.url, base).href;
    keys.set(url, { key: entry.revision ? `${url}?__rev=${entry.revision}` : url, revisioned: Boolean(entry.revision) });
  }
  const lastUrls = new Set(last.map((path) => new URL(path, base).href));
  const currentKeys = new Set([...keys.values()].map((k) => k.key));

  async function download(url: string, revisioned: boolean): Promise<Response> {
    // A file without a hash in its name may sit in the HTTP cache from an older version.
    const response = await fetch(url, { credentials: 'same-origin', cache: revisioned ? 'reload' : 'default' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response;
  }

  async function store(cache: Cache, urls: string[], stored: Set<string>): Promise<void> {
    await Promise.all(
      urls.map(async (url) => {
        const target = keys.get(url);
        if (!target || stored.has(target.key)) return;
        await cache.put(target.key, await download(url, target.revisioned));
      }),
    );
  }

  const wanted = () => caches.has(cacheName);

  return {
    wanted,
    async fill() {
      const cache = await caches.open(cacheName);
      const stored = new Set((await cache.keys()).map((request) => request.url));
      const urls = [...keys.keys()];
      await store(
        cache,
        urls.filter((url) => !lastUrls.has(url)),
        stored,
      );
      await store(
        cache,
        urls.filter((url) => lastUrls.has(url)),
        stored,
      );
    },
    async prune() {
      if (!(await wanted())) return;
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) if (!currentKeys.has(request.url)) await cache.delete(request);
    },
    holds: (url) => keys.has(url),
    async match(url) {
      const target = keys.get(url);
      // Checked first: caches.open() would create the cache, which means "wanted".
      if (!target || !(await wanted())) return undefined;
      return (await caches.open(cacheName)).match(target.key);
    },
    async respond(request) {
      const target = keys.get(request.url);
      if (!target || !(await wanted())) return fetch(request);
      const cache = await caches.open(cacheName);
      const hit = await cache.match(target.key);
      if (hit) return hit;
      const response = await fetch(request);
      if (response.ok) await cache.put(target.key, response.clone());
      return response;
    },
  };
}
