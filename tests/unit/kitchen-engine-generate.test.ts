import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../../shared/kitchen/compliance';
import { generateLocally } from '../../shared/kitchen/engine';
import { parseIngredientLine } from '../../shared/kitchen/parse/ingredientLine';
import { structuredRecipeSchema } from '../../shared/schemas/structuredRecipe';

const PASTED = `Creamy Garlic Pasta
Serves 4

Ingredients
- 400 g spaghetti
- 50 g butter
- 4 cloves garlic, minced
- 200 ml heavy cream
- 60 g parmesan cheese, grated

Instructions
1. Cook the spaghetti in salted water.
2. Melt the butter and fry the garlic for 1 minute.
3. Add the cream and parmesan, then toss with the pasta.`;

describe('generateLocally: the built-in engine entry', () => {
  it('convert mode (chosen from the text): substitutes, rewrites, checks', () => {
    const r = generateLocally({ originalRecipe: PASTED, filters: ['Vegan', 'Gluten-Free'] });
    expect(r.ok, r.ok ? '' : r.error).toBe(true);
    if (!r.ok) return;
    expect(r.mode).toBe('convert');
    expect(r.recipe.source).toBe('local');
    expect(r.recipe.compliance).toMatchObject({ compliant: true, filters: ['Vegan', 'Gluten-Free'] });
    expect(checkCompliance(r.recipe, { filters: ['Vegan', 'Gluten-Free'] })).toEqual([]);
    expect(r.recipe.substitutions?.length).toBeGreaterThanOrEqual(3);
    // Every substitution is explained in the tips, by the name of what replaced it.
    for (const s of r.recipe.substitutions ?? []) {
      const name = parseIngredientLine(s.replacement).ingredient.toLowerCase();
      expect(
        r.recipe.tips.some((t) => t.toLowerCase().includes(name)),
        name,
      ).toBe(true);
    }
    expect(structuredRecipeSchema.safeParse(r.recipe).success).toBe(true);
  });

  it('create mode: dish name, default servings and units from user settings', () => {
    const r = generateLocally({
      originalRecipe: 'chicken curry',
      filters: ['Dairy-Free'],
      userSettings: { defaultServingSize: 6, preferredUnits: 'us', healthConditions: ['Diabetes'], defaultDietaryFilters: [] },
    });
    expect(r.ok, r.ok ? '' : r.error).toBe(true);
    if (!r.ok) return;
    expect(r.mode).toBe('create');
    expect(r.recipe.servings).toBe(6);
    expect(r.recipe.healthConditions).toEqual(['Diabetes']);
    expect(checkCompliance(r.recipe, { filters: ['Dairy-Free'] })).toEqual([]);
  });

  it('surprise mode is deterministic by seed and by request', () => {
    const req = { originalRecipe: 'Generate a complete, delicious recipe', filters: ['Vegetarian'] };
    const a = generateLocally(req, { seed: 5 });
    const b = generateLocally(req, { seed: 5 });
    const c = generateLocally(req);
    const d = generateLocally(req);
    expect(a.ok && a.mode).toBe('surprise');
    expect(a.ok && b.ok && a.recipe.recipeName === b.recipe.recipeName).toBe(true);
    expect(c.ok && d.ok && c.recipe.recipeName === d.recipe.recipeName).toBe(true);
  });

  it('religious requirements join the filters, allergies join the avoid list, profile sections are filled', () => {
    const r = generateLocally({
      originalRecipe: 'pad thai',
      filters: ['Gluten-Free'],
      profileContext: {
        healthInformation: { allergies: ['peanuts', 'shrimp'] },
        religiousRequirements: ['Halal'],
      },
    });
    expect(r.ok, r.ok ? '' : r.error).toBe(true);
    if (!r.ok) return;
    expect(r.recipe.compliance?.filters).toEqual(['Gluten-Free', 'Halal']);
    expect(r.recipe.ingredients.join('\n')).not.toMatch(/peanut|shrimp/i);
    expect(r.recipe.profileMatchExplanation).toContain('peanuts, shrimp');
    expect(r.recipe.healthInsights?.allergyAlternatives.length).toBeGreaterThan(0);
  });

  it('offline drafts are marked', () => {
    const r = generateLocally({ originalRecipe: 'hummus', filters: ['Vegan'] }, { draft: true });
    expect(r.ok && r.recipe.source).toBe('local-draft');
    expect(r.ok && r.recipe.notices?.at(-1)).toBe('Draft made offline by the built-in engine.');
  });

  it('clear errors: bad request, conflicting filters, impossible request', () => {
    expect(generateLocally({ originalRecipe: '', filters: ['Vegan'] })).toEqual({
      ok: false,
      error: 'Please enter a food name or dish type',
    });
    expect(generateLocally({ mode: 'surprise', filters: [] })).toEqual({
      ok: false,
      error: 'Please select at least one dietary filter for surprise recipe generation',
    });
    const conflict = generateLocally({ originalRecipe: 'steak', filters: ['Carnivore', 'Vegan'] });
    expect(conflict.ok).toBe(false);
    expect(!conflict.ok && conflict.error).toMatch(/Carnivore and Vegan cannot be combined/);
    const both = generateLocally({ originalRecipe: 'salad', filters: ['Vegan'], mustUseIngredients: 'tofu', avoidIngredients: 'tofu' });
    expect(!both.ok && both.error).toMatch(/"tofu" is on both the must-use and the avoid list/);
    const noIngredients = generateLocally({
      originalRecipe: 'This text has many words but no ingredient lines at all in it',
      filters: ['Vegan'],
    });
    expect(noIngredients.ok).toBe(false);
    expect(!noIngredients.ok && noIngredients.error.length).toBeGreaterThan(10);
  });
});

describe('generateLocally: reasons when a dish cannot fit', () => {
  it('names the blocking ingredient once', () => {
    const r = generateLocally({ originalRecipe: 'guacamole', filters: ['Carnivore'] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatch(/^Guacamole cannot be made to fit: No Carnivore substitute for avocado/);
    const sentences = r.error.split(/(?<=\.)\s+/);
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});
