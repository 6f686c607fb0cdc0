import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRecipesPdf } from '../../client/src/features/pdf-export/recipePdf';
import { cookPlanFor } from '../../shared/domain/cookSteps';
import {
  groupsFromLines,
  headingPerLine,
  ingredientGroupsOf,
  linesFromGroups,
  replaceIngredientGroups,
  rewriteEachPart,
  withIngredientGroups,
  withLinesInParts,
} from '../../shared/domain/ingredientGroups';
import { recipeFacts } from '../../shared/domain/planner/recipeFacts';
import { buildShoppingList } from '../../shared/domain/planner/shoppingList';
import { readRecipeContent, searchableText, writeLegacyRecipe } from '../../shared/domain/recipeContent';
import { formFromRecipe, newRow, recipeFieldsFromForm, validateRecipeForm } from '../../shared/domain/recipeEditRules';
import { toImportedRecipe } from '../../shared/imports/importedRecipe';
import { generateLocally, parseRecipeText } from '../../shared/kitchen/index';
import { recipeDocSchema } from '../../shared/schemas/recipe';
import { type StructuredRecipe, structuredRecipeSchema } from '../../shared/schemas/structuredRecipe';
import { GROUPED_RECIPES } from '../fixtures/sections/groupedRecipes';
import { pdfPageTexts } from '../support/pdfText';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const NUTRITION = { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 };

function recipe(parts: Partial<StructuredRecipe>): StructuredRecipe {
  return {
    recipeName: 'Cake',
    prepTime: '',
    cookTime: '',
    totalTime: '',
    servings: 4,
    dietaryRequirements: [],
    ingredients: [],
    instructions: ['Mix.'],
    nutrition: NUTRITION,
    tips: [],
    ...parts,
  };
}

const SPONGE = [
  { heading: 'For the sponge', ingredients: ['200 g sugar', '200 g butter'] },
  { heading: 'For the icing', ingredients: ['100 g sugar', '2 tbsp milk'] },
];

describe('ingredient groups: the schema stays backwards compatible', () => {
  it('an old recipe without groups is valid, and so is one with them', () => {
    expect(structuredRecipeSchema.safeParse(recipe({ ingredients: ['1 egg'] })).success).toBe(true);
    const grouped = recipe(withIngredientGroups(SPONGE));
    expect(structuredRecipeSchema.safeParse(grouped).success).toBe(true);
    expect(grouped.ingredients).toEqual(['200 g sugar', '200 g butter', '100 g sugar', '2 tbsp milk']);
  });

  it('refuses a heading longer than a card holds and more groups than allowed', () => {
    const long = recipe({ ingredients: ['1 egg'], ingredientGroups: [{ heading: 'x'.repeat(201), ingredients: ['1 egg'] }] });
    expect(structuredRecipeSchema.safeParse(long).success).toBe(false);
    const many = Array.from({ length: 51 }, (_, i) => ({ heading: `Part ${i}`, ingredients: [`${i + 1} eggs`] }));
    expect(
      structuredRecipeSchema.safeParse(recipe({ ingredients: many.map((g) => g.ingredients[0] ?? ''), ingredientGroups: many })).success,
    ).toBe(false);
  });

  it('a saved recipe holding groups round-trips through the saved document and the reader', () => {
    const grouped = recipe(withIngredientGroups(SPONGE));
    const doc = {
      id: 'r1',
      title: 'Cake',
      convertedRecipe: JSON.stringify(grouped),
      dietaryFilters: [],
      category: 'dessert',
      imageUrl: '',
      createdAt: '2026-11-29T10:00:00.000Z',
      updatedAt: '2026-11-29T10:00:00.000Z',
    };
    expect(recipeDocSchema.safeParse(doc).success).toBe(true);
    const read = readRecipeContent(doc.convertedRecipe);
    expect(read.format).toBe('structured');
    expect(ingredientGroupsOf(read.recipe)).toEqual(SPONGE);
  });

  it('a field from a newer version is set aside by the reader rather than losing the recipe', () => {
    const read = readRecipeContent(JSON.stringify({ ...recipe({ ingredients: ['1 egg'] }), someLaterField: 1 }));
    expect(read.format).toBe('structured');
    expect(read.recipe.ingredients).toEqual(['1 egg']);
  });
});

