import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRecipesPdf } from '../../client/src/features/pdf-export/recipePdf';
import { isWinAnsi, pdfFileName, toWinAnsi, wrapText } from '../../shared/domain/pdfText';
import { emptyStructuredRecipe } from '../../shared/domain/recipeContent';
import type { RecipeDoc } from '../../shared/schemas/recipe';
import { pdfPageTexts, pdfTitle } from '../support/pdfText';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const recipe = (title: string, ingredients: string[], instructions: string[]): RecipeDoc => ({
  id: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  convertedRecipe: JSON.stringify({ ...emptyStructuredRecipe(title), servings: 4, prepTime: '15 min', ingredients, instructions }),
  dietaryFilters: [],
  category: 'main-dish',
  imageUrl: '',
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
});

const HUNGARIAN = recipe(
  'Túrós csusza from Győr',
  ['½ kg túró', '⅓ cup tejföl', '200 g bacon — smoked'],
  ['Cook the pasta 8–10 minutes.', 'Mix with túró; serve ≈ hot 🔥.'],
);

describe('text for a standard PDF font (the documented fallback mapping)', () => {
  it('keeps what Windows-1252 has, maps kitchen signs and drops accents it lacks', () => {
    expect(toWinAnsi('½ cup crème fraîche – “Größe” …')).toBe('½ cup crème fraîche – “Größe” …');
    expect(toWinAnsi('⅓ cup, ⅛ tsp, −5 °C, ≈ 2 → 3')).toBe('1/3 cup, 1/8 tsp, -5 °C, ~ 2 -> 3');
    expect(toWinAnsi('Győr, Łódź, Čevapi, ű')).toBe('Gyor, Lódz, Cevapi, u');
    expect(toWinAnsi('hot 🔥 辣')).toBe('hot ? ?');
    for (const char of toWinAnsi('ő ű ⅔ ł 🔥 \t\r')) expect(isWinAnsi(char)).toBe(true);
  });

  it('wraps text to a width at spaces, cutting a word longer than a line', () => {
    const width = (s: string) => s.length;
    expect(wrapText('one two three four', 9, width)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('abcdefghijkl', 5, width)).toEqual(['abcde', 'fghij', 'kl']);
    expect(wrapText('a\nb', 10, width)).toEqual(['a', 'b']);
  });

  it('names the file after the title', () => {
    expect(pdfFileName('Goulash from Győr!')).toBe('goulash-from-gyor.pdf');
    expect(pdfFileName('   ')).toBe('recipe.pdf');
  });
});

describe('the PDF of recipes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('with the embedded font keeps every character (½, ő, ⅓, –)', async () => {
    // The font files as the browser would fetch them from the build.
    vi.stubGlobal(
      'fetch',
      async (url: string) => new Response(await readFile(`${ROOT}${String(url).replace(/^\//, '').replace(/\?.*$/, '')}`)),
    );
    const bytes = await buildRecipesPdf([HUNGARIAN, recipe('Apple crumble', ['4 apples'], ['Bake 35 minutes.'])], 'Weekend');
    const pages = await pdfPageTexts(bytes);
    expect(pages).toHaveLength(2);
    for (const text of [
      'Túrós csusza from Győr',
      '½ kg túró',
      '⅓ cup tejföl',
      '1. Cook the pasta 8–10 minutes.',
      'Servings: 4',
      'Weekend · 1 / 2',
    ]) {
      expect(pages[0]).toContain(text);
    }
    expect(pages[1]).toContain('Apple crumble');
    expect(await pdfTitle(bytes)).toBe('Weekend');
  });

  it('falls back to a standard font with the mapping when the font cannot be loaded (offline), without crashing', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const bytes = await buildRecipesPdf([HUNGARIAN], HUNGARIAN.title);
    const [page] = await pdfPageTexts(bytes);
    expect(page).toContain('Túrós csusza from Gyor');
    expect(page).toContain('½ kg túró');
    expect(page).toContain('1/3 cup tejföl');
  });

  it('breaks a long recipe over several pages', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 404 }));
    const steps = Array.from(
      { length: 60 },
      (_, i) => `Step text number ${i + 1} that is long enough to wrap onto a second line of the page, at least on A4.`,
    );
    const pages = await pdfPageTexts(await buildRecipesPdf([recipe('Long stew', ['1 pot'], steps)], 'Long stew'));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain('60. Step text number 60');
  });
  it('prints the nutrition per serving the card shows, and none for a recipe typed in without it', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 404 }));
    const withNutrition: RecipeDoc = {
      ...HUNGARIAN,
      convertedRecipe: JSON.stringify({
        ...JSON.parse(HUNGARIAN.convertedRecipe),
        nutrition: { calories: 512.4, protein: 21, carbohydrates: 48, fat: 24.5, fiber: 3.2, sodium: 640 },
      }),
    };
    const [page] = await pdfPageTexts(await buildRecipesPdf([withNutrition], withNutrition.title));
    expect(page).toContain('Nutrition per serving');
    expect(page).toContain('Calories 512 kcal');
    expect(page).toContain('Protein 21 g');
    expect(page).toContain('Fiber 3.2 g');
    expect(page).toContain('Sodium 640 mg');
    const [plain] = await pdfPageTexts(await buildRecipesPdf([HUNGARIAN], HUNGARIAN.title));
    expect(plain).not.toContain('Nutrition per serving');
  });

  it('asks for the photo where the card gets it (a stored photo needs the access token), and draws it', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
      'base64',
    );
    vi.stubGlobal('fetch', async (url: string) =>
      String(url) === 'blob:resolved-photo'
        ? new Response(png, { headers: { 'content-type': 'image/png' } })
        : new Response(null, { status: 404 }),
    );
    const asked: string[] = [];
    const withPhoto: RecipeDoc = { ...HUNGARIAN, imageUrl: '/api/images/photo-1' };
    const bytes = await buildRecipesPdf([withPhoto], withPhoto.title, async (url) => {
      asked.push(url);
      return 'blob:resolved-photo';
    });
    expect(asked).toEqual(['/api/images/photo-1']);
    expect(Buffer.from(bytes).includes(Buffer.from('/Subtype /Image'))).toBe(true);
    const none = await buildRecipesPdf([withPhoto], withPhoto.title, async () => null);
    expect(Buffer.from(none).includes(Buffer.from('/Subtype /Image'))).toBe(false);
  });
});
