import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { seedDocuments } from '../support/seedDocuments';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from './pages/accounts';
import { RecipeBookPage } from './pages/RecipeBookPage';

let server: E2eServer;
let browser: Browser;
const ownEmail = uniqueEmail('book-own-text');
const pastedEmail = uniqueEmail('book-pasted-text');

/** The app's own legacy text layout (signed-in-features §3), as older versions stored a recipe. */
const BARLEY = [
  '**Recipe Name:** Barley stew',
  '**Prep Time:** 15 minutes',
  '**Cook Time:** 1 hour 30 minutes',
  '**Total Time:** 1 hour 45 minutes',
  '**Servings:** 4',
  '**Dietary Requirements:** Vegan',
  '',
  '**Ingredients:**',
  '- 1 cup pearl barley',
  '- 2 carrots, diced',
  '',
  '**Instructions:**',
  '1. Simmer the barley in the stock.',
  '2. Add the carrots and cook until tender.',
  '',
  '**Tips:**',
  '- Keeps three days in the fridge.',
].join('\n');
const CAKE = [
  '**Recipe Name:** Lemon cake',
  '**Prep Time:** 20 mins',
  '**Cook Time:** 35 min',
  '**Servings:** 6-8',
  '',
  '**Ingredients:**',
  'For the sponge:',
  '- 200 g flour',
  '- 2 eggs',
  'For the icing:',
  '- 100 g icing sugar',
  '',
  '**Instructions:**',
  '1. Bake the sponge.',
  '2. Ice it when cool.',
].join('\n');
/** Text of a pasted layout: read by the kitchen's any-layout reader, loaded for it. */
const PASTED =
  '# Pancakes\n\nServes 2.\n\n## Ingredients\n- 200 g buckwheat flour\n- 300 ml milk\n\n## Steps\n1. Whisk.\n2. Fry for 3 minutes a side.';

function recipe(id: string, title: string, convertedRecipe: string, minute: number) {
  const at = new Date(Date.UTC(2026, 9, 1, 8, minute)).toISOString();
  return { id, title, convertedRecipe, dietaryFilters: [], category: 'main-dish', imageUrl: '', createdAt: at, updatedAt: at };
}

/** The kitchen's document reader and its vocabulary (chunks of shared/kitchen/parse). */
const KITCHEN_READER = /^\/assets\/(recipeText|equipmentWords|recipeContent)-/;

async function openBook(context: BrowserContext, email: string): Promise<{ book: RecipeBookPage; scripts: string[] }> {
  const scripts: string[] = [];
  context.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) scripts.push(path);
  });
  const page = await context.newPage();
  await signInThroughUi(page, server.url, email);
  await new AppShellPage(page).openView('Recipe Book');
  const book = new RecipeBookPage(page);
  await book.heading.waitFor();
  return { book, scripts };
}

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  const setup = await browser.newContext({ serviceWorkers: 'block' });
  await signUpAndVerify(await setup.newPage(), server.url, server.dataDir, ownEmail);
  await signUpAndVerify(await setup.newPage(), server.url, server.dataDir, pastedEmail);
  await setup.close();
  await seedDocuments(server.db, ownEmail, 'recipes', [recipe('own-1', 'Barley stew', BARLEY, 1), recipe('own-2', 'Lemon cake', CAKE, 2)]);
  await seedDocuments(server.db, pastedEmail, 'recipes', [
    recipe('pasted-1', 'Pancakes', PASTED, 1),
    recipe('pasted-2', 'Barley stew', BARLEY, 2),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('text recipes in the book', () => {
  it('a book of the app’s own text recipes shows, searches and opens them without loading the kitchen’s reader', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const { book, scripts } = await openBook(context, ownEmail);
    const barley = book.item('Barley stew');
    await barley
      .locator('.book-card__preview')
      .filter({ hasText: /^1 cup pearl barley, 2 carrots, diced$/ })
      .waitFor();
    await barley.locator('.book-card__meta').filter({ hasText: '1 hour 45 minutes' }).filter({ hasText: '4' }).waitFor();
    const cake = book.item('Lemon cake');
    await cake
      .locator('.book-card__preview')
      .filter({ hasText: /^200 g flour, 2 eggs, 100 g icing sugar$/ })
      .waitFor();
    await cake.locator('.book-card__meta').filter({ hasText: '55 minutes' }).filter({ hasText: '6-8' }).waitFor();

    // Search finds a recipe by an ingredient, by a step's words and by a part's heading.
    for (const [words, title] of [
      ['carrots', 'Barley stew'],
      ['until tender', 'Barley stew'],
      ['icing', 'Lemon cake'],
    ] as const) {
      await book.search.fill(words);
      await book.item(title).waitFor();
      await book.list.locator(':scope > li').filter({ hasNotText: title }).first().waitFor({ state: 'detached' });
    }
    await book.search.fill('');
    await book.item('Lemon cake').waitFor();
    expect(scripts.filter((path) => KITCHEN_READER.test(path))).toEqual([]);

    // The recipe view shows the text as written.
    await book.item('Barley stew').getByRole('button', { name: 'Barley stew', exact: true }).click();
    const viewer = book.page.getByRole('dialog', { name: 'Barley stew' });
    await viewer
      .locator('.recipe-legacy')
      .filter({ hasText: '1 cup pearl barley' })
      .filter({ hasText: 'Keeps three days in the fridge.' })
      .waitFor();
    await context.close();
  });

  it('a book holding text of another layout loads the kitchen’s reader for it and shows every recipe', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const { book, scripts } = await openBook(context, pastedEmail);
    await book
      .item('Pancakes')
      .locator('.book-card__preview')
      .filter({ hasText: /^200 g buckwheat flour, 300 ml milk$/ })
      .waitFor();
    await book
      .item('Barley stew')
      .locator('.book-card__preview')
      .filter({ hasText: /^1 cup pearl barley, 2 carrots, diced$/ })
      .waitFor();
    await book.search.fill('buckwheat');
    await book.item('Pancakes').waitFor();
    await book.item('Barley stew').waitFor({ state: 'detached' });
    expect(scripts.some((path) => KITCHEN_READER.test(path))).toBe(true);
    await context.close();
  });
});
