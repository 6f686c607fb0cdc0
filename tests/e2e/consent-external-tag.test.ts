import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsentPage } from '../../client/src/features/consent/ConsentPage';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';

/** A stand-in for an external analytics service on this machine: it serves the tag and counts who fetched it. */
let tagServer: Server;
let tagOrigin: string;
const tagFetches: string[] = [];
let browser: Browser;
let server: E2eServer;

beforeAll(async () => {
  tagServer = createServer((request, response) => {
    tagFetches.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end('window.__externalTagRuns = (window.__externalTagRuns || 0) + 1;');
  });
  await new Promise<void>((resolve) => tagServer.listen(0, '127.0.0.1', resolve));
  const address = tagServer.address();
  tagOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  server = await startE2eServer({ env: { ANALYTICS_SCRIPT_URL: `${tagOrigin}/tag.js` } });
  browser = await launchBrowser({ seedConsent: false });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((resolve) => tagServer?.close(resolve));
});

const tagsOnPage = `script[data-external-analytics]`;

describe('the optional external analytics tag (ANALYTICS_SCRIPT_URL)', () => {
  it('loads only after analytics consent, under the CSP, and is removed when consent is withdrawn', async () => {
    // No bypassCSP: the tag must run under the real policy, which names its origin.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const consent = new ConsentPage(page);
    const response = await page.goto(`${server.url}/`);
    // The script sources: the site's own, the app page's inline scripts by hash, and the tag's origin.
    const scriptSrc = (response?.headers()['content-security-policy'] ?? '').split(';').find((d) => d.startsWith('script-src '));
    expect(scriptSrc?.split(' ')).toEqual(expect.arrayContaining(["'self'", tagOrigin]));
    await consent.bannerButton('Accept All').waitFor();
    await page.waitForLoadState('networkidle');
    expect(tagFetches).toEqual([]);
    expect(await page.locator(tagsOnPage).count()).toBe(0);

    await consent.bannerButton('Accept All').click();
    await page.waitForFunction(() => (window as unknown as { __externalTagRuns?: number }).__externalTagRuns === 1);
    expect(tagFetches).toEqual(['/tag.js']);

    // Another page with consent stored: loaded again there.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await page.waitForFunction(() => (window as unknown as { __externalTagRuns?: number }).__externalTagRuns === 1);
    expect(await page.locator(tagsOnPage).count()).toBe(1);

    await consent.openFromFooter();
    await consent.settingsButton('Reject Optional').click();
    await page.locator(tagsOnPage).waitFor({ state: 'detached' });

    const before = tagFetches.length;
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator(tagsOnPage).count()).toBe(0);
    expect(tagFetches.length).toBe(before);
    await context.close();
  });
});
