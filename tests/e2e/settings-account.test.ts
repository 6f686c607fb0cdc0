import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync, strToU8, zipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIFECYCLE_TEXTS } from '../../shared/domain/accountLifecycleTexts';
import { SHELL_TEXTS } from '../../shared/domain/shellTexts';
import type { MealPlanDoc } from '../../shared/schemas/mealPlan';
import { userOwnedTables } from '../../sync-server/src/account/eraseAccountRepository';
import { writeServerDocument } from '../../sync-server/src/sync/serverWrites';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { waitFor } from '../support/waitFor';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, TEST_PASSWORD, uniqueEmail } from './pages/accounts';
import { seriousAxeViolations } from './pages/axe';
import { setUserPlan } from './pages/plan';
import { RecipeBookPage } from './pages/RecipeBookPage';
import { SettingsPage } from './pages/SettingsPage';
import { SignInPage } from './pages/SignInPage';
import { waitForPath } from './pages/waitForPath';

/** Account life cycle, backup and restore, and imports, through the UI. */

let server: E2eServer;
let browser: Browser;
const files = mkdtempSync(path.join(tmpdir(), 'settings-e2e-'));

interface Device {
  context: BrowserContext;
  page: Page;
  shell: AppShellPage;
  settings: SettingsPage;
  book: RecipeBookPage;
  userId: string;
}

async function newAccount(prefix: string, plan: 'free' | 'master-chef' = 'master-chef'): Promise<Device & { email: string }> {
  const email = uniqueEmail(prefix);
  const context = await browser.newContext({ bypassCSP: true, acceptDownloads: true });
  const page = await context.newPage();
  await signUpAndVerify(page, server.url, server.dataDir, email);
  const userId = await setUserPlan(server.db, email, plan);
  await signInThroughUi(page, server.url, email);
  return { email, context, page, userId, shell: new AppShellPage(page), settings: new SettingsPage(page), book: new RecipeBookPage(page) };
}

/** Signs in a deactivated account: /app opens behind the welcome-back dialog (which hides the rest from assistive technology). */
async function signInToWelcomeBack(page: Page, email: string): Promise<void> {
  const signIn = new SignInPage(page);
  await signIn.goto(server.url);
  await signIn.signIn(email, TEST_PASSWORD);
  await waitForPath(page, /\/app$/);
  await page.getByRole('dialog', { name: SHELL_TEXTS.reactivateTitle }).waitFor({ timeout: 30_000 });
}

async function openSettings(device: Device, section: string): Promise<void> {
  if (!(await device.settings.heading.isVisible())) await device.shell.openView('Settings');
  await device.settings.open(section);
}

async function serverRecipes(userId: string): Promise<{ title: string; convertedRecipe: string }[]> {
  const { rows } = await server.db.query<{ data: { title: string; convertedRecipe: string } }>(
    "SELECT data FROM documents WHERE owner = $1 AND collection = 'recipes' AND deleted = false ORDER BY data->>'title'",
    [userId],
  );
  return rows.map((r) => ({ title: r.data.title, convertedRecipe: r.data.convertedRecipe }));
}

