import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_TEXTS } from '../../shared/domain/contactTexts';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { seriousAxeViolations } from './pages/axe';

let browser: Browser;
let server: E2eServer;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startE2eServer();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('Contact and FAQ', () => {
  it('sends a message from the form (subject from the enterprise link) and answers the FAQ truthfully', async () => {
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/contact?subject=${encodeURIComponent('Enterprise Plan')}`);
    await page.getByRole('heading', { name: 'Contact and FAQ', level: 1 }).waitFor();
    expect(await page.getByLabel('Subject').inputValue()).toBe('Enterprise Plan');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: CONTACT_TEXTS.send }).click();
    await page.getByText('Please enter your name.').waitFor();
    await page.getByLabel('Name').fill('Ada Cook');
    await page.getByLabel('E-mail').fill('ada@example.test');
    await page.getByLabel('Message').fill('We run a school kitchen with forty cooks.');
    await page.getByRole('button', { name: CONTACT_TEXTS.send }).click();
    await page.getByRole('status').filter({ hasText: CONTACT_TEXTS.sent }).waitFor();
    const { rows } = await server.db.query<{ name: string }>('SELECT name FROM contact_messages');
    expect(rows.map((r) => r.name)).toEqual(['Ada Cook']);

    await page.getByText('Can I cancel anytime?').click();
    await page.getByText(/Cancel from Manage Plan in Settings/).waitFor();
    await context.close();
  });
});
