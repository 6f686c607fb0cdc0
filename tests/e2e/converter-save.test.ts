import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERTER_TEXTS, SAVE_TEXTS } from '../../shared/domain/converterTexts';
import { defaultSettings } from '../../shared/schemas/settings';
import { writeServerDocument } from '../../sync-server/src/sync/serverWrites';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from './pages/accounts';
import { ConverterPage } from './pages/ConverterPage';

/** Auto-save with its toasts, and the free plan's recipe limit (5) on the converter's auto-save and Save. */

let server: E2eServer;
let browser: Browser;
let page: Page;
let converter: ConverterPage;
let owner = '';
const email = uniqueEmail('autosave');

async function writeAsUser<T extends Parameters<typeof writeServerDocument>[2]>(
  collection: T,
  doc: Parameters<typeof writeServerDocument<T>>[3],
) {
  await server.db.transaction((tx) => writeServerDocument(tx, owner, collection, doc));
}

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
  await signUpAndVerify(page, server.url, server.dataDir, email);
  owner = (await server.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]?.id ?? '';
  const now = new Date().toISOString();
  // Settings as another device would have left them: auto-save on, AI-data consent given.
  await writeAsUser('settings', {
    ...defaultSettings(now),
    autoSaveRecipes: true,
    aiConsent: { hasConsented: true, consentDate: now, version: '1.0' },
  });
  // Four recipes saved on other devices: one more fills the free plan's five.
  for (let i = 1; i <= 4; i++) {
    await writeAsUser('recipes', {
      id: `00000000-0000-4000-8000-00000000000${i}`,
      title: `Saved elsewhere ${i}`,
      convertedRecipe: 'Soup',
      dietaryFilters: [],
      category: 'main-dish',
      imageUrl: '',
      createdAt: now,
      updatedAt: now,
    });
  }
  await signInThroughUi(page, server.url, email);
  converter = new ConverterPage(page);
  await converter.heading.waitFor();
  // Everything on the server has reached this device.
  await new AppShellPage(page).waitForSyncLabel('Synced');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('saving from the converter', () => {
  it('auto-saves a new recipe when the setting is on', async () => {
    await converter.createTab.click();
    await converter.dishField.fill('mushroom risotto');
    await converter.pickFilter('Vegan');
    await converter.createButton.click();
    await page.getByText(SAVE_TEXTS.autoSavedTitle, { exact: true }).waitFor({ timeout: 20_000 });
    await converter.card.getByRole('button', { name: SAVE_TEXTS.saved }).waitFor();
  });

  it('Cancel stops a conversion in progress and nothing is counted', async () => {
    // Hold the request in the browser so the loading state stays until Cancel.
    await page.route('**/api/generate', () => undefined);
    await converter.dishField.fill('pumpkin soup');
    await converter.createButton.click();
    await converter.loading.waitFor();
    expect(await converter.dishField.isDisabled()).toBe(true);
    await converter.cancelButton.click();
    await page.getByText(CONVERTER_TEXTS.emptyTitle).waitFor();
    expect(await converter.dishField.isDisabled()).toBe(false);
    await page.unroute('**/api/generate');
    await page
      .locator('.usage-meter__count')
      .filter({ hasText: /^1 \/ 3/ })
      .waitFor();
  });

  it('at the plan limit: the recipe is not saved, the card says Recipe Limit Reached with the upgrade action', async () => {
    await converter.dishField.fill('lentil curry');
    await converter.createButton.click();
    await page.getByText(SAVE_TEXTS.autoSaveLimitTitle, { exact: true }).waitFor({ timeout: 20_000 });
    const notice = page.locator('.result-limit');
    await notice.getByText(SAVE_TEXTS.limitTitle).waitFor();
    expect(await notice.textContent()).toContain('Your FREE plan allows 5 saved recipes. Upgrade your plan to save more recipes.');
    expect(await converter.saveButton.isDisabled()).toBe(true);
    await notice.getByRole('button', { name: 'Upgrade' }).click();
    await page.getByRole('dialog', { name: 'Upgrade Your Plan' }).waitFor();
    const saved = await server.db.query<{ n: number | string }>(
      "SELECT count(*) AS n FROM documents WHERE owner = $1 AND collection = 'recipes' AND NOT deleted",
      [owner],
    );
    expect(Number(saved.rows[0]?.n)).toBe(5);
  });
});
