/**
 * Screenshots of recipe pictures into tests/.tmp/screenshots/images/: book cards with pictures, the
 * editor's image field, the viewer's header picture and the profile picture, at desktop (1280) and
 * phone (390) widths, light and dark, from the built app on a real server. Pictures are drawn here
 * with sharp. Run: npm run screenshots -- images
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { AppShellPage } from '../e2e/pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from '../e2e/pages/accounts';
import { setUserPlan } from '../e2e/pages/plan';
import { RecipeBookPage } from '../e2e/pages/RecipeBookPage';
import { RecipeImagesPage } from '../e2e/pages/RecipeImagesPage';
import { SettingsPage } from '../e2e/pages/SettingsPage';
import { launchBrowser } from '../support/browser';
import { startE2eServer } from '../support/e2eServer';
import { screenshotFolder } from './screenshotFolder';

const OUT = screenshotFolder('images');
const WIDTHS = { desktop: 1280, phone: 390 } as const;
type Width = keyof typeof WIDTHS;

/** A "dish": a plate with food-coloured shapes on a table colour, as a JPEG. */
function dish(table: string, food: string[], width = 1200, height = 800): Promise<Buffer> {
  const blobs = food
    .map((colour, i) => {
      const angle = (i / food.length) * Math.PI * 2;
      const x = width / 2 + Math.cos(angle) * 110;
      const y = height / 2 + Math.sin(angle) * 90;
      return `<ellipse cx="${x}" cy="${y}" rx="${120 - i * 8}" ry="${90 - i * 6}" fill="${colour}" opacity="0.92"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="t" cx="50%" cy="40%" r="80%"><stop offset="0" stop-color="${table}" stop-opacity="0.75"/><stop offset="1" stop-color="${table}"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#t)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${height * 0.4}" fill="#f7f3ea"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${height * 0.32}" fill="#ece5d6"/>
    ${blobs}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const RECIPES: { title: string; text: string; picture: () => Promise<Buffer> }[] = [
  {
    title: 'Roast tomato and basil tart',
    text: '6 ripe tomatoes',
    picture: () => dish('#6b4f3a', ['#c0392b', '#e74c3c', '#27ae60', '#f5cba7']),
  },
  { title: 'Green goddess salad', text: '1 head of romaine', picture: () => dish('#34495e', ['#27ae60', '#2ecc71', '#a9dfbf', '#f9e79f']) },
  { title: 'Lemon drizzle cake', text: '225 g butter', picture: () => dish('#7d5a50', ['#f4d03f', '#f9e79f', '#fdfefe']) },
  {
    title: 'Weeknight chickpea curry',
    text: '2 cans chickpeas',
    picture: () => dish('#1b2631', ['#d68910', '#e59866', '#f5b041', '#27ae60']),
  },
];

async function settle(page: Page): Promise<void> {
  for (const close of await page.getByRole('button', { name: 'Dismiss notification' }).all()) {
    await close.click({ timeout: 500 }).catch(() => undefined);
  }
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  // Every picture on screen drawn before the shot.
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

async function shoot(page: Page, name: string, widths: readonly Width[], prepare?: () => Promise<void>, undo?: () => Promise<void>) {
  for (const width of widths) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width: WIDTHS[width], height: width === 'phone' ? 844 : 900 });
      await page.emulateMedia({ colorScheme: scheme });
      if (prepare) await prepare();
      await settle(page);
      await page.screenshot({ path: `${OUT}/${name}-${width}-${scheme}.png` });
      if (undo) await undo();
    }
  }
}

const server = await startE2eServer();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const email = uniqueEmail('ada.cook');
  await signUpAndVerify(page, server.url, server.dataDir, email);
  await setUserPlan(server.db, email, 'chef');
  await signInThroughUi(page, server.url, email);
  const shell = new AppShellPage(page);
  const book = new RecipeBookPage(page);
  const images = new RecipeImagesPage(page);
  await shell.openView('Recipe Book');
  await book.heading.waitFor();
  for (const recipe of RECIPES) {
    await book.create(recipe.title, recipe.text);
    await page.getByRole('button', { name: `Edit ${recipe.title}`, exact: true }).click();
    await images.uploadImage.setInputFiles({ name: 'dish.jpg', mimeType: 'image/jpeg', buffer: await recipe.picture() });
    await images.waitForLoaded(images.editor.getByRole('img', { name: 'Chosen picture' }));
    await images.editor.getByRole('button', { name: 'Save Changes' }).click();
    await images.editor.waitFor({ state: 'detached' });
  }
  await book.create('Overnight oats', '80 g rolled oats');
  for (const recipe of RECIPES) await images.waitForLoaded(images.cardImage(recipe.title));

  await shoot(page, 'book-cards', ['desktop', 'phone']);
  await shoot(
    page,
    'book-list',
    ['desktop'],
    () => page.getByRole('button', { name: 'List view' }).click(),
    () => page.getByRole('button', { name: 'Grid view' }).click(),
  );
  await shoot(
    page,
    'editor-image-field',
    ['desktop', 'phone'],
    async () => {
      await page.getByRole('button', { name: `Edit ${RECIPES[0]?.title}`, exact: true }).click();
      await images.waitForLoaded(images.editor.getByRole('img', { name: 'Current picture' }));
    },
    async () => {
      await page.keyboard.press('Escape');
      await images.editor.waitFor({ state: 'detached' });
    },
  );
  await shoot(
    page,
    'editor-no-image',
    ['desktop'],
    async () => {
      await page.getByRole('button', { name: 'Edit Overnight oats', exact: true }).click();
      await images.uploadImage.waitFor({ state: 'attached' });
    },
    async () => {
      await page.keyboard.press('Escape');
      await images.editor.waitFor({ state: 'detached' });
    },
  );
  await shoot(
    page,
    'viewer-header',
    ['desktop', 'phone'],
    async () => {
      await book
        .item(RECIPES[1]?.title ?? '')
        .getByRole('button', { name: RECIPES[1]?.title, exact: true })
        .click();
      await images.waitForLoaded(images.viewerImage);
    },
    async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    },
  );

  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await shell.openView('Settings');
  const settings = new SettingsPage(page);
  await settings.open('Profile');
  const upload = page.getByLabel('Upload picture', { exact: true });
  await page.waitForFunction(() => !document.querySelector('.profile-picture input[type="file"]')?.hasAttribute('disabled'));
  await upload.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await dish('#5d6d7e', ['#e59866', '#784212'], 600, 600) });
  await images.waitForLoaded(images.avatarPicture);
  await shoot(page, 'settings-profile-picture', ['desktop', 'phone']);
  await shoot(
    page,
    'user-menu-avatar',
    ['desktop'],
    async () => {
      await shell.userMenuButton.click();
      await images.waitForLoaded(page.locator('.user-menu__head img.avatar--picture'));
    },
    async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
    },
  );
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
