import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { waitFor } from '../support/waitFor';
import { cachedAddresses, siteKept } from './pages/workerCaches';

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startE2eServer({ privateClientCopy: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('installable PWA', () => {
  it('links a valid manifest with real icons', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(new URL(href ?? '', server.url).href);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as Manifest;
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.start_url).toBe('/app');
    expect(manifest.scope).toBe('/');
    expect(manifest.display).toBe('standalone');
    const sizes = (manifest.icons ?? []).map((i) => `${i.sizes}:${i.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
    for (const icon of manifest.icons ?? []) {
      const res = await page.request.get(new URL(icon.src, server.url).href);
      expect(res.ok()).toBe(true);
      expect(res.headers()['content-type']).toContain('image/png');
      // A PNG starts with its 8-byte signature.
      expect((await res.body()).subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    await context.close();
  });

  it("sends a controlled page's API requests past the worker, and the user's pictures to it", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cdp = await context.newCDPSession(page);
    const picture = `/api/images/${'a'.repeat(43)}`;
    const paths = ['/api/health', '/api/sync/recipes/pull', picture];
    const routed = new Map<string, string>();
    cdp.on('Network.responseReceived', (event) => {
      const path = new URL(event.response.url).pathname;
      const info = (event.response as { serviceWorkerRouterInfo?: { matchedSourceType?: string } }).serviceWorkerRouterInfo;
      if (paths.includes(path)) routed.set(path, info?.matchedSourceType ?? 'no rule');
    });
    await cdp.send('Network.enable');
    await page.evaluate(async (paths) => {
      for (const path of paths) await fetch(path, { method: path.endsWith('pull') ? 'POST' : 'GET' });
    }, paths);
    await waitFor(
      async () => routed.size,
      (size) => size === paths.length,
    );
    expect(Object.fromEntries(routed)).toEqual({
      '/api/health': 'network',
      '/api/sync/recipes/pull': 'network',
      [picture]: 'fetch-event',
    });
    await context.close();
  });

  it('registers /sw.js, which then controls the page and serves it offline', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const scriptUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? '';
    });
    expect(new URL(scriptUrl).pathname).toBe('/sw.js');
    // The first load is not controlled; after a reload the service worker is, and keeps the site.
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toBe(scriptUrl);
    await waitFor(() => siteKept(page), Boolean, 30_000);
    // Public pages now open with no network.
    await context.setOffline(true);
    await page.goto(`${server.url}/about`);
    await page.getByRole('heading', { name: 'About us' }).waitFor();
    await context.setOffline(false);
    await context.close();
  });

  it('a device that keeps the site gets the next version of it at the update, and opens it offline', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/about`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await waitFor(() => siteKept(page), Boolean, 30_000);
    const before = (await cachedAddresses(page, 'recipe-kitchen-shell-')).filter((a) => a.startsWith('/index.html?'));
    expect(before).toHaveLength(1);

    // The next version: a changed index.html, named with its new revision in the worker's manifest.
    const indexFile = path.join(server.clientDir, 'index.html');
    writeFileSync(indexFile, readFileSync(indexFile, 'utf8').replace('<head>', '<head><meta name="build" content="next">'));
    const swFile = path.join(server.clientDir, 'sw.js');
    const sw = readFileSync(swFile, 'utf8');
    const revision = /"revision":"([0-9a-f]+)","url":"index\.html"/.exec(sw)?.[1];
    expect(revision).toBeTruthy();
    writeFileSync(swFile, sw.replaceAll(`"revision":"${revision}","url":"index.html"`, '"revision":"next","url":"index.html"'));
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = page.getByRole('alert').filter({ hasText: 'A new version is ready.' });
    await prompt.waitFor({ timeout: 15_000 });
    // Installed (waiting): the next index.html is stored beside the one still in use.
    expect(await cachedAddresses(page, 'recipe-kitchen-shell-')).toEqual(expect.arrayContaining([...before, '/index.html?__rev=next']));
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    // Active: the old copy is dropped, and offline the pages come from the next version.
    await waitFor(
      () => cachedAddresses(page, 'recipe-kitchen-shell-'),
      (addresses) => addresses.filter((a) => a.startsWith('/index.html?')).join() === '/index.html?__rev=next',
    );
    await context.setOffline(true);
    await page.goto(`${server.url}/contact`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('meta[name="build"]').getAttribute('content')).toBe('next');
    await context.setOffline(false);
    await context.close();
  });

  it('a device updating from a version that precached the site at install keeps it, in the new caches', async () => {
    const context = await browser.newContext();
    // The earlier version's state, made by hand: Workbox's precache holding index.html, no worker of this version yet.
    await context.route('**/sw.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${server.url}/about`);
    await page.evaluate(async (scope) => {
      const cache = await caches.open(`workbox-precache-v2-${scope}`);
      await cache.put(
        '/index.html?__WB_REVISION__=old',
        new Response('<!doctype html><title>old</title>', { headers: { 'content-type': 'text/html' } }),
      );
    }, `${server.url}/`);
    await context.unroute('**/sw.js');
    await page.reload();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Installed and active: the site is kept in this version's cache, and the old precache is gone.
    expect(await siteKept(page)).toBe(true);
    await waitFor(
      () => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('workbox-precache'))),
      (names) => names.length === 0,
    );
    await context.setOffline(true);
    await page.goto(`${server.url}/careers`);
    await page.getByRole('heading', { level: 1, name: 'Careers' }).waitFor();
    await context.setOffline(false);
    await context.close();
  });

  it('offers "A new version is ready" with Reload when a new service worker is waiting', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/about`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Ship a new version: any byte change of sw.js makes the browser install it next to the old one.
    appendFileSync(path.join(server.clientDir, 'sw.js'), '\n// next version\n');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = page.getByRole('alert').filter({ hasText: 'A new version is ready.' });
    await prompt.waitFor({ timeout: 15_000 });
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await page.getByRole('heading', { name: 'About us' }).waitFor();
    expect(await page.getByText('A new version is ready.').count()).toBe(0);
    // The page now runs under the new worker, and nothing is left waiting.
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        controlled: navigator.serviceWorker.controller !== null,
        waiting: registration?.waiting !== null && registration?.waiting !== undefined,
      };
    });
    expect(state).toEqual({ controlled: true, waiting: false });
    await context.close();
  });
});
