import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/domain/accountRules';
import { SHELL_TEXTS, unsyncedSignOutText } from '../../shared/domain/shellTexts';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, TEST_PASSWORD, uniqueEmail } from './pages/accounts';
import { seriousAxeViolations } from './pages/axe';
import { setUserPlan } from './pages/plan';
import { RecipeBookPage } from './pages/RecipeBookPage';
import { SettingsPage } from './pages/SettingsPage';
import { waitForPath } from './pages/waitForPath';

/** Finding 14: signing out can remove this device's data; a deleted account's devices remove theirs at their next contact. */

let server: E2eServer;
let browser: Browser;

interface Device {
  context: BrowserContext;
  page: Page;
  shell: AppShellPage;
  book: RecipeBookPage;
}

async function newDevice(): Promise<Device> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { context, page, shell: new AppShellPage(page), book: new RecipeBookPage(page) };
}

async function newAccount(prefix: string): Promise<{ email: string; userId: string; device: Device }> {
  const email = uniqueEmail(prefix);
  const device = await newDevice();
  await signUpAndVerify(device.page, server.url, server.dataDir, email);
  // Chef: room for every recipe these tests make.
  const userId = await setUserPlan(server.db, email, 'chef');
  await signInThroughUi(device.page, server.url, email);
  return { email, userId, device };
}

/** The names of this origin's IndexedDB databases that hold the user's store. */
async function userStores(page: Page, userId: string): Promise<string[]> {
  const part = userId.toLowerCase();
  const names = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
  return names.filter((name) => name.includes(part)).sort();
}

async function serverTitles(userId: string): Promise<string[]> {
  const { rows } = await server.db.query<{ title: string }>(
    "SELECT data->>'title' AS title FROM documents WHERE owner = $1 AND collection = 'recipes' AND deleted = false ORDER BY 1",
    [userId],
  );
  return rows.map((r) => r.title);
}

async function deleteAccountThroughUi(device: Device): Promise<void> {
  const settings = new SettingsPage(device.page);
  await device.shell.openView('Settings');
  await settings.open('Account');
  await device.page.getByRole('button', { name: 'Delete account' }).click();
  const confirm = device.page.getByRole('dialog', { name: 'Delete your account for good?' });
  await confirm.getByLabel('Password').fill(TEST_PASSWORD);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await waitForPath(device.page, /\/signin$/);
}

