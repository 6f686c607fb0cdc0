import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/domain/accountRules';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { seriousAxeViolations } from './pages/axe';

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

describe('password strength meter on the sign-up form', () => {
  it('rates the password live, refuses a weak one before sending, loads the estimator only for sign-up, and passes axe', async () => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${server.url}/signin`);
    await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
    const beforeSignUp = scripts.length;

    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel('E-mail').fill('ada.cook@example.test');
    await page.getByLabel('Password', { exact: true }).fill('adacook2026');
    await page.getByText(/^Strength: Weak/).waitFor();
    // The estimator (with its dictionaries) arrived as its own script after switching to sign-up.
    expect(scripts.length).toBeGreaterThan(beforeSignUp);

    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText(ACCOUNT_MESSAGES.passwordTooWeak, { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Password', { exact: true }).fill('copper kettle simmering lentils');
    await page.getByText('Strength: Very strong').waitFor();
    expect(await page.getByRole('meter', { name: 'Password strength' }).getAttribute('value')).toBe('4');
    await context.close();
  });
});
