import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlansDialogPage } from '../../client/src/features/billing/PlansDialogPage';
import { ACCOUNT_MESSAGES } from '../../shared/domain/accountRules';
import { SHELL_TEXTS, unsyncedSignOutText } from '../../shared/domain/shellTexts';
import { deactivateAccount } from '../../sync-server/src/account/accountStatus';
import { writeServerDocument } from '../../sync-server/src/sync/serverWrites';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { type FakeStripe, startFakeStripe, stripeTestEnv } from '../support/fakeStripe';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from './pages/accounts';
import { seriousAxeViolations } from './pages/axe';
import { RecipeBookPage } from './pages/RecipeBookPage';
import { waitForPath } from './pages/waitForPath';

let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let shell: AppShellPage;
let stripe: FakeStripe;
const email = uniqueEmail('shell');
const WEBHOOK_SECRET = 'whsec_shell_secret';

beforeAll(async () => {
  // The payment-success popup needs a checkout Stripe confirms: a local server speaking Stripe's API.
  stripe = await startFakeStripe(WEBHOOK_SECRET);
  server = await startE2eServer({ env: stripeTestEnv(stripe, WEBHOOK_SECRET) });
  stripe.webhookUrl = `${server.url}/api/billing/webhook`;
  browser = await launchBrowser();
  // bypassCSP: axe is injected as a script.
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  page = await context.newPage();
  await signUpAndVerify(page, server.url, server.dataDir, email);
  await signInThroughUi(page, server.url, email);
  shell = new AppShellPage(page);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await stripe?.close();
});

