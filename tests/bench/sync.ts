/**
 * Sync part of `npm run bench`, in Chromium against the real server and the built app:
 * - propagation latency device A → device B: 200 title edits made through A's recipe book, each
 *   timed from A's list showing it to B's list showing it (both pages stamp DOM changes with the
 *   same wall clock);
 * - initial sync of 5,000 recipes into a fresh profile, from the app shell appearing to the recipe
 *   book counting 5,000, against a raw IndexedDB bulk write of the same documents in the same browser.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AppShellPage } from '../e2e/pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from '../e2e/pages/accounts';
import { RecipeBookPage } from '../e2e/pages/RecipeBookPage';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { type BenchRow, percentile, sortedCopy } from './types';

type Row = BenchRow;

const EDITS = 200;
const BULK = 5_000;
const PUSH_ROWS = 100;

/**
 * Installed in every page before the app runs: when each recipe title, count and the shell were
 * first seen. Plain text, because tsx adds helpers to compiled functions that pages do not have.
 */
const OBSERVER_SCRIPT = `
(() => {
  const seen = {};
  const bench = { seen, watchTitles: true };
  window.__bench = bench;
  const mark = (key, t) => { if (!(key in seen)) seen[key] = t; };
  const scan = () => {
    const t = performance.timeOrigin + performance.now();
    if (bench.watchTitles) {
      for (const h of document.querySelectorAll('ul[aria-label="Saved recipes"] h2')) mark('title:' + (h.textContent || ''), t);
    }
    const count = document.querySelector('.view__count');
    if (count && count.textContent) mark('count:' + count.textContent.split(' ')[0], t);
    if (document.querySelector('button[aria-label^="Account menu for"]')) mark('shell', t);
  };
  new MutationObserver(scan).observe(document, { subtree: true, childList: true, characterData: true });
})();
`;

const seenAt = (page: Page, key: string) =>
  page.evaluate((k) => (window as unknown as { __bench: { seen: Record<string, number> } }).__bench.seen[k] ?? null, key);

async function waitSeen(page: Page, key: string, timeout: number): Promise<number> {
  try {
    await page.waitForFunction((k) => k in (window as unknown as { __bench: { seen: Record<string, number> } }).__bench.seen, key, {
      timeout,
      polling: 'raf',
    });
  } catch (error) {
    const keys = await page.evaluate(() =>
      Object.keys((window as unknown as { __bench?: { seen: Record<string, number> } }).__bench?.seen ?? {}),
    );
    throw new Error(`${key} not seen within ${timeout} ms (seen: ${keys.slice(-5).join(', ')}): ${String(error).slice(0, 120)}`);
  }
  return (await seenAt(page, key)) as number;
}

async function device(
  browser: Browser,
  server: E2eServer,
  email: string,
  watchTitles = true,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.addInitScript({ content: OBSERVER_SCRIPT });
  const page = await context.newPage();
  await signInThroughUi(page, server.url, email);
  if (!watchTitles) await page.evaluate(() => ((window as unknown as { __bench: { watchTitles: boolean } }).__bench.watchTitles = false));
  return { context, page };
}

async function openBook(page: Page): Promise<RecipeBookPage> {
  const book = new RecipeBookPage(page);
  if (!(await book.heading.isVisible())) await new AppShellPage(page).openView('Recipe Book');
  await book.heading.waitFor();
  return book;
}

function benchRecipe(n: number) {
  const at = new Date(Date.UTC(2026, 10, 1) + n * 1000).toISOString();
  return {
    id: `bulk-${n}`,
    title: `Bulk recipe ${n}`,
    convertedRecipe: `# Bulk recipe ${n}\n\n## Ingredients\n- 200 g lentils\n- 1 onion\n- 2 cloves garlic\n\n## Steps\n1. Soften the onion.\n2. Simmer the lentils for 20 minutes.`,
    dietaryFilters: ['Vegan', 'Gluten-Free'],
    category: 'main-dish',
    imageUrl: '',
    createdAt: at,
    updatedAt: at,
  };
}

