import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERTER_TEXTS } from '../../shared/domain/converterTexts';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from './pages/accounts';
import { seriousAxeViolations } from './pages/axe';
import { ConverterPage } from './pages/ConverterPage';

/**
 * Create without an AI provider (issue 32 item 7): a dish the built-in collection lacks is said so, with the
 * closest built-in dishes offered to pick from; picking one makes that dish under its own name.
 */

let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let converter: ConverterPage;
const email = uniqueEmail('create-builtin');
const SHOTS = process.env.E2E_SCREENSHOTS;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  context = await browser.newContext({ bypassCSP: true });
  page = await context.newPage();
  await signUpAndVerify(page, server.url, server.dataDir, email);
  await signInThroughUi(page, server.url, email);
  converter = new ConverterPage(page);
  await converter.heading.waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('create from a dish name the built-in collection lacks', () => {
  it('says so and offers the closest built-in dishes; picking one makes it under its own name', async () => {
    await converter.createTab.click();
    await converter.dishField.fill('chicken tikka masala');
    await converter.pickFilter('Vegan');
    await converter.activeFilter('Vegan').waitFor();
    await converter.createButton.click();
    await converter.consentDialog.getByRole('button', { name: CONVERTER_TEXTS.consentAccept }).click();
    await converter.resultError.getByText('The built-in collection has no recipe for "chicken tikka masala".', { exact: false }).waitFor({
      timeout: 20_000,
    });
    await converter.dishSuggestions.waitFor();
    // The offer is the answer: no failure title over it and no "Conversion Failed" toast beside it.
    expect(await converter.resultError.getByRole('heading', { level: 2 }).textContent()).toBe(CONVERTER_TEXTS.notBuiltInTitle);
    expect(await page.getByRole('region', { name: 'Notifications' }).getByText(CONVERTER_TEXTS.conversionFailedTitle).count()).toBe(0);
    const offered = await converter.dishSuggestions.getByRole('button').allTextContents();
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.map((t) => t.toLowerCase())).not.toContain('chicken tikka masala');
    expect(await seriousAxeViolations(page, { exclude: ['.app-header'] })).toEqual([]);
    if (SHOTS) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${SHOTS}/create-suggestions-desktop.png`, fullPage: false });
      await page.setViewportSize({ width: 390, height: 844 });
      await converter.dishSuggestions.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/create-suggestions-phone.png`, fullPage: false });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    const first = offered[0] ?? '';
    await converter.suggestedDish(first).click();
    // The dish made is the one picked, named by the title rule: led by Vegan, the removed chicken not named.
    await converter.cardTitle.filter({ hasText: /^Vegan / }).waitFor({ timeout: 20_000 });
    expect((await converter.cardTitle.textContent())?.toLowerCase()).not.toContain('chicken');
    expect(await converter.dishField.inputValue()).toBe(first);
    expect(await converter.dishSuggestions.count()).toBe(0);
  });
});
