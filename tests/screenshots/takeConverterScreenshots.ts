/**
 * Takes tests/.tmp/screenshots/converter/converter-*.png: the Convert view empty, with filters, loading, with a result,
 * with an error, and offline, each at desktop (1280) and phone (390) width in light and dark.
 * Run: npm run screenshots -- converter
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { CONVERTER_TEXTS } from '../../shared/domain/converterTexts';
import { AppShellPage } from '../e2e/pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from '../e2e/pages/accounts';
import { ConverterPage } from '../e2e/pages/ConverterPage';
import { launchBrowser } from '../support/browser';
import { startE2eServer } from '../support/e2eServer';
import { setPlan } from '../support/setPlan';
import { screenshotFolder } from './screenshotFolder';

const OUT = screenshotFolder('converter');
const RECIPE = `Classic Beef Lasagna
Serves 6
Ingredients
- 12 lasagna sheets
- 500 g minced beef
- 1 onion, diced
- 2 cloves garlic, crushed
- 700 g tomato passata
- 500 ml whole milk
- 50 g butter
- 50 g plain flour
- 100 g parmesan, grated
Instructions
1. Brown the beef with the onion and garlic, add the passata and simmer for 20 minutes.
2. Melt the butter, stir in the flour, whisk in the milk and cook until thick.
3. Layer sheets, sauce and béchamel, finish with parmesan.
4. Bake at 190°C for 40 minutes.`;

async function settle(page: Page): Promise<void> {
  for (const close of await page.getByRole('button', { name: 'Dismiss notification' }).all()) {
    await close.click({ timeout: 500 }).catch(() => undefined);
  }
  await page.waitForTimeout(300);
}

/** The four pictures of one state: desktop and phone, light and dark. */
async function shoot(page: Page, name: string, focus?: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [width, label] of [
      [1280, 'desktop'],
      [390, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
      // On a phone the result sits below the form: picture the part the state is about.
      if (focus && width < 1024)
        await page
          .locator(focus)
          .first()
          .evaluate((el) => el.scrollIntoView({ block: 'start' }));
      else await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page);
      await page.screenshot({ path: `${OUT}/converter-${name}-${label}-${scheme}.png`, fullPage: width === 1280 });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const server = await startE2eServer();
const browser = await launchBrowser();
let context: BrowserContext | undefined;
try {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const email = uniqueEmail('ada.cook');
  await signUpAndVerify(page, server.url, server.dataDir, email);
  await setPlan(server.db, email, 'chef');
  await signInThroughUi(page, server.url, email);
  const converter = new ConverterPage(page);
  await converter.heading.waitFor();
  await new AppShellPage(page).waitForSyncLabel('Synced');
  await page.getByLabel(CONVERTER_TEXTS.mustUseLabel, { exact: true }).waitFor();
  await shoot(page, 'empty');

  await converter.recipeField.fill(RECIPE);
  await converter.pickFilter('Vegan');
  await converter.pickFilter('Gluten-Free');
  await converter.pickFilter('Nut-Free');
  await page.getByLabel(CONVERTER_TEXTS.avoidLabel, { exact: true }).fill('celery, mushrooms');
  await page.getByRole('button', { name: `${CONVERTER_TEXTS.addIngredient} to ${CONVERTER_TEXTS.avoidLabel.toLowerCase()}` }).click();
  await shoot(page, 'filters', '.filter-picker');

  // Hold the generation request so the loading state can be pictured.
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let calls = 0;
  await page.route('**/api/generate', async (route: Route) => {
    // The first request is answered "consent required"; the one after the dialog is held.
    calls += 1;
    if (calls > 1) await held;
    await route.continue();
  });
  await converter.convertButton.click();
  await converter.consentDialog.waitFor();
  await shoot(page, 'consent');
  await converter.consentDialog.getByRole('button', { name: CONVERTER_TEXTS.consentAccept }).click();
  await converter.loading.waitFor();
  await shoot(page, 'loading', '.converter__result');
  release?.();
  await converter.cardTitle.waitFor({ timeout: 20_000 });
  await page.unroute('**/api/generate');
  await page.locator('.recipe-card__image').waitFor();
  await shoot(page, 'result', '.converter__result');

  await converter.createTab.click();
  await page.getByRole('button', { name: 'Clear All' }).click();
  await converter.createButton.click();
  await converter.fieldError('Please enter a food name or dish type').waitFor();
  await shoot(page, 'error', '.converter-card');
  await converter.convertTab.click();

  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await context.setOffline(true);
  await page.reload();
  await converter.heading.waitFor({ timeout: 30_000 });
  await converter.recipeField.fill(RECIPE);
  await converter.pickFilter('Vegan');
  await converter.convertButton.click();
  await converter.madeOnDevice.waitFor();
  await shoot(page, 'offline', '.converter__result');
  await context.setOffline(false);
} finally {
  await context?.close();
  await browser.close();
  await server.close();
}
