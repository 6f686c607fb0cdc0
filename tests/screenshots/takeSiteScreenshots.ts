/**
 * Public site screenshots into tests/.tmp/screenshots/site/: the landing page (every section), pricing in EUR
 * (de-DE) and HUF (hu-HU), the cookie banner and Cookie Settings, and every other public page, at desktop
 * (1280) and phone (390) widths, light and dark. Run: npm run screenshots -- site
 */
import { readdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../support/browser';
import { startE2eServer } from '../support/e2eServer';
import { screenshotFolder } from './screenshotFolder';

const OUT = screenshotFolder('site');
const WIDTHS = { desktop: 1280, phone: 390 } as const;
const SCHEMES = ['light', 'dark'] as const;

const PAGES = [
  ['about', '/about'],
  ['contact', '/contact'],
  ['careers', '/careers'],
  ['partnerships', '/partnerships'],
  ['terms', '/terms-of-service'],
  ['privacy', '/privacy-policy'],
  ['cookie-policy', '/cookie-policy'],
  ['blog', '/blog'],
  ['blog-post', '/blog/dairy-free-swaps'],
  ['unsubscribe', '/unsubscribe'],
  ['not-found', '/no/such/page'],
] as const;

async function open(browser: Browser, width: number, scheme: 'light' | 'dark', locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 900 },
    colorScheme: scheme,
    locale,
    serviceWorkers: 'block',
  });
  return context.newPage();
}

/** Screenshots only (not a test): the page has hydrated and fades have finished. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

/** Small files: the PNG re-encoded with a 256-colour palette. */
async function shrink(path: string): Promise<void> {
  writeFileSync(path, await sharp(path).png({ palette: true, compressionLevel: 9 }).toBuffer());
}

async function main(): Promise<void> {
  const server = await startE2eServer();
  const seeded = await launchBrowser();
  const fresh = await launchBrowser({ seedConsent: false });
  try {
    for (const [device, width] of Object.entries(WIDTHS)) {
      for (const scheme of SCHEMES) {
        const suffix = `${device}-${scheme}`;
        let page = await open(seeded, width, scheme);
        await page.goto(`${server.url}/`);
        await settle(page);
        await page.screenshot({ path: `${OUT}/landing-${suffix}.png`, fullPage: true });
        for (const [name, path] of PAGES) {
          await page.goto(`${server.url}${path}`);
          await settle(page);
          await page.screenshot({ path: `${OUT}/${name}-${suffix}.png`, fullPage: device === 'desktop' });
        }
        await page.context().close();

        for (const [currency, locale] of [
          ['eur', 'de-DE'],
          ['huf', 'hu-HU'],
        ] as const) {
          page = await open(seeded, width, scheme, locale);
          await page.goto(`${server.url}/`);
          await settle(page);
          await page.getByRole('button', { name: /^Yearly/ }).click();
          await page.locator('#pricing').screenshot({ path: `${OUT}/pricing-${currency}-yearly-${suffix}.png` });
          await page.context().close();
        }

        page = await open(fresh, width, scheme);
        await page.goto(`${server.url}/`);
        await page.getByRole('button', { name: 'Accept All' }).waitFor();
        await settle(page);
        await page.screenshot({ path: `${OUT}/cookie-banner-${suffix}.png` });
        await page.getByRole('button', { name: 'Customize' }).click();
        await page.getByRole('dialog', { name: 'Cookie Settings' }).waitFor();
        await settle(page);
        await page.screenshot({ path: `${OUT}/cookie-settings-${suffix}.png` });
        await page.context().close();
      }
    }
  } finally {
    await seeded.close();
    await fresh.close();
    await server.close();
  }
  for (const file of readdirSync(OUT)) if (file.endsWith('.png')) await shrink(`${OUT}/${file}`);
}

await main();
process.exit();
