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

describe('landing page section navigation', () => {
  it('scrolls each section heading to just below the sticky header, at 1280x800 and 390x844', async () => {
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      const context = await browser.newContext({ bypassCSP: true, viewport: { width, height } });
      const page = await context.newPage();
      await page.goto(`${server.url}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      for (const [label, id] of [
        ['Features', 'features'],
        ['How It Works', 'how-it-works'],
        ['Pricing', 'pricing'],
        ['Testimonials', 'testimonials'],
      ] as const) {
        if (width < 768) {
          await page.getByRole('button', { name: 'Menu', exact: true }).click();
          await page.getByRole('navigation', { name: 'Sections (mobile)' }).getByRole('button', { name: label }).click();
        } else {
          await page.getByRole('navigation', { name: 'Sections', exact: true }).getByRole('button', { name: label }).click();
        }
        // Where the smooth scroll ends (the page still for a few frames): the heading's top against the header's bottom.
        const { headingTop, headerBottom, atEnd } = await page.evaluate(async (sectionId) => {
          let last = -1;
          let still = 0;
          while (still < 5) {
            await new Promise((resolve) => requestAnimationFrame(resolve));
            still = window.scrollY === last ? still + 1 : 0;
            last = window.scrollY;
          }
          const heading = document.getElementById(sectionId)?.querySelector('h2');
          const header = document.querySelector('.site-header');
          return {
            headingTop: heading?.getBoundingClientRect().top ?? -1,
            headerBottom: header?.getBoundingClientRect().bottom ?? 0,
            atEnd: Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
          };
        }, id);
        expect(headingTop, `${label} at ${width}px`).toBeGreaterThanOrEqual(headerBottom);
        // Near the header (unless the page cannot scroll further).
        if (!atEnd) expect(headingTop - headerBottom, `${label} at ${width}px`).toBeLessThan(40);
      }
      await context.close();
    }
  });
});
