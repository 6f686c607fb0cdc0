/**
 * Screenshots of cook mode (tablet landscape 1194×834 and phone 390), collections and tags, the
 * plan teaser and a page of an exported PDF rendered with pdf.js in Chromium, light and dark, into
 * tests/.tmp/screenshots/cook-mode/. Run: npm run screenshots -- cook-mode
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { COLLECTION_TEXTS } from '../../shared/domain/collectionTexts';
import { COOK_MODE_TEXTS } from '../../shared/domain/cookModeTexts';
import { emptyStructuredRecipe } from '../../shared/domain/recipeContent';
import { AppShellPage } from '../e2e/pages/AppShellPage';
import { signInThroughUi } from '../e2e/pages/accounts';
import { CollectionsPage } from '../e2e/pages/CollectionsPage';
import { CookModePage } from '../e2e/pages/CookModePage';
import { createPasswordUser } from '../e2e/pages/planUser';
import { RecipeBookPage } from '../e2e/pages/RecipeBookPage';
import { launchBrowser } from '../support/browser';
import { startE2eServer } from '../support/e2eServer';
import { seedDocuments } from '../support/seedDocuments';
import { screenshotFolder } from './screenshotFolder';

const OUT = screenshotFolder('cook-mode');
const SCHEMES = ['light', 'dark'] as const;
const require = createRequire(import.meta.url);
const at = (m: number) => `2026-11-24T08:0${m}:00.000Z`;

const GOULASH = 'Goulash from Győr';
const recipes = [
  {
    id: 'goulash',
    title: GOULASH,
    convertedRecipe: JSON.stringify({
      ...emptyStructuredRecipe(GOULASH),
      prepTime: '20 min',
      cookTime: '2 h',
      totalTime: '2 h 20 min',
      servings: 6,
      dietaryRequirements: ['Gluten-Free'],
      ingredients: [
        '800 g beef shin, cut into 4 cm cubes',
        '2 onions, finely chopped',
        '2 tbsp sweet paprika (édesnemes)',
        '½ tsp caraway seeds',
        '400 g tin chopped tomatoes',
        '2 tbsp crème fraîche',
      ],
      instructions: [
        'Brown the beef in batches in a heavy pot, 6-7 minutes a side; set aside.',
        'Soften the onions in the same pot for 10 minutes, then stir in the paprika and caraway.',
        'Return the beef, add the tomatoes and simmer 1–2 hours until the beef is tender.',
        'Stir in the crème fraîche and serve with bread.',
      ],
      tips: ['Paprika burns easily: take the pot off the heat before you add it.'],
    }),
    dietaryFilters: ['Gluten-Free'],
    category: 'main-dish',
    imageUrl: '/food/soup.svg',
    tags: ['weeknight', 'Hungarian'],
    createdAt: at(1),
    updatedAt: at(1),
  },
  {
    id: 'crumble',
    title: 'Apple crumble',
    convertedRecipe: JSON.stringify({
      ...emptyStructuredRecipe('Apple crumble'),
      ingredients: ['4 apples', '100 g oats'],
      instructions: ['Bake 35 minutes.'],
    }),
    dietaryFilters: ['Vegetarian'],
    category: 'dessert',
    imageUrl: '',
    tags: ['baking'],
    createdAt: at(2),
    updatedAt: at(2),
  },
  {
    id: 'lentils',
    title: 'Red lentil soup',
    convertedRecipe: JSON.stringify({
      ...emptyStructuredRecipe('Red lentil soup'),
      ingredients: ['1 cup red lentils'],
      instructions: ['Simmer 20 minutes.'],
    }),
    dietaryFilters: ['Vegan'],
    category: 'main-dish',
    imageUrl: '',
    tags: ['weeknight'],
    createdAt: at(3),
    updatedAt: at(3),
  },
];

async function shoot(page: Page, name: string, size: { width: number; height: number }, prepare?: () => Promise<void>): Promise<void> {
  for (const scheme of SCHEMES) {
    await page.setViewportSize(size);
    await page.emulateMedia({ colorScheme: scheme });
    if (prepare) await prepare();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    await page.screenshot({ path: `${OUT}/${name}-${scheme}.png` });
  }
}

/** Renders page 1 of a PDF with pdf.js onto a canvas in Chromium and screenshots it. */
async function shootPdf(page: Page, base: string, bytes: Uint8Array, name: string): Promise<void> {
  const pdfjs = readFileSync(require.resolve('pdfjs-dist/build/pdf.min.mjs'));
  const worker = readFileSync(require.resolve('pdfjs-dist/build/pdf.worker.min.mjs'));
  await page.route(`${base}/__pdf__/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path.endsWith('pdf.min.mjs')) return route.fulfill({ body: pdfjs, contentType: 'text/javascript' });
    if (path.endsWith('pdf.worker.min.mjs')) return route.fulfill({ body: worker, contentType: 'text/javascript' });
    if (path.endsWith('doc.pdf')) return route.fulfill({ body: Buffer.from(bytes), contentType: 'application/pdf' });
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body style="margin:0;background:#888"><canvas id="c"></canvas><script type="module">
        import * as pdfjs from '/__pdf__/pdf.min.mjs';
        pdfjs.GlobalWorkerOptions.workerSrc = '/__pdf__/pdf.worker.min.mjs';
        const doc = await pdfjs.getDocument('/__pdf__/doc.pdf').promise;
        const p = await doc.getPage(1);
        const viewport = p.getViewport({ scale: 1.4 });
        const canvas = document.getElementById('c');
        canvas.width = viewport.width; canvas.height = viewport.height;
        await p.render({ canvasContext: canvas.getContext('2d'), viewport }).promise;
        document.body.dataset.done = '1';
      </script></body></html>`,
    });
  });
  await page.goto(`${base}/__pdf__/render.html`);
  await page.waitForSelector('body[data-done="1"]', { timeout: 30_000 });
  await page.locator('#c').screenshot({ path: `${OUT}/${name}.png` });
}

