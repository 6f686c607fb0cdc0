/**
 * tests/.tmp/screenshots/public/public-*.png: the cookie banner, Cookie Settings, the landing page pricing (USD, EUR, HUF)
 * and Contact and FAQ, at desktop (1280) and phone (390) width, light and dark.
 * Run: npm run screenshots -- public
 */

import { ConsentPage } from '../../client/src/features/consent/ConsentPage';
import { launchBrowser } from '../support/browser';
import { startE2eServer } from '../support/e2eServer';
import { screenshotFolder } from './screenshotFolder';

const OUT = screenshotFolder('public');
const server = await startE2eServer();
const browser = await launchBrowser({ seedConsent: false });

try {
  for (const [width, label] of [
    [1280, 'desktop'],
    [390, 'phone'],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, colorScheme: scheme });
      const page = await context.newPage();
      const consent = new ConsentPage(page);
      await page.goto(`${server.url}/`);
      await consent.banner.waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}/public-cookie-banner-${label}-${scheme}.png` });
      await consent.bannerButton('Customize').click();
      await consent.settings.waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}/public-cookie-settings-${label}-${scheme}.png` });
      await consent.settingsButton('Reject Optional').click();
      await page.goto(`${server.url}/contact`);
      await page.getByRole('heading', { name: 'Contact and FAQ' }).waitFor();
      await page.screenshot({ path: `${OUT}/public-contact-${label}-${scheme}.png`, fullPage: true });
      await context.close();
    }
  }
  for (const locale of ['en-US', 'de-DE', 'hu-HU']) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await new ConsentPage(page).bannerButton('Reject').click();
    await page.locator('#pricing').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.locator('#pricing').screenshot({ path: `${OUT}/public-pricing-${locale}.png` });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
