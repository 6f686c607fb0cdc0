import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/domain/accountRules';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { AppShellPage } from './pages/AppShellPage';
import { signUpAndVerify, TEST_PASSWORD, uniqueEmail, waitForMail } from './pages/accounts';
import { SignInPage } from './pages/SignInPage';
import { waitForPath } from './pages/waitForPath';

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('sign up, verify by mail, sign in', () => {
  it('lands on /app with the shell after verifying the e-mail link', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = uniqueEmail('flow');

    const signIn = new SignInPage(page);
    await signIn.goto(server.url);
    await signIn.openSignUp();
    // The address follows the form, both ways.
    await waitForPath(page, (url) => url.pathname === '/signup');
    await signIn.signInInsteadLink.click();
    await signIn.signInHeading.waitFor();
    await waitForPath(page, (url) => url.pathname === '/signin');
    await signIn.signUp(email, TEST_PASSWORD);
    // After signing up, the sign-in form is at /signin, with the notice and the e-mail kept.
    await waitForPath(page, (url) => url.pathname === '/signin');
    expect(await signIn.notice.textContent()).toContain('Account created.');
    expect(await signIn.email.inputValue()).toBe(email);
    // Unverified password users see the verification prompt instead of the app.
    await signIn.signIn(email, TEST_PASSWORD);
    await waitForPath(page, /\/app$/);
    await page.getByRole('heading', { name: 'Verify your e-mail' }).waitFor();
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await waitForPath(page, /\/signin$/);

    const mail = await waitForMail(server.dataDir, email, 'verifyEmail');
    expect(mail.mode).toBe('verifyEmail');
    const link = new URL(mail.link);
    expect(link.pathname).toBe('/auth/action');
    await page.goto(`${server.url}${link.pathname}${link.search}`);
    await page.getByRole('link', { name: 'Continue' }).waitFor();

    await signIn.goto(server.url);
    await signIn.signIn(email, TEST_PASSWORD);
    await waitForPath(page, /\/app$/);
    const shell = new AppShellPage(page);
    await shell.waitForShell();
    for (const name of ['Convert', 'Recipe Book', 'Meal Planning', 'Settings'] as const) {
      expect(await shell.navButton(name).isVisible()).toBe(true);
    }
    // A new device first shows "Downloading your recipes…" while its first pulls are on their way; then it settles.
    await shell.waitForSyncLabel(/^(Synced|Offline|\d+ changes? waiting)$/);
    await context.close();
  });

  it('an anonymous visit asks the server about no session (no 401 in the console); a signed-in browser is still recognised without the remembered user', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const refreshes: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/refresh') refreshes.push(page.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    for (const [path, heading] of [
      ['/app', 'Sign in'],
      ['/signin', 'Sign in'],
      ['/signup', 'Create your account'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      // The page has settled: its session check (if any) has been answered.
      await page.waitForLoadState('networkidle');
    }
    expect(refreshes).toEqual([]);
    expect(consoleErrors.filter((text) => /401|Unauthorized/i.test(text))).toEqual([]);

    // Signed in, then the remembered user is gone (storage cleared, or a Google sign-in's first load): the cookie still opens the app.
    const email = uniqueEmail('marker');
    await signUpAndVerify(page, server.url, server.dataDir, email);
    const signIn = new SignInPage(page);
    await signIn.goto(server.url);
    await signIn.signIn(email, TEST_PASSWORD);
    await new AppShellPage(page).waitForShell();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/app`);
    await new AppShellPage(page).waitForShell();
    expect(refreshes.length).toBeGreaterThan(0);
    await context.close();
  });

  it('shows the server message for a wrong password and for a taken e-mail', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = uniqueEmail('wrong');
    await signUpAndVerify(page, server.url, server.dataDir, email);
    const signIn = new SignInPage(page);
    await signIn.goto(server.url);
    await signIn.signIn(email, 'not-the-password');
    await signIn.formError.waitFor();
    expect(await signIn.formError.textContent()).toBe(ACCOUNT_MESSAGES.wrongCredentials);
    await signIn.openSignUp();
    await signIn.email.fill(email);
    await signIn.password.fill(TEST_PASSWORD);
    await signIn.signUpButton.click();
    await signIn.formError.waitFor();
    expect(await signIn.formError.textContent()).toBe(ACCOUNT_MESSAGES.emailTaken);
    await context.close();
  });
});
