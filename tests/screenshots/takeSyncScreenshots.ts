/**
 * tests/.tmp/screenshots/sync/sync-details-*.png: the header's sync status with a change the server refused
 * (over the free plan's recipe limit) and the "Sync details" dialog, desktop (1280) and phone (390),
 * light and dark. Run: npm run screenshots -- sync
 */
import type { Page } from 'playwright-core';
import { AppShellPage } from '../e2e/pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from '../e2e/pages/accounts';
import { RecipeBookPage } from '../e2e/pages/RecipeBookPage';
import { SyncDetailsPage } from '../e2e/pages/SyncDetailsPage';
import { launchBrowser } from '../support/browser';
import { startE2eServer } from '../support/e2eServer';
import { setUserPlan } from '../support/setUserPlan';
import { screenshotFolder } from './screenshotFolder';

const OUT = screenshotFolder('sync');

async function settle(page: Page): Promise<void> {
  for (const close of await page.getByRole('button', { name: 'Dismiss notification' }).all()) {
    await close.click({ timeout: 500 }).catch(() => undefined);
  }
  // Dialogs fade in: let the motion end so the picture is what a user sees.
  await page.waitForTimeout(400);
}

const server = await startE2eServer();
const browser = await launchBrowser();
try {
  const email = uniqueEmail('sync.shots');
  const setPlan = (plan: 'free' | 'chef') => setUserPlan(server.db, email, plan);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signUpAndVerify(page, server.url, server.dataDir, email);
  await signInThroughUi(page, server.url, email);
  const shell = new AppShellPage(page);
  const book = new RecipeBookPage(page);
  await shell.openView('Recipe Book');
  await book.heading.waitFor();
  // Saved offline while the device still believed in a bigger plan: the sixth is refused once online.
  await setPlan('chef');
  await page.getByText('0 / 100').waitFor();
  await context.setOffline(true);
  const dishes = ['Lentil soup', 'Herb omelette', 'Miso salmon', 'Chickpea curry', 'Banana bread', 'Roast squash'];
  for (const dish of dishes) await book.create(dish, 'Cook it well.');
  await setPlan('free');
  await context.setOffline(false);
  await shell.waitForSyncLabel('Could not sync 1 change', 30_000).catch(async (error: unknown) => {
    throw new Error(`status reads "${await shell.syncLabel.textContent()}": ${String(error)}`);
  });
  const details = new SyncDetailsPage(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 800 });
    await settle(page);
    await details.open();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${OUT}/sync-details-desktop-${scheme}.png` });
    await details.close();
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    await page.screenshot({ path: `${OUT}/sync-status-phone-${scheme}.png` });
    await details.open();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${OUT}/sync-details-phone-${scheme}.png` });
    await details.close();
  }
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
