import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOK_MODE_TEXTS } from '../../shared/domain/cookModeTexts';
import { emptyStructuredRecipe } from '../../shared/domain/recipeContent';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { seedDocuments } from '../support/seedDocuments';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi } from './pages/accounts';
import { seriousAxeViolations } from './pages/axe';
import { ConverterPage } from './pages/ConverterPage';
import { CookModePage } from './pages/CookModePage';
import { createPasswordUser, waitForOfflineApp } from './pages/planUser';
import { RecipeBookPage } from './pages/RecipeBookPage';

/**
 * Cook mode on a tablet (1194×834): step navigation by keyboard, the ingredients of the step
 * highlighted, a timer read from the step that keeps running through an offline reload and rings
 * (visible alert, Web Audio tones) with the network off. Time is moved with Playwright's clock.
 */

const TITLE = 'Red lentil soup';
const STEPS = ['Heat the oil and soften the onion 5 minutes.', 'Add the lentils and simmer 20 minutes.', 'Season with salt and serve.'];
const at = '2026-11-24T08:00:00.000Z';

let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cook: CookModePage;

/** Counts Web Audio oscillators started, i.e. ring tones played. */
function countTones(): void {
  const w = window as unknown as { __tones: number };
  w.__tones = 0;
  const original = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function createOscillator(this: AudioContext) {
    w.__tones += 1;
    return original.call(this);
  };
}

