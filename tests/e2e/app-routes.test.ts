import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/domain/accountRules';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from './pages/accounts';
import { PUBLIC_ROUTES as ROUTES } from './pages/publicRoutes';

let server: E2eServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function headingAndMeta(path: string) {
  await page.goto(`${server.url}${path}`);
  await page.locator('h1').first().waitFor();
  return page.evaluate(() => ({
    h1: document.querySelector('h1')?.textContent ?? '',
    title: document.title,
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? '',
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
    ogType: document.querySelector<HTMLMetaElement>('meta[property="og:type"]')?.content ?? '',
    robots: document.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content ?? null,
    path: window.location.pathname,
  }));
}

describe('route table', () => {
  it('renders every route with its heading, title, canonical and description', async () => {
    for (const route of ROUTES) {
      const seen = await headingAndMeta(route.path);
      expect(seen.h1, route.path).toMatch(route.heading);
      await expect.poll(() => page.title(), { message: route.path, timeout: 5000 }).toBe(route.title);
      const meta = await headingAndMeta(route.path);
      expect(meta.canonical, route.path).toBe(`${server.url}${route.path}`);
      expect(meta.description.length, route.path).toBeGreaterThan(10);
      expect(meta.ogType, route.path).toMatch(/^(website|article)$/);
    }
  });

  it('marks /verify-email and /password-recovery noindex, and nothing else', async () => {
    for (const route of ROUTES) {
      const meta = await headingAndMeta(route.path);
      const noindex = route.path === '/verify-email' || route.path === '/password-recovery';
      expect(meta.robots?.includes('noindex') ?? false, route.path).toBe(noindex);
    }
  });

  it('redirects /terms, /privacy and /cookies', async () => {
    const moved = [
      ['/terms', '/terms-of-service'],
      ['/privacy', '/privacy-policy'],
      ['/cookies', '/cookie-policy'],
    ] as const;
    for (const [from, to] of moved) {
      const meta = await headingAndMeta(from);
      expect(meta.path).toBe(to);
    }
  });

  it('sends every auth-action alias to one page', async () => {
    for (const alias of ['/auth/action', '/__/auth/action', '/finishSignUp', '/emulator/auth/handler', '/action', '/handler']) {
      await page.goto(`${server.url}${alias}?mode=resetPassword&oobCode=abc`);
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      expect(await page.getByRole('textbox', { name: 'New password' }).isVisible(), alias).toBe(true);
    }
    await page.goto(`${server.url}/auth/action?mode=verifyEmail&oobCode=not-a-real-token`);
    await page.getByText(ACCOUNT_MESSAGES.tokenInvalid).waitFor();
  });

  it('public pages do not download the data store; /app signed in does', async () => {
    const scripts: string[] = [];
    const fresh = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    fresh.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.url());
    });
    const bodiesOf = (urls: string[]) => Promise.all(urls.map(async (url) => (await fresh.request.get(url)).text()));
    const holdsStore = (body: string) => body.includes('RxDB') || body.includes('rxdb');

    await fresh.goto(`${server.url}/`);
    await fresh.locator('h1').waitFor();
    await fresh.goto(`${server.url}/signin`);
    await fresh.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
    const publicScripts = [...scripts];
    expect(publicScripts.length).toBeGreaterThan(0);
    expect((await bodiesOf(publicScripts)).some(holdsStore)).toBe(false);

    // Positive control: the same marker is found once the store is really loaded, so the check above cannot pass vacuously.
    const email = uniqueEmail('bundles');
    await signUpAndVerify(fresh, server.url, server.dataDir, email);
    await signInThroughUi(fresh, server.url, email);
    // "Synced" needs the store and its replication running.
    await new AppShellPage(fresh).waitForSyncLabel('Synced');
    const appScripts = scripts.filter((url) => !publicScripts.includes(url));
    expect((await bodiesOf(appScripts)).some(holdsStore)).toBe(true);
    await fresh.context().close();
  });
});
