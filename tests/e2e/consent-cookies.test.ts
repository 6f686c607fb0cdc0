import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsentPage } from '../../client/src/features/consent/ConsentPage';
import { CONSENT_STORAGE_KEY } from '../../shared/domain/consent';
import { RECIPE_BOOK_TEXTS } from '../../shared/domain/recipeBookTexts';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from './pages/accounts';
import { seriousAxeViolations } from './pages/axe';
import { inViewport } from './pages/layout';
import { RecipeBookPage } from './pages/RecipeBookPage';

/**
 * Cookie consent as a first-time visitor meets it: the banner, Cookie Settings from the footer, and
 * first-party analytics that sends nothing before consent, nothing after Reject, and page views after Accept.
 */
let browser: Browser;
let server: E2eServer;

beforeAll(async () => {
  browser = await launchBrowser({ seedConsent: false });
  server = await startE2eServer();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function visitor(width = 1280): Promise<{ page: Page; consent: ConsentPage; analytics: string[]; close(): Promise<void> }> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width, height: 844 } });
  const page = await context.newPage();
  const analytics: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/analytics/events')) analytics.push(request.postData() ?? '');
  });
  return { page, consent: new ConsentPage(page), analytics, close: () => context.close() };
}

/** Waits until the server has answered every analytics request the page sent so far. */
async function settleNetwork(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

describe('cookie consent', () => {
  it('asks on the first visit and sends no analytics before consent or after Reject', async () => {
    const v = await visitor(390);
    await v.page.goto(`${server.url}/`);
    await v.consent.banner.waitFor();
    for (const link of ['Privacy Policy', 'Terms of Service', 'Cookie Policy'])
      await v.consent.banner.getByRole('link', { name: link }).waitFor();
    expect(await seriousAxeViolations(v.page)).toEqual([]);
    await v.page.goto(`${server.url}/about`);
    await v.consent.banner.waitFor();
    await v.consent.bannerButton('Reject').click();
    await v.consent.banner.waitFor({ state: 'detached' });
    const stored = JSON.parse((await v.page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)) ?? '{}');
    expect(stored).toMatchObject({
      version: '1.0',
      preferences: { essential: true, analytics: false, preferences: false, marketing: false },
    });
    await v.page.goto(`${server.url}/contact`);
    await v.page.getByRole('heading', { level: 1 }).waitFor();
    await settleNetwork(v.page);
    expect(v.analytics).toEqual([]);
    await v.close();
  });

  it('Accept All sends page views on every path change', async () => {
    const v = await visitor();
    await v.page.goto(`${server.url}/`);
    await v.consent.bannerButton('Accept All').click();
    await v.consent.banner.waitFor({ state: 'detached' });
    await v.page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await v.page.getByRole('heading', { name: 'About us' }).waitFor();
    await settleNetwork(v.page);
    const paths = v.analytics.flatMap((body) => (JSON.parse(body) as { events: { path?: string }[] }).events.map((e) => e.path));
    expect(paths).toEqual(expect.arrayContaining(['/', '/about']));
    await v.close();
  });

  it('Cookie Settings from the footer: essential always on, choices saved, withdrawal wipes preferences and stops analytics', async () => {
    const v = await visitor();
    await v.page.goto(`${server.url}/`);
    await v.consent.bannerButton('Customize').click();
    await v.consent.settings.waitFor();
    expect(await v.consent.toggle('Essential').isChecked()).toBe(true);
    expect(await v.consent.toggle('Essential').isDisabled()).toBe(true);
    expect(await v.consent.toggle('Analytics').isChecked()).toBe(false);
    expect(await v.consent.toggle('Preferences').isChecked()).toBe(true);
    expect(await v.consent.toggle('Marketing').isChecked()).toBe(false);
    await v.consent.settings.getByText('GDPR & CCPA').waitFor();
    for (const kind of ['Authentication and storage', 'Analytics', 'AI generation', 'Hosting']) {
      await v.consent.settings
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${kind}$`) })
        .waitFor();
    }
    expect(await seriousAxeViolations(v.page, '.dialog__content')).toEqual([]);
    await v.consent.toggle('Analytics').check();
    await v.consent.settingsButton('Save Preferences').click();
    await v.consent.settings.waitFor({ state: 'detached' });
    await v.page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await v.page.getByRole('heading', { name: 'Careers' }).waitFor();
    await settleNetwork(v.page);
    expect(v.analytics.some((body) => body.includes('"/careers"'))).toBe(true);

    await v.page.evaluate(() => {
      localStorage.setItem('pref_units', '{"value":"us"}');
      sessionStorage.setItem('recipeBook_view', 'list');
    });
    await v.consent.openFromFooter();
    await v.consent.settingsButton('Reject Optional').click();
    await v.consent.settings.waitFor({ state: 'detached' });
    expect(await v.page.evaluate(() => [localStorage.getItem('pref_units'), sessionStorage.getItem('recipeBook_view')])).toEqual([
      null,
      null,
    ]);
    const sent = v.analytics.length;
    await v.page.getByRole('contentinfo').getByRole('link', { name: 'Partnerships' }).click();
    await v.page.getByRole('heading', { name: 'Partnerships' }).waitFor();
    await settleNetwork(v.page);
    expect(v.analytics.length).toBe(sent);
    await v.close();
  });
  it('shows Save Preferences without scrolling in an 800 px window and on a phone', async () => {
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      const v = await visitor(width);
      await v.page.setViewportSize({ width, height });
      await v.page.goto(`${server.url}/`);
      await v.consent.bannerButton('Customize').click();
      await v.consent.settings.waitFor();
      await v.page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
      for (const name of ['Save Preferences', 'Accept All', 'Reject Optional'] as const)
        expect(await inViewport(v.consent.settingsButton(name)), `${name} at ${width}x${height}`).toBe(true);
      expect(await seriousAxeViolations(v.page, '.dialog__content')).toEqual([]);
      await v.close();
    }
  });

  it('keeps the recipe book’s search and view in session storage only with preferences consent', async () => {
    const v = await visitor();
    await v.page.setViewportSize({ width: 1280, height: 800 });
    const email = uniqueEmail('consent-book');
    await v.page.goto(`${server.url}/`);
    await v.consent.bannerButton('Reject').click();
    await v.consent.banner.waitFor({ state: 'detached' });
    await signUpAndVerify(v.page, server.url, server.dataDir, email);
    await signInThroughUi(v.page, server.url, email);
    await new AppShellPage(v.page).openView('Recipe Book');
    const book = new RecipeBookPage(v.page);
    await book.heading.waitFor();
    const bookKeys = () =>
      v.page.evaluate(() =>
        Object.keys(sessionStorage)
          .filter((key) => key.startsWith('recipeBook_'))
          .sort(),
      );
    await book.search.fill('soup');
    await v.page.getByRole('button', { name: RECIPE_BOOK_TEXTS.listView }).click();
    await v.page.getByRole('button', { name: RECIPE_BOOK_TEXTS.listView, pressed: true }).waitFor();
    // Refused: the choices last as long as the screen and nothing is written.
    expect(await bookKeys()).toEqual([]);
    await v.page.reload();
    await book.heading.waitFor();
    expect(await book.search.inputValue()).toBe('');
    expect(await bookKeys()).toEqual([]);
    // With preferences consent they are kept (and come back after a reload).
    await v.consent.openFromFooter();
    await v.consent.toggle('Preferences').check();
    await v.consent.settingsButton('Save Preferences').click();
    await v.consent.settings.waitFor({ state: 'detached' });
    await book.search.fill('stew');
    await v.page.getByRole('button', { name: RECIPE_BOOK_TEXTS.listView }).click();
    await expect.poll(bookKeys).toEqual(['recipeBook_search', 'recipeBook_view']);
    await v.page.reload();
    await book.heading.waitFor();
    expect(await book.search.inputValue()).toBe('stew');
    await v.close();
  });
});