async function rowsOfUser(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of await userOwnedTables(server.db)) {
    const { rows } = await server.db.query<{ n: number | string }>(`SELECT count(*) AS n FROM "${table}" WHERE "${column}" = $1`, [userId]);
    counts[table] = Number(rows[0]?.n);
  }
  const users = await server.db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  counts.users = users.rowCount;
  return counts;
}

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('signed-in devices', () => {
  it('names each device by browser and system with its last use, and signs out only the one chosen', async () => {
    const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const SAFARI_IPHONE =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const email = uniqueEmail('devices');
    const laptopContext = await browser.newContext({ bypassCSP: true, userAgent: FIREFOX_LINUX, viewport: { width: 1280, height: 800 } });
    const laptop = await laptopContext.newPage();
    await signUpAndVerify(laptop, server.url, server.dataDir, email);
    const userId = await setUserPlan(server.db, email, 'free');
    await signInThroughUi(laptop, server.url, email);
    const phoneContext = await browser.newContext({ bypassCSP: true, userAgent: SAFARI_IPHONE, viewport: { width: 390, height: 844 } });
    const phone = await phoneContext.newPage();
    await signInThroughUi(phone, server.url, email);

    const d: Device = {
      context: laptopContext,
      page: laptop,
      userId,
      shell: new AppShellPage(laptop),
      settings: new SettingsPage(laptop),
      book: new RecipeBookPage(laptop),
    };
    await openSettings(d, 'Account');
    const list = laptop.getByRole('list', { name: 'Signed-in devices' });
    await list.getByText('Firefox on Linux · This device').waitFor();
    await list.getByText('Safari on iOS', { exact: true }).waitFor();
    await list.getByText(/^Last used .+ ago · signed in .+ ago$/).waitFor();
    expect(await list.getByText('Another device').count()).toBe(0);
    expect(await seriousAxeViolations(laptop, 'main')).toEqual([]);
    await laptop.setViewportSize({ width: 390, height: 844 });
    expect(await seriousAxeViolations(laptop, 'main')).toEqual([]);
    expect(await laptop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await laptop.setViewportSize({ width: 1280, height: 800 });

    await list.getByRole('button', { name: /^Sign out Safari on iOS, last used / }).click();
    await laptop.getByRole('status').filter({ hasText: ACCOUNT_LIFECYCLE_TEXTS.deviceSignedOut }).waitFor();
    await list.getByText('Safari on iOS', { exact: true }).waitFor({ state: 'detached' });
    await list.getByText('Firefox on Linux · This device').waitFor();
    // The phone is signed out (its next start asks to sign in); the laptop is not.
    await phone.reload();
    await new SignInPage(phone).signInHeading.waitFor();
    await laptop.reload();
    await d.shell.waitForShell();
    await laptopContext.close();
    await phoneContext.close();
  });
});

describe('account life cycle', () => {
  it('deactivate → sign in → Not Now signs out → sign in → Yes, Reactivate', async () => {
    const d = await newAccount('deact', 'free');
    await openSettings(d, 'Account');
    await d.page.getByRole('list', { name: 'Signed-in devices' }).getByText('This device').waitFor();
    expect(await seriousAxeViolations(d.page, 'main')).toEqual([]);
    await d.page.getByRole('button', { name: 'Deactivate account' }).click();
    await d.page.getByRole('dialog', { name: 'Deactivate your account?' }).getByRole('button', { name: 'Deactivate', exact: true }).click();
    await waitForPath(d.page, /\/signin$/);

    await signInToWelcomeBack(d.page, d.email);
    const welcome = d.page.getByRole('dialog', { name: SHELL_TEXTS.reactivateTitle });
    await welcome.getByRole('button', { name: SHELL_TEXTS.reactivateNo }).click();
    await waitForPath(d.page, /\/signin$/);

    await signInToWelcomeBack(d.page, d.email);
    await d.page
      .getByRole('dialog', { name: SHELL_TEXTS.reactivateTitle })
      .getByRole('button', { name: SHELL_TEXTS.reactivateYes })
      .click();
    await d.page.getByText(SHELL_TEXTS.reactivateSuccessTitle).waitFor();
    await d.page.getByRole('dialog', { name: SHELL_TEXTS.reactivateTitle }).waitFor({ state: 'detached' });
    const { rows } = await server.db.query<{ account_status: string }>('SELECT account_status FROM users WHERE id = $1', [d.userId]);
    expect(rows[0]?.account_status).toBe('active');
    await d.context.close();
  });

  it('delete account: the server holds no row of the user and the device store is gone', async () => {
    const d = await newAccount('delete', 'free');
    await d.shell.openView('Recipe Book');
    await d.book.heading.waitFor();
    await d.book.create('Soon gone soup', 'Boil water.');
    await expect.poll(async () => (await serverRecipes(d.userId)).length, { timeout: 15_000 }).toBe(1);
    const storesBefore = await d.page.evaluate(async () => (await indexedDB.databases()).map((x) => x.name ?? ''));
    const userPart = d.userId.toLowerCase();
    expect(storesBefore.some((n) => n.includes(userPart))).toBe(true);

    await openSettings(d, 'Account');
    await d.page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = d.page.getByRole('dialog', { name: 'Delete your account for good?' });
    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Your current password is not correct.' }).waitFor();
    await dialog.getByLabel('Password').fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await waitForPath(d.page, /\/signin$/);

    const counts = await rowsOfUser(d.userId);
    expect(
      Object.values(counts).every((n) => n === 0),
      JSON.stringify(counts),
    ).toBe(true);
    await waitFor(
      () => d.page.evaluate(async (part) => !(await indexedDB.databases()).some((x) => (x.name ?? '').includes(part)), userPart),
      Boolean,
      10_000,
    );
    await d.context.close();
  });
});

describe('backup and restore, imports', () => {
  it('restoring a backup into a fresh account gives the same book and plans', async () => {
    const source = await newAccount('backup-src');
    await source.shell.openView('Recipe Book');
    await source.book.heading.waitFor();
    await source.book.create('Backup borscht', 'Beetroot, stock, dill.');
    await source.book.create('Backup bread', 'Flour, water, salt, yeast.');
    const plan: MealPlanDoc = {
      id: '2026-11-23',
      weekStart: '2026-11-23',
      mealPlan: { '2026-11-24': { dinner: [{ id: 'p1', recipeId: 'x', title: 'Backup borscht', addedAt: '2026-11-23T10:00:00.000Z' }] } },
      createdAt: '2026-11-23T10:00:00.000Z',
      updatedAt: '2026-11-23T10:00:00.000Z',
    };
    await server.db.transaction((tx) => writeServerDocument(tx, source.userId, 'mealPlans', plan));
    await source.shell.waitForSyncLabel('Synced');
    await openSettings(source, 'Backup');
    const [download] = await Promise.all([
      source.page.waitForEvent('download'),
      source.page.getByRole('button', { name: 'Download a backup' }).click(),
    ]);
    const backupPath = path.join(files, download.suggestedFilename());
    await download.saveAs(backupPath);
    expect(download.suggestedFilename()).toMatch(/^recipe-kitchen-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const backup = JSON.parse(readFileSync(backupPath, 'utf8'));
    expect(backup.collections.mealPlans).toEqual([plan]);

    const target = await newAccount('backup-dst');
    await openSettings(target, 'Backup');
    await target.page.getByLabel('Restore from a backup…').setInputFiles(backupPath);
    const preview = target.page.getByTestId('restore-preview');
    await preview.getByText('Will add: 2 recipes, 1 meal plan week').waitFor();
    expect(await seriousAxeViolations(target.page, 'main')).toEqual([]);
    await target.page.getByRole('button', { name: 'Restore', exact: true }).click();
    await target.page.getByText(/^Restored: \d+ items added or updated/).waitFor();
    // The label can still read Synced from before the restore while its push starts: wait for the server's copy itself.
    const sourceRecipes = await serverRecipes(source.userId);
    await expect.poll(() => serverRecipes(target.userId), { timeout: 20_000, interval: 250 }).toEqual(sourceRecipes);
    const serverPlans = async () =>
      (
        await server.db.query<{ data: MealPlanDoc }>("SELECT data FROM documents WHERE owner = $1 AND collection = 'mealPlans'", [
          target.userId,
        ])
      ).rows.map((r) => r.data);
    await expect.poll(serverPlans, { timeout: 20_000, interval: 250 }).toEqual([plan]);
    await target.shell.waitForSyncLabel('Synced');

    // The same file again adds nothing.
    await target.page.getByLabel('Restore from a backup…').setInputFiles(backupPath);
    await preview.getByText('Will add: nothing new').waitFor();
    await source.context.close();
    await target.context.close();
  });

  it('imports a Paprika export into the Recipe Book', async () => {
    const d = await newAccount('paprika');
    const fixture = (name: string) => readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url), 'utf8');
    const file = path.join(files, 'My Recipes.paprikarecipes');
    writeFileSync(
      file,
      zipSync({
        'Lemon Herb Roast Chicken.paprikarecipe': gzipSync(strToU8(fixture('paprika-recipe.json'))),
        'Overnight Oats.paprikarecipe': gzipSync(strToU8(fixture('paprika-recipe-2.json'))),
      }),
    );
    await openSettings(d, 'Backup');
    await d.page.getByLabel('Import recipes…').setInputFiles(file);
    await d.page.getByRole('heading', { name: 'Paprika export: 2 recipes found' }).waitFor();
    await d.page.getByRole('button', { name: 'Import', exact: true }).click();
    await d.page.getByText('Imported 2 recipes into your Recipe Book.').waitFor();
    await d.shell.openView('Recipe Book');
    await d.book.item('Lemon Herb Roast Chicken').waitFor();
    await d.book.item('Overnight Oats').waitFor();
    await d.shell.waitForSyncLabel('Synced');
    expect((await serverRecipes(d.userId)).map((r) => r.title)).toEqual(['Lemon Herb Roast Chicken', 'Overnight Oats']);
    await d.context.close();
  });
});
