import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_TEXTS } from '../../shared/sync/syncTexts';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from './pages/accounts';
import { seriousAxeViolations } from './pages/axe';
import { RecipeBookPage } from './pages/RecipeBookPage';
import { SyncDetailsPage } from './pages/SyncDetailsPage';

/**
 * A free plan allows 5 recipes. Two devices offline each save 3: the second to sync gets one refused
 * by the server. That recipe stays on its device, marked "Not synced: over your plan's limit", the
 * rest syncs, and it syncs by itself once a recipe is deleted.
 */

interface Device {
  context: BrowserContext;
  page: Page;
  shell: AppShellPage;
  book: RecipeBookPage;
  details: SyncDetailsPage;
}

let server: E2eServer;
let browser: Browser;
const email = uniqueEmail('refused');

async function openDevice(signUp: boolean): Promise<Device> {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  if (signUp) await signUpAndVerify(page, server.url, server.dataDir, email);
  await signInThroughUi(page, server.url, email);
  const device = { context, page, shell: new AppShellPage(page), book: new RecipeBookPage(page), details: new SyncDetailsPage(page) };
  if (!(await device.book.heading.isVisible())) await device.shell.openView('Recipe Book');
  await device.book.heading.waitFor();
  await device.shell.waitForSyncLabel('Synced');
  return device;
}

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a change the server refuses', () => {
  it('stays on the device, marked with its reason, while the rest syncs; it syncs by itself after a delete', async () => {
    const a = await openDevice(true);
    const b = await openDevice(false);
    await a.context.setOffline(true);
    await b.context.setOffline(true);
    for (const n of [1, 2, 3]) await a.book.create(`Tablet dish ${n}`, 'Cook it.');
    for (const n of [1, 2, 3]) await b.book.create(`Phone dish ${n}`, 'Cook it.');

    await a.context.setOffline(false);
    await a.shell.waitForSyncLabel('Synced');
    await b.context.setOffline(false);
    await b.shell.waitForSyncLabel('Could not sync 1 change');
    // Everything else reached the account: the tablet shows its 3 and the phone's 2 that synced.
    await a.book.item('Phone dish 2').waitFor();
    expect(await a.book.list.getByRole('listitem').count()).toBe(5);

    await b.details.open();
    const refused = b.details.refusedList.first();
    await refused.getByText(`${SYNC_TEXTS.notSynced}: over your plan's limit`, { exact: false }).waitFor();
    expect(await b.details.dialog.getByText('Recipes', { exact: true }).count()).toBe(1);
    expect(await seriousAxeViolations(b.page, '[role="dialog"]')).toEqual([]);
    const refusedTitle = (await refused.locator('.sync-details__name').textContent()) ?? '';
    expect(refusedTitle).toMatch(/^Phone dish [123]$/);
    await b.details.close();
    // The refused recipe is still on the phone, and its card says why it has not synced.
    await b.book.item(refusedTitle).getByText(`${SYNC_TEXTS.notSynced}: over your plan's limit`, { exact: false }).waitFor();

    // A delete on the tablet makes room: the phone's recipe syncs without anyone touching it.
    await a.book.remove('Tablet dish 1');
    await b.shell.waitForSyncLabel('Synced');
    await a.book.item(refusedTitle).waitFor();
    await b.book.item(refusedTitle).getByText(SYNC_TEXTS.notSynced, { exact: false }).waitFor({ state: 'detached' });
    await a.context.close();
    await b.context.close();
  });
});