/** Counts wake-lock requests and keeps the last lock, so a test can release it as the browser does when the page is hidden. */
function watchWakeLock(): void {
  const w = window as unknown as { __wakeRequests: number; __wakeLock: WakeLockSentinel | null };
  w.__wakeRequests = 0;
  w.__wakeLock = null;
  const lock = navigator.wakeLock;
  if (!lock) return;
  const request = lock.request.bind(lock);
  lock.request = async (type?: 'screen') => {
    w.__wakeRequests += 1;
    w.__wakeLock = await request(type);
    return w.__wakeLock;
  };
}

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  const email = await createPasswordUser(server.db, 'cook', 'chef');
  await seedDocuments(server.db, email, 'recipes', [
    {
      id: 'soup',
      title: TITLE,
      convertedRecipe: JSON.stringify({
        ...emptyStructuredRecipe(TITLE),
        ingredients: ['2 tbsp olive oil', '1 onion, chopped', '1 cup red lentils', '½ tsp salt'],
        instructions: STEPS,
      }),
      dietaryFilters: ['Vegan'],
      category: 'main-dish',
      imageUrl: '',
      createdAt: at,
      updatedAt: at,
    },
  ]);
  context = await browser.newContext({ bypassCSP: true, viewport: { width: 1194, height: 834 } });
  await context.addInitScript(countTones);
  await context.addInitScript(watchWakeLock);
  page = await context.newPage();
  await page.clock.install();
  await signInThroughUi(page, server.url, email);
  // The service worker has the app cached before any test goes offline.
  await waitForOfflineApp(page);
  await new AppShellPage(page).waitForShell();
  await new AppShellPage(page).openView('Recipe Book');
  await new RecipeBookPage(page).item(TITLE).waitFor({ timeout: 15_000 });
  cook = new CookModePage(page);
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('cook mode', () => {
  it('moves between steps with the arrow keys and space, and highlights the step’s ingredients', async () => {
    await cook.openFromBook(TITLE);
    await cook.waitForStep(1, 3);
    expect(await cook.stepText.textContent()).toBe(STEPS[0]);
    expect(await cook.highlighted.allTextContents()).toEqual([
      '2 tbsp olive oil (used in this step)',
      '1 onion, chopped (used in this step)',
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.keyboard.press('ArrowRight');
    await cook.waitForStep(2, 3);
    expect(await cook.highlighted.allTextContents()).toEqual(['1 cup red lentils (used in this step)']);
    await page.keyboard.press('Space');
    await cook.waitForStep(3, 3);
    await page.keyboard.press('Space');
    await cook.waitForStep(3, 3);
    await page.keyboard.press('ArrowLeft');
    await cook.waitForStep(2, 3);
    await page.keyboard.press('Home');
    await cook.waitForStep(1, 3);
    await page.keyboard.press('End');
    await cook.waitForStep(3, 3);
    await page.keyboard.press('ArrowUp');
    await cook.waitForStep(2, 3);
    expect(await cook.previous.isEnabled()).toBe(true);
  });

  it('moves between steps with a swipe', async () => {
    const box = await page.getByTestId('cook-step').boundingBox();
    if (!box) throw new Error('no step on screen');
    const y = box.y + box.height / 2;
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(box.x + box.width - 20, box.x + 20);
    await cook.waitForStep(3, 3);
    await swipe(box.x + 20, box.x + box.width - 20);
    await cook.waitForStep(2, 3);
  });

  it('runs a timer from the step’s text that survives an offline reload and rings offline', async () => {
    await cook.startTimerButton(1200).click();
    await cook.timers.filter({ hasText: '20 minutes' }).waitFor();
    await page.clock.fastForward('08:00');
    await cook.timers.getByRole('timer').filter({ hasText: '12:00' }).waitFor();

    await waitForOfflineApp(page);
    await context.setOffline(true);
    await page.reload();
    // Cook mode comes back at the same step, with the timer still counting from its stored end time.
    await cook.waitForStep(2, 3);
    const left = await cook.timers.getByRole('timer').textContent();
    expect(left).toMatch(/^1[12]:\d\d$/);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    await page.clock.fastForward('12:01');
    await cook.alert.filter({ hasText: `${COOK_MODE_TEXTS.timeUp} Timer done: 20 minutes (step 2, ${TITLE})` }).waitFor();
    await cook.timers.filter({ hasText: COOK_MODE_TEXTS.timeUp }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await cook.dialog.getByRole('button', { name: COOK_MODE_TEXTS.dismissTimer('20 minutes') }).click();
    await cook.timers.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('cookMode.timers'))).toBe('[]');
    await context.setOffline(false);
  });

  it('rings with Web Audio tones when a timer started in this page runs out', async () => {
    await cook.waitForStep(2, 3);
    const before = await page.evaluate(() => (window as unknown as { __tones: number }).__tones);
    await cook.startTimerButton(1200).click();
    await page.clock.fastForward('20:01');
    await cook.alert.filter({ hasText: COOK_MODE_TEXTS.timeUp }).waitFor();
    await page.waitForFunction((n) => (window as unknown as { __tones: number }).__tones > n, before);
    await cook.dialog.getByRole('button', { name: COOK_MODE_TEXTS.dismissTimer('20 minutes') }).click();
    await cook.timers.waitFor({ state: 'detached' });
  });

  it('keeps the screen awake and asks again when the page is visible after the lock was lost', async () => {
    const wake = cook.dialog.locator('.cook__wake');
    await wake.filter({ hasText: COOK_MODE_TEXTS.screenOn }).waitFor();
    const before = await page.evaluate(() => (window as unknown as { __wakeRequests: number }).__wakeRequests);
    // Hiding the page releases the lock; coming back (visibilitychange) asks for it again.
    await page.evaluate(() => (window as unknown as { __wakeLock: WakeLockSentinel }).__wakeLock.release());
    await wake.filter({ hasText: COOK_MODE_TEXTS.screenMayDim }).waitFor();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await wake.filter({ hasText: COOK_MODE_TEXTS.screenOn }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __wakeRequests: number }).__wakeRequests)).toBe(before + 1);
  });

  it('works where the Wake Lock API is missing, saying the screen may dim', async () => {
    const page2 = await context.newPage();
    await page2.addInitScript(() => {
      // The API must be absent ("wakeLock" in navigator is false), not merely undefined.
      delete (Navigator.prototype as { wakeLock?: unknown }).wakeLock;
    });
    await page2.goto(page.url());
    // A new tab has its own session storage: cook mode is opened again from the book.
    const book2 = new RecipeBookPage(page2);
    await new AppShellPage(page2).waitForShell();
    if (!(await book2.heading.isVisible())) await new AppShellPage(page2).openView('Recipe Book');
    await book2.item(TITLE).waitFor();
    const cook2 = new CookModePage(page2);
    await cook2.openFromBook(TITLE);
    await cook2.waitForStep(1, 3);
    await cook2.dialog.locator('.cook__wake').filter({ hasText: COOK_MODE_TEXTS.screenMayDim }).waitFor();
    await page2.keyboard.press('ArrowRight');
    await cook2.waitForStep(2, 3);
    await cook2.exit.click();
    await page2.close();
  });

  it('closes with Exit and keeps the book as it was', async () => {
    await cook.exit.click();
    await cook.dialog.waitFor({ state: 'detached' });
    await new RecipeBookPage(page).item(TITLE).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('cookMode.session'))).toBeNull();
  });

  it('rings a timer started in cook mode on another view after cook mode is closed', async () => {
    await cook.openFromBook(TITLE);
    await page.keyboard.press('ArrowRight');
    await cook.waitForStep(2, 3);
    await cook.startTimerButton(1200).click();
    // Escape leaves cook mode only: the recipe it was opened from is there again, focus on its Cook mode button.
    await page.keyboard.press('Escape');
    await cook.dialog.waitFor({ state: 'detached' });
    const viewer = page.getByRole('dialog', { name: TITLE });
    await viewer.getByRole('button', { name: COOK_MODE_TEXTS.open, exact: true }).waitFor();
    // Focus comes back once the viewer has rendered again: wait for that state, not for the first read of it.
    await page.waitForFunction((name) => document.activeElement?.textContent === name, COOK_MODE_TEXTS.open, { timeout: 10_000 });
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    const shell = new AppShellPage(page);
    await shell.openView('Convert');
    await new ConverterPage(page).heading.waitFor();
    await cook.timers.filter({ hasText: '20 minutes' }).waitFor();
    await page.clock.fastForward('20:01');
    await cook.alert.filter({ hasText: `${COOK_MODE_TEXTS.timeUp} Timer done: 20 minutes (step 2, ${TITLE})` }).waitFor();
    await page.getByRole('button', { name: COOK_MODE_TEXTS.dismissTimer('20 minutes') }).click();
    await cook.timers.waitFor({ state: 'detached' });
    await shell.openView('Recipe Book');
  });
});
