import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_TEXTS, CONVERTER_TEXTS } from '../../shared/domain/converterTexts';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from './pages/accounts';
import { seriousAxeViolations } from './pages/axe';
import { ConverterPage } from './pages/ConverterPage';

/**
 * Reading a pasted page (issue 31): a blog copy with its clutter, a Markdown table and a line the reader cannot place.
 * The card keeps every food line, shows the unplaced line under "Not understood", and no clutter reaches it.
 */

const PASTED = `Jump to Recipe
Print Recipe
★★★★★ 4.8 from 96 votes
Lemon Yoghurt Cake
Serves 8 | Prep 15 min | Bake 40 min | Cool 1 hour

| Amount | Ingredient |
|---|---|
| 200 g | plain flour |
| 150 g | caster sugar |
| 3 | eggs |
| 150 ml | natural yoghurt |
| 1,5 tsp | baking powder |
| 1 | lemon, zested |
use whatever is left in the jar from the weekend, it all ends up in there somehow anyway

Method
1. Heat the oven to 180 °C and line a 20 cm loaf tin.
2. Whisk everything together until smooth.
3. Bake for 40 minutes and cool in the tin.
Tag me on Instagram @lemonlover and use #bakeathome
Subscribe to my newsletter for more!
52 Comments
Anna — Made this twice, so good!`;

const UNPLACED = 'use whatever is left in the jar from the weekend, it all ends up in there somehow anyway';

let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let converter: ConverterPage;
const email = uniqueEmail('not-understood');
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

describe('a pasted page on the card', () => {
  it('keeps every food line, reports the unplaced line as not understood and leaves the clutter out', async () => {
    await converter.recipeField.fill(PASTED);
    await converter.pickFilter('Vegan');
    await converter.activeFilter('Vegan').waitFor();
    await converter.convertButton.click();
    await converter.consentDialog.getByRole('button', { name: CONVERTER_TEXTS.consentAccept }).click();
    // The title follows the rewriting's rule (led by the filter, a swapped food not named): the dish is a lemon cake.
    await converter.cardTitle.filter({ hasText: /Lemon/ }).waitFor({ timeout: 60_000 });

    const section = converter.card.getByRole('region', { name: CARD_TEXTS.notUnderstood });
    await section.waitFor();
    await section.getByText(CARD_TEXTS.notUnderstoodHint, { exact: true }).waitFor();
    expect(await section.getByRole('listitem').allTextContents()).toEqual([UNPLACED]);
    // A line that was not converted is not verified, so the card never says the recipe meets the filter.
    await converter.card.getByText(`Vegan ${CARD_TEXTS.notCompliant}`).waitFor();

    // Six food lines: the table's rows (eggs and yoghurt swapped for Vegan), none lost and no header row.
    const lines = await converter.ingredients().allTextContents();
    expect(lines).toHaveLength(6);
    const ingredients = lines.join('\n');
    for (const food of ['plain flour', 'caster sugar', 'baking powder', 'lemon']) expect(ingredients).toContain(food);
    // The decimal comma is read as one and a half, never as 5.
    expect(ingredients).toMatch(/1[.,½]\s?5?\s?tsp baking powder|1½ tsp baking powder|1 ½ tsp baking powder/);
    const card = (await converter.card.textContent()) ?? '';
    for (const clutter of [
      'Jump to Recipe',
      'Print Recipe',
      '96 votes',
      'Tag me on Instagram',
      'newsletter',
      '52 Comments',
      'Made this twice',
      'Amount',
    ]) {
      expect(card).not.toContain(clutter);
    }
    expect(await seriousAxeViolations(page, { exclude: ['.app-header'] })).toEqual([]);

    if (SHOTS) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/not-understood-desktop.png`, fullPage: false });
      await page.setViewportSize({ width: 390, height: 844 });
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/not-understood-phone.png`, fullPage: false });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: `${SHOTS}/not-understood-phone-dark.png`, fullPage: false });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
