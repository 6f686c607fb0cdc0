import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_META } from '../../client/src/meta/pageMeta';
import { CONTACT_TEXTS } from '../../shared/domain/contactTexts';
import { APP_SHELL_PATHS, ROUTE_REDIRECTS } from '../../shared/domain/publicRoutes';
import { UNSUBSCRIBE_TEXTS } from '../../shared/domain/unsubscribe';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { seriousAxeViolations } from './pages/axe';

let server: E2eServer;
let browser: Browser;
let noScript: BrowserContext;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser({ seedConsent: false });
  noScript = await browser.newContext({ javaScriptEnabled: false });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Every prerendered page: its h1, a piece of its content, and whether §2 gives it structured data. */
const PAGES: { path: string; h1: string; content: string; title: string; jsonLd?: string }[] = [
  { path: '/', h1: 'Any recipe, made to fit your diet.', content: '24+', title: PAGE_META.home.title, jsonLd: 'WebApplication' },
  { path: '/about', h1: 'About us', content: 'What it is not', title: PAGE_META.about.title, jsonLd: 'AboutPage' },
  { path: '/contact', h1: CONTACT_TEXTS.heading, content: 'Write to us', title: PAGE_META.contact.title, jsonLd: 'ContactPage' },
  { path: '/careers', h1: 'Careers', content: 'no open positions right now', title: PAGE_META.careers.title, jsonLd: 'WebPage' },
  { path: '/partnerships', h1: 'Partnerships', content: 'registered dietitians', title: PAGE_META.partnerships.title, jsonLd: 'WebPage' },
  { path: '/terms-of-service', h1: 'Terms of Service', content: 'Plans and payment', title: PAGE_META.terms.title },
  { path: '/privacy-policy', h1: 'Privacy Policy', content: 'How long we keep it', title: PAGE_META.privacy.title },
  { path: '/cookie-policy', h1: 'Cookie Policy', content: 'refresh_token', title: PAGE_META.cookies.title },
  { path: '/blog', h1: 'Blog', content: 'Big flavour on a low-sodium diet', title: PAGE_META.blog.title, jsonLd: 'Blog' },
  {
    path: '/blog/dairy-free-swaps',
    h1: 'Ten dairy-free swaps that actually work',
    content: 'Cashew cream instead of double cream.',
    title: 'Ten dairy-free swaps that actually work — Blog',
    jsonLd: 'BlogPosting',
  },
  { path: '/unsubscribe', h1: UNSUBSCRIBE_TEXTS.heading, content: UNSUBSCRIBE_TEXTS.noLink, title: PAGE_META.unsubscribe.title },
];

describe('the public site without JavaScript', () => {
  it('serves every public page prerendered: status 200, h1, content, title, description, canonical and Open Graph', async () => {
    const page = await noScript.newPage();
    for (const expected of PAGES) {
      const response = await page.goto(`${server.url}${expected.path}`);
      expect(response?.status(), expected.path).toBe(200);
      expect(await page.locator('main h1').textContent(), expected.path).toBe(expected.h1);
      expect(await page.getByText(expected.content).first().isVisible(), expected.path).toBe(true);
      expect(await page.title(), expected.path).toBe(expected.title);
      const head = await page.evaluate(() => ({
        canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
        description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
        ogUrl: document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content,
        ogType: document.querySelector<HTMLMetaElement>('meta[property="og:type"]')?.content,
        robots: document.querySelector('meta[name="robots"]'),
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
      }));
      expect(head.canonical, expected.path).toBe(`${server.url}${expected.path}`);
      expect(head.ogUrl, expected.path).toBe(`${server.url}${expected.path}`);
      expect(head.ogType, expected.path).toBe(expected.path.startsWith('/blog/') ? 'article' : 'website');
      expect(head.description.length, expected.path).toBeGreaterThan(10);
      expect(head.robots, expected.path).toBeNull();
      if (expected.jsonLd) {
        expect(head.jsonLd, expected.path).toHaveLength(1);
        const data = JSON.parse(head.jsonLd[0] ?? '{}');
        expect(JSON.stringify(data), expected.path).toContain(`"@type":"${expected.jsonLd}"`);
        expect(JSON.stringify(data), expected.path).not.toMatch(/aggregateRating|ratingValue|review/i);
      } else expect(head.jsonLd, expected.path).toEqual([]);
    }
    await page.close();
  });

  it('names only scripts and styles that exist: every asset a prerendered page links answers 200', async () => {
    const missing: string[] = [];
    for (const { path } of PAGES) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      const assets = new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string));
      expect(assets.size, path).toBeGreaterThan(0);
      for (const asset of assets) {
        const status = (await fetch(`${server.url}${asset}`)).status;
        if (status !== 200) missing.push(`${path}: ${asset} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('answers unknown paths and unknown posts with the not-found page and status 404', async () => {
    const page = await noScript.newPage();
    for (const path of ['/no/such/page', '/blog/no-such-post', '/assets/missing.js', '/about/extra']) {
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.status(), path).toBe(404);
      expect(await page.locator('main h1').textContent(), path).toBe('Page not found');
      expect(await page.title(), path).toBe(PAGE_META.notFound.title);
    }
    await page.close();
  });

  it('redirects the old paths permanently, keeping the query', async () => {
    const page = await noScript.newPage();
    for (const [from, to] of Object.entries(ROUTE_REDIRECTS)) {
      const response = await page.goto(`${server.url}${from}?ref=mail`);
      expect(new URL(page.url()).pathname + new URL(page.url()).search, from).toBe(`${to}?ref=mail`);
      expect((await response?.request().redirectedFrom()?.response())?.status(), from).toBe(301);
      expect(response?.status(), from).toBe(200);
    }
    await page.close();
  });

  it('serves the app’s own paths the app shell (status 200)', async () => {
    for (const path of APP_SHELL_PATHS) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
  });

  it('lists every public page in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      PAGES.map((p) => `${server.url}${p.path}`)
        .concat(`${server.url}/blog/gluten-free-baking-basics`, `${server.url}/blog/low-sodium-flavour`)
        .sort(),
    );
    expect(xml).toContain('<lastmod>2026-10-02</lastmod>');
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /app');
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});

describe('the public site with JavaScript', () => {
  it('hydrates every page without errors, without the data store or the router, and with no serious axe violations', async () => {
    const context = await browser.newContext({ bypassCSP: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('404 (Not Found)')) errors.push(message.text());
    });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    for (const { path, h1 } of [...PAGES, { path: '/no/such/page', h1: 'Page not found' }]) {
      await page.goto(`${server.url}${path}`);
      // The cookie banner appears once the page has hydrated.
      await page.getByRole('button', { name: 'Accept All' }).waitFor();
      expect(await page.locator('main h1').textContent(), path).toBe(h1);
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
    expect(errors).toEqual([]);
    const bodies = await Promise.all([...scripts].map(async (url) => (await fetch(url)).text()));
    expect(bodies.some((body) => body.includes('RxDB') || body.includes('rxdb'))).toBe(false);
    // The router would bring its history helper: public pages load no router.
    expect(bodies.some((body) => body.includes('__TSR_index'))).toBe(false);
    await context.close();
  });
});
