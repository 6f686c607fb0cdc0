import { readFile } from 'node:fs/promises';
import { gzipSync, strToU8, zipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TEXTS, storedImageId } from '../../shared/images/imageRules';
import { findUserByEmail } from '../../sync-server/src/auth/userRepository';
import { countImages } from '../../sync-server/src/images/imageRepository';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { jpegWithLocation, pngImage, pngOverFiveMegabytes } from '../support/testImages';
import { waitFor } from '../support/waitFor';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from './pages/accounts';
import { seriousAxeViolations } from './pages/axe';
import { setUserPlan } from './pages/plan';
import { RecipeBookPage } from './pages/RecipeBookPage';
import { RecipeImagesPage } from './pages/RecipeImagesPage';
import { SettingsPage } from './pages/SettingsPage';

/**
 * Recipe pictures end to end: the editor's checks (too large, not a picture, not a picture renamed
 * .jpg), an upload shown on the card and in the viewer, the pictures shown again with the network off,
 * a picture picked offline that uploads when the network returns, "Image Upload Failed" on a refusal,
 * removal, the profile picture in the user menu, a Paprika import whose photo becomes the recipe's
 * picture, and a second device that keeps every picture for offline use. Fixtures are made here with sharp.
 */

let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let shell: AppShellPage;
let book: RecipeBookPage;
let images: RecipeImagesPage;
let userId: string;
const email = uniqueEmail('images');

async function serverRecipe(title: string): Promise<Record<string, unknown> | undefined> {
  const { rows } = await server.db.query<{ data: Record<string, unknown> }>(
    "SELECT data FROM documents WHERE owner = $1 AND collection = 'recipes' AND NOT deleted AND data->>'title' = $2",
    [userId, title],
  );
  return rows[0]?.data;
}

/** Waits until the server holds the recipe with a picture of the image store, and returns its address. */
async function storedPictureOf(title: string, timeoutMs = 30_000): Promise<string> {
  const doc = await waitFor(
    () => serverRecipe(title),
    (d) => storedImageId(d?.imageUrl) !== null,
    timeoutMs,
  );
  return String(doc?.imageUrl);
}

async function expectNoSeriousAxe(scope?: string): Promise<void> {
  expect(await seriousAxeViolations(page, scope)).toEqual([]);
}

/**
 * Closes every toast and waits until none shows, so the next one seen is new. The buttons are pressed
 * from script: a pointer press outside the open editor would close the editor (a modal dialog).
 */
async function dismissToasts(): Promise<void> {
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  while ((await close.count()) > 0) {
    await close
      .first()
      .evaluate((button: HTMLButtonElement) => button.click(), undefined, { timeout: 1000 })
      .catch(() => undefined);
  }
  await page.locator('.toast').first().waitFor({ state: 'detached' });
}

async function showBook(): Promise<void> {
  if (!(await book.heading.isVisible())) await shell.openView('Recipe Book');
  await book.heading.waitFor();
}

async function openEditor(title: string): Promise<void> {
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  await images.editor.waitFor();
}

async function saveEditor(): Promise<void> {
  await images.editor.getByRole('button', { name: 'Save Changes' }).click();
  await images.editor.waitFor({ state: 'detached' });
}

