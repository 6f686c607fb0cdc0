import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_TEXTS, CONVERTER_TEXTS } from '../../shared/domain/converterTexts';
import { withIngredientGroups } from '../../shared/domain/ingredientGroups';
import { weekDays, weekStartOf } from '../../shared/domain/planner/week';
import { RECIPE_BOOK_TEXTS } from '../../shared/domain/recipeBookTexts';
import { emptyStructuredRecipe } from '../../shared/domain/recipeContent';
import { GROUPED_RECIPES } from '../fixtures/sections/groupedRecipes';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { seedDocuments } from '../support/seedDocuments';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi } from './pages/accounts';
import { seriousAxeViolations } from './pages/axe';
import { ConverterPage } from './pages/ConverterPage';
import { CookModePage } from './pages/CookModePage';
import { MealPlannerPage } from './pages/MealPlannerPage';
import { createPasswordUser } from './pages/planUser';
import { RecipeBookPage } from './pages/RecipeBookPage';
import { ShoppingListPage } from './pages/ShoppingListPage';

/**
 * Ingredient lists in parts ("For the sponge", "For the icing") everywhere a cook reads them: the converted card, cook
 * mode, the week's shopping list and the editor (headings as lines ending with a colon).
 */

const TITLE = 'Victoria sponge';
const PARTS = [
  { heading: 'For the sponge', ingredients: ['200 g butter, softened', '200 g caster sugar', '4 eggs', '200 g self-raising flour'] },
  { heading: 'For the icing', ingredients: ['100 g butter', '140 g icing sugar', '1 tbsp milk'] },
];
const STEPS = [
  'For the sponge, beat the butter and caster sugar, beat in the eggs and fold in the flour. Bake 20 minutes.',
  'For the icing, beat the butter with the icing sugar and milk.',
  'Sandwich the cakes together.',
];
const at = new Date().toISOString();
const SHOTS = process.env.E2E_SCREENSHOTS;

let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let shell: AppShellPage;
let book: RecipeBookPage;

function plannedWeek() {
  const weekStart = weekStartOf(new Date());
  const [monday] = weekDays(weekStart) as [string];
  return {
    id: weekStart,
    weekStart,
    mealPlan: { [monday]: { dinner: [{ id: 'p-cake', recipeId: 'cake', title: TITLE, addedAt: at }] } },
    createdAt: at,
    updatedAt: at,
  };
}

