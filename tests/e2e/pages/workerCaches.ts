import type { Page } from 'playwright-core';

/** What the service worker keeps (read in the page: the worker shares its caches with it). */

/** The addresses (path and query) stored in the worker's cache whose name starts with `prefix` (none when there is no such cache). */
export function cachedAddresses(page: Page, prefix: 'recipe-kitchen-shell-' | 'recipe-kitchen-app-'): Promise<string[]> {
  return page.evaluate(async (prefix) => {
    const name = (await caches.keys()).find((n) => n.startsWith(prefix));
    if (!name) return [];
    return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
  }, prefix);
}

/** The paths stored in that cache (revisioned files are stored under their path plus `?__rev=`). */
export async function cachedPaths(page: Page, prefix: 'recipe-kitchen-shell-' | 'recipe-kitchen-app-'): Promise<string[]> {
  return (await cachedAddresses(page, prefix)).map((address) => address.split('?')[0] ?? address);
}

/** Whether the site's shell is kept whole: its index.html is stored last (client/src/pwa/tierCache.ts). */
export async function siteKept(page: Page): Promise<boolean> {
  return (await cachedPaths(page, 'recipe-kitchen-shell-')).includes('/index.html');
}

/** Whether the worker's app cache holds every one of these files. */
export async function appCacheHolds(page: Page, files: string[]): Promise<boolean> {
  const cached = await cachedPaths(page, 'recipe-kitchen-app-');
  return files.every((f) => cached.includes(f));
}
