/**
 * Planner part of `npm run bench`, in Chromium against the real server and the built app, with 5,000
 * recipes in the book (a fifth without stated nutrition, so it is computed): median of
 * - opening the planner: click on Meal Planning → week grid and side list rendered;
 * - generating a week: click on Generate Week → "Weekly Plan Generated" (28 placements);
 * - building the shopping list of that full week (28 recipes): click → list groups rendered;
 * plus the same domain functions timed in Node, for reference.
 */
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { generateWeek } from '../../shared/domain/planner/generateWeek';
import { recipeFacts } from '../../shared/domain/planner/recipeFacts';
import { buildShoppingList } from '../../shared/domain/planner/shoppingList';
import { shoppingSources } from '../../shared/domain/planner/shoppingSources';
import { PLANNER_TEXTS } from '../../shared/domain/planner/texts';
import { weekDays, weekStartOf } from '../../shared/domain/planner/week';
import { runAdminCommand } from '../../sync-server/src/admin';
import { AppShellPage } from '../e2e/pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from '../e2e/pages/accounts';
import { bulkPlannerBook } from '../fixtures/plannerBulkRecipes';
import { launchBrowser } from '../support/browser';
import { startE2eServer } from '../support/e2eServer';
import { seedDocuments } from '../support/seedDocuments';
import { type BenchRow, percentile, sortedCopy } from './types';

const BOOK = 5_000;
const RUNS = 7;

const median = (values: number[]) => percentile(sortedCopy(values), 50);

/** Milliseconds from the next click on the page to `done` becoming true in the page (checked each frame). */
async function clickToDone(page: Page, click: () => Promise<void>, done: string): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __clickAt?: number };
    w.__clickAt = undefined;
    document.addEventListener(
      'click',
      () => {
        w.__clickAt = performance.now();
      },
      { capture: true, once: true },
    );
  });
  await click();
  const handle = await page.waitForFunction(
    (check) => {
      const w = window as unknown as { __clickAt?: number };
      // biome-ignore lint/security/noGlobalEval: the check is this file's own constant text, run in the test page.
      return w.__clickAt !== undefined && globalThis.eval(check) ? performance.now() - w.__clickAt : null;
    },
    done,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

function nodeRows(): BenchRow[] {
  const docs = bulkPlannerBook(BOOK);
  const t0 = performance.now();
  const facts = docs.map(recipeFacts);
  const readMs = performance.now() - t0;
  const days = weekDays(weekStartOf(new Date()));
  const generateMs: number[] = [];
  const listMs: number[] = [];
  const byId = new Map(facts.map((f) => [f.id, f]));
  for (let i = 0; i < RUNS; i++) {
    const g0 = performance.now();
    const result = generateWeek(facts, {
      style: 'balanced',
      days,
      variant: i,
      allergies: [],
      religiousRequirements: [],
      healthConditions: [],
      dietaryFilters: [],
    });
    generateMs.push(performance.now() - g0);
    if (!result.ok) throw new Error(result.description);
    const l0 = performance.now();
    buildShoppingList(shoppingSources(result.meals, byId));
    listMs.push(performance.now() - l0);
  }
  return [
    { part: 'planner', metric: 'node: read 5,000 recipes', value: readMs, unit: 'ms', note: 'parse once, cached per version' },
    { part: 'planner', metric: 'node: generate a week', value: median(generateMs), unit: 'ms', note: `median of ${RUNS}` },
    { part: 'planner', metric: 'node: shopping list, 28 recipes', value: median(listMs), unit: 'ms', note: `median of ${RUNS}` },
  ];
}

export async function runPlannerBench(): Promise<BenchRow[]> {
  const rows = nodeRows();
  const server = await startE2eServer();
  const browser = await launchBrowser();
  try {
    const email = uniqueEmail('bench-planner');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signUpAndVerify(page, server.url, server.dataDir, email);
    await runAdminCommand(server.db, { kind: 'set-plan', email, plan: 'master-chef' });
    const docs = bulkPlannerBook(BOOK);
    for (let i = 0; i < docs.length; i += 500) await seedDocuments(server.db, email, 'recipes', docs.slice(i, i + 500));
    await signInThroughUi(page, server.url, email);
    const shell = new AppShellPage(page);
    // Wait for the whole book to be on the device before timing anything.
    await shell.openView('Meal Planning');
    await page.getByRole('heading', { name: `Your recipes (${BOOK})` }).waitFor({ timeout: 300_000 });

    const open: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await shell.openView('Settings');
      await page.locator('.week-grid').waitFor({ state: 'detached' });
      open.push(
        await clickToDone(
          page,
          () => shell.openView('Meal Planning'),
          `document.querySelectorAll('.week-grid .slot').length === 28 && !!document.querySelector('.side-list__items li')`,
        ),
      );
    }

    const generate: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Done when 28 placements are shown and none of them is from the week before the click.
      const previous = await page
        .locator('.week-grid .placed')
        .evaluateAll((items) => items.map((li) => li.getAttribute('data-placement-id')));
      generate.push(
        await clickToDone(
          page,
          () => page.getByRole('button', { name: PLANNER_TEXTS.generate }).click(),
          `(() => { const ids = [...document.querySelectorAll('.week-grid .placed')].map((li) => li.getAttribute('data-placement-id')); const before = new Set(${JSON.stringify(previous)}); return ids.length === 28 && ids.every((id) => !before.has(id)); })()`,
        ),
      );
    }

    const list: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      list.push(
        await clickToDone(
          page,
          () => page.getByRole('button', { name: PLANNER_TEXTS.shopping.title, exact: true }).click(),
          `document.querySelectorAll('[role="dialog"] .shop-group').length > 0`,
        ),
      );
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }

    rows.unshift(
      {
        part: 'planner',
        metric: 'open planner (first render)',
        value: median(open),
        unit: 'ms',
        note: `Chromium, ${BOOK} recipes, median of ${RUNS}`,
      },
      {
        part: 'planner',
        metric: 'generate a week',
        value: median(generate),
        unit: 'ms',
        note: `Chromium, click → 28 placed, median of ${RUNS}`,
      },
      {
        part: 'planner',
        metric: 'shopping list, 28 recipes',
        value: median(list),
        unit: 'ms',
        note: `Chromium, click → list shown, median of ${RUNS}`,
      },
    );
    await context.close();
    return rows;
  } finally {
    await browser.close();
    await server.close();
  }
}