describe('ingredient groups: reading them', () => {
  it('stale groups (a writer changed only the flat list) are ignored, never shown against the wrong lines', () => {
    const stale = { ...recipe(withIngredientGroups(SPONGE)), ingredients: ['1 egg', '200 g sugar'] };
    expect(ingredientGroupsOf(stale)).toEqual([{ heading: '', ingredients: ['1 egg', '200 g sugar'] }]);
  });

  it('says which heading each line of the flat list belongs to', () => {
    expect(headingPerLine(recipe(withIngredientGroups(SPONGE)))).toEqual([
      'For the sponge',
      'For the sponge',
      'For the icing',
      'For the icing',
    ]);
  });

  it('a list with no heading has no groups', () => {
    expect(withIngredientGroups([{ heading: '', ingredients: ['1 egg'] }])).toEqual({ ingredients: ['1 egg'] });
  });

  it('editor lines: a line ending with a colon is a heading, in three phrasings', () => {
    for (const heading of ['For the sauce:', 'Topping :', '**Crumble:**']) {
      const groups = groupsFromLines(['1 onion', heading, '2 tbsp oil', '', '1 tsp salt']);
      expect(groups[1]?.heading).toMatch(/^(For the sauce|Topping|Crumble)$/);
      expect(groups[1]?.ingredients).toEqual(['2 tbsp oil', '1 tsp salt']);
      expect(groups[0]?.ingredients).toEqual(['1 onion']);
    }
    expect(linesFromGroups(SPONGE)).toEqual([
      'For the sponge:',
      '200 g sugar',
      '200 g butter',
      'For the icing:',
      '100 g sugar',
      '2 tbsp milk',
    ]);
    expect(groupsFromLines(linesFromGroups(SPONGE)).slice(1)).toEqual(SPONGE);
  });

  it('lines rewritten one for one stay in their parts; a changed count drops the parts', () => {
    const grouped = recipe(withIngredientGroups(SPONGE));
    const scaled = withLinesInParts(grouped, ['100 g sugar', '100 g butter', '50 g sugar', '1 tbsp milk']);
    expect(ingredientGroupsOf(scaled).map((g) => g.ingredients)).toEqual([
      ['100 g sugar', '100 g butter'],
      ['50 g sugar', '1 tbsp milk'],
    ]);
    const fewer = withLinesInParts(grouped, ['1 egg']);
    expect(fewer.ingredientGroups).toBeUndefined();
    expect(fewer.ingredients).toEqual(['1 egg']);
  });

  it('a list rewrite applied per part never merges the same food across parts', () => {
    const twice = replaceIngredientGroups(recipe({}), [
      { heading: 'A', ingredients: ['1 tbsp oil', '1 tbsp oil'] },
      { heading: 'B', ingredients: ['1 tbsp oil'] },
    ]);
    const merged = rewriteEachPart(twice, (lines) => [...new Set(lines)]);
    expect(merged.ingredients).toEqual(['1 tbsp oil', '1 tbsp oil']);
    expect(ingredientGroupsOf(merged).map((g) => g.heading)).toEqual(['A', 'B']);
  });
});

