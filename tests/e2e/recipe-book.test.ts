import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS } from '../../shared/domain/notificationTexts';
import { RECIPE_BOOK_TEXTS } from '../../shared/domain/recipeBookTexts';
import { parseAdminArgs, runAdminCommand } from '../../sync-server/src/admin';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from './pages/accounts';
import { seriousAxeViolations } from './pages/axe';
import { inViewport } from './pages/layout';
import { RecipeBookPage } from './pages/RecipeBookPage';

/**
 * The recipe book with one user on two devices (two browser contexts): search and "N of M", delete
 * with confirmation, the limit banners, an offline edit merged field by field with a concurrent
 * edit, a draft that survives closing the app, and server notifications arriving live.
 */

interface Device {
  context: BrowserContext;
  page: Page;
  shell: AppShellPage;
  book: RecipeBookPage;
}

let server: E2eServer;
let browser: Browser;
let a: Device;
let b: Device;
const email = uniqueEmail('book');

async function openDevice(signUp: boolean): Promise<Device> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (signUp) await signUpAndVerify(page, server.url, server.dataDir, email);
  await signInThroughUi(page, server.url, email);
  const device = { context, page, shell: new AppShellPage(page), book: new RecipeBookPage(page) };
  await showBook(device);
  return device;
}

async function showBook(device: Device): Promise<void> {
  if (!(await device.book.heading.isVisible())) await device.shell.openView('Recipe Book');
  await device.book.heading.waitFor();
}

async function expectNoSeriousAxe(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  a = await openDevice(true);
  b = await openDevice(false);
}, 120_000);

afterAll(async () => {
  await a?.context.close();
  await b?.context.close();
  await browser?.close();
  await server?.close();
});