async function saveRecipe(device: Device, title: string): Promise<void> {
  if (!(await device.book.heading.isVisible())) await device.shell.openView('Recipe Book');
  await device.book.heading.waitFor();
  await device.book.create(title, 'Water, salt.');
}

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('sign out and remove this device’s data', () => {
  it('is the default on a device not marked as trusted: the store is gone afterwards, and comes back from the server at the next sign-in', async () => {
    const { email, userId, device } = await newAccount('wipe');
    await saveRecipe(device, 'Shared-computer soup');
    await expect.poll(() => serverTitles(userId), { timeout: 15_000 }).toEqual(['Shared-computer soup']);
    await device.shell.waitForSyncLabel('Synced');
    const before = await userStores(device.page, userId);
    expect(before.length).toBeGreaterThan(0);

    const dialog = await device.shell.openSignOut();
    expect(await dialog.getByRole('radio', { name: SHELL_TEXTS.removeDeviceData }).isChecked()).toBe(true);
    expect(await dialog.getByRole('radio', { name: SHELL_TEXTS.keepDeviceData }).isChecked()).toBe(false);
    await dialog.getByText(SHELL_TEXTS.allChangesSynced).waitFor();
    expect(await seriousAxeViolations(device.page, '.dialog__content')).toEqual([]);
    await device.shell.signOutButton.click();
    await waitForPath(device.page, /\/signin$/);
    await device.page.getByText(SHELL_TEXTS.signedOutDataRemoved).waitFor();
    await expect.poll(() => userStores(device.page, userId), { timeout: 10_000 }).toEqual([]);
    expect(await device.page.evaluate(() => localStorage.getItem('device.trusted'))).toBeNull();
    expect(await device.page.evaluate(() => localStorage.getItem('device.wipePending'))).toBeNull();
    expect(await device.page.evaluate(() => sessionStorage.length)).toBe(0);

    await signInThroughUi(device.page, server.url, email);
    await device.shell.openView('Recipe Book');
    await device.book.item('Shared-computer soup').waitFor({ timeout: 15_000 });
    await device.context.close();
  });

  it('"Keep my data on this device" keeps every store and marks the device as trusted, so the next sign-out keeps by default', async () => {
    const { email, userId, device } = await newAccount('trusted');
    await saveRecipe(device, 'Home soup');
    await expect.poll(() => serverTitles(userId), { timeout: 15_000 }).toEqual(['Home soup']);
    await device.shell.waitForSyncLabel('Synced');
    const before = await userStores(device.page, userId);
    expect(before.length).toBeGreaterThan(0);

    await device.shell.signOut('keep');
    expect(await device.page.evaluate(() => localStorage.getItem('device.trusted'))).toBe('true');
    expect(await userStores(device.page, userId)).toEqual(before);

    // Offline, the kept store opens with the recipe at once: nothing had to come from the server.
    await signInThroughUi(device.page, server.url, email);
    await device.context.setOffline(true);
    await device.page.reload();
    await device.shell.waitForShell();
    await device.shell.openView('Recipe Book');
    await device.book.item('Home soup').waitFor();
    await device.context.setOffline(false);
    await device.shell.waitForSyncLabel('Synced');

    const dialog = await device.shell.openSignOut();
    expect(await dialog.getByRole('radio', { name: SHELL_TEXTS.keepDeviceData }).isChecked()).toBe(true);
    // Choosing removal on a trusted device takes the mark away again.
    await dialog.getByRole('radio', { name: SHELL_TEXTS.removeDeviceData }).check();
    await device.shell.signOutButton.click();
    await waitForPath(device.page, /\/signin$/);
    await expect.poll(() => userStores(device.page, userId), { timeout: 10_000 }).toEqual([]);
    expect(await device.page.evaluate(() => localStorage.getItem('device.trusted'))).toBeNull();
    await device.context.close();
  });

  it('changes not on the server yet are counted, with a warning, and "Sync First" sends them before the data goes', async () => {
    const { email, userId, device } = await newAccount('unsynced');
    await device.shell.openView('Recipe Book');
    await device.book.heading.waitFor();
    await device.context.setOffline(true);
    await saveRecipe(device, 'Offline stew');
    await device.shell.waitForSyncLabel('Offline · 1 change waiting');

    const dialog = await device.shell.openSignOut();
    await dialog.getByText(unsyncedSignOutText(1)).waitFor();
    await dialog.getByText(SHELL_TEXTS.unsyncedLostIfRemoved).waitFor();
    expect(await dialog.getByRole('button', { name: SHELL_TEXTS.signOutAnyway }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(device.page, '.dialog__content')).toEqual([]);
    // Keeping the data says where the change stays instead.
    await dialog.getByRole('radio', { name: SHELL_TEXTS.keepDeviceData }).check();
    await dialog.getByText(SHELL_TEXTS.unsyncedKeptOnDevice).waitFor();
    await dialog.getByRole('radio', { name: SHELL_TEXTS.removeDeviceData }).check();
    expect(await serverTitles(userId)).toEqual([]);

    await device.context.setOffline(false);
    await dialog.getByRole('button', { name: SHELL_TEXTS.syncFirst }).click();
    await dialog.getByText(SHELL_TEXTS.allChangesSynced).waitFor({ timeout: 20_000 });
    expect(await serverTitles(userId)).toEqual(['Offline stew']);
    await device.shell.signOutButton.click();
    await waitForPath(device.page, /\/signin$/);
    await expect.poll(() => userStores(device.page, userId), { timeout: 10_000 }).toEqual([]);

    await signInThroughUi(device.page, server.url, email);
    await device.shell.openView('Recipe Book');
    await device.book.item('Offline stew').waitFor({ timeout: 15_000 });
    await device.context.close();
  });
});

describe('an account deleted on one device', () => {
  it('is wiped from a second device at its next contact, which lands on sign-in saying why', async () => {
    const { email, userId, device: first } = await newAccount('deleted');
    await saveRecipe(first, 'Soup of a leaving cook');
    await expect.poll(() => serverTitles(userId), { timeout: 15_000 }).toEqual(['Soup of a leaving cook']);
    const second = await newDevice();
    await signInThroughUi(second.page, server.url, email);
    await second.shell.openView('Recipe Book');
    await second.book.item('Soup of a leaving cook').waitFor({ timeout: 15_000 });
    // A draft outside the store and this tab's state: both go with the data.
    await second.page.evaluate((id) => localStorage.setItem(`mealPlanDraft:${id}:2026-01-05`, '{}'), userId);
    expect((await userStores(second.page, userId)).length).toBeGreaterThan(0);
    // The app is closed on the second device while the account goes (an open one hears it at once: next test).
    await second.page.close();

    await deleteAccountThroughUi(first);

    // The second device's next contact: its next start asks the server for a session.
    const reopened = await second.context.newPage();
    await reopened.goto(`${server.url}/app`);
    await reopened.getByText(ACCOUNT_MESSAGES.accountDeletedHere).waitFor({ timeout: 15_000 });
    expect(await reopened.getByRole('heading', { name: 'Sign in', exact: true }).isVisible()).toBe(true);
    await expect.poll(() => userStores(reopened, userId), { timeout: 10_000 }).toEqual([]);
    expect(await reopened.evaluate((id) => localStorage.getItem(`mealPlanDraft:${id}:2026-01-05`), userId)).toBeNull();
    expect(await reopened.evaluate(() => localStorage.getItem('device.wipePending'))).toBeNull();
    expect(await seriousAxeViolations(reopened, 'main')).toEqual([]);
    await first.context.close();
    await second.context.close();
  });

  it('is wiped at once from a device that stays open, as its sync stream ends with the account', async () => {
    const { email, userId, device: first } = await newAccount('deleted-open');
    const second = await newDevice();
    await signInThroughUi(second.page, server.url, email);
    await second.shell.openView('Recipe Book');
    await second.book.heading.waitFor();
    await second.shell.waitForSyncLabel('Synced');
    expect((await userStores(second.page, userId)).length).toBeGreaterThan(0);

    await deleteAccountThroughUi(first);

    // The open app's sync stream ends with the account (account_deleted): no change or reload needed.
    await second.page.getByText(ACCOUNT_MESSAGES.accountDeletedHere).waitFor({ timeout: 20_000 });
    expect(await second.page.getByRole('heading', { name: 'Sign in', exact: true }).isVisible()).toBe(true);
    await expect.poll(() => userStores(second.page, userId), { timeout: 10_000 }).toEqual([]);
    expect(await serverTitles(userId)).toEqual([]);
    await first.context.close();
    await second.context.close();
  });
});
