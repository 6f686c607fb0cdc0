import { readFileSync } from 'node:fs';
import { gzipSync, strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { detectImportFormat, readImportFile } from '../../shared/imports/detectImport';
import { importedToRecipeDoc, isoDurationMinutes, timeText } from '../../shared/imports/importedRecipe';
import { parseMealie } from '../../shared/imports/mealie';
import { parsePaprika } from '../../shared/imports/paprika';
import { parseSchemaOrg } from '../../shared/imports/schemaOrg';
import { parseTandoor } from '../../shared/imports/tandoor';
import { recipeDocSchema } from '../../shared/schemas/recipe';
import { structuredRecipeSchema } from '../../shared/schemas/structuredRecipe';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url), 'utf8');

/** A .paprikarecipes file as Paprika writes it: a zip whose entries are gzipped JSON recipes. */
function paprikaExport(entries: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(entries).map(([name, json]) => [name, gzipSync(strToU8(json))])));
}

describe('Paprika', () => {
  const file = paprikaExport({
    'Lemon Herb Roast Chicken.paprikarecipe': fixture('paprika-recipe.json'),
    'Overnight Oats.paprikarecipe': fixture('paprika-recipe-2.json'),
    'Broken.paprikarecipe': '{"name": "Half a rec',
  });

  it('reads every gzipped recipe with its fields, and reports the broken entry', () => {
    const result = parsePaprika(file);
    expect(result.format).toBe('paprika');
    expect(result.recipes.map((r) => r.recipe.recipeName)).toEqual(['Lemon Herb Roast Chicken', 'Overnight Oats']);
    const chicken = result.recipes[0]?.recipe;
    expect(chicken?.ingredients).toEqual([
      '1 whole chicken (about 1.6 kg)',
      '2 lemons',
      '4 cloves garlic',
      '2 tbsp olive oil',
      '1 tsp salt',
      '1 tbsp fresh thyme',
    ]);
    expect(chicken?.instructions).toEqual([
      'Heat the oven to 220°C.',
      'Rub the chicken with oil, salt, garlic and thyme.',
      'Put the halved lemons inside and roast for 75 minutes.',
    ]);
    expect(chicken).toMatchObject({
      servings: 4,
      prepTime: '15 mins',
      cookTime: '1 hr 15 mins',
      tips: ['Rest 10 minutes before carving.'],
    });
    // The file's own nutrition wins; what it lacks (fiber, sodium) is computed.
    expect(chicken?.nutrition).toMatchObject({ calories: 430, protein: 38, fat: 27, carbohydrates: 6 });
    expect(chicken?.imageUrl).toBe('https://images.example.com/roast-chicken.jpg');
    expect(result.recipes[1]?.recipe.servings).toBe('1 jar');
    expect(result.recipes[1]?.category).toBe('main-dish');
    expect(result.problems).toEqual([{ label: 'Broken', message: 'This entry could not be read (not gzipped JSON).' }]);
    // Embedded photos are carried along to be uploaded into the image store.
    expect(result.recipes[1]?.photo?.subarray(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    expect(result.recipes[0]?.photo?.subarray(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    expect(result.photosLeftOut).toBe(0);
    for (const r of result.recipes) expect(structuredRecipeSchema.safeParse(r.recipe).success).toBe(true);
  });

  it('counts a photo that is not a picture as left out, and keeps the recipe', () => {
    const oats = JSON.parse(fixture('paprika-recipe-2.json')) as Record<string, unknown>;
    const notes = btoa('just some text, not a photo at all');
    const result = parsePaprika(paprikaExport({ 'Oats.paprikarecipe': JSON.stringify({ ...oats, photo_data: notes, photos: [] }) }));
    expect(result.recipes).toHaveLength(1);
    expect(result.recipes[0]?.photo).toBeUndefined();
    expect(result.photosLeftOut).toBe(1);
  });

  it('is detected by its extension, and a non-zip says what is wrong', () => {
    expect(detectImportFormat('My Recipes.paprikarecipes', file)).toBe('paprika');
    expect(parsePaprika(strToU8('hello')).problems[0]?.message).toMatch(/not a Paprika export/);
  });
});

describe('Mealie', () => {
  it('reads a recipe JSON with structured ingredients, ISO durations and nutrition', () => {
    const result = parseMealie(fixture('mealie-recipe.json'));
    expect(result.problems).toEqual([]);
    const r = result.recipes[0]?.recipe;
    expect(r?.recipeName).toBe('Chana Masala');
    expect(r?.ingredients).toEqual([
      '2 tablespoons vegetable oil',
      '1 onion finely chopped',
      '800 g canned chickpeas, drained',
      '400 g chopped tomatoes',
      '2 teaspoons garam masala',
    ]);
    expect(r?.instructions).toHaveLength(2);
    expect(r).toMatchObject({
      servings: 4,
      prepTime: '10 min',
      cookTime: '35 min',
      totalTime: '45 minutes',
      tips: ['Tip: Better the next day.'],
    });
    expect(r?.nutrition).toEqual({ calories: 310, protein: 12, carbohydrates: 40, fat: 10, fiber: 11, sodium: 520 });
  });

  it("reads Mealie's export zip and counts the photos it cannot keep", () => {
    const zip = zipSync({
      'recipes/chana-masala/chana-masala.json': strToU8(fixture('mealie-recipe.json')),
      'recipes/chana-masala/images/original.webp': new Uint8Array([1, 2, 3]),
      'database.json': strToU8('{"alembic_version": []}'),
    });
    expect(detectImportFormat('mealie_2025.01.12.zip', zip)).toBe('mealie');
    const result = readImportFile('mealie_2025.01.12.zip', zip);
    expect(result.recipes.map((r) => r.recipe.recipeName)).toEqual(['Chana Masala']);
    expect(result.photosLeftOut).toBe(1);
    // database.json is not a recipe: reported, not fatal.
    expect(result.problems.map((p) => p.label)).toEqual(['database.json']);
  });
});

describe('Tandoor', () => {
  it('reads the zip of zips: ingredients from every step, working and waiting time', () => {
    const inner = zipSync({ 'recipe.json': strToU8(fixture('tandoor-recipe.json')), 'image.jpg': new Uint8Array([0xff, 0xd8]) });
    const outer = zipSync({ '17.zip': inner });
    expect(detectImportFormat('export_2025-02-01.zip', outer)).toBe('tandoor');
    const result = parseTandoor(outer);
    expect(result.problems).toEqual([]);
    const r = result.recipes[0]?.recipe;
    expect(r?.recipeName).toBe('Mushroom Risotto');
    expect(r?.ingredients).toEqual([
      '300 g mushrooms, sliced',
      '1 onion',
      '250 g arborio rice',
      '1000 ml vegetable stock, hot',
      '40 g parmesan, grated',
      'salt, to taste',
    ]);
    expect(r?.instructions).toEqual([
      'Prep: Slice the mushrooms and chop the onion.',
      'Toast the rice, then add the stock a ladle at a time for 20 minutes. Stir in the parmesan.',
    ]);
    expect(r).toMatchObject({ servings: 3, prepTime: '15 min', cookTime: '25 min', totalTime: '40 min' });
    expect(result.photosLeftOut).toBe(1);
  });
});

describe('schema.org JSON-LD', () => {
  it('finds the Recipe in a saved page (@graph, HowToSection, ImageObject, entities)', () => {
    const page = fixture('schema-org-page.html');
    expect(detectImportFormat('pancakes.html', strToU8(page))).toBe('schema-org');
    const result = parseSchemaOrg(page);
    expect(result.problems).toEqual([]);
    const r = result.recipes[0]?.recipe;
    expect(r).toMatchObject({
      recipeName: 'Classic Pancakes',
      description: 'Fluffy pancakes & maple syrup.',
      servings: 8,
      prepTime: '10 min',
      cookTime: '20 min',
      totalTime: '30 min',
      imageUrl: 'https://blog.example.com/img/pancakes.jpg',
      category: 'main-dish',
    });
    expect(r?.instructions).toEqual([
      'Batter:',
      'Whisk the flour, sugar, baking powder and salt.',
      'Beat in the eggs and milk until smooth.',
      'Cook ladlefuls in a hot pan, 2 minutes a side.',
    ]);
    expect(r?.nutrition).toMatchObject({ calories: 180, protein: 6, carbohydrates: 28, fat: 4, sodium: 210 });
  });

  it('reads a plain JSON-LD file, and says so when there is no recipe', () => {
    const json = JSON.stringify({
      '@type': 'Recipe',
      name: 'Toast',
      recipeIngredient: ['1 slice bread'],
      recipeInstructions: 'Toast the bread.',
    });
    expect(parseSchemaOrg(json).recipes[0]?.recipe.instructions).toEqual(['Toast the bread.']);
    expect(parseSchemaOrg('<html><body>No recipe</body></html>').problems[0]?.message).toBe('No schema.org Recipe was found in this file.');
    const noSteps = JSON.stringify({ '@type': 'Recipe', name: 'Mystery', recipeIngredient: ['1 egg'] });
    expect(parseSchemaOrg(noSteps).problems).toEqual([{ label: 'Mystery', message: 'It has no instructions.' }]);
  });

  it('rejects a file of another kind with a clear message', () => {
    const result = readImportFile('notes.txt', strToU8('just some text'));
    expect(result.recipes).toEqual([]);
    expect(result.problems[0]?.message).toMatch(/not one we can import/);
  });
});

describe('shared helpers', () => {
  it('reads ISO 8601 durations', () => {
    expect(isoDurationMinutes('PT1H30M')).toBe(90);
    expect(isoDurationMinutes('P0DT0H20M')).toBe(20);
    expect(isoDurationMinutes('PT')).toBeUndefined();
    expect(timeText('PT1H5M')).toBe('1 hr 5 min');
    expect(timeText('about an hour')).toBe('about an hour');
  });

  it('makes a valid saved-recipe document', () => {
    const imported = parseSchemaOrg(fixture('schema-org-page.html')).recipes[0];
    if (!imported) throw new Error('no recipe');
    const doc = importedToRecipeDoc(imported, 'abc', '2026-11-24T05:00:00.000Z');
    expect(recipeDocSchema.parse(doc).title).toBe('Classic Pancakes');
    expect(JSON.parse(doc.convertedRecipe).recipeName).toBe('Classic Pancakes');
  });
});