describe('recipe book', () => {
  it('shows the empty book, then search narrows the list to "N of M" and Clear Filters brings it back', async () => {
    await a.page.getByRole('heading', { name: RECIPE_BOOK_TEXTS.emptyTitle }).waitFor();
    await expectNoSeriousAxe(a.page);
    await a.book.create('Red lentil soup', '1 cup red lentils');
    await a.book.create('Chocolate cake', '200 g dark chocolate');
    await a.book.create('Apple crumble', '4 apples');
    await a.book.search.fill('lentl');
    await a.book.results.filter({ hasText: '1 of 3' }).waitFor();
    expect(await a.book.titles()).toEqual(['Red lentil soup']);
    await a.book.search.fill('zzzz');
    await a.page.getByRole('heading', { name: RECIPE_BOOK_TEXTS.noResultsTitle }).waitFor();
    await a.book.clearFilters.click();
    await a.book.list.getByRole('heading').nth(2).waitFor();
    expect(await a.book.titles()).toEqual(['Apple crumble', 'Chocolate cake', 'Red lentil soup']);
    expect(await a.book.search.inputValue()).toBe('');
    await expectNoSeriousAxe(a.page);
  });

  it('deletes only after confirmation; Cancel keeps the recipe', async () => {
    await a.page.getByRole('button', { name: 'Delete Apple crumble', exact: true }).click();
    await a.book.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
    await a.book.deleteDialog.waitFor({ state: 'detached' });
    expect(await a.book.item('Apple crumble').count()).toBe(1);
    // Keyboard users land back on the button that opened the dialog.
    await a.page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Delete Apple crumble');
    await a.book.remove('Apple crumble');
    await b.book.item('Apple crumble').waitFor({ state: 'detached', timeout: 15_000 });
    // A's own list is waited for too (its page turn may still show the old cards for a moment under load).
    await a.book.item('Apple crumble').waitFor({ state: 'detached' });
    expect(await a.book.titles()).toEqual(['Chocolate cake', 'Red lentil soup']);
  });

  it('opens a recipe in the viewer and goes on to edit it', async () => {
    await a.book.item('Red lentil soup').getByRole('button', { name: 'Red lentil soup', exact: true }).click();
    const viewer = a.page.getByRole('dialog', { name: 'Red lentil soup' });
    await viewer.getByRole('button', { name: RECIPE_BOOK_TEXTS.copyRecipe }).waitFor();
    await viewer.getByText('1 cup red lentils').first().waitFor();
    await expectNoSeriousAxe(a.page);
    await viewer.getByRole('button', { name: RECIPE_BOOK_TEXTS.editRecipe }).click();
    await a.book.dialog.waitFor();
    expect(await a.book.titleField.inputValue()).toBe('Red lentil soup');
    // The editor opens on its first field, not on the buttons at its foot.
    await a.page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === 'Red lentil soup');
    await expectNoSeriousAxe(a.page);
    await a.page.keyboard.press('Escape');
    await a.book.dialog.waitFor({ state: 'detached' });
  });

  it('merges an offline edit with a concurrent edit of other fields made on the second device', async () => {
    await b.book.item('Red lentil soup').waitFor({ timeout: 15_000 });
    await a.context.setOffline(true);
    await a.shell.waitForSyncLabel(/^Offline/);
    // Device A (offline): new name and prep time.
    await a.page.getByRole('button', { name: 'Edit Red lentil soup', exact: true }).click();
    await a.book.titleField.fill('Spiced red lentil soup');
    await a.book.dialog.getByLabel('Prep time', { exact: true }).fill('15');
    await a.book.dialog.getByRole('button', { name: 'Save Changes' }).click();
    await a.book.dialog.waitFor({ state: 'detached' });
    await a.book.item('Spiced red lentil soup').waitFor();
    // Device B (online): a new ingredient and a dietary filter.
    await b.page.getByRole('button', { name: 'Edit Red lentil soup', exact: true }).click();
    await b.book.dialog.getByRole('button', { name: 'Add ingredient' }).click();
    await b.book.dialog.getByLabel('Ingredient 2', { exact: true }).fill('1 tsp cumin');
    await b.book.dialog.getByRole('button', { name: 'Vegan', exact: true }).click();
    await b.book.dialog.getByRole('button', { name: 'Save Changes' }).click();
    await b.book.dialog.waitFor({ state: 'detached' });
    await b.shell.waitForSyncLabel('Synced');
    await a.context.setOffline(false);
    for (const device of [a, b]) {
      const card = device.book.item('Spiced red lentil soup');
      await card.filter({ hasText: '1 tsp cumin' }).waitFor({ timeout: 15_000 });
      await card.getByText('Vegan', { exact: true }).waitFor();
      await device.page.getByRole('button', { name: 'Edit Spiced red lentil soup', exact: true }).click();
      expect(await device.book.dialog.getByLabel('Prep time', { exact: true }).inputValue()).toBe('15');
      expect(await device.book.dialog.getByLabel('Ingredient 2', { exact: true }).inputValue()).toBe('1 tsp cumin');
      await device.page.keyboard.press('Escape');
      await device.book.dialog.waitFor({ state: 'detached' });
    }
    expect(await a.book.titles()).not.toContain('Spiced red lentil soup (conflicting edit)');
  });

  it('keeps a draft when the app is closed and reopened (IndexedDB, not the tab)', async () => {
    await a.page.getByRole('button', { name: 'Edit Chocolate cake', exact: true }).click();
    await a.book.titleField.fill('Chocolate cake with sea salt');
    await a.book.dialog.getByRole('button', { name: 'Add ingredient' }).click();
    await a.book.dialog.getByLabel('Ingredient 2', { exact: true }).fill('1 tsp flaky salt');
    // Closing the page ends the tab and its session storage; the draft must already be on the device.
    await a.book.dialog.getByText(RECIPE_BOOK_TEXTS.draftKept).waitFor();
    await a.page.close();
    const page = await a.context.newPage();
    a = { ...a, page, shell: new AppShellPage(page), book: new RecipeBookPage(page) };
    await page.goto(`${server.url}/app`);
    await a.shell.waitForShell();
    await showBook(a);
    await a.page.getByRole('button', { name: 'Edit Chocolate cake', exact: true }).click();
    await a.book.dialog.getByText(RECIPE_BOOK_TEXTS.draftRestored).waitFor();
    expect(await a.book.titleField.inputValue()).toBe('Chocolate cake with sea salt');
    expect(await a.book.dialog.getByLabel('Ingredient 2', { exact: true }).inputValue()).toBe('1 tsp flaky salt');
    await a.book.dialog.getByRole('button', { name: 'Save Changes' }).click();
    await a.book.dialog.waitFor({ state: 'detached' });
    await b.book.item('Chocolate cake with sea salt').waitFor({ timeout: 15_000 });
  });

  it('shows "Nearly at Recipe Limit" at 4 of 5 and "Recipe Limit Reached" at 5; the server notification arrives live and is read on both devices', async () => {
    const nearly = a.page.getByRole('region', { name: RECIPE_BOOK_TEXTS.nearlyAtLimitTitle });
    const reached = a.page.getByRole('region', { name: RECIPE_BOOK_TEXTS.limitReachedTitle });
    await a.book.create('Bean chili', '2 cans kidney beans');
    expect(await nearly.count()).toBe(0);
    await a.book.create('Pea risotto', '300 g arborio rice');
    await nearly.waitFor();
    expect(await a.book.count.textContent()).toBe('4 / 5');
    // The server noticed the 4th recipe too: its notification reaches the other device live.
    const bBell = b.shell.bell;
    await b.page.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor({ timeout: 15_000 });
    await a.book.create('Leek tart', '3 leeks');
    await reached.waitFor();
    await reached.getByText('Your FREE plan allows 5 recipes. Upgrade your plan to save more recipes.').waitFor();
    expect(await a.book.newRecipeButton.isDisabled()).toBe(true);
    await expectNoSeriousAxe(a.page);
    await b.page.getByRole('button', { name: 'Notifications, 3 unread' }).waitFor({ timeout: 15_000 });

    // An admin changes the plan: the server writes the notification, device A shows it live.
    await runAdminCommand(server.db, parseAdminArgs(['set-plan', email, 'chef']));
    await a.page.getByRole('button', { name: 'Notifications, 4 unread' }).waitFor({ timeout: 15_000 });
    await reached.waitFor({ state: 'detached', timeout: 15_000 });
    await a.shell.bell.click();
    const menu = a.page.getByRole('menu');
    await menu.getByRole('menuitem', { name: new RegExp(`^${NOTIFICATION_TEXTS.planChangedTitle}`) }).click();
    const detail = a.page.getByRole('dialog', { name: NOTIFICATION_TEXTS.planChangedTitle });
    await detail.getByText('You are now on the Chef plan.', { exact: false }).waitFor();
    await detail.getByRole('button', { name: 'Got it!' }).click();
    await b.page.getByRole('button', { name: 'Notifications, 3 unread' }).waitFor({ timeout: 15_000 });
    await a.shell.bell.click();
    await a.page.getByRole('menuitem', { name: 'Mark all as read' }).click();
    await bBell.and(b.page.getByRole('button', { name: 'Notifications', exact: true })).waitFor({ timeout: 15_000 });
  });

  it('saves an edit of a recipe deleted meanwhile on the other device as a new recipe, never a failure to retry', async () => {
    await b.book.item('Leek tart').waitFor({ timeout: 15_000 });
    await a.page.getByRole('button', { name: 'Edit Leek tart', exact: true }).click();
    await a.book.titleField.fill('Leek and potato tart');
    await a.book.itemBehindDialog('Leek tart').waitFor();
    await b.book.remove('Leek tart');
    // The deletion has reached A's store (its list behind the open dialog): only then is this save "after" it.
    await a.book.itemBehindDialog('Leek tart').waitFor({ state: 'detached', timeout: 15_000 });
    await a.book.dialog.getByRole('button', { name: 'Save Changes' }).click();
    await a.book.dialog.waitFor({ state: 'detached' });
    await a.page.getByText(RECIPE_BOOK_TEXTS.deletedElsewhere).waitFor();
    await a.book.item('Leek and potato tart').waitFor();
    await b.book.item('Leek and potato tart').waitFor({ timeout: 15_000 });
  });
  it('on a phone: the first recipe on the first screen (filters folded), the viewer’s actions in two rows, a toast over none of its controls', async () => {
    await a.page.setViewportSize({ width: 390, height: 844 });
    const first = a.book.list.locator(':scope > li').first();
    const title = (await first.getByRole('heading').first().innerText()).trim();
    const filtersButton = a.page.getByRole('button', { name: /^Filters/ });
    expect(await filtersButton.getAttribute('aria-expanded')).toBe('false');
    expect(await a.page.getByLabel(RECIPE_BOOK_TEXTS.sortLabel, { exact: true }).isVisible()).toBe(false);
    expect(await inViewport(first.getByRole('heading', { name: title, exact: true }))).toBe(true);
    await filtersButton.click();
    const dietary = a.page.getByLabel(RECIPE_BOOK_TEXTS.dietaryLabel, { exact: true });
    const firstDiet = await dietary.locator('option').nth(1).getAttribute('value');
    await dietary.selectOption(firstDiet ?? '');
    await a.page.getByRole('button', { name: 'Filters (1)', expanded: true }).waitFor();
    await dietary.selectOption('');
    await a.page.getByRole('button', { name: 'Filters', exact: true, expanded: true }).click();
    await a.page.getByRole('button', { name: 'Filters', exact: true, expanded: false }).waitFor();
    expect(await seriousAxeViolations(a.page, 'main')).toEqual([]);

    await first.getByRole('button', { name: title, exact: true }).click();
    const viewer = a.page.getByRole('dialog', { name: title });
    await viewer.getByRole('button', { name: RECIPE_BOOK_TEXTS.copyRecipe }).waitFor();
    const actionRows = await viewer
      .locator('.recipe-viewer__actions > *')
      .evaluateAll((buttons) => new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size);
    expect(actionRows).toBeLessThanOrEqual(2);
    expect(await seriousAxeViolations(a.page)).toEqual([]);
    await viewer.getByRole('button', { name: RECIPE_BOOK_TEXTS.copyRecipe }).click();
    const toast = a.page.getByRole('region', { name: 'Notifications' }).locator('.toast').first();
    await toast.waitFor();
    // Once the dialog has moved below the toast (its top transition included), nothing of it lies under the toast.
    await a.page.waitForFunction(() => {
      const shown = document.querySelector('.toast-region .toast')?.getBoundingClientRect();
      const dialog = document.querySelector('.dialog__content')?.getBoundingClientRect();
      return shown !== undefined && dialog !== undefined && dialog.top >= shown.bottom;
    });
    const covered = await a.page.evaluate(() => {
      const toasts = [...document.querySelectorAll('.toast-region .toast')].map((t) => t.getBoundingClientRect());
      return [...document.querySelectorAll('.dialog__content button, .dialog__content a, .dialog__content h2')]
        .filter((control) => {
          const box = control.getBoundingClientRect();
          return toasts.some((t) => box.left < t.right && box.right > t.left && box.top < t.bottom && box.bottom > t.top);
        })
        .map((control) => control.textContent?.trim());
    });
    expect(covered).toEqual([]);
    await a.page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await a.page.setViewportSize({ width: 1280, height: 900 });
  });
});