describe('/app shell', () => {
  it('keeps the chosen view across a reload (session storage)', async () => {
    await shell.openView('Settings');
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
    expect(await shell.navButton('Settings').getAttribute('aria-current')).toBe('page');
    await page.reload();
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
    await shell.openView('Convert');
    await page.getByRole('heading', { name: 'Convert a recipe' }).waitFor();
    expect(await shell.navButton('Settings').getAttribute('aria-current')).toBeNull();
  });

  it('opens Settings at the section named by ?section=', async () => {
    await page.goto(`${server.url}/app?section=privacy`);
    const section = page.getByRole('region', { name: 'AI data' });
    await section.waitFor();
    expect(await section.getAttribute('class')).toContain('settings__section--active');
    // Read once: the link's ?section= leaves the URL, so after switching views a reload keeps the view chosen.
    await waitForPath(page, (url) => url.pathname === '/app' && url.search === '');
    await shell.openView('Recipe Book');
    await page.getByRole('heading', { name: 'My Recipe Book' }).waitFor();
    await page.reload();
    await shell.waitForShell();
    await page.getByRole('heading', { name: 'My Recipe Book' }).waitFor();
    expect(await shell.navButton('Settings').getAttribute('aria-current')).toBeNull();
  });

  it('disables Meal Planning with a Chef+ badge on the free plan', async () => {
    const meal = shell.navButton('Meal Planning');
    expect(await meal.getAttribute('aria-disabled')).toBe('true');
    expect(await meal.textContent()).toContain(SHELL_TEXTS.chefPlusBadge);
    // A keyboard user still reaches the upgrade panel.
    await meal.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: SHELL_TEXTS.mealPlanningLockedTitle }).waitFor();
    expect(await page.getByRole('button', { name: SHELL_TEXTS.mealPlanningUpgrade }).isVisible()).toBe(true);
  });

  it('shows the payment-success popup once and removes ?success from the URL', async () => {
    // Another user pays through checkout (no trial: a returning subscriber), so this file's user stays on Free.
    const payer = uniqueEmail('shell-payer');
    const payContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const payPage = await payContext.newPage();
    await signUpAndVerify(payPage, server.url, server.dataDir, payer);
    await server.db.query(`UPDATE users SET subscription_status = 'canceled' WHERE email = $1`, [payer]);
    await signInThroughUi(payPage, server.url, payer);
    const payShell = new AppShellPage(payPage);
    await payShell.waitForShell();
    const plans = new PlansDialogPage(payPage);
    await payShell.userMenuButton.click();
    await payPage.getByRole('menuitem', { name: SHELL_TEXTS.upgradePlan }).click();
    await plans.upgradeDialog.getByRole('button', { name: 'Upgrade to Chef' }).click();
    await payPage.getByRole('button', { name: 'Pay' }).click();
    // Stripe sends the payer back to /app?success=true&session_id=…; the app checks the session, then says so.
    const dialog = plans.paymentDialog;
    await dialog.waitFor();
    await waitForPath(payPage, (url) => url.pathname === '/app' && !url.search.includes('success'));
    await dialog.getByRole('button', { name: SHELL_TEXTS.paymentSuccessButton }).waitFor();
    // It closes by itself after 3 seconds and leaves the payer on /app.
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await payPage.getByRole('heading', { name: 'Convert a recipe' }).waitFor();
    // Once: a reload does not show it again.
    await payPage.reload();
    await payShell.waitForShell();
    await payPage.getByRole('heading', { name: 'Convert a recipe' }).waitFor();
    expect(await dialog.count()).toBe(0);
    await payContext.close();
  });

  it('has keyboard-usable menus and a mobile menu under 768 px', async () => {
    await shell.userMenuButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: SHELL_TEXTS.upgradePlan }).waitFor();
    // Opened from the keyboard, the menu's first item has focus (the menu's code may have loaded on that key press).
    await page.waitForFunction((name) => document.activeElement?.textContent === name, SHELL_TEXTS.upgradePlan);
    expect(await page.getByRole('menu').textContent()).toContain('Free');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await shell.mainNav.isVisible()).toBe(false);
    await shell.menuButton.click();
    const mobileNav = page.getByRole('navigation', { name: 'Main (mobile)' });
    await mobileNav.getByRole('button', { name: 'Recipe Book' }).click();
    await page.getByRole('heading', { name: 'My Recipe Book' }).waitFor();
    expect(await mobileNav.isVisible()).toBe(false);
    // Nothing spills sideways on a 390 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('has no serious axe violations with the account menu, the notifications or the mobile menu open, desktop and phone', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await shell.userMenuButton.click();
      await page.getByRole('menuitem', { name: SHELL_TEXTS.upgradePlan }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      await shell.bell.click();
      await page.getByRole('menu').getByText('Notifications', { exact: true }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Sync details' }).click();
      await page.getByRole('dialog').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      if (viewport.width < 768) {
        await shell.menuButton.click();
        await page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('button', { name: 'Convert' }).waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByRole('navigation', { name: 'Main (mobile)' }).waitFor({ state: 'hidden' });
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('loads the dialogs’ code from the worker’s cache once the app is idle, before any is opened', async () => {
    // Under an active worker (its precache holds every chunk): the reload below is controlled by it.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const dialogCode = page.waitForRequest((request) => /\/assets\/SyncDetailsDialog-[^/]+\.js$/.test(request.url()));
    await page.reload();
    await shell.waitForShell();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Nothing was clicked: the request is the preload.
    await dialogCode;
    await page.getByRole('button', { name: 'Sync details' }).click();
    const details = page.getByRole('dialog');
    await details.waitFor();
    await details.press('Escape');
    await details.waitFor({ state: 'detached' });
  });

  it('without a worker, loads a dialog’s code when the pointer reaches its trigger or the menu that holds it opens', async () => {
    const plain = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const other = await plain.newPage();
    const requested: string[] = [];
    other.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await signInThroughUi(other, server.url, email);
    const otherShell = new AppShellPage(other);
    await otherShell.waitForShell();
    expect(requested.filter((path) => /\/assets\/(SyncDetails|SignOutConfirm)Dialog-/.test(path))).toEqual([]);

    const syncDetailsCode = other.waitForRequest((request) => /\/assets\/SyncDetailsDialog-[^/]+\.js$/.test(request.url()));
    await other.getByRole('button', { name: 'Sync details' }).hover();
    await syncDetailsCode;

    const signOutCode = other.waitForRequest((request) => /\/assets\/SignOutConfirmDialog-[^/]+\.js$/.test(request.url()));
    await otherShell.userMenuButton.click();
    await other.getByRole('menu').waitFor();
    await signOutCode;
    await other.keyboard.press('Escape');
    await plain.close();
  });

  it('says Offline in the sync status when the network is cut', async () => {
    await context.setOffline(true);
    await shell.waitForSyncLabel('Offline');
    await context.setOffline(false);
    await shell.waitForSyncLabel('Synced');
  });

  it('opens for the remembered user when requests are blocked, with the Connection Issues banner', async () => {
    await page.route('**/api/auth/refresh', (route) => route.abort('blockedbyclient'));
    await page.reload();
    await shell.waitForShell();
    const banner = page.getByRole('alert').filter({ hasText: SHELL_TEXTS.bannerTitle });
    await banner.waitFor();
    await banner.getByRole('button', { name: SHELL_TEXTS.bannerDismiss }).click();
    await banner.waitFor({ state: 'detached' });
    // Dismissed: not shown again within 10 minutes, even after a reload.
    await page.reload();
    await shell.waitForShell();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await banner.count()).toBe(0);
    await page.unroute('**/api/auth/refresh');
    await page.evaluate(() => localStorage.removeItem('blockedBanner.dismissedAt'));
    await page.reload();
    await shell.waitForShell();
  });

  it('shows notifications under the bell: unread badge capped at 9+, Mark all as read, delete', async () => {
    const userId = await page.evaluate(() => JSON.parse(localStorage.getItem('session.user') ?? '{}').id as string);
    const now = Date.now();
    await server.db.transaction(async (tx) => {
      for (let i = 0; i < 10; i++) {
        const at = new Date(now - i * 3_600_000).toISOString();
        await writeServerDocument(tx, userId, 'notifications', {
          id: `n-${i}`,
          title: `Notice ${i}`,
          message: `Message ${i}`,
          type: 'info',
          isRead: false,
          createdAt: at,
          updatedAt: at,
        });
      }
    });
    // The server's welcome notification (written at verification) is the 11th.
    await page.getByRole('button', { name: 'Notifications, 11 unread' }).waitFor({ timeout: 10_000 });
    expect(await page.locator('.bell__badge').textContent()).toBe('9+');
    await shell.bell.click();
    const menu = page.getByRole('menu');
    await menu.getByText('Notice 0').waitFor();
    expect(await menu.textContent()).toContain('Just now');
    expect(await menu.textContent()).toContain('9h');
    await menu.getByRole('menuitem', { name: 'Delete notification Notice 9' }).click();
    await shell.bell.click();
    await page.getByRole('menu').getByRole('menuitem', { name: SHELL_TEXTS.markAllRead }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(await page.locator('.bell__badge').count()).toBe(0);
    await shell.bell.click();
    expect(await page.getByRole('menu').getByText('Notice 9').count()).toBe(0);
    expect(await page.getByRole('menu').textContent()).toContain('10 total · 0 unread');
    // A notification opens its detail once the menu has closed, and the page stays clickable after it.
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: /^Notice 0/ })
      .click();
    const detail = page.getByRole('dialog', { name: 'Notice 0' });
    await detail.getByRole('button', { name: SHELL_TEXTS.gotIt }).click();
    await detail.waitFor({ state: 'detached' });
    await shell.bell.click();
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('Escape');
  });

  it('keeps typed recipe text: Escape asks "Discard changes?", and a reload restores the draft', async () => {
    const book = new RecipeBookPage(page);
    await shell.openView('Recipe Book');
    await book.newRecipeButton.click();
    await book.titleField.fill('Half-typed stew');
    await book.textField.fill('Two onions, chopped');
    await page.keyboard.press('Escape');
    await book.discardDialog.getByRole('button', { name: SHELL_TEXTS.keepEditing }).click();
    expect(await book.titleField.inputValue()).toBe('Half-typed stew');
    // The tab is reloaded with the form open: the draft comes back on reopening.
    await page.reload();
    await shell.waitForShell();
    await book.newRecipeButton.click();
    expect(await book.titleField.inputValue()).toBe('Half-typed stew');
    expect(await book.textField.inputValue()).toBe('Two onions, chopped');
    await book.dialog.getByRole('button', { name: 'Cancel' }).click();
    await book.discardDialog.getByRole('button', { name: SHELL_TEXTS.discard }).click();
    await book.dialog.waitFor({ state: 'detached' });
    await book.newRecipeButton.click();
    expect(await book.titleField.inputValue()).toBe('');
    // Nothing typed: closing asks nothing.
    await page.keyboard.press('Escape');
    await book.dialog.waitFor({ state: 'detached' });
    expect(await book.discardDialog.count()).toBe(0);
  });

  it('asks before signing out while a change has not reached the server', async () => {
    const book = new RecipeBookPage(page);
    await shell.openView('Recipe Book');
    await context.setOffline(true);
    await book.create('Offline soup', 'Water, leeks');
    await shell.waitForSyncLabel('Offline · 1 change waiting');
    await shell.userMenuButton.click();
    await shell.signOutItem.click();
    const confirm = page.getByRole('dialog', { name: SHELL_TEXTS.signOutUnsyncedTitle });
    await confirm.getByText(unsyncedSignOutText(1)).waitFor();
    await confirm.getByRole('button', { name: SHELL_TEXTS.cancel }).click();
    await confirm.waitFor({ state: 'detached' });
    await context.setOffline(false);
    await shell.waitForSyncLabel('Synced');
  });

  it('a sign-out made offline is sent first at the next start: the previous user is not signed back in', async () => {
    await context.setOffline(true);
    await shell.signOut();
    await context.setOffline(false);
    const authCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/auth/sign') || path === '/api/auth/refresh') authCalls.push(path);
    });
    await page.goto(`${server.url}/app`);
    await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('session.signoutPending'))).toBeNull();
    expect(authCalls[0]).toBe('/api/auth/signout');
    // The cookie is revoked: another start stays signed out.
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
    expect(await shell.userMenuButton.count()).toBe(0);
    await signInThroughUi(page, server.url, email);
  });
  it('offers reactivation to a deactivated account; Yes, Reactivate brings it back', async () => {
    const userId = await page.evaluate(() => JSON.parse(localStorage.getItem('session.user') ?? '{}').id as string);
    await deactivateAccount(server.db, userId);
    await page.reload();
    const dialog = page.getByRole('dialog', { name: SHELL_TEXTS.reactivateTitle });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: SHELL_TEXTS.reactivateYes }).click();
    await page.getByText(ACCOUNT_MESSAGES.reactivated).waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it('Not Now on the reactivation dialog signs the user out', async () => {
    const userId = await page.evaluate(() => JSON.parse(localStorage.getItem('session.user') ?? '{}').id as string);
    await deactivateAccount(server.db, userId);
    await page.reload();
    const dialog = page.getByRole('dialog', { name: SHELL_TEXTS.reactivateTitle });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: SHELL_TEXTS.reactivateNo }).click();
    await waitForPath(page, /\/signin$/);
  });
});
