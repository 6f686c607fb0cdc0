import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_TEXTS, CONVERTER_TEXTS, SAVE_TEXTS } from '../../shared/domain/converterTexts';
import { readDocument } from '../../sync-server/src/sync/documentStore';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from './pages/accounts';
import { seriousAxeViolations } from './pages/axe';
import { ConverterPage } from './pages/ConverterPage';

/** With no network the same Convert button runs the built-in engine on the device, and the server counts it later. */

const SOUP = `Creamy Tomato Soup
Serves 4
Ingredients
- 800 g canned tomatoes
- 1 onion, chopped
- 2 cloves garlic
- 200 ml double cream
- 30 g butter
Instructions
1. Soften the onion and garlic in the butter.
2. Add the tomatoes and simmer for 20 minutes.
3. Blend, stir in the cream and season.`;

let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let converter: ConverterPage;
const email = uniqueEmail('offline');

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  context = await browser.newContext({ bypassCSP: true });
  page = await context.newPage();
  await signUpAndVerify(page, server.url, server.dataDir, email);
  await signInThroughUi(page, server.url, email);
  converter = new ConverterPage(page);
  await converter.heading.waitFor();
  await new AppShellPage(page).waitForSyncLabel('Synced');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('conversion with no network', () => {
  it('converts on the device after an offline reload, marked as made on this device, and saves it', async () => {
    await context.setOffline(true);
    // Offline, the session is not refreshed over and over: the browser says there is no network.
    const refreshes: string[] = [];
    const countRefresh = (request: import('playwright-core').Request) => {
      if (request.url().endsWith('/api/auth/refresh')) refreshes.push(request.url());
    };
    page.on('request', countRefresh);
    await page.reload();
    await converter.heading.waitFor({ timeout: 30_000 });
    await page.getByText(CONVERTER_TEXTS.offlineNotice).waitFor();
    await converter.recipeField.fill(SOUP);
    await converter.pickFilter('Vegan');
    // Asking for 2 servings of a soup for 4 halves every amount, and the card says so.
    await page.getByLabel(CONVERTER_TEXTS.servingsLabel).fill('2');
    await converter.convertButton.click();
    await converter.madeOnDevice.waitFor({ timeout: 20_000 });
    expect(await converter.cardTitle.textContent()).toMatch(/Tomato Soup/i);
    await converter.card.getByText(CONVERTER_TEXTS.scaledServings(4, 2)).waitFor();
    expect(await converter.ingredients().first().textContent()).toMatch(/^400 g/);
    const lines = (await converter.ingredients().allTextContents()).join('\n').toLowerCase();
    expect(lines).not.toContain('double cream');
    await converter.card.getByText(`Vegan ${CARD_TEXTS.compliant}`).waitFor();
    // The device counts its own conversion against the daily limit.
    await page
      .locator('.usage-meter__count')
      .filter({ hasText: /^1 \/ 3/ })
      .waitFor();
    expect(await seriousAxeViolations(page, { exclude: ['.app-header'] })).toEqual([]);
    await converter.saveButton.click();
    await converter.card.getByRole('button', { name: SAVE_TEXTS.saved }).waitFor();
    page.off('request', countRefresh);
    expect(refreshes).toEqual([]);
  });

  it('reports the offline conversion to the server when back online, once', async () => {
    await context.setOffline(false);
    const user = await server.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    const owner = user.rows[0]?.id ?? '';
    // Back online: the card offers a re-run on the server; the report of the offline conversion has gone out.
    await converter.card.getByRole('button', { name: CONVERTER_TEXTS.rerunOnServer }).waitFor();
    const day = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await page.waitForFunction(
      () => (localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('rk.offlineConversions.')) ?? '') ?? '[]') === '[]',
    );
    const usage = await readDocument(server.db, owner, 'usage', day);
    expect((usage?.data as { conversions: number } | undefined)?.conversions).toBe(1);
    await page
      .locator('.usage-meter__count')
      .filter({ hasText: /^1 \/ 3/ })
      .waitFor();
  });
});
