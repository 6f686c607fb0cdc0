import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { seedDocuments } from '../support/seedDocuments';
import { waitFor } from '../support/waitFor';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, TEST_PASSWORD, uniqueEmail } from './pages/accounts';
import { PUBLIC_ROUTES } from './pages/publicRoutes';
import { RecipeBookPage } from './pages/RecipeBookPage';
import { appCacheHolds, cachedPaths, siteKept } from './pages/workerCaches';

let server: E2eServer;
let browser: Browser;
const email = uniqueEmail('offline-cache');
const bookEmail = uniqueEmail('offline-cache-book');
/** More than one first pull holds (500). */
const BOOK_SIZE = 640;
const NEWEST = 'Recipe 640 of the book';

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
  await signUpAndVerify(await setup.newPage(), server.url, server.dataDir, bookEmail);
  await setup.close();
  const book = Array.from({ length: BOOK_SIZE }, (_, i) => {
    const at = new Date(Date.UTC(2026, 9, 1) + i * 60_000).toISOString();
    return {
      id: `book-${i + 1}`,
      title: `Recipe ${i + 1} of the book`,
      convertedRecipe: `Ingredients: ${i + 1} g oats, water. Simmer ${i + 1} minutes.`,
      dietaryFilters: [],
      category: 'breakfast',
      imageUrl: '',
      createdAt: at,
      updatedAt: at,
    };
  });
  await seedDocuments(server.db, bookEmail, 'recipes', book);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('what the service worker caches, and when', () => {
  it('a first visit caches nothing; the visit after keeps the public pages offline without the app; after sign-in /app opens offline', async () => {
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
    // Installed on a first visit: the worker downloaded nothing beyond what the page itself loaded.
    expect(await cachedPaths(page, 'recipe-kitchen-shell-')).toEqual([]);
    expect(await cachedPaths(page, 'recipe-kitchen-app-')).toEqual([]);
    expect(downloaded.filter((path) => /^\/assets\/app-|^\/index\.html$|^\/food\//.test(path))).toEqual([]);

    await page.reload();
    await page.getByRole('heading', { name: 'About us' }).waitFor();
    // The visit after, under the worker: it keeps the site, still without anything of the signed-in app.
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await waitFor(() => siteKept(page), Boolean, 30_000);
    expect(downloaded.filter((path) => appFiles.includes(path))).toEqual([]);
    expect(downloaded.filter((path) => /^\/assets\/(store|kitchen|SignedInApp)-/.test(path))).toEqual([]);
    // The worker's own downloads are seen too: it fetched the shell's food pictures, which /about does not show.
    expect(downloaded).toContain('/food/soup.svg');

    // Every public page now opens with no network.
    await context.setOffline(true);
    for (const route of PUBLIC_ROUTES) {
      await page.goto(`${server.url}${route.path}`);
      await page.getByRole('heading', { level: 1, name: route.heading }).waitFor();
    }
    await context.setOffline(false);

    await signInThroughUi(page, server.url, email);
    // Signed in: the worker caches every app file.
    await waitFor(() => appCacheHolds(page, appFiles), Boolean, 30_000);

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

  it('a new device opening /app gets the recipes first: the worker installs and caches the app once they are stored', async () => {
    const appFiles = await appTierFiles(server.url);
    const context = await browser.newContext();
    const signin = await context.request.post(`${server.url}/api/auth/signin`, { data: { email: bookEmail, password: TEST_PASSWORD } });
    expect(signin.ok()).toBe(true);
    // The recipes' pulls are held back until the test lets them through.
    let letPullsThrough = () => {};
    const pullsHeld = new Promise<void>((resolve) => {
      letPullsThrough = resolve;
    });
    await context.route('**/api/sync/recipes/pull', async (route) => {
      await pullsHeld;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/app`);
    const shell = new AppShellPage(page);
    await shell.waitForShell();
    await shell.openView('Recipe Book');
    const book = new RecipeBookPage(page);
    await book.heading.waitFor();
    // The app is up, its recipes not yet here: no worker is registered, so nothing downloads beside them.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);

    letPullsThrough();
    await book.item(NEWEST).waitFor({ timeout: 15_000 });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await waitFor(() => appCacheHolds(page, appFiles), Boolean, 30_000);
    await context.unroute('**/api/sync/recipes/pull');

    await context.setOffline(true);
    await page.reload();
    await shell.waitForShell();
    if (!(await book.heading.isVisible())) await shell.openView('Recipe Book');
    await book.item(NEWEST).waitFor({ timeout: 15_000 });
    await expect.poll(() => book.count.textContent()).toContain(String(BOOK_SIZE));
    await context.setOffline(false);
    await context.close();
  });
});