describe('ingredient groups: the engine keeps them through conversion', () => {
  for (const source of GROUPED_RECIPES) {
    it(`parses the parts (${source.name})`, () => {
      const parsed = parseRecipeText(source.text);
      expect(parsed.ingredientGroups?.map((g) => g.heading)).toEqual(source.headings);
      expect(parsed.ingredientGroups?.flatMap((g) => g.ingredients)).toEqual(parsed.ingredients);
    });

    it(`converts part by part, the same food in two parts staying two lines (${source.name})`, () => {
      const result = generateLocally({ originalRecipe: source.text, filters: ['Vegan'], mode: 'convert' });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const groups = ingredientGroupsOf(result.recipe);
      // Each part keeps its heading; one that names a swapped food may say the substitute's kind ("Dairy-free pastry").
      expect(groups).toHaveLength(source.headings.length);
      for (const [i, heading] of source.headings.entries()) expect(groups[i]?.heading.toLowerCase()).toContain(heading.toLowerCase());
      expect(groups.flatMap((g) => g.ingredients)).toEqual(result.recipe.ingredients);
      // Each part still has its own line for the food named twice (or its swap), not one merged line.
      const original = parseRecipeText(source.text).ingredientGroups ?? [];
      for (const [i, part] of original.entries()) expect(groups[i]?.ingredients.length).toBe(part.ingredients.length);
      expect(structuredRecipeSchema.safeParse(result.recipe).success).toBe(true);
      // A heading names the part its lines make ("Pastry", "Pâte"), never read as a forbidden food served.
      expect(result.recipe.compliance?.violations.filter((v) => v.ingredient.startsWith('Ingredient heading'))).toEqual([]);
    });
  }

  it('a swap replaces the line inside its own part', () => {
    const source = GROUPED_RECIPES[1];
    if (!source) throw new Error('fixture');
    const result = generateLocally({ originalRecipe: source.text, filters: ['Dairy-Free'], mode: 'convert' });
    if (!result.ok) throw new Error(result.error);
    const [filling, pastry] = ingredientGroupsOf(result.recipe);
    expect(filling?.ingredients.join('\n')).not.toMatch(/\bwhole milk\b/);
    expect(filling?.ingredients.some((l) => /milk/i.test(l))).toBe(true);
    expect(pastry?.ingredients.some((l) => /butter|margarine|oil|spread/i.test(l))).toBe(true);
    expect(pastry?.ingredients.some((l) => /water/i.test(l))).toBe(true);
  });

  it('scaling keeps the parts, and a must-use food arrives in a part of its own', () => {
    const source = GROUPED_RECIPES[0];
    if (!source) throw new Error('fixture');
    const result = generateLocally({
      originalRecipe: source.text,
      filters: ['Dairy-Free'],
      mode: 'convert',
      requestedServings: 5,
      mustUseIngredients: 'poppy seeds',
    });
    if (!result.ok) throw new Error(result.error);
    const groups = ingredientGroupsOf(result.recipe);
    expect(groups.map((g) => g.heading)).toEqual(['For the cake', 'For the drizzle', '']);
    expect(groups[2]?.ingredients.join(' ')).toMatch(/poppy seeds/i);
    expect(groups[0]?.ingredients).toHaveLength(5);
  });

  it('a heading naming a food the filter removed is reworded with its substitute, never passed as fine naming it', () => {
    const text = `Bacon and egg salad
Serves 2

Ingredients
For the bacon crumb:
100 g smoked bacon, chopped
1 tbsp olive oil

For the salad:
2 eggs
1 little gem lettuce

Method
1. Fry the bacon in the oil until crisp.
2. Boil the eggs for 7 minutes, halve them and toss with the lettuce and crumb.`;
    const result = generateLocally({ originalRecipe: text, filters: ['Vegetarian'], mode: 'convert' });
    if (!result.ok) throw new Error(result.error);
    const groups = ingredientGroupsOf(result.recipe);
    expect(groups[0]?.ingredients.join(' ')).not.toMatch(/bacon/i);
    expect(groups[0]?.heading).toMatch(/^For the (?!.*bacon).*crumb$/i);
    expect(groups[1]?.heading).toBe('For the salad');
    expect(result.recipe.compliance?.compliant).toBe(true);
  });
});

