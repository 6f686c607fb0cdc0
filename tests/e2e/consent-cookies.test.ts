import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsentPage } from '../../client/src/features/consent/ConsentPage';
import { CONSENT_STORAGE_KEY } from '../../shared/domain/consent';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { seriousAxeViolations } from './pages/axe';

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
});
