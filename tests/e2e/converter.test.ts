import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlansDialogPage } from '../../client/src/features/billing/PlansDialogPage';
import { CARD_TEXTS, CONVERTER_TEXTS, SAVE_TEXTS } from '../../shared/domain/converterTexts';
import { MESSAGES } from '../../shared/domain/messages';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from './pages/accounts';
import { seriousAxeViolations } from './pages/axe';
import { ConverterPage } from './pages/ConverterPage';
import { RecipeBookPage } from './pages/RecipeBookPage';

/**
 * The converter end to end on a free plan (3 conversions a day): convert a pasted recipe with two
 * filters after accepting the AI-data consent, save it and see it on a second device; create from a
 * dish name; surprise; then the daily limit, online and offline.
 */

const CARBONARA = `Spaghetti Carbonara
Serves 4
Ingredients
- 400 g spaghetti
- 150 g pancetta, diced
- 3 eggs
- 50 g parmesan, grated
- 2 tbsp butter
- salt and black pepper
Instructions
1. Cook the spaghetti in salted water.
2. Fry the pancetta in the butter until crisp.
3. Whisk the eggs with the parmesan.
4. Toss the hot pasta with the pancetta, then the egg mixture, and serve.`;

/** The shell's header has its own tests; these check the converter's view. */
const SHELL_HEADER = '.app-header';

