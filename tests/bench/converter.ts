import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { CONVERTER_TEXTS } from '../../shared/domain/converterTexts';
import { runAdminCommand } from '../../sync-server/src/admin';
import { hashPassword } from '../../sync-server/src/auth/password';
import { insertUser } from '../../sync-server/src/auth/userRepository';
import { ConverterPage } from '../e2e/pages/ConverterPage';
import { launchBrowser } from '../support/browser';
import { startE2eServer } from '../support/e2eServer';
import { type BenchRow, percentile, sortedCopy } from './types';

const RECIPE = `Spaghetti Carbonara
Serves 4
Ingredients
- 400 g spaghetti
- 150 g pancetta, diced
- 3 eggs
- 50 g parmesan, grated
- 2 tbsp butter
- salt and black pepper
Instructions
1. Cook the spaghetti in salted water.
2. Fry the pancetta in the butter until crisp.
3. Whisk the eggs with the parmesan.
4. Toss the hot pasta with the pancetta, then the egg mixture, and serve.`;

const RUNS = 15;

/** Script URLs (with their gzip size) the page fetches while `action` runs. */
async function scriptsDuring(page: Page, action: () => Promise<void>): Promise<Map<string, number>> {
  const seen = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const listener = (response: import('playwright-core').Response) => {
    if (response.request().resourceType() !== 'script' && !response.url().endsWith('.js')) return;
    pending.push(
      response
        .body()
        .then((body) => void seen.set(response.url(), gzipSync(body, { level: 9 }).length))
        .catch(() => undefined),
    );
  };
  page.on('response', listener);
  await action();
  await Promise.all(pending);
  page.off('response', listener);
  return seen;
}

/** In the page: press Convert and wait for a new card (a new run id) made on the device; milliseconds. */
function timeOneConversion(page: Page): Promise<number> {
  return page.evaluate(async (buttonName) => {
    const before = document.querySelector<HTMLElement>('.result-panel[data-run-id]')?.dataset.runId;
    const button = [...document.querySelectorAll<HTMLButtonElement>('form button[type="submit"]')].find(
      (b) => b.textContent?.trim() === buttonName,
    );
    if (!button) throw new Error('no Convert button');
    const start = performance.now();
    button.click();
    for (;;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const panel = document.querySelector<HTMLElement>('.result-panel[data-run-id]');
      if (panel && panel.dataset.runId !== before && panel.querySelector('article.recipe-card h2')) return performance.now() - start;
      if (performance.now() - start > 30_000) throw new Error('no card within 30 s');
    }
  }, CONVERTER_TEXTS.convertButton);
}

/**
 * The converter's engine offline: gzip size of the engine chunk(s) loaded on the first offline Convert,
 * the median time from pressing Convert offline to the card shown in Chromium, and the engine bytes a
 * public page loads (must be 0).
 */
export async function runConverterBench(): Promise<BenchRow[]> {
  const server = await startE2eServer();
  const browser = await launchBrowser();
  try {
    const email = 'bench-converter@example.test';
    const password = 'correct horse battery staple';
    await insertUser(server.db, { email, passwordHash: await hashPassword(password), emailVerified: true, provider: 'password' });
    // Unlimited conversions, so the runs are not stopped by the daily limit.
    await runAdminCommand(server.db, { kind: 'set-plan', email, plan: 'master-chef' });

    const context = await browser.newContext();
    const signin = await context.request.post(`${server.url}/api/auth/signin`, { data: { email, password } });
    if (!signin.ok()) throw new Error(`bench sign-in failed: ${signin.status()}`);
    const page = await context.newPage();
    const converter = new ConverterPage(page);
    await page.goto(`${server.url}/app`);
    await converter.heading.waitFor({ timeout: 30_000 });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await converter.heading.waitFor({ timeout: 30_000 });
    await page.locator('.usage-meter__count').filter({ hasText: 'Unlimited' }).waitFor({ timeout: 15_000 });

    await context.setOffline(true);
    await converter.recipeField.fill(RECIPE);
    await converter.pickFilter('Vegan');
    await converter.pickFilter('Gluten-Free');
    let first = 0;
    const engineChunks = await scriptsDuring(page, async () => {
      first = await timeOneConversion(page);
    });
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await timeOneConversion(page));
    await context.setOffline(false);
    await context.close();

    const publicContext = await browser.newContext({ serviceWorkers: 'block' });
    const publicPage = await publicContext.newPage();
    const publicScripts = await scriptsDuring(publicPage, async () => {
      await publicPage.goto(`${server.url}/about`);
      await publicPage.waitForLoadState('networkidle');
    });
    await publicContext.close();
    const chunkPaths = new Set([...engineChunks.keys()].map((u) => new URL(u).pathname));
    const leaked = [...publicScripts].filter(([url]) => chunkPaths.has(new URL(url).pathname)).reduce((sum, [, bytes]) => sum + bytes, 0);

    const engineBytes = [...engineChunks.values()].reduce((a, b) => a + b, 0);
    const sorted = sortedCopy(times);
    return [
      {
        part: 'converter',
        metric: 'engine chunk loaded on first offline Convert, gzip',
        value: engineBytes / 1024,
        unit: 'kB',
        note: `${engineChunks.size} files`,
      },
      { part: 'converter', metric: 'Convert offline → card, first (loads the engine)', value: first, unit: 'ms' },
      {
        part: 'converter',
        metric: 'Convert offline → card, median',
        value: percentile(sorted, 50),
        unit: 'ms',
        note: `${RUNS} runs, Chromium`,
      },
      { part: 'converter', metric: 'Convert offline → card, p95', value: percentile(sorted, 95), unit: 'ms' },
      { part: 'converter', metric: 'engine bytes loaded by a public page (/about)', value: leaked / 1024, unit: 'kB', note: 'must be 0' },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
