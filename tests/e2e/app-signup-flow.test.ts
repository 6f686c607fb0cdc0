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
    await signIn.signUp(email, TEST_PASSWORD);
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
    await signIn.createAccountLink.click();
    await signIn.email.fill(email);
    await signIn.password.fill(TEST_PASSWORD);
    await signIn.signUpButton.click();
    await signIn.formError.waitFor();
    expect(await signIn.formError.textContent()).toBe(ACCOUNT_MESSAGES.emailTaken);
    await context.close();
  });
});