describe('ingredient groups: the editor form', () => {
  const saved = {
    title: 'Cake',
    convertedRecipe: JSON.stringify(recipe({ recipeName: 'Cake', ...withIngredientGroups(SPONGE) })),
    dietaryFilters: [] as string[],
    category: 'dessert' as const,
  };

  it('shows each heading as a line ending with a colon among the ingredients', () => {
    expect(formFromRecipe(saved).ingredients.map((r) => r.text)).toEqual(linesFromGroups(SPONGE));
  });

  it('an untouched list is saved byte for byte; an edited heading and a new heading line are saved as parts', () => {
    const form = formFromRecipe(saved);
    expect(recipeFieldsFromForm(form, saved).convertedRecipe).toBe(saved.convertedRecipe);
    const edited = {
      ...form,
      ingredients: [
        newRow('1 pinch salt'),
        ...form.ingredients.map((r) => (r.text === 'For the icing:' ? { ...r, text: 'For the buttercream:' } : r)),
      ],
    };
    const out = readRecipeContent(recipeFieldsFromForm(edited, saved).convertedRecipe).recipe;
    expect(ingredientGroupsOf(out)).toEqual([
      { heading: '', ingredients: ['1 pinch salt'] },
      { heading: 'For the sponge', ingredients: ['200 g sugar', '200 g butter'] },
      { heading: 'For the buttercream', ingredients: ['100 g sugar', '2 tbsp milk'] },
    ]);
    expect(out.ingredients).toEqual(['1 pinch salt', '200 g sugar', '200 g butter', '100 g sugar', '2 tbsp milk']);
  });

  it('removing every heading line leaves a plain list; headings alone are not ingredients', () => {
    const form = formFromRecipe(saved);
    const plain = { ...form, ingredients: form.ingredients.filter((r) => !r.text.endsWith(':')) };
    const out = readRecipeContent(recipeFieldsFromForm(plain, saved).convertedRecipe).recipe;
    expect(out.ingredientGroups).toBeUndefined();
    expect(out.ingredients).toHaveLength(4);
    expect(validateRecipeForm({ ...form, ingredients: [newRow('For the sauce:')] })).toContain('At least one ingredient is required.');
  });

  it('an older text recipe keeps its headings when saved again', () => {
    const legacy = writeLegacyRecipe('Cake', recipe(withIngredientGroups(SPONGE)), '');
    expect(legacy).toContain('For the sponge:');
    expect(ingredientGroupsOf(readRecipeContent(legacy).recipe)).toEqual(SPONGE);
  });
});

describe('ingredient groups: cook mode', () => {
  const cake = recipe({
    ...withIngredientGroups([
      { heading: 'For the sponge', ingredients: ['200 g butter', '200 g caster sugar', '4 eggs'] },
      { heading: 'For the buttercream', ingredients: ['100 g butter', '150 g icing sugar'] },
    ]),
    instructions: [
      'Beat the butter and caster sugar, then the eggs.',
      'For the buttercream, beat the butter with the icing sugar.',
      'Spread the buttercream over the sponge and top with the eggs of the sponge... and nothing else.',
    ],
  });

  it('lists the parts under their headings, every line in its place', () => {
    const plan = cookPlanFor('Cake', JSON.stringify(cake));
    expect(plan.parts.map((p) => p.heading)).toEqual(['For the sponge', 'For the buttercream']);
    expect(plan.parts.map((p) => p.lines.map((i) => plan.ingredients[i]))).toEqual([
      ['200 g butter', '200 g caster sugar', '4 eggs'],
      ['100 g butter', '150 g icing sugar'],
    ]);
  });

  it('a step that names a part uses that part’s line of a food both parts have', () => {
    const plan = cookPlanFor('Cake', JSON.stringify(cake));
    // The buttercream step: its own butter and icing sugar, not the sponge's butter.
    expect(plan.steps[1]?.ingredients.map((i) => plan.ingredients[i])).toEqual(['100 g butter', '150 g icing sugar']);
    // A step naming no part uses every line of the food it names.
    expect(plan.steps[0]?.ingredients.map((i) => plan.ingredients[i])).toContain('200 g butter');
  });

  it('a list without parts is one part without a heading', () => {
    const plan = cookPlanFor('Soup', JSON.stringify(recipe({ ingredients: ['1 onion', '', '2 carrots'] })));
    expect(plan.parts).toEqual([{ heading: '', lines: [0, 1] }]);
  });
});

