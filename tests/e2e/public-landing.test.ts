import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { seriousAxeViolations } from './pages/axe';

let browser: Browser;
let server: E2eServer;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startE2eServer();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('landing page on a phone', () => {
  it('reaches every section through the menu; pricing cards have buttons and prices in the visitor currency', async () => {
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 }, locale: 'hu-HU' });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Sections', exact: true }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Sections (mobile)' });
    for (const label of ['Features', 'How It Works', 'Pricing', 'Testimonials']) await menu.getByRole('button', { name: label }).waitFor();
    await menu.getByRole('button', { name: 'Pricing' }).click();
    await menu.waitFor({ state: 'hidden' });
    const pricing = page.locator('#pricing');
    await pricing.getByRole('heading', { name: 'Pricing' }).waitFor();
    await page.waitForFunction(() => {
      const box = document.getElementById('pricing')?.getBoundingClientRect();
      return box !== undefined && box.top < window.innerHeight && box.bottom > 0;
    });
    // 14.99 × 395.5 × 1.27 = 7529.25: rounded once, thousands grouped with a space as Hungarian writes them.
    await pricing.getByText('7 529 Ft', { exact: true }).waitFor();
    expect(await pricing.getByText(/7,5\d\d/).count()).toBe(0);
    await pricing.getByRole('article', { name: 'Chef', exact: true }).getByText('incl. VAT', { exact: true }).waitFor();
    expect(await pricing.getByRole('link', { name: 'Start Chef Plan' }).getAttribute('href')).toBe('/signup?plan=chef');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('landing page fade-in on scroll', () => {
  // Without seeded consent the cookie banner shows, and it appears only once the page has hydrated.
  let bare: Browser;
  beforeAll(async () => {
    bare = await launchBrowser({ seedConsent: false });
  });
  afterAll(async () => {
    await bare?.close();
  });
  const pendingSections = (page: import('playwright-core').Page) =>
    page.evaluate(() => [...document.querySelectorAll('.reveal--pending')].map((el) => el.id || el.className));

  it('hides only sections below the fold after hydration and shows each as it scrolls into view', async () => {
    const context = await bare.newContext({ bypassCSP: true, viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    // The cookie banner appears once the page has hydrated.
    await page.getByRole('button', { name: 'Accept All', exact: true }).waitFor();
    expect(await pendingSections(page)).toContain('pricing');
    await page.locator('#pricing').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !document.getElementById('pricing')?.classList.contains('reveal--pending'));
    await context.close();
  });

  it('keeps every section shown when the visitor prefers reduced motion', async () => {
    const context = await bare.newContext({ bypassCSP: true, viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Accept All', exact: true }).waitFor();
    expect(await pendingSections(page)).toEqual([]);
    await context.close();
  });
});
