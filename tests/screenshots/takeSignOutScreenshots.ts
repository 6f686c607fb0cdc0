/**
 * The sign-out dialog (remove or keep this device's data; waiting changes and Sync First) and the
 * sign-in notice after removal, desktop (1280) and phone (390), light and dark, into
 * tests/.tmp/screenshots/sign-out/. Run: npm run screenshots -- sign-out
 */
import type { Page } from 'playwright-core';
import { AppShellPage } from '../e2e/pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from '../e2e/pages/accounts';
import { RecipeBookPage } from '../e2e/pages/RecipeBookPage';
import { launchBrowser } from '../support/browser';
import { startE2eServer } from '../support/e2eServer';
import { screenshotFolder } from './screenshotFolder';

const OUT = screenshotFolder('sign-out');
const WIDTHS = { desktop: 1280, phone: 390 } as const;

async function shoot(page: Page, name: string, widths: (keyof typeof WIDTHS)[], schemes: ('light' | 'dark')[]): Promise<void> {
  for (const width of widths) {
    for (const scheme of schemes) {
      await page.setViewportSize({ width: WIDTHS[width], height: width === 'phone' ? 844 : 800 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
      await page.screenshot({ path: `${OUT}/${name}-${width}-${scheme}.png` });
    }
  }
  await page.setViewportSize({ width: WIDTHS.desktop, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
}

const server = await startE2eServer();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const email = uniqueEmail('screens');
  await signUpAndVerify(page, server.url, server.dataDir, email);
  await signInThroughUi(page, server.url, email);
  const shell = new AppShellPage(page);
  await shell.waitForSyncLabel('Synced');
  await shell.openSignOut();
  await shoot(page, 'sign-out', ['desktop', 'phone'], ['light', 'dark']);
  await page.keyboard.press('Escape');

  const book = new RecipeBookPage(page);
  await shell.openView('Recipe Book');
  await book.heading.waitFor();
  await context.setOffline(true);
  await book.create('Offline stew', 'Water, salt.');
  await shell.waitForSyncLabel('Offline · 1 change waiting');
  await shell.openSignOut();
  await shoot(page, 'sign-out-waiting', ['desktop', 'phone'], ['light', 'dark']);
  await context.setOffline(false);
  await page.keyboard.press('Escape');
  await shell.waitForSyncLabel('Synced');
  await shell.signOut('remove');
  await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
  await shoot(page, 'signed-out-data-removed', ['desktop', 'phone'], ['light']);
} finally {
  await browser.close();
  await server.close();
}
