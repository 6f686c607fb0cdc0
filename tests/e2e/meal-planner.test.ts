import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_STYLES, recipesForStyle } from '../../shared/domain/planner/generationStyles';
import { recipeFacts } from '../../shared/domain/planner/recipeFacts';
import { PLANNER_TEXTS } from '../../shared/domain/planner/texts';
import { runAdminCommand } from '../../sync-server/src/admin';
import { plannerBook } from '../fixtures/plannerRecipes';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { seedDocuments } from '../support/seedDocuments';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from './pages/accounts';
import { seriousAxeViolations } from './pages/axe';
import { selectShowsWholeText, textLines } from './pages/layout';
import { MealPlannerPage } from './pages/MealPlannerPage';
import { RecipeBookPage } from './pages/RecipeBookPage';

/**
 * The week grid of a Chef+ user: drag with the mouse and the keyboard, the capacity message, Save
 * Plan, an offline reload, an offline edit that reaches a second device.
 */

interface Device {
  context: BrowserContext;
  page: Page;
  shell: AppShellPage;
  planner: MealPlannerPage;
}

let server: E2eServer;
let browser: Browser;
let a: Device;
let b: Device;
const email = uniqueEmail('planner');

async function openDevice(signUp: boolean): Promise<Device> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (signUp) {
    await signUpAndVerify(page, server.url, server.dataDir, email);
    await runAdminCommand(server.db, { kind: 'set-plan', email, plan: 'master-chef' });
    await seedDocuments(server.db, email, 'recipes', plannerBook());
  }
  await signInThroughUi(page, server.url, email);
  const device = { context, page, shell: new AppShellPage(page), planner: new MealPlannerPage(page) };
  await openPlanner(device);
  return device;
}

async function openPlanner(device: Device): Promise<void> {
  if (!(await device.planner.heading.isVisible())) await device.shell.openView('Meal Planning');
  await device.planner.heading.waitFor();
  await device.planner.sideRecipe('Oatmeal with berries').waitFor({ timeout: 15_000 });
}