async function propagation(browser: Browser, server: E2eServer, email: string): Promise<Row[]> {
  const a = await device(browser, server, email);
  const b = await device(browser, server, email);
  const bookA = await openBook(a.page);
  await openBook(b.page);
  let title = 'Latency probe';
  await bookA.create(title, 'Edited again and again.');
  await waitSeen(b.page, `title:${title}`, 15_000);
  const latencies: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    const next = `Latency probe ${i}`;
    await bookA.edit(title, { title: next });
    const shownOnA = await waitSeen(a.page, `title:${next}`, 15_000);
    const shownOnB = await waitSeen(b.page, `title:${next}`, 15_000);
    latencies.push(shownOnB - shownOnA);
    title = next;
  }
  await a.context.close();
  await b.context.close();
  const sorted = sortedCopy(latencies);
  const note = `${EDITS} title edits, A's list → B's list`;
  return [
    { part: 'sync', metric: 'propagation A→B p50', value: percentile(sorted, 50), unit: 'ms', note },
    { part: 'sync', metric: 'propagation A→B p99', value: percentile(sorted, 99), unit: 'ms', note },
  ];
}

async function seedRecipes(server: E2eServer, email: string): Promise<void> {
  const { rows } = await server.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  const userId = rows[0]?.id;
  if (!userId) throw new Error('bench user not found');
  // 5,000 recipes are over every plan's recipe limit (the server refuses creations beyond it): an admin has none.
  await server.db.query('UPDATE users SET is_admin = true WHERE id = $1', [userId]);
  const token = server.app.issueAccessToken({ id: userId, email, emailVerified: true, provider: 'password' });
  for (let start = 0; start < BULK; start += PUSH_ROWS) {
    const batch = Array.from({ length: Math.min(PUSH_ROWS, BULK - start) }, (_, i) => ({
      newDocumentState: { ...benchRecipe(start + i), _deleted: false },
    }));
    const res = await fetch(`${server.url}/api/sync/recipes/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ rows: batch }),
    });
    const body = res.ok ? ((await res.json()) as { rejected?: unknown[] }) : null;
    if (!body || body.rejected) throw new Error(`seeding failed: ${res.status} ${JSON.stringify(body)}`);
  }
}

async function initialSync(browser: Browser, server: E2eServer, email: string): Promise<Row[]> {
  await seedRecipes(server, email);
  const fresh = await device(browser, server, email, false);
  await openBook(fresh.page);
  const shellAt = (await seenAt(fresh.page, 'shell')) as number;
  const doneAt = await waitSeen(fresh.page, `count:${BULK}`, 150_000);
  const syncMs = doneAt - shellAt;

  const docs = Array.from({ length: BULK }, (_, n) => benchRecipe(n));
  const rawMs = await fresh.page.evaluate(async (items) => {
    const started = performance.now();
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(`bench-raw-${Date.now()}`, 1);
      open.onupgradeneeded = () => open.result.createObjectStore('docs', { keyPath: 'id' });
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('docs', 'readwrite');
      const store = tx.objectStore('docs');
      for (const item of items) store.put(item);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    const ms = performance.now() - started;
    db.close();
    return ms;
  }, docs);
  await fresh.context.close();
  return [
    {
      part: 'sync',
      metric: `initial sync ${BULK} recipes`,
      value: syncMs,
      unit: 'ms',
      ratio: syncMs / rawMs,
      note: 'fresh profile: shell shown → book counts all; ratio to raw IndexedDB',
    },
    { part: 'sync', metric: `raw IndexedDB bulk write ${BULK}`, value: rawMs, unit: 'ms', note: 'one put() transaction, same documents' },
  ];
}

export async function runSyncBench(): Promise<Row[]> {
  const server = await startE2eServer();
  const browser = await launchBrowser();
  try {
    const setup = await (await browser.newContext()).newPage();
    const latencyUser = uniqueEmail('bench-latency');
    const bulkUser = uniqueEmail('bench-bulk');
    await signUpAndVerify(setup, server.url, server.dataDir, latencyUser);
    await signUpAndVerify(setup, server.url, server.dataDir, bulkUser);
    await setup.context().close();
    return [...(await propagation(browser, server, latencyUser)), ...(await initialSync(browser, server, bulkUser))];
  } finally {
    await browser.close();
    await server.close();
  }
}