/** The paths the service worker's picture cache holds on that page's device. */
function cachedImagePaths(on: Page): Promise<string[]> {
  return on.evaluate(async () => {
    if (!(await caches.has('recipe-kitchen-user-images'))) return [];
    const cache = await caches.open('recipe-kitchen-user-images');
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
}

/** Waits until the service worker's cache holds these addresses (what offline viewing needs). Polled from here: the check is async. */
async function waitForCachedImages(paths: string[], on: Page = page): Promise<void> {
  await waitFor(
    () => cachedImagePaths(on),
    (cached) => paths.every((p) => cached.includes(p)),
    30_000,
  );
}

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signUpAndVerify(page, server.url, server.dataDir, email);
  await setUserPlan(server.db, email, 'chef');
  userId = (await findUserByEmail(server.db, email))?.id ?? '';
  await signInThroughUi(page, server.url, email);
  shell = new AppShellPage(page);
  book = new RecipeBookPage(page);
  images = new RecipeImagesPage(page);
  await shell.waitForSyncLabel('Synced', 30_000);
  // The worker sees the page's requests from the next load on: reload once it is ready.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.reload();
  await shell.waitForShell();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('recipe images', () => {
  it('refuses a too large file, a non-image and a non-image renamed .jpg, then shows an uploaded photo on the card and in the viewer', async () => {
    await showBook();
    await book.create('Tomato tart', '4 ripe tomatoes');
    await openEditor('Tomato tart');
    await images.editor.getByText(IMAGE_TEXTS.hint).waitFor();
    await expectNoSeriousAxe('[role="dialog"]');

    await images.uploadImage.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: await pngOverFiveMegabytes() });
    await images.toast(IMAGE_TEXTS.tooLargeTitle).filter({ hasText: IMAGE_TEXTS.tooLarge }).waitFor();
    await dismissToasts();
    await images.uploadImage.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Shopping: eggs, flour') });
    await images.toast(IMAGE_TEXTS.invalidTypeTitle).filter({ hasText: IMAGE_TEXTS.invalidType }).waitFor();
    await dismissToasts();
    const renamed = Buffer.from('This is a text file wearing a .jpg name.\n'.repeat(10));
    await images.uploadImage.setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: renamed });
    await images.toast(IMAGE_TEXTS.invalidTypeTitle).filter({ hasText: IMAGE_TEXTS.invalidType }).waitFor();
    await dismissToasts();
    // Nothing was chosen by the refused files.
    expect(await images.editor.getByRole('img', { name: 'Chosen picture' }).count()).toBe(0);

    await images.uploadImage.setInputFiles({
      name: 'tart.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegWithLocation(1200, 800, '#d35400'),
    });
    await images.waitForLoaded(images.editor.getByRole('img', { name: 'Chosen picture' }));
    await saveEditor();
    await images.waitForLoaded(images.cardImage('Tomato tart'));
    const url = await storedPictureOf('Tomato tart');
    expect(await countImages(server.db, userId)).toBe(1);
    // The card switches to the stored copy once the upload is done; it still shows.
    await images.waitForLoaded(images.cardImage('Tomato tart'));
    await expectNoSeriousAxe();

    await book.item('Tomato tart').getByRole('button', { name: 'Tomato tart', exact: true }).click();
    await images.waitForLoaded(images.viewerImage);
    await expectNoSeriousAxe('[role="dialog"]');
    // The PDF carries the stored photo too (served only with the access token, as the card fetches it).
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('dialog', { name: 'Tomato tart' }).getByRole('button', { name: 'Export PDF', exact: true }).click(),
    ]);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.includes(Buffer.from('/Subtype /Image'))).toBe(true);
    await page.keyboard.press('Escape');
    await waitForCachedImages([url, `${url}/card`]);
    expect(await images.toast(IMAGE_TEXTS.uploadFailedTitle).count()).toBe(0);
  });

  it('shows the pictures with the network off', async () => {
    await context.setOffline(true);
    try {
      await page.reload();
      await shell.waitForShell();
      await showBook();
      await images.waitForLoaded(images.cardImage('Tomato tart'));
      await book.item('Tomato tart').getByRole('button', { name: 'Tomato tart', exact: true }).click();
      await images.waitForLoaded(images.viewerImage);
      await page.keyboard.press('Escape');
    } finally {
      await context.setOffline(false);
    }
  });

  it('keeps a picture picked offline on the device and uploads it when the network returns, without losing the edit', async () => {
    await shell.waitForSyncLabel('Synced', 30_000);
    await showBook();
    await context.setOffline(true);
    try {
      await book.create('Green salad', '1 head of lettuce');
      await openEditor('Green salad');
      await images.uploadImage.setInputFiles({ name: 'salad.png', mimeType: 'image/png', buffer: await pngImage(800, 600, '#27ae60') });
      await images.editor.getByText('uploads as soon as you are online').waitFor();
      await images.editor.getByLabel('Recipe name').fill('Green salad bowl');
      await saveEditor();
      await images.waitForLoaded(images.cardImage('Green salad bowl'));
      expect(await serverRecipe('Green salad bowl')).toBeUndefined();
    } finally {
      await context.setOffline(false);
    }
    const url = await storedPictureOf('Green salad bowl');
    expect((await serverRecipe('Green salad bowl'))?.title).toBe('Green salad bowl');
    await images.waitForLoaded(images.cardImage('Green salad bowl'));
    await waitForCachedImages([url, `${url}/card`]);
    expect(await images.toast(IMAGE_TEXTS.uploadFailedTitle).count()).toBe(0);
  });

  it('says "Image Upload Failed" when the server refuses a picture, and keeps the recipe without it', async () => {
    await showBook();
    await context.route('**/api/images', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 415,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'unsupported_media_type', message: IMAGE_TEXTS.invalidType }),
          })
        : route.fallback(),
    );
    try {
      await openEditor('Green salad bowl');
      await images.editor.getByLabel('Recipe name').fill('Green salad with herbs');
      await images.uploadImage.setInputFiles({ name: 'herbs.png', mimeType: 'image/png', buffer: await pngImage(500, 300, '#16a085') });
      await saveEditor();
      await images.toast(IMAGE_TEXTS.uploadFailedTitle).filter({ hasText: IMAGE_TEXTS.uploadFailed }).waitFor();
      // The edit is kept and the recipe is saved without the picture (spec §8).
      const doc = await waitFor(
        () => serverRecipe('Green salad with herbs'),
        (d) => d?.imageUrl === '',
        15_000,
      );
      expect(doc?.title).toBe('Green salad with herbs');
      await book.item('Green salad with herbs').locator('.book-card__image--none').waitFor();
    } finally {
      await context.unroute('**/api/images');
    }
  });

  it('removing a picture takes it off the card and out of the store', async () => {
    await showBook();
    await openEditor('Tomato tart');
    await images.removeImage.click();
    await saveEditor();
    await book.item('Tomato tart').locator('.book-card__image--none').waitFor();
    await waitFor(
      () => serverRecipe('Tomato tart'),
      (d) => d?.imageUrl === '',
      15_000,
    );
    await waitFor(
      () => countImages(server.db, userId),
      (n) => n === 0,
      15_000,
    );
  });

  it('sets a profile picture in Settings and shows it in the user menu', async () => {
    await shell.openView('Settings');
    const settings = new SettingsPage(page);
    await settings.open('Profile');
    const upload = page.getByLabel('Upload picture', { exact: true });
    await waitFor(
      () => upload.isEnabled(),
      (enabled) => enabled,
      15_000,
    );
    await upload.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngImage(400, 400, '#8e44ad') });
    await images.waitForLoaded(images.avatarPicture);
    await waitFor(
      async () =>
        (
          await server.db.query<{ url: string | null }>(
            "SELECT data->>'profilePictureUrl' AS url FROM documents WHERE owner = $1 AND collection = 'settings'",
            [userId],
          )
        ).rows[0]?.url,
      (picture) => storedImageId(picture) !== null,
      30_000,
    );
    await images.waitForLoaded(images.avatarPicture);
    await expectNoSeriousAxe();
    await shell.userMenuButton.click();
    await images.waitForLoaded(page.locator('.user-menu__head img.avatar--picture'));
    // An open menu hides the rest of the page from assistive technology: check the menu itself.
    await expectNoSeriousAxe('[role="menu"]');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
  });

  it('imports a Paprika export and keeps its photo as the recipe picture', async () => {
    const photo = await jpegWithLocation(900, 600, '#f1c40f');
    const recipe = {
      uid: 'E2E-PAPRIKA-1',
      name: 'Lemon drizzle cake',
      ingredients: '225 g butter\n225 g caster sugar\n4 eggs\n1 lemon',
      directions: 'Beat the butter and sugar.\nAdd the eggs and lemon zest.\nBake for 45 minutes.',
      servings: '8',
      categories: ['Baking'],
      image_url: '',
      photo_data: photo.toString('base64'),
      photos: [],
    };
    const file = zipSync({ 'Lemon drizzle cake.paprikarecipe': gzipSync(strToU8(JSON.stringify(recipe))) });
    await shell.openView('Settings');
    const settings = new SettingsPage(page);
    await settings.open('Backup');
    await page
      .getByLabel('Import recipes…')
      .setInputFiles({ name: 'My Recipes.paprikarecipes', mimeType: 'application/zip', buffer: Buffer.from(file) });
    await page.getByRole('heading', { name: /Paprika export: 1 recipe found/ }).waitFor();
    expect(await page.getByText('cannot be kept').count()).toBe(0);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Imported 1 recipe into your Recipe Book.').waitFor();
    await storedPictureOf('Lemon drizzle cake');
    await shell.openView('Recipe Book');
    await book.heading.waitFor();
    await images.waitForLoaded(images.cardImage('Lemon drizzle cake'));
    await expectNoSeriousAxe();
  });
  it('a second device keeps every picture for offline viewing, even of recipes never opened there', async () => {
    const second = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    try {
      const other = await second.newPage();
      await signInThroughUi(other, server.url, email);
      await other.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      await other.reload();
      const otherShell = new AppShellPage(other);
      await otherShell.waitForShell();
      const url = await storedPictureOf('Lemon drizzle cake');
      // Both sizes arrive in the worker's cache without the recipe being opened.
      await waitForCachedImages([url, `${url}/card`], other);
      await second.setOffline(true);
      await other.reload();
      await otherShell.waitForShell();
      await otherShell.openView('Recipe Book');
      const otherImages = new RecipeImagesPage(other);
      await otherImages.waitForLoaded(otherImages.cardImage('Lemon drizzle cake'));
      await otherImages.card('Lemon drizzle cake').getByRole('button', { name: 'Lemon drizzle cake', exact: true }).click();
      await otherImages.waitForLoaded(otherImages.viewerImage);
    } finally {
      await second.close();
    }
  });
});
