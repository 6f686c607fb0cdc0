import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from './pages/accounts';
import { RecipeBookPage } from './pages/RecipeBookPage';

let server: E2eServer;
let browser: Browser;
const email = uniqueEmail('offline-cache');

/** Files only the signed-in app loads: the precache manifest marks them `tier: 'app'` (client/build/precacheTiers.ts). */
async function appTierFiles(url: string): Promise<string[]> {
  const sw = await (await fetch(`${url}/sw.js`)).text();
  return [...sw.matchAll(/"tier":"app","url":"([^"]+)"/g)].map((m) => `/${m[1]}`);
}

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  const setup = await browser.newContext({ serviceWorkers: 'block' });
  await signUpAndVerify(await setup.newPage(), server.url, server.dataDir, email);
  await setup.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('what the service worker caches, and when', () => {
  it('a public visitor gets the public pages offline without downloading the app; after sign-in /app opens offline', async () => {
    const appFiles = await appTierFiles(server.url);
    expect(appFiles.some((f) => f.includes('SignedInApp'))).toBe(true);
    expect(appFiles.some((f) => f.includes('/store-'))).toBe(true);

    const context = await browser.newContext();
    const downloaded: string[] = [];
    context.on('request', (request) => downloaded.push(new URL(request.url()).pathname));
    const page = await context.newPage();
    await page.goto(`${server.url}/about`);
    await page.getByRole('heading', { name: 'About us' }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.getByRole('heading', { name: 'About us' }).waitFor();
    // Installed and controlling: nothing of the signed-in app was fetched, by the page or the worker.
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(downloaded.filter((path) => appFiles.includes(path))).toEqual([]);
    expect(downloaded.filter((path) => /^\/assets\/(store|kitchen|SignedInApp)-/.test(path))).toEqual([]);
    // The worker's own downloads are seen too: the precache fetched the shell's food pictures, which /about does not show.
    expect(downloaded).toContain('/food/soup.svg');

    await signInThroughUi(page, server.url, email);
    // Signed in: the worker caches every app file.
    await page.waitForFunction(
      async (files) => {
        const names = await caches.keys();
        const appCache = names.find((n) => n.startsWith('recipe-kitchen-app-'));
        if (!appCache) return false;
        const cached = (await (await caches.open(appCache)).keys()).map((r) => new URL(r.url).pathname);
        return files.every((f) => cached.includes(f));
      },
      appFiles,
      { polling: 100, timeout: 30_000 },
    );

    await context.setOffline(true);
    await page.reload();
    const shell = new AppShellPage(page);
    await shell.waitForShell();
    await shell.openView('Recipe Book');
    await new RecipeBookPage(page).heading.waitFor();
    await shell.openView('Settings');
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
    await context.setOffline(false);
    await context.close();
  });
});
