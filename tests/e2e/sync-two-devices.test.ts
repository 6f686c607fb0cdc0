import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from './pages/accounts';
import { RecipeBookPage } from './pages/RecipeBookPage';

/**
 * Two browser contexts of one user are two devices: what one saves shows on the other within a
 * second; offline edits survive a reload and sync when the network is back; edits of different
 * fields of one recipe made on both devices while offline are merged, not lost.
 */

interface Device {
  context: BrowserContext;
  page: Page;
  shell: AppShellPage;
  book: RecipeBookPage;
}

let server: E2eServer;
let browser: Browser;
let a: Device;
let b: Device;
const email = uniqueEmail('sync');

async function openDevice(signUp: boolean): Promise<Device> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (signUp) await signUpAndVerify(page, server.url, server.dataDir, email);
  await signInThroughUi(page, server.url, email);
  const device = { context, page, shell: new AppShellPage(page), book: new RecipeBookPage(page) };
  await showRecipeBook(device);
  return device;
}

async function showRecipeBook(device: Device): Promise<void> {
  if (!(await device.book.heading.isVisible())) await device.shell.openView('Recipe Book');
  await device.book.heading.waitFor();
}

/** The recipe text as the edit dialog shows it (the dialog is closed again). */
async function recipeText(device: Device, title: string): Promise<string> {
  await device.page.getByRole('button', { name: `Edit ${title}` }).click();
  const text = await device.book.textField.inputValue();
  await device.page.keyboard.press('Escape');
  await device.book.dialog.waitFor({ state: 'detached' });
  return text;
}

/** Whether a click at the centre of `target` reaches it (nothing, e.g. a toast, lies over it). */
function receivesClicks(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && el.contains(hit);
  });
}

async function waitForStatus(device: Device, text: string | RegExp): Promise<void> {
  await device.shell.waitForSyncLabel(text);
}

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  a = await openDevice(true);
  b = await openDevice(false);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('sync between two devices of one user', () => {
  // How fast it gets there (the spec's "within a second") is measured by 'npm run bench -- sync', not timed here.
  it('shows a recipe saved on one device on the other, both then in sync', async () => {
    await waitForStatus(b, 'Synced');
    await a.book.create('Shared lentil soup', 'Simmer lentils with cumin.');
    await b.book.item('Shared lentil soup').waitFor();
    await waitForStatus(a, 'Synced');
    await waitForStatus(b, 'Synced');
    expect(await recipeText(b, 'Shared lentil soup')).toBe('Simmer lentils with cumin.');
  });

  it('keeps data offline across a reload, takes an edit, and syncs it when back online', async () => {
    await waitForStatus(a, 'Synced');
    await a.context.setOffline(true);
    await a.page.reload();
    await a.shell.waitForShell();
    await showRecipeBook(a);
    await a.book.item('Shared lentil soup').waitFor();
    await waitForStatus(a, 'Offline');

    await a.book.edit('Shared lentil soup', { title: 'Smoky lentil soup' });
    await waitForStatus(a, /Offline.*1 change waiting/);

    await a.context.setOffline(false);
    await b.book.item('Smoky lentil soup').waitFor({ timeout: 15_000 });
    await waitForStatus(a, 'Synced');
  });

  it('merges edits of different fields made on both devices while offline', async () => {
    await a.book.create('Bean stew', 'Soak beans overnight.');
    await b.book.item('Bean stew').waitFor({ timeout: 10_000 });
    await waitForStatus(a, 'Synced');
    await waitForStatus(b, 'Synced');

    await a.context.setOffline(true);
    await b.context.setOffline(true);
    await a.book.edit('Bean stew', { title: 'Black bean stew' });
    await b.book.edit('Bean stew', { text: 'Soak beans overnight. Simmer with smoked paprika.' });
    await waitForStatus(a, /1 change waiting/);
    await waitForStatus(b, /1 change waiting/);

    await a.context.setOffline(false);
    await waitForStatus(a, 'Synced');
    await b.context.setOffline(false);
    for (const device of [a, b]) {
      // "Synced" alone is not enough: A may be synced before B's merged document reaches it.
      await device.book.item('Black bean stew').filter({ hasText: 'smoked paprika' }).waitFor({ timeout: 15_000 });
      await waitForStatus(device, 'Synced');
      expect(await recipeText(device, 'Black bean stew')).toBe('Soak beans overnight. Simmer with smoked paprika.');
    }
  });

  it('takes each of three edits saved in a row from the dialog to the other device at once', async () => {
    await a.book.create('Quick edits', 'Chop the onions.');
    await b.book.item('Quick edits').waitFor({ timeout: 10_000 });
    let title = 'Quick edits';
    for (const round of [1, 2, 3]) {
      const next = `Quick edits ${round}`;
      await a.page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
      await a.book.titleField.fill(next);
      const save = a.book.dialog.getByRole('button', { name: 'Save Changes' });
      await save.scrollIntoViewIfNeeded();
      // The previous save's toast (shown for 4 s) must not lie over Save: a click there would wait until it is gone.
      expect(await receivesClicks(save)).toBe(true);
      const clickedAt = Date.now();
      await save.click();
      await b.book.item(next).waitFor({ timeout: 15_000 });
      // A save goes out at once (under 0.1 s on a quiet machine); 2.5 s leaves room for load and still fails a 4 s stall.
      expect(Date.now() - clickedAt).toBeLessThan(2_500);
      title = next;
    }
  });
});
