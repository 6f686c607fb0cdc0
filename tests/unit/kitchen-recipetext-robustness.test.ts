import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertRecipeText } from '../../shared/kitchen/convert';
import { parseRecipeText } from '../../shared/kitchen/parse/recipeText';
import { structuredRecipeSchema } from '../../shared/schemas/structuredRecipe';

const LINES = [
  'Ingredients',
  'Method',
  '**Servings:** 4',
  'Prep: 10 min | Cook: 1 hr',
  '2 cups flour',
  '1/2 cup butter, melted',
  '- 3 eggs',
  '1. Mix everything.',
  'Step 2',
  'Bake at 180°C for 20 minutes.',
  'For the sauce:',
  'Notes',
  '',
  '   ',
  '# Title',
];

const recipeLike = fc
  .array(fc.oneof(fc.constantFrom(...LINES), fc.string({ maxLength: 80 })), { maxLength: 40 })
  .map((lines) => lines.join('\n'));

describe('pasted text never breaks the parser or the converter', () => {
  it('always gives a schema-valid draft', () => {
    fc.assert(
      fc.property(recipeLike, (text) => {
        expect(structuredRecipeSchema.safeParse(parseRecipeText(text)).success).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('always answers with a valid recipe or a reason, never an exception', () => {
    fc.assert(
      fc.property(recipeLike, fc.subarray(['Vegan', 'Keto', 'Halal', 'Kosher', 'Nut-Free', 'Low-Sodium']), (text, filters) => {
        const result = convertRecipeText(text, { filters, avoid: ['sesame'], mustUse: [] });
        if (result.ok) expect(structuredRecipeSchema.safeParse(result.recipe).success).toBe(true);
        else expect(result.reason.length).toBeGreaterThan(0);
      }),
      { numRuns: 100 },
    );
  });

  it('is deterministic', () => {
    const text = 'Pancakes\nIngredients\n1 cup flour\n1 cup milk\n1 egg\nMethod\n1. Whisk the milk and egg.\n2. Fry.';
    const opts = { filters: ['Vegan', 'Gluten-Free'], avoid: [], mustUse: [] };
    expect(convertRecipeText(text, opts)).toEqual(convertRecipeText(text, opts));
  });
});

describe('very long pasted lines', () => {
  it('are cut to the structured recipe limits', () => {
    const long = 'x'.repeat(4000);
    const recipe = parseRecipeText(`Soup\nIngredients\n2 cups ${long}\nMethod\n1. ${long}\nNotes\n${long}`);
    expect(structuredRecipeSchema.safeParse(recipe).success).toBe(true);
    expect(recipe.ingredients[0]?.length).toBe(500);
  });
});

describe('texts with no usable title', () => {
  it('get a default recipe name', () => {
    expect(parseRecipeText(':').recipeName).toBe('Pasted recipe');
    expect(parseRecipeText('').recipeName).toBe('Pasted recipe');
  });
});
