import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_TEXTS } from '../../shared/domain/unsubscribe';
import { hasOptedOut, unsubscribeLink } from '../../sync-server/src/mail/unsubscribe';
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

describe('/unsubscribe from a mail’s signed link', () => {
  it('names the address, stops non-essential mail to it on confirmation, and refuses a forged link', async () => {
    const context = await browser.newContext({ bypassCSP: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    const email = 'reader@example.test';
    const link = unsubscribeLink(server.url, email, server.app.config.jwtSecret);

    await page.goto(link);
    await page.getByText(UNSUBSCRIBE_TEXTS.confirmFor(email)).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: UNSUBSCRIBE_TEXTS.confirm }).click();
    await page
      .getByRole('status')
      .filter({ hasText: UNSUBSCRIBE_TEXTS.done(email) })
      .waitFor();
    expect(await hasOptedOut(server.db, email)).toBe(true);

    const forged = new URL(link);
    forged.searchParams.set('token', `${forged.searchParams.get('token')?.split('.')[0]}.forged-signature`);
    await page.goto(forged.href);
    await page.getByRole('button', { name: UNSUBSCRIBE_TEXTS.confirm }).click();
    await page.getByRole('alert').filter({ hasText: UNSUBSCRIBE_TEXTS.invalid }).waitFor();

    await page.goto(`${server.url}/unsubscribe`);
    await page.getByText(UNSUBSCRIBE_TEXTS.noLink).waitFor();
    await context.close();
  });
});