/** Monday = 0 … Sunday = 6, on this machine's clock (the browser's too). */
const todayIndex = (new Date().getDay() + 6) % 7;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  a = await openDevice(true);
  b = await openDevice(false);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('meal planner week grid', () => {
  it('places a recipe dragged with the mouse and marks the plan unsaved', async () => {
    await a.planner.mouseDrag(a.planner.sideRecipe('Oatmeal with berries'), 'Today', 'breakfast');
    await a.planner.placed('Today', 'breakfast', 'Oatmeal with berries').waitFor();
    await a.planner.toast(PLANNER_TEXTS.recipeAdded).first().waitFor();
    await a.planner.unsavedMark.waitFor();
    expect(await a.planner.saveButton.textContent()).toBe(PLANNER_TEXTS.save);
  });

  it('places a recipe with the keyboard only, and moves it between slots with the arrow keys', async () => {
    const toToday = Array.from({ length: todayIndex + 1 }, () => 'ArrowRight');
    const toBreakfast = ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp'];
    await a.planner.keyboardDrag(a.planner.sideRecipe('Scrambled egg toast'), [...toToday, ...toBreakfast], 'Today Breakfast');
    await a.planner.placed('Today', 'breakfast', 'Scrambled egg toast').waitFor();

    await a.planner.keyboardDrag(a.planner.placed('Today', 'breakfast', 'Scrambled egg toast'), ['ArrowDown'], 'Today Lunch');
    await a.planner.placed('Today', 'lunch', 'Scrambled egg toast').waitFor();
    expect(await a.planner.placed('Today', 'breakfast', 'Scrambled egg toast').count()).toBe(0);
  });

  it('refuses a fourth breakfast with the capacity message', async () => {
    await a.planner.addWithDialog('Today', 'breakfast', 'Pancakes breakfast stack');
    await a.planner.addWithDialog('Today', 'breakfast', 'Scrambled egg toast');
    await a.planner.placed('Today', 'breakfast', 'Scrambled egg toast').waitFor();
    await a.planner.addWithDialog('Today', 'breakfast', 'Lentil soup');
    const message = PLANNER_TEXTS.limitReached('breakfast', 3);
    await a.planner.toast(message.title).first().waitFor();
    await a.page.getByText(message.description, { exact: true }).waitFor();
    expect(await a.planner.slot('Today', 'breakfast').locator('.placed').count()).toBe(3);
  });

  it('saves the plan, and the planner has no serious accessibility violations', async () => {
    await a.planner.save();
    expect(await a.planner.saveButton.isDisabled()).toBe(true);
    expect(JSON.stringify(await seriousAxeViolations(a.page, 'main'), null, 1)).toBe('[]');
  });

  it('shows the saved week on the second device', async () => {
    await b.planner.placed('Today', 'lunch', 'Scrambled egg toast').waitFor({ timeout: 15_000 });
    await b.planner.placed('Today', 'breakfast', 'Pancakes breakfast stack').waitFor();
  });

  it('keeps the week after an offline reload, takes an offline edit, and syncs it when back online', async () => {
    await a.shell.waitForSyncLabel('Synced');
    await a.context.setOffline(true);
    await a.page.reload();
    await a.shell.waitForShell();
    await openPlanner(a);
    await a.planner.placed('Today', 'breakfast', 'Oatmeal with berries').waitFor();

    await a.planner.slot('Today', 'breakfast').getByRole('button', { name: 'Remove Oatmeal with berries' }).click();
    await a.planner.addWithDialog('Today', 'dinner', 'Salmon with rice');
    await a.planner.save();
    await a.shell.waitForSyncLabel(/Offline.*change/);

    await a.context.setOffline(false);
    await b.planner.placed('Today', 'dinner', 'Salmon with rice').waitFor({ timeout: 15_000 });
    await b.planner.placed('Today', 'breakfast', 'Oatmeal with berries').waitFor({ state: 'detached' });
  });

  it('merges placements two offline devices made in one week', async () => {
    await a.shell.waitForSyncLabel('Synced');
    await b.shell.waitForSyncLabel('Synced');
    await a.context.setOffline(true);
    await b.context.setOffline(true);
    await a.planner.addWithDialog('Today', 'snacks', 'Apple peanut butter bites');
    await a.planner.save();
    await b.planner.addWithDialog('Today', 'snacks', 'Veggie wrap');
    await b.planner.save();
    await a.context.setOffline(false);
    await a.shell.waitForSyncLabel('Synced');
    await b.context.setOffline(false);
    for (const device of [a, b]) {
      await device.planner.placed('Today', 'snacks', 'Apple peanut butter bites').waitFor({ timeout: 15_000 });
      await device.planner.placed('Today', 'snacks', 'Veggie wrap').waitFor({ timeout: 15_000 });
    }
  });

  it('generates a week, refuses a style with too few recipes, shows the analytics, and clears', async () => {
    const { page, planner } = a;
    await page.getByLabel('Style', { exact: true }).selectOption('comfort-food');
    await page.getByRole('button', { name: PLANNER_TEXTS.generate }).click();
    await planner.toast('Not Enough Recipes').waitFor();
    await page.getByText(/^You need at least 7 recipes that match the Comfort Food criteria .* Found \d+ matching recipes\.$/).waitFor();

    await page.getByLabel('Style', { exact: true }).selectOption('balanced');
    await page.getByRole('button', { name: PLANNER_TEXTS.generate }).click();
    await planner.toast(PLANNER_TEXTS.weeklyPlanGenerated).waitFor();
    await planner.unsavedMark.waitFor();
    expect(await page.locator('.week-grid .placed').count()).toBe(28);
    const todayTitles = await planner.slot('Today', 'breakfast').locator('.placed__title').allTextContents();
    const dayTitles = [];
    for (const slot of ['breakfast', 'lunch', 'dinner', 'snacks'] as const) {
      dayTitles.push(...(await planner.slot('Today', slot).locator('.placed__title').allTextContents()));
    }
    expect(todayTitles).toHaveLength(1);
    expect(new Set(dayTitles).size).toBe(4);
    await planner.save();

    const analytics = page.getByRole('region', { name: PLANNER_TEXTS.analytics.title });
    await analytics.getByText(PLANNER_TEXTS.analytics.weekTotal).waitFor();
    await analytics.getByText(PLANNER_TEXTS.analytics.daysWithMeals(7)).waitFor();
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);

    await page.getByRole('button', { name: PLANNER_TEXTS.clear }).click();
    await planner.toast(PLANNER_TEXTS.calendarCleared).waitFor();
    expect(await page.locator('.week-grid .placed').count()).toBe(0);
    await analytics.getByText(PLANNER_TEXTS.noNutritionData).waitFor();
    await planner.save();
    await b.planner.slot('Today', 'breakfast').locator('.placed').first().waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('on Master Chef generates from the whole book: the real count, the same week for the same choices, another on request', async () => {
    const { page, planner } = a;
    const weekTitles = () => page.locator('.week-grid .placed__title').allTextContents();
    const toasts = page.getByRole('region', { name: 'Notifications' });
    const dismissToasts = async () => {
      const close = toasts.getByRole('button', { name: 'Dismiss notification' });
      while ((await close.count()) > 0) await close.first().click();
    };
    const generate = async (button: string) => {
      await dismissToasts();
      await page.getByRole('button', { name: button, exact: true }).click();
      await planner.toast(PLANNER_TEXTS.weeklyPlanGenerated).waitFor();
      await page.locator('.week-grid .placed').nth(27).waitFor();
    };
    // The whole book, every click: the count is the same as the book's.
    const comfort = recipesForStyle(plannerBook().map(recipeFacts), 'comfort-food').length;
    const notEnough = PLANNER_TEXTS.notEnoughRecipes(GENERATION_STYLES['comfort-food'], comfort).description;
    await page.getByLabel('Style', { exact: true }).selectOption('comfort-food');
    for (let i = 0; i < 3; i++) {
      await dismissToasts();
      await page.getByRole('button', { name: PLANNER_TEXTS.generate }).click();
      await toasts.getByText(notEnough, { exact: true }).waitFor();
    }
    // Seven vegetarian recipes of ten: enough when every recipe counts (a 70 % share would leave too few).
    await page.getByLabel('Style', { exact: true }).selectOption('vegetarian');
    await generate(PLANNER_TEXTS.generate);
    await page.getByLabel('Style', { exact: true }).selectOption('balanced');
    await generate(PLANNER_TEXTS.generate);
    const first = await weekTitles();
    expect(first).toHaveLength(28);
    await generate(PLANNER_TEXTS.generate);
    expect(await weekTitles()).toEqual(first);
    await generate(PLANNER_TEXTS.generation.another);
    const another = await weekTitles();
    expect(another).toHaveLength(28);
    expect(another).not.toEqual(first);
    await page.getByRole('button', { name: PLANNER_TEXTS.clear }).click();
    await planner.toast(PLANNER_TEXTS.calendarCleared).waitFor();
    await planner.save();
  });

  it('says a placed recipe was deleted from the book, and counts no calories for it', async () => {
    const { page, planner, shell } = a;
    await planner.addWithDialog('Today', 'dinner', 'Lentil soup');
    const placed = planner.placed('Today', 'dinner', 'Lentil soup');
    await placed.getByText(/\d+ kcal$/).waitFor();
    await planner.save();
    await shell.openView('Recipe Book');
    const book = new RecipeBookPage(page);
    await book.heading.waitFor();
    // Found by search, wherever the book's pages put it.
    await book.search.fill('Lentil soup');
    await book.remove('Lentil soup');
    await book.search.fill('');
    await shell.openView('Meal Planning');
    await planner.heading.waitFor();
    await placed.getByText(PLANNER_TEXTS.deletedRecipe, { exact: true }).waitFor();
    expect(await placed.getByText(/kcal$/).count()).toBe(0);
    expect(await page.locator('.day--today .day__kcal, [aria-current="date"] .day__kcal').first().textContent()).toBe('0 kcal');
  });
  it('from the top of the page the week grid is a few keys away, and removing a recipe keeps the focus in its slot', async () => {
    const { page, planner, shell } = a;
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await page.reload();
    await shell.waitForShell();
    await planner.heading.waitFor();
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe(PLANNER_TEXTS.skipToWeek);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'week-grid');
    await page.keyboard.press('Tab');
    // The first control of the week's first meal (Monday's breakfast: its "+ Add" or a recipe placed there).
    expect(await page.evaluate(() => document.querySelector('.week-grid .day .slot')?.contains(document.activeElement) ?? false)).toBe(
      true,
    );

    await planner.addWithDialog('Today', 'snacks', 'Oatmeal with berries');
    await planner.addWithDialog('Today', 'snacks', 'Scrambled egg toast');
    const snacks = planner.slot('Today', 'snacks');
    await snacks.getByRole('button', { name: 'Remove Oatmeal with berries' }).focus();
    await page.keyboard.press('Enter');
    await planner.placed('Today', 'snacks', 'Oatmeal with berries').waitFor({ state: 'detached' });
    // Focus moves to the next recipe's remove button, then (the slot empty) to its "+ Add", not to the top of the page.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Remove Scrambled egg toast');
    await page.keyboard.press('Enter');
    await planner.placed('Today', 'snacks', 'Scrambled egg toast').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Add recipe to Today Snacks');
    await planner.save();
  });
  it('fits its controls: the sort box is not cut, figures stay on one line, Previous and Next too on a phone', async () => {
    const { page } = a;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: PLANNER_TEXTS.generate }).click();
    await page.locator('.placed').first().waitFor();
    const analytics = page.getByRole('region', { name: 'Nutrition Analytics' });
    const figures = analytics.locator('.totals__list dd');
    await figures.first().waitFor();
    expect(await selectShowsWholeText(page.getByLabel('Sort', { exact: true }))).toBe(true);
    for (const figure of await figures.all()) expect(await textLines(figure), await figure.innerText()).toBe(1);
    for (const dayKcal of await page.locator('.day__kcal').all()) expect(await textLines(dayKcal)).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const name of ['Previous week', 'Next week']) {
      const button = page.getByRole('button', { name, exact: true });
      expect(await textLines(button), name).toBe(1);
    }
    for (const figure of await figures.all()) expect(await textLines(figure), await figure.innerText()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: PLANNER_TEXTS.clear }).click();
    await a.planner.toast(PLANNER_TEXTS.calendarCleared).waitFor();
    await a.planner.save();
  });
});
