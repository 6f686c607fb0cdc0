/**
 * tests/.tmp/screenshots/settings/settings-<section>-<desktop|phone>-<light|dark>.png: every Settings section at 1280 and
 * 390 px, light and dark, for a Master Chef user with a filled-in profile and a goal.
 * Run: npm run screenshots -- settings
 */
import type { Page } from 'playwright-core';
import { SETTINGS_SECTIONS } from '../../client/src/app/appViews';
import { AppShellPage } from '../e2e/pages/AppShellPage';
import { signInThroughUi, signUpAndVerify } from '../e2e/pages/accounts';
import { setUserPlan } from '../e2e/pages/plan';
import { SettingsPage } from '../e2e/pages/SettingsPage';
import { launchBrowser } from '../support/browser';
import { startE2eServer } from '../support/e2eServer';
import { screenshotFolder } from './screenshotFolder';

const OUT = screenshotFolder('settings');

async function settle(page: Page): Promise<void> {
  for (const close of await page.getByRole('button', { name: 'Dismiss notification' }).all()) {
    await close.click({ timeout: 500 }).catch(() => undefined);
  }
  await page.waitForTimeout(300);
}

const server = await startE2eServer();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const email = 'ada.cook@example.test';
  await signUpAndVerify(page, server.url, server.dataDir, email);
  await setUserPlan(server.db, email, 'master-chef');
  await signInThroughUi(page, server.url, email);
  const shell = new AppShellPage(page);
  const settings = new SettingsPage(page);
  await shell.openView('Settings');
  await settings.section('Preferences').waitFor();
  await page.getByRole('checkbox', { name: 'Vegan' }).check();
  await page.getByRole('checkbox', { name: 'Gluten-Free' }).check();
  await page.getByRole('checkbox', { name: 'Diabetes' }).check();
  await settings.open('Profile');
  await settings.fill('Age', '34');
  await settings.field('Gender').selectOption('female');
  await settings.field('Activity level').selectOption('lightly_active');
  await settings.fill('Height (cm)', '168');
  await settings.fill('Weight (kg)', '64');
  for (const allergy of ['Peanuts', 'Shellfish', 'Mustard']) {
    await settings.field('Allergies').fill(allergy);
    await settings.field('Allergies').press('Enter');
  }
  await settings.field('Medications').fill('Metformin');
  await settings.field('Medications').press('Enter');
  await settings.field('Cooking skill').selectOption('Intermediate');
  await settings.field('Time for cooking').selectOption('30 minutes');
  await settings.open('Health goals');
  await page.getByRole('button', { name: 'Add a goal' }).click();
  await settings.fill('Target', '4');
  await settings.fill('Description', 'Lose 4 kg before summer');
  await settings.open('AI data');
  await page.getByRole('button', { name: 'I agree to share this data' }).click();
  await shell.waitForSyncLabel('Synced');

  for (const [width, height, size] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const section of SETTINGS_SECTIONS) {
        await settings.open(section.label);
        await page.evaluate(() => window.scrollTo(0, 0));
        await settle(page);
        await page.screenshot({ path: `${OUT}/settings-${section.id}-${size}-${scheme}.png`, fullPage: true });
      }
    }
  }
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
