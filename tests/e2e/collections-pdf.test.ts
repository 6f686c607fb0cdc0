import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_TEXTS as T } from '../../shared/domain/collectionTexts';
import type { PlanId } from '../../shared/domain/plans';
import { emptyStructuredRecipe } from '../../shared/domain/recipeContent';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { pdfPageTexts, pdfTitle } from '../support/pdfText';
import { seedDocuments } from '../support/seedDocuments';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi } from './pages/accounts';
import { seriousAxeViolations } from './pages/axe';
import { CollectionsPage } from './pages/CollectionsPage';
import { createPasswordUser } from './pages/planUser';
import { RecipeBookPage } from './pages/RecipeBookPage';

/**
 * Collections and tags on two devices of a Master Chef user (made on one, shown and filtered on the
 * other), PDF export of a collection and of one recipe read back with pdf.js, and what Free and
 * Chef users see instead.
 */

interface Device {
  context: BrowserContext;
  page: Page;
  book: RecipeBookPage;
  collections: CollectionsPage;
}

const GOULASH = 'Goulash from Győr';
const CRUMBLE = 'Apple crumble';
const at = (m: number) => `2026-11-24T08:0${m}:00.000Z`;
const recipes = [
  {
    id: 'goulash',
    title: GOULASH,
    convertedRecipe: JSON.stringify({
      ...emptyStructuredRecipe(GOULASH),
      prepTime: '20 min',
      cookTime: '2 h',
      servings: 6,
      ingredients: ['800 g beef shin', '½ tsp caraway seeds', '2 tbsp crème fraîche', '1 tbsp sweet paprika (édesnemes)'],
      instructions: ['Brown the beef in batches.', 'Add paprika and caraway; simmer 1–2 hours until tender.', 'Stir in the crème fraîche.'],
    }),
    dietaryFilters: [],
    category: 'main-dish',
    imageUrl: '/food/soup.svg',
    createdAt: at(1),
    updatedAt: at(1),
  },
  {
    id: 'crumble',
    title: CRUMBLE,
    convertedRecipe: JSON.stringify({ ...emptyStructuredRecipe(CRUMBLE), ingredients: ['4 apples'], instructions: ['Bake 35 minutes.'] }),
    dietaryFilters: [],
    category: 'dessert',
    imageUrl: '',
    createdAt: at(2),
    updatedAt: at(2),
  },
];

let server: E2eServer;
let browser: Browser;
let a: Device;
let b: Device;
let masterEmail: string;

async function openDevice(email: string, width = 1280): Promise<Device> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInThroughUi(page, server.url, email);
  const book = new RecipeBookPage(page);
  if (!(await book.heading.isVisible())) await new AppShellPage(page).openView('Recipe Book');
  await book.item(CRUMBLE).waitFor({ timeout: 15_000 });
  return { context, page, book, collections: new CollectionsPage(page) };
}

async function userWithRecipes(prefix: string, plan: PlanId): Promise<string> {
  const email = await createPasswordUser(server.db, prefix, plan);
  await seedDocuments(server.db, email, 'recipes', recipes);
  return email;
}

async function hasImage(bytes: Uint8Array, pageNumber: number): Promise<boolean> {
  const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  try {
    const ops = await (await doc.getPage(pageNumber)).getOperatorList();
    return ops.fnArray.includes(OPS.paintImageXObject);
  } finally {
    await doc.destroy();
  }
}

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  masterEmail = await userWithRecipes('collector', 'master-chef');
  a = await openDevice(masterEmail);
  b = await openDevice(masterEmail);
}, 120_000);

afterAll(async () => {
  await a?.context.close();
  await b?.context.close();
  await browser?.close();
  await server?.close();
});

