/**
 * Takes tests/.tmp/screenshots/shell/*.png from the built app on a real server: sign-in, the app shell at desktop
 * (1280) and phone (390) width, and the offline state. Run: npm run screenshots -- shell
 */
import type { Page } from 'playwright-core';
import { AppShellPage } from '../e2e/pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from '../e2e/pages/accounts';
import { RecipeBookPage } from '../e2e/pages/RecipeBookPage';
import { launchBrowser } from '../support/browser';
import { startE2eServer } from '../support/e2eServer';
import { screenshotFolder } from './screenshotFolder';

const OUT = screenshotFolder('shell');

/** Menus and dialogs fade in; wait for motion to end so the picture is what a user sees. */
async function settle(page: Page, dismissToasts = true): Promise<void> {
  // Toasts are confirmed by the tests; keep them out of the pictures (not while a menu is open: a click outside closes it).
  if (dismissToasts)
    for (const close of await page.getByRole('button', { name: 'Dismiss notification' }).all()) {
      await close.click({ timeout: 500 }).catch(() => undefined);
    }
  await page.waitForTimeout(400);
}

const server = await startE2eServer();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.locator('h1').waitFor();
  await page.screenshot({ path: `${OUT}/landing-desktop.png` });

  await page.goto(`${server.url}/signin`);
  await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
  await page.screenshot({ path: `${OUT}/sign-in.png` });

  const email = uniqueEmail('ada.cook');
  await signUpAndVerify(page, server.url, server.dataDir, email);
  await signInThroughUi(page, server.url, email);
  const shell = new AppShellPage(page);
  await shell.openView('Recipe Book');
  const book = new RecipeBookPage(page);
  await book.create('Plant-based lasagna', 'Layers of pasta, lentil ragù and cashew béchamel. Bake 45 minutes at 190 °C.');
  await book.create('Gluten-free banana bread', 'Oat and almond flour, ripe bananas, maple syrup, walnuts.');
  await page.getByRole('status').filter({ hasText: 'Synced' }).first().waitFor({ timeout: 15_000 });
  await settle(page);
  await page.screenshot({ path: `${OUT}/app-shell-desktop.png` });

  await shell.userMenuButton.click();
  await settle(page, false);
  await page.screenshot({ path: `${OUT}/app-user-menu.png` });
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await page.screenshot({ path: `${OUT}/app-shell-phone.png` });
  await shell.menuButton.click();
  await settle(page, false);
  await page.screenshot({ path: `${OUT}/app-mobile-menu.png` });
  await page.keyboard.press('Escape');

  await context.setOffline(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('status').filter({ hasText: 'Offline' }).first().waitFor();
  await book.edit('Plant-based lasagna', { text: 'Layers of pasta, lentil ragù and cashew béchamel. Edited offline: add spinach.' });
  await page.getByRole('status').filter({ hasText: 'waiting' }).first().waitFor();
  await settle(page);
  await page.screenshot({ path: `${OUT}/app-offline.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await page.screenshot({ path: `${OUT}/app-offline-phone.png` });
  await context.setOffline(false);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.emulateMedia({ colorScheme: 'dark' });
  await settle(page);
  await page.screenshot({ path: `${OUT}/app-shell-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });

  await page.goto(`${server.url}/app?section=privacy`);
  await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
  await settle(page);
  await page.screenshot({ path: `${OUT}/app-settings-section.png` });
  console.log(`Screenshots written to ${OUT}/`);
} finally {
  await browser.close();
  await server.close();
}
