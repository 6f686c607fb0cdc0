import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MARKER_BOOK, SESSION_MARKER_COOKIE } from '../../shared/domain/accountRules';
import { updateUserAndEntitlements } from '../../sync-server/src/account/entitlements';
import { findUserById } from '../../sync-server/src/auth/userRepository';
import { benchRecipe } from '../bench/benchRecipe';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { waitFor } from '../support/waitFor';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, TEST_PASSWORD, uniqueEmail } from './pages/accounts';
import { RecipeBookPage } from './pages/RecipeBookPage';

/**
 * A fresh device whose book takes several pulls: its first pulls are fetched and written by a worker
 * (client/src/data/storage/fillWorker.ts) under the app's real CSP. It ends with exactly the server's
 * recipes, pushes none of them back, and then syncs live both ways.
 */

const RECIPES = 1_150;
const PUSH_ROWS = 100;

let server: E2eServer;
let browser: Browser;
const email = uniqueEmail('fresh-worker');

interface Device {
  context: BrowserContext;
  page: Page;
  book: RecipeBookPage;
  /** Script files and recipe pushes this device asked for. */
  requests: string[];
}

/** How many recipes the device's store holds (RxDB's Dexie table of the recipes collection). */
function storedRecipes(page: Page): Promise<number> {
  // Plain text: tsx adds helpers to compiled functions that pages do not have.
  return page.evaluate(`(async () => {
    const info = (await indexedDB.databases()).find((d) => d.name && d.name.startsWith('rxdb-dexie-') && d.name.endsWith('--recipes'));
    if (!info) return 0;
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open(info.name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('docs')) return 0;
      return await new Promise((resolve, reject) => {
        const req = db.transaction('docs', 'readonly').objectStore('docs').count();
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    } finally {
      db.close();
    }
  })()`) as Promise<number>;
}

async function openDevice(by: 'form' | 'cookie' = 'form'): Promise<Device> {
  const context = await browser.newContext();
  const requests: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js') || url.pathname === '/api/sync/recipes/push' || url.pathname === '/api/auth/refresh')
      requests.push(url.pathname + url.search);
  });
  const page = await context.newPage();
  if (by === 'form') await signInThroughUi(page, server.url, email);
  else {
    // Signed in with the cookie alone (the tab remembers no user): the page's first script sends the refresh and starts
    // the worker, which creates the store and fills it before the app creates its store.
    const signin = await context.request.post(`${server.url}/api/auth/signin`, { data: { email, password: TEST_PASSWORD } });
    if (!signin.ok()) throw new Error(`sign-in failed: ${signin.status()}`);
    await page.goto(`${server.url}/app`);
  }
  const book = new RecipeBookPage(page);
  if (!(await book.heading.isVisible())) await new AppShellPage(page).openView('Recipe Book');
  await book.heading.waitFor();
  return { context, page, book, requests };
}

/** Until the device's store holds every recipe (polled: the store fills in the background). */
const waitAllStored = (device: Device) =>
  waitFor(
    () => storedRecipes(device.page),
    (n) => n >= RECIPES,
    60_000,
  );

describe('a fresh device with a book of several pulls (first pulls in a worker)', () => {
  let a: Device;
  let b: Device;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    const setup = await browser.newContext();
    await signUpAndVerify(await setup.newPage(), server.url, server.dataDir, email);
    await setup.close();
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    const userId = rows[0]?.id;
    if (!userId) throw new Error('test user not found');
    // More recipes than any plan allows: as an admin (the entitlements document tells the app so).
    await updateUserAndEntitlements(server.db, userId, async (tx) => {
      await tx.query('UPDATE users SET is_admin = true WHERE id = $1', [userId]);
      return findUserById(tx, userId);
    });
    const token = server.app.issueAccessToken({ id: userId, email, emailVerified: true, provider: 'password' });
    for (let start = 0; start < RECIPES; start += PUSH_ROWS) {
      const batch = Array.from({ length: Math.min(PUSH_ROWS, RECIPES - start) }, (_, i) => ({
        newDocumentState: { ...benchRecipe(start + i, 'fresh'), _deleted: false },
      }));
      const res = await fetch(`${server.url}/api/sync/recipes/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ rows: batch }),
      });
      if (!res.ok) throw new Error(`seeding failed: ${res.status}`);
    }
  }, 240_000);

  afterAll(async () => {
    await a?.context.close();
    await b?.context.close();
    await browser?.close();
    await server?.close();
  });

  it('stores exactly the server’s recipes through the worker (started by the app, or early by the page’s first script), pushes none of them back, and then syncs live both ways', async () => {
    a = await openDevice();
    await waitAllStored(a);
    expect(await storedRecipes(a.page)).toBe(RECIPES);
    expect(a.requests.some((path) => /\/assets\/fillWorker-[\w-]+\.js$/.test(path))).toBe(true);
    await new AppShellPage(a.page).waitForSyncLabel('Synced', 60_000);
    expect(a.requests.filter((path) => path === '/api/sync/recipes/push')).toEqual([]);

    b = await openDevice('cookie');
    // The sign-in's marker said the book takes several pulls: the page's first script started the worker, which sent the
    // refresh itself (once: the refresh cookie rotates) and pulled on its answer.
    expect((await b.context.cookies()).find((c) => c.name === SESSION_MARKER_COOKIE)?.value).toBe(SESSION_MARKER_BOOK);
    await waitAllStored(b);
    await new AppShellPage(b.page).waitForSyncLabel('Synced', 60_000);
    expect(b.requests.filter((path) => path.startsWith('/api/auth/refresh'))).toEqual(['/api/auth/refresh?firstPage=8']);
    expect(b.requests.filter((path) => path === '/api/sync/recipes/push')).toEqual([]);

    // The newest recipe is on the first page of both books.
    const newest = benchRecipe(RECIPES - 1, 'fresh').title;
    await a.book.edit(newest, { title: 'Edited on the first device' });
    await b.page.getByRole('heading', { name: 'Edited on the first device' }).waitFor({ timeout: 15_000 });
    await b.book.edit('Edited on the first device', { title: 'Edited back on the second device' });
    await a.page.getByRole('heading', { name: 'Edited back on the second device' }).waitFor({ timeout: 15_000 });
    expect(await storedRecipes(a.page)).toBe(RECIPES);
    expect(await storedRecipes(b.page)).toBe(RECIPES);
  }, 180_000);
});