describe('ingredient groups: the shopping list', () => {
  const doc = (id: string, title: string, content: StructuredRecipe) => ({
    id,
    title,
    convertedRecipe: JSON.stringify(content),
    dietaryFilters: [],
    category: 'dessert' as const,
    imageUrl: '',
    createdAt: '2026-11-29T10:00:00.000Z',
    updatedAt: '2026-11-29T10:00:00.000Z',
  });

  it('buys a food both parts use once, and its row names the parts it is for', () => {
    const cake = recipeFacts(doc('c1', 'Victoria sponge', recipe({ servings: 8, ...withIngredientGroups(SPONGE) })));
    expect(cake.ingredientParts).toEqual(['For the sponge', 'For the sponge', 'For the icing', 'For the icing']);
    const soup = recipeFacts(doc('s1', 'Soup', recipe({ servings: 4, ingredients: ['1 onion', '1 tsp sugar'] })));
    const list = buildShoppingList([
      { title: cake.title, ingredients: cake.ingredients, parts: cake.ingredientParts, factor: 1 },
      { title: soup.title, ingredients: soup.ingredients, parts: soup.ingredientParts, factor: 1 },
    ]);
    const items = list.flatMap((g) => g.items);
    const sugar = items.find((i) => /sugar/i.test(i.ingredient));
    expect(items.filter((i) => /sugar/i.test(i.ingredient))).toHaveLength(1);
    expect(sugar?.quantity).toMatch(/^300 g \+ 1 tsp$|^30\d g$/);
    expect(sugar?.uses).toEqual(['Soup', 'Victoria sponge (for the sponge, for the icing)']);
    expect(items.find((i) => /milk/i.test(i.ingredient))?.uses).toEqual(['Victoria sponge (for the icing)']);
    expect(items.find((i) => /onion/i.test(i.ingredient))?.uses).toEqual(['Soup']);
  });

  it('a recipe whose groups went stale lists its lines without parts', () => {
    const stale = { ...recipe(withIngredientGroups(SPONGE)), ingredients: ['2 eggs'] };
    expect(recipeFacts(doc('x1', 'Stale', stale)).ingredientParts).toEqual(['']);
  });
});

describe('ingredient groups: imports and the PDF', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('an imported list with heading lines keeps its parts (three layouts of heading)', () => {
    for (const heading of ['For the glaze:', 'GLAZE:', '**Glaze:**']) {
      const { recipe: imported } = toImportedRecipe({
        name: 'Ham',
        ingredients: ['1 kg gammon', heading, '2 tbsp honey', '1 tbsp mustard'],
        instructions: ['Bake.'],
      });
      const groups = ingredientGroupsOf(imported);
      expect(groups).toHaveLength(2);
      expect(groups[1]?.ingredients).toEqual(['2 tbsp honey', '1 tbsp mustard']);
      expect(imported.ingredients).toEqual(['1 kg gammon', '2 tbsp honey', '1 tbsp mustard']);
    }
  });

  it('the PDF prints each part’s heading above its lines', async () => {
    vi.stubGlobal(
      'fetch',
      async (url: string) => new Response(await readFile(`${ROOT}${String(url).replace(/^\//, '').replace(/\?.*$/, '')}`)),
    );
    const doc = {
      id: 'cake',
      title: 'Cake',
      convertedRecipe: JSON.stringify(recipe({ ...withIngredientGroups(SPONGE) })),
      dietaryFilters: [],
      category: 'dessert' as const,
      imageUrl: '',
      createdAt: '2026-11-29T10:00:00.000Z',
      updatedAt: '2026-11-29T10:00:00.000Z',
    };
    const [text = ''] = await pdfPageTexts(await buildRecipesPdf([doc], 'Cake'));
    const order = ['For the sponge', '200 g sugar', '200 g butter', 'For the icing', '100 g sugar', '2 tbsp milk'].map((t) =>
      text.indexOf(t),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});

describe('ingredient groups: the book search', () => {
  it('finds a recipe by a part heading', () => {
    const content = readRecipeContent(
      JSON.stringify(recipe({ ...withIngredientGroups([{ heading: 'For the frangipane', ingredients: ['100 g ground almonds'] }]) })),
    );
    expect(searchableText('Tart', content, [])).toContain('for the frangipane');
  });
});