const server = await startE2eServer();
const browser = await launchBrowser();
try {
  const email = await createPasswordUser(server.db, 'ada.cook', 'master-chef');
  await seedDocuments(server.db, email, 'recipes', recipes);
  await seedDocuments(server.db, email, 'recipeCollections', [
    { id: 'sunday', name: 'Sunday dinners', recipeIds: ['goulash', 'lentils'], createdAt: at(4), updatedAt: at(4) },
    { id: 'sweet', name: 'Sweet things', recipeIds: ['crumble'], createdAt: at(5), updatedAt: at(5) },
  ]);
  const context = await browser.newContext({ viewport: { width: 1194, height: 834 } });
  const page = await context.newPage();
  await signInThroughUi(page, server.url, email);
  await new AppShellPage(page).openView('Recipe Book');
  const book = new RecipeBookPage(page);
  await book.item(GOULASH).waitFor({ timeout: 15_000 });
  const collections = new CollectionsPage(page);
  await collections.collectionFilter.locator('option', { hasText: 'Sweet things (1)' }).waitFor({ state: 'attached' });

  // Cook mode, step 3 with a timer running.
  const cook = new CookModePage(page);
  await cook.openFromBook(GOULASH);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await cook.waitForStep(3, 4);
  await cook.startTimerButton(3600).click();
  await cook.timers.first().waitFor();
  await shoot(page, 'cook-mode-tablet', { width: 1194, height: 834 });
  await shoot(page, 'cook-mode-phone', { width: 390, height: 844 });
  await cook.dialog.getByRole('button', { name: COOK_MODE_TEXTS.stopTimer('1–2 hours') }).click();
  await cook.timers.waitFor({ state: 'detached' });
  await cook.exit.click();
  await cook.dialog.waitFor({ state: 'detached' });

  // The book filtered by a collection, the manage dialog and the tags & collections dialog.
  await page.setViewportSize({ width: 1280, height: 900 });
  await collections.collectionFilter.selectOption({ label: 'Sunday dinners (2)' });
  await book.results.filter({ hasText: '2 of 3' }).waitFor();
  await shoot(page, 'collections-book-desktop', { width: 1280, height: 900 });
  await shoot(page, 'collections-book-phone', { width: 390, height: 844 });
  await page.setViewportSize({ width: 1280, height: 900 });
  await book.clearFilters.click();
  await collections.manageButton.click();
  await collections.manageDialog.waitFor();
  await shoot(page, 'collections-manage-desktop', { width: 1280, height: 900 });
  await page.keyboard.press('Escape');
  await collections.manageDialog.waitFor({ state: 'detached' });
  const viewer = await collections.openViewer(GOULASH);
  await shoot(page, 'viewer-actions-phone', { width: 390, height: 844 }, async () => {
    await viewer.getByRole('button', { name: COOK_MODE_TEXTS.open }).scrollIntoViewIfNeeded();
  });
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });
  await collections.openOrganise(GOULASH);
  await shoot(page, 'collections-organise-phone', { width: 390, height: 844 });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // A PDF of the collection, page 1 rendered.
  await page.setViewportSize({ width: 1280, height: 900 });
  await collections.manageButton.click();
  const pdf = await collections.download(
    collections.manageDialog.getByRole('button', { name: COLLECTION_TEXTS.exportCollectionPdf('Sunday dinners') }),
  );
  const renderContext = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 900, height: 1200 } });
  await shootPdf(await renderContext.newPage(), server.url, pdf.bytes, 'pdf-page-1');
  await renderContext.close();

  // What a Free user sees.
  const freeEmail = await createPasswordUser(server.db, 'free.cook', 'free');
  await seedDocuments(
    server.db,
    freeEmail,
    'recipes',
    recipes.slice(1).map(({ tags: _t, ...r }) => r),
  );
  const freeContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const freePage = await freeContext.newPage();
  await signInThroughUi(freePage, server.url, freeEmail);
  await new AppShellPage(freePage).openView('Recipe Book');
  await new CollectionsPage(freePage).teaser.waitFor();
  await new RecipeBookPage(freePage).item('Apple crumble').waitFor({ timeout: 15_000 });
  await shoot(freePage, 'collections-teaser-free-desktop', { width: 1280, height: 900 });
  await freeContext.close();
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