async function screenshots(name: string, target: () => Promise<void>): Promise<void> {
  if (!SHOTS) return;
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await target();
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  const email = await createPasswordUser(server.db, 'groups', 'chef');
  await seedDocuments(server.db, email, 'recipes', [
    {
      id: 'cake',
      title: TITLE,
      convertedRecipe: JSON.stringify({
        ...emptyStructuredRecipe(TITLE),
        servings: 8,
        ...withIngredientGroups(PARTS),
        instructions: STEPS,
      }),
      dietaryFilters: [],
      category: 'dessert',
      imageUrl: '',
      createdAt: at,
      updatedAt: at,
    },
  ]);
  await seedDocuments(server.db, email, 'mealPlans', [plannedWeek()]);
  context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  await signInThroughUi(page, server.url, email);
  shell = new AppShellPage(page);
  book = new RecipeBookPage(page);
  await shell.waitForShell();
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('ingredient groups', () => {
  it('the converted card shows each part under its heading, the same food in both parts as two lines', async () => {
    const source = GROUPED_RECIPES[0];
    if (!source) throw new Error('fixture');
    const converter = new ConverterPage(page);
    await converter.heading.waitFor();
    await converter.recipeField.fill(source.text);
    await converter.pickFilter('Vegan');
    await converter.activeFilter('Vegan').waitFor();
    await converter.convertButton.click();
    await converter.consentDialog.getByRole('button', { name: CONVERTER_TEXTS.consentAccept }).click();
    await converter.cardTitle.filter({ hasText: /Lemon/ }).waitFor({ timeout: 60_000 });

    const ingredients = converter.card.getByRole('region', { name: CARD_TEXTS.ingredients });
    expect(await ingredients.getByRole('heading', { level: 4 }).allTextContents()).toEqual(source.headings);
    const cake = await ingredients.getByRole('list', { name: 'For the cake', exact: true }).getByRole('listitem').allTextContents();
    const drizzle = await ingredients.getByRole('list', { name: 'For the drizzle', exact: true }).getByRole('listitem').allTextContents();
    expect(cake).toHaveLength(5);
    expect(drizzle).toHaveLength(2);
    expect(cake.some((l) => l.includes(source.twice))).toBe(true);
    expect(drizzle.some((l) => l.includes(source.twice))).toBe(true);
    // The servings stepper scales every part in place.
    await converter.card.getByRole('button', { name: CARD_TEXTS.moreServings }).click();
    await ingredients.getByRole('list', { name: 'For the drizzle', exact: true }).getByRole('listitem').nth(1).waitFor();
    expect(await ingredients.getByRole('heading', { level: 4 }).allTextContents()).toEqual(source.headings);
    expect(await seriousAxeViolations(page, { exclude: ['.app-header'] })).toEqual([]);
    await screenshots('groups-card', () => ingredients.scrollIntoViewIfNeeded());
  });

  it('cook mode lists the parts, and a step that names a part uses that part’s butter', async () => {
    await shell.openView('Recipe Book');
    await book.item(TITLE).waitFor({ timeout: 15_000 });
    const cook = new CookModePage(page);
    await cook.openFromBook(TITLE);
    await cook.waitForStep(1, 3);
    expect(await cook.dialog.getByRole('heading', { level: 4 }).allTextContents()).toEqual(['For the sponge', 'For the icing']);
    expect(await cook.highlighted.allTextContents()).toEqual(PARTS[0]?.ingredients.map((l) => `${l} (used in this step)`));
    await page.keyboard.press('ArrowRight');
    await cook.waitForStep(2, 3);
    expect(await cook.highlighted.allTextContents()).toEqual(PARTS[1]?.ingredients.map((l) => `${l} (used in this step)`));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await cook.exit.click();
    await cook.dialog.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: TITLE }).waitFor({ state: 'detached' });
  });

  it('the shopping list buys the butter once and says which parts it is for', async () => {
    await shell.openView('Meal Planning');
    const planner = new MealPlannerPage(page);
    await planner.heading.waitFor();
    const list = new ShoppingListPage(page);
    await list.open();
    const butter = list.item('Butter');
    await butter.filter({ hasText: '300 g' }).waitFor({ timeout: 15_000 });
    expect(await butter.count()).toBe(1);
    expect(await butter.locator('.shop-item__recipes').textContent()).toBe(`For ${TITLE} (for the sponge, for the icing)`);
    expect(await list.item('Milk').locator('.shop-item__recipes').textContent()).toBe(`For ${TITLE} (for the icing)`);
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await list.dialog.waitFor({ state: 'detached' });
  });

  it('the editor shows headings as lines ending with a colon, and a renamed or new heading is saved as a part', async () => {
    await shell.openView('Recipe Book');
    await page.getByRole('button', { name: `Edit ${TITLE}`, exact: true }).click();
    await book.dialog.waitFor();
    const rows = book.dialog.getByRole('group', { name: 'Ingredients' });
    await rows.getByText(RECIPE_BOOK_TEXTS.ingredientPartsHint, { exact: true }).waitFor();
    const first = book.dialog.getByLabel('Ingredient 1', { exact: true });
    expect(await first.inputValue()).toBe('For the sponge:');
    // A heading row is told apart for everyone: shown with its tag, and the tag is the input's description.
    expect(await first.getAttribute('aria-describedby')).toBeTruthy();
    expect(await rows.getByText(RECIPE_BOOK_TEXTS.ingredientHeadingTag, { exact: true }).count()).toBe(2);
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshots('groups-editor', () => first.scrollIntoViewIfNeeded());

    await book.dialog.getByLabel('Ingredient 6', { exact: true }).fill('For the buttercream:');
    await book.dialog.getByRole('button', { name: '+ Add ingredient' }).click();
    await book.dialog.getByLabel('Ingredient 10', { exact: true }).fill('To decorate:');
    await book.dialog.getByRole('button', { name: '+ Add ingredient' }).click();
    await book.dialog.getByLabel('Ingredient 11', { exact: true }).fill('1 tbsp icing sugar');
    expect(await rows.getByText(RECIPE_BOOK_TEXTS.ingredientHeadingTag, { exact: true }).count()).toBe(3);
    await book.dialog.getByRole('button', { name: 'Save Changes' }).click();
    await book.dialog.waitFor({ state: 'detached' });

    await book.list.getByRole('button', { name: TITLE, exact: true }).click();
    const viewer = page.getByRole('dialog', { name: TITLE });
    const ingredients = viewer.getByRole('region', { name: CARD_TEXTS.ingredients });
    await ingredients.getByRole('heading', { name: 'To decorate', level: 4 }).waitFor();
    expect(await ingredients.getByRole('heading', { level: 4 }).allTextContents()).toEqual([
      'For the sponge',
      'For the buttercream',
      'To decorate',
    ]);
    expect(await ingredients.getByRole('list', { name: 'To decorate' }).getByRole('listitem').allTextContents()).toEqual([
      '1 tbsp icing sugar',
    ]);
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
  });
});
