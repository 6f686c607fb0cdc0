/**
 * Meal planner screenshots into tests/.tmp/screenshots/planner/: the week grid empty and full, the generation panel,
 * the analytics, the shopping list and its print view, at desktop (1280), tablet (820) and phone (390)
 * widths, light and dark. Run: npm run screenshots -- planner
 */
import type { Page } from 'playwright-core';
import { PLANNER_TEXTS } from '../../shared/domain/planner/texts';
import { defaultSettings } from '../../shared/schemas/settings';
import { runAdminCommand } from '../../sync-server/src/admin';
import { AppShellPage } from '../e2e/pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from '../e2e/pages/accounts';
import { plannerBook } from '../fixtures/plannerRecipes';
import { launchBrowser } from '../support/browser';
import { startE2eServer } from '../support/e2eServer';
import { seedDocuments } from '../support/seedDocuments';
import { screenshotFolder } from './screenshotFolder';

const OUT = screenshotFolder('planner');
const WIDTHS = { desktop: 1280, tablet: 820, phone: 390 } as const;

async function settle(page: Page): Promise<void> {
  for (const close of await page.getByRole('button', { name: 'Dismiss notification' }).all()) {
    await close.click({ timeout: 500, force: true }).catch(() => undefined);
  }
  await page
    .locator('.toast')
    .first()
    .waitFor({ state: 'detached', timeout: 6000 })
    .catch(() => undefined);
  // Screenshots only (not a test): let fades finish.
  await page.waitForTimeout(400);
}

async function shoot(page: Page, name: string, full = true): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await settle(page);
    await page.screenshot({ path: `${OUT}/${name}-${scheme}.png`, fullPage: full });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const server = await startE2eServer();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 } });
  const page = await context.newPage();
  const email = uniqueEmail('ada.planner');
  await signUpAndVerify(page, server.url, server.dataDir, email);
  await runAdminCommand(server.db, { kind: 'set-plan', email, plan: 'master-chef' });
  await seedDocuments(server.db, email, 'recipes', plannerBook());
  const now = new Date().toISOString();
  await seedDocuments(server.db, email, 'settings', [
    {
      ...defaultSettings(now),
      healthConditions: ['Diabetes'],
      defaultDietaryFilters: ['Vegetarian', 'Gluten-Free'],
      personalProfile: {
        age: 34,
        gender: 'female',
        height: 168,
        heightUnit: 'cm',
        weight: 62,
        weightUnit: 'kg',
        activityLevel: 'moderately_active',
        allergies: ['peanuts'],
        medicalConditions: [],
        medications: [],
        healthGoals: [],
      },
    },
  ]);
  await signInThroughUi(page, server.url, email);
  const shell = new AppShellPage(page);
  await shell.openView('Meal Planning');
  await page.getByRole('heading', { name: /^Your recipes \(10\)/ }).waitFor({ timeout: 30_000 });

  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, `planner-empty-${label}`);
  }

  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await page.getByRole('button', { name: PLANNER_TEXTS.generate }).click();
  await page.getByText(PLANNER_TEXTS.weeklyPlanGenerated, { exact: true }).waitFor();
  await page.getByRole('button', { name: PLANNER_TEXTS.save, exact: true }).click();
  await page.getByRole('button', { name: PLANNER_TEXTS.saved, exact: true }).waitFor();
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, `planner-full-${label}`);
  }

  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  const generator = page.getByRole('region', { name: PLANNER_TEXTS.generation.title });
  const analytics = page.getByRole('region', { name: PLANNER_TEXTS.analytics.title });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await settle(page);
    await generator.screenshot({ path: `${OUT}/planner-generator-${scheme}.png` });
    await analytics.screenshot({ path: `${OUT}/planner-analytics-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('button', { name: PLANNER_TEXTS.shopping.title, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: PLANNER_TEXTS.shopping.title });
    await dialog.locator('.shop-group').first().waitFor();
    if (label === 'desktop') {
      await dialog.getByRole('checkbox').nth(1).click();
      await dialog.getByRole('checkbox').nth(3).click();
    }
    await shoot(page, `shopping-list-${label}`, false);
    if (label === 'desktop') {
      await page.emulateMedia({ media: 'print' });
      await settle(page);
      await page.screenshot({ path: `${OUT}/shopping-print.png`, fullPage: true });
      await page.pdf({ path: `${OUT}/shopping-print.pdf`, preferCSSPageSize: true });
      await page.emulateMedia({ media: 'screen' });
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