describe('collections and tags (Master Chef)', () => {
  it('tags a recipe and puts it in a new collection on one device', async () => {
    const dialog = await a.collections.openOrganise(GOULASH);
    await dialog.getByLabel(T.addTagLabel).fill('  #weeknight ');
    await dialog.getByRole('button', { name: T.addTag }).click();
    await dialog.getByRole('list', { name: T.tagsLabel }).getByText('weeknight', { exact: true }).waitFor();
    await dialog.getByLabel(T.addTagLabel).fill('WEEKNIGHT');
    await dialog.getByRole('button', { name: T.addTag }).click();
    await dialog.getByText(T.tagDuplicate).waitFor();
    await dialog.getByLabel(T.newCollectionLabel).fill('Sunday dinners');
    await dialog.getByRole('button', { name: T.createCollection }).click();
    await dialog.getByRole('checkbox', { name: 'Sunday dinners' }).and(dialog.locator(':checked')).waitFor();
    expect(await seriousAxeViolations(a.page)).toEqual([]);
    await a.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await a.page.keyboard.press('Escape');
    await a.collections.viewer(GOULASH).waitFor({ state: 'detached' });
  });

  it('shows the collection and the tag on the other device, and filters the book by them', async () => {
    await b.collections.collectionFilter
      .locator('option', { hasText: 'Sunday dinners (1)' })
      .waitFor({ state: 'attached', timeout: 15_000 });
    await b.collections.collectionFilter.selectOption({ label: 'Sunday dinners (1)' });
    await b.book.results.filter({ hasText: '1 of 2' }).waitFor();
    expect(await b.book.titles()).toEqual([GOULASH]);
    await b.book.clearFilters.click();
    await b.book.list.getByRole('heading').nth(1).waitFor();
    await b.collections.tagFilter.locator('option', { hasText: 'weeknight' }).waitFor({ state: 'attached', timeout: 15_000 });
    await b.collections.tagFilter.selectOption('weeknight');
    await b.book.results.filter({ hasText: '1 of 2' }).waitFor();
    expect(await b.book.titles()).toEqual([GOULASH]);
    expect(await seriousAxeViolations(b.page)).toEqual([]);
    await b.book.clearFilters.click();
  });

  it('exports the collection as a PDF with the image, ingredients and steps, non-ASCII text intact', async () => {
    await a.collections.manageButton.click();
    await a.collections.manageDialog.waitFor();
    expect(await seriousAxeViolations(a.page)).toEqual([]);
    const pdf = await a.collections.download(
      a.collections.manageDialog.getByRole('button', { name: T.exportCollectionPdf('Sunday dinners') }),
    );
    expect(pdf.name).toBe('sunday-dinners.pdf');
    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const [first] = await pdfPageTexts(pdf.bytes.slice());
    for (const text of [
      GOULASH,
      'Servings: 6',
      'Prep: 20 min',
      '½ tsp caraway seeds',
      '2 tbsp crème fraîche',
      '(édesnemes)',
      'Ingredients',
      'Instructions',
      'simmer 1–2 hours until tender.',
    ]) {
      expect(first).toContain(text);
    }
    expect(await pdfTitle(pdf.bytes.slice())).toBe('Sunday dinners');
    expect(await hasImage(pdf.bytes, 1)).toBe(true);
    await a.page.keyboard.press('Escape');
    await a.collections.manageDialog.waitFor({ state: 'detached' });
  });

  it('exports one recipe without an image from the viewer', async () => {
    const viewer = await a.collections.openViewer(CRUMBLE);
    const pdf = await a.collections.download(viewer.getByRole('button', { name: T.exportPdf, exact: true }));
    expect(pdf.name).toBe('apple-crumble.pdf');
    const pages = await pdfPageTexts(pdf.bytes.slice());
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('4 apples');
    expect(pages[0]).toContain('1. Bake 35 minutes.');
    expect(await hasImage(pdf.bytes, 1)).toBe(false);
    await a.page.keyboard.press('Escape');
  });
});

describe('a deleted recipe', () => {
  it('no longer counts in its collection on either device', async () => {
    await a.book.remove(GOULASH);
    for (const device of [a, b]) {
      await device.collections.collectionFilter
        .locator('option', { hasText: 'Sunday dinners (0)' })
        .waitFor({ state: 'attached', timeout: 15_000 });
    }
  });
});

describe('plan gating', () => {
  it('a Free user sees the collections teaser, and PDF export says it needs Chef', async () => {
    const free = await openDevice(await userWithRecipes('free-cook', 'free'));
    try {
      await free.collections.teaser.waitFor();
      await free.collections.teaser.getByRole('button', { name: T.upgrade }).waitFor();
      expect(await free.collections.collectionFilter.count()).toBe(0);
      expect(await seriousAxeViolations(free.page)).toEqual([]);
      const viewer = await free.collections.openViewer(CRUMBLE);
      await viewer.getByRole('button', { name: /^Export PDF/ }).click();
      await free.page.getByText(T.pdfTeaser).waitFor();
      await viewer.getByRole('button', { name: T.organise, exact: true }).click();
      const dialog = free.collections.organiseDialog(CRUMBLE);
      await dialog.getByRole('region', { name: T.teaserTitle }).waitFor();
      expect(await dialog.getByLabel(T.addTagLabel).count()).toBe(0);
      expect(await seriousAxeViolations(free.page)).toEqual([]);
    } finally {
      await free.context.close();
    }
  });

  it('a Chef user sees the teaser but exports a PDF', async () => {
    const chef = await openDevice(await userWithRecipes('chef-cook', 'chef'));
    try {
      await chef.collections.teaser.waitFor();
      const viewer = await chef.collections.openViewer(CRUMBLE);
      const pdf = await chef.collections.download(viewer.getByRole('button', { name: T.exportPdf, exact: true }));
      expect((await pdfPageTexts(pdf.bytes))[0]).toContain(CRUMBLE);
    } finally {
      await chef.context.close();
    }
  });
});
