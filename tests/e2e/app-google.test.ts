import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/domain/accountRules';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { startTestOidcProvider, type TestOidcProvider } from '../support/oidcProvider';
import { AppShellPage } from './pages/AppShellPage';
import { SignInPage } from './pages/SignInPage';
import { waitForPath } from './pages/waitForPath';

let server: E2eServer;
let browser: Browser;
let provider: TestOidcProvider | undefined;

beforeAll(async () => {
  server = await startE2eServer({
    env: async (url) => {
      provider = await startTestOidcProvider(`${url}/api/auth/google/callback`);
      return { GOOGLE_CLIENT_ID: provider.clientId, GOOGLE_CLIENT_SECRET: provider.clientSecret, GOOGLE_ISSUER: provider.issuer };
    },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await provider?.close();
});

describe('Sign in with Google', () => {
  it('is offered when the server has Google set up, and lets a Google login into the app without the verification prompt', async () => {
    if (!provider) throw new Error('no OIDC provider');
    provider.loginAs({ sub: 'google-sub-1', email: 'griddle@example.test', emailVerified: true, name: 'Gemma Griddle' });
    const page = await (await browser.newContext()).newPage();
    const signIn = new SignInPage(page);
    await signIn.goto(server.url);
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await waitForPath(page, /\/app$/);
    const shell = new AppShellPage(page);
    // Google logins are not blocked by the e-mail verification prompt (spec §5).
    await shell.waitForShell();
    expect(await page.getByRole('heading', { name: 'Verify your e-mail' }).count()).toBe(0);
    expect(await shell.userMenuButton.locator('[data-initials]').getAttribute('data-initials')).toBe('GG');
    await page.context().close();
  });

  it('refuses an address the provider does not vouch for (no account is created from it)', async () => {
    if (!provider) throw new Error('no OIDC provider');
    provider.loginAs({ sub: 'google-sub-2', email: 'unproven@example.test', emailVerified: false, name: 'Una Proven' });
    const page = await (await browser.newContext()).newPage();
    await new SignInPage(page).goto(server.url);
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await waitForPath(page, /\/signin\?error=google$/);
    await page.getByText(ACCOUNT_MESSAGES.googleFailed).waitFor();
    const { rows } = await server.db.query('SELECT id FROM users WHERE email = $1', ['unproven@example.test']);
    expect(rows).toEqual([]);
    await page.context().close();
  });

  it('says so on the sign-in page when the Google login failed', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${server.url}/signin?error=google`);
    await page.getByText(ACCOUNT_MESSAGES.googleFailed).waitFor();
    await page.context().close();
  });
});