let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let converter: ConverterPage;
let shell: AppShellPage;
const email = uniqueEmail('convert');

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  context = await browser.newContext({ bypassCSP: true });
  page = await context.newPage();
  await signUpAndVerify(page, server.url, server.dataDir, email);
  await signInThroughUi(page, server.url, email);
  converter = new ConverterPage(page);
  shell = new AppShellPage(page);
  await converter.heading.waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the converter', () => {
  it('shows the empty form with the free plan gating and no accessibility violations', async () => {
    await page.getByText(CONVERTER_TEXTS.emptyTitle).waitFor();
    // Free: the first 4 filters are selectable, the rest locked; no ingredient lists.
    await page.getByLabel(CONVERTER_TEXTS.filterSearch).fill('Paleo');
    // A locked filter is not selected by a press: it offers the plan that unlocks it.
    await converter.filter('Paleo').click();
    const plans = new PlansDialogPage(page);
    await plans.upgradeDialog.waitFor();
    await page.keyboard.press('Escape');
    await plans.upgradeDialog.waitFor({ state: 'detached' });
    expect(await converter.activeFilter('Paleo').count()).toBe(0);
    await page.getByLabel(CONVERTER_TEXTS.filterSearch).fill('');
    expect(await page.getByLabel(CONVERTER_TEXTS.mustUseLabel).count()).toBe(0);
    expect(await seriousAxeViolations(page, { exclude: [SHELL_HEADER] })).toEqual([]);
  });

  it('lists the user’s own filters first, breaks no name inside a word, and points Halal and Kosher to Settings', async () => {
    const tiles = page.locator('.filter-grid .filter-option');
    const names = async () =>
      (await tiles.allInnerTexts()).map((t) =>
        t
          .replace(/^\W+/u, '')
          .replace(/\s*\(.*\)$/, '')
          .trim(),
      );
    expect((await names()).slice(0, 4)).toEqual(['Vegan', 'Gluten-Free', 'Keto', 'Low-Carb']);
    for (const name of ['Vegan', 'Gluten-Free', 'Keto', 'Low-Carb'])
      expect(await converter.filter(name).getAttribute('aria-pressed')).toBe('false');
    // Each word of each name sits on one line (a name may wrap only at its hyphen), at both widths.
    const splitWords = () =>
      page.evaluate(() => {
        const split: string[] = [];
        for (const tile of document.querySelectorAll('.filter-grid .filter-option')) {
          const walker = document.createTreeWalker(tile, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if ((node.parentElement as HTMLElement).closest('.visually-hidden')) continue;
            const text = node.textContent ?? '';
            for (const match of text.matchAll(/[A-Za-z0-9]+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
              if (lines.size > 1) split.push(match[0]);
            }
          }
        }
        return split;
      });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      for (let p = 0; p < 3; p++) {
        expect(await splitWords(), `width ${width}, page ${p + 1}`).toEqual([]);
        const next = page.getByRole('button', { name: CONVERTER_TEXTS.nextPage });
        if (await next.isEnabled()) await next.click();
      }
      await page.getByRole('button', { name: CONVERTER_TEXTS.previousPage }).click();
      await page.getByRole('button', { name: CONVERTER_TEXTS.previousPage }).click();
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    // The Religious chip shows its two entries, display-only, with where to set them.
    await page.getByRole('button', { name: 'Religious', exact: true }).click();
    expect(await names()).toEqual(['Halal', 'Kosher']);
    expect(await page.getByText(CONVERTER_TEXTS.noFilterMatch).count()).toBe(0);
    await page.getByText(CONVERTER_TEXTS.religiousPointer).waitFor();
    expect(await seriousAxeViolations(page, { exclude: [SHELL_HEADER] })).toEqual([]);
    await page.getByRole('button', { name: CONVERTER_TEXTS.openSettings }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await shell.openView('Convert');
    await converter.heading.waitFor();
  });

  it('shows the validation texts of the spec', async () => {
    await converter.surpriseButton.click();
    await converter.fieldError(MESSAGES.surpriseNoFilter).waitFor();
    await converter.createTab.click();
    // Any switch clears errors.
    expect(await converter.fieldError(MESSAGES.surpriseNoFilter).count()).toBe(0);
    await converter.createButton.click();
    await converter.fieldError(MESSAGES.createEmptyDishName).waitFor();
    await converter.fieldError(MESSAGES.createNoFilter).waitFor();
    await converter.convertTab.click();
  });

  it('asks for a filter before converting a recipe with none, and uses no conversion', async () => {
    const generations: string[] = [];
    const count = (request: import('playwright-core').Request) => {
      if (new URL(request.url()).pathname === '/api/generate') generations.push(request.url());
    };
    page.on('request', count);
    await converter.recipeField.fill(CARBONARA);
    await converter.convertButton.click();
    const error = converter.fieldError(MESSAGES.createNoFilter);
    await error.waitFor();
    // The picker is below the button: the message is brought into view.
    await page.waitForFunction(() => {
      const box = document.querySelector('.filter-picker .form-error')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
    });
    page.off('request', count);
    expect(generations).toEqual([]);
    expect(await converter.consentDialog.count()).toBe(0);
    expect(await page.getByText(CONVERTER_TEXTS.emptyTitle).isVisible()).toBe(true);
    await page.getByText(/^0 \/ 3$/).waitFor();
    expect(await seriousAxeViolations(page, { exclude: [SHELL_HEADER] })).toEqual([]);
    // Choosing a filter clears it.
    await converter.pickFilter('Vegan');
    await error.waitFor({ state: 'detached' });
    await converter.pickFilter('Vegan');
  });

  it('converts a pasted recipe with two filters after the consent dialog, and saves it', async () => {
    await converter.recipeField.fill(CARBONARA);
    await converter.pickFilter('Vegan');
    await converter.pickFilter('Gluten-Free');
    await converter.activeFilter('Vegan').waitFor();
    await converter.activeFilter('Gluten-Free').waitFor();
    await converter.convertButton.click();
    // A new user has not agreed to share recipe data yet: the dialog says what goes where (this server has no AI key).
    await converter.consentDialog.getByText(CONVERTER_TEXTS.consentTextLocal).waitFor();
    expect(await converter.consentDialog.getByText(/OpenAI/).count()).toBe(0);
    await converter.consentDialog.getByRole('button', { name: CONVERTER_TEXTS.consentAccept }).click();
    await converter.cardTitle.waitFor({ timeout: 20_000 });
    expect(await converter.cardTitle.textContent()).toMatch(/Carbonara/i);
    await converter.cardSection(CARD_TEXTS.whatChanged).waitFor();
    await converter.cardSection(CARD_TEXTS.nutritionHeading).waitFor();
    await converter.card.getByText(CARD_TEXTS.nutritionDisclaimer).waitFor();
    const lines = (await converter.ingredients().allTextContents()).join('\n').toLowerCase();
    expect(lines).not.toContain('pancetta');
    await converter.card.getByText(`Vegan ${CARD_TEXTS.compliant}`).waitFor();
    await converter.card.getByText(`Gluten-Free ${CARD_TEXTS.compliant}`).waitFor();

    // The servings stepper scales the ingredients with the kitchen engine.
    const before = await converter.ingredients().first().textContent();
    expect(before).toMatch(/^400 g/);
    await converter.card.getByRole('button', { name: CARD_TEXTS.moreServings }).click();
    await converter
      .ingredients()
      .first()
      .filter({ hasText: /^500 g/ })
      .waitFor();
    await converter.card.getByRole('button', { name: 'US' }).click();
    await converter.ingredients().first().filter({ hasText: /oz|lb/ }).waitFor();

    expect(await seriousAxeViolations(page, { exclude: [SHELL_HEADER] })).toEqual([]);
    await converter.saveButton.click();
    await converter.card.getByRole('button', { name: SAVE_TEXTS.saved }).waitFor();
    await page.getByText(SAVE_TEXTS.savedTitle, { exact: true }).waitFor();
    // Saving again says it is already saved.
    await converter.saveButton.click();
    await page.getByText(SAVE_TEXTS.alreadySavedTitle, { exact: true }).waitFor();
  });

  it('shows the saved recipe on a second device', async () => {
    const other = await browser.newContext();
    const second = await other.newPage();
    await signInThroughUi(second, server.url, email);
    const book = new RecipeBookPage(second);
    await new AppShellPage(second).openView('Recipe Book');
    await book.heading.waitFor();
    await book.list
      .getByText(/Carbonara/i)
      .first()
      .waitFor({ timeout: 15_000 });
    await other.close();
  });

  it('creates a recipe from a dish name', async () => {
    await converter.createTab.click();
    expect(await converter.dishField.inputValue()).toBe('');
    await converter.dishField.fill('lentil soup');
    await converter.createButton.click();
    await converter.cardTitle.filter({ hasText: /lentil/i }).waitFor({ timeout: 20_000 });
  });

  it('makes a surprise recipe for the chosen filters', async () => {
    const previous = await converter.cardTitle.textContent();
    await converter.surpriseButton.click();
    await page.waitForFunction((before) => {
      const title = document.querySelector('article.recipe-card h2')?.textContent;
      return Boolean(title) && title !== before;
    }, previous);
    // The card states the Vegan check either way: the whole-output check may flag a tip of a built-in dish.
    await converter.card
      .getByText(new RegExp(`Vegan (${CARD_TEXTS.compliant}|${CARD_TEXTS.notCompliant})`))
      .first()
      .waitFor();
  });

  it('refuses a fourth conversion on the free plan with the daily-limit message and the upgrade action', async () => {
    await page
      .locator('.usage-meter__count')
      .filter({ hasText: /^3 \/ 3/ })
      .waitFor({ timeout: 15_000 });
    await page.getByText(CONVERTER_TEXTS.meterAtLimit).waitFor();
    await converter.surpriseButton.click();
    await converter.resultError.getByRole('heading', { name: MESSAGES.dailyLimitTitle }).waitFor({ timeout: 15_000 });
    const text = await converter.resultError.textContent();
    expect(text).toMatch(
      /Your Free plan allows 3 conversions per day\. Upgrade your plan for more conversions\. Your limit resets in \d+h \d+m\./,
    );
    await converter.resultError.getByRole('button', { name: CONVERTER_TEXTS.upgrade }).waitFor();
  });

  it('refuses a free user at the limit offline too', async () => {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await context.setOffline(true);
    await page.reload();
    await shell.waitForShell();
    await converter.heading.waitFor();
    await page.getByText(CONVERTER_TEXTS.offlineNotice).waitFor();
    await converter.pickFilter('Vegan');
    await converter.surpriseButton.click();
    await converter.resultError.getByRole('heading', { name: MESSAGES.dailyLimitTitle }).waitFor();
    expect(await converter.card.count()).toBe(0);
    await context.setOffline(false);
  });
});
