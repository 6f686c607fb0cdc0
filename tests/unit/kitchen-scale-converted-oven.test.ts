import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/engine';

/** Blind: a method whose oven is in °F is written in °C on the card; that is the same setting, not a lost one. */
const recipes = [
  [
    'Skillet Cornbread',
    ['1 cup cornmeal', '1 cup flour', '2 eggs', '1 cup buttermilk', '4 tbsp butter'],
    ['1. Preheat the oven to 425°F.', '2. Whisk everything together.', '3. Bake in a hot skillet 20 minutes.'],
  ],
  [
    'Baked Ziti',
    ['1 lb ziti', '2 cups marinara', '1 cup ricotta', '2 cups mozzarella'],
    ['Heat oven to 375 degrees F.', 'Boil the ziti, drain, mix with sauce and ricotta.', 'Top with mozzarella and bake 25 minutes.'],
  ],
  [
    'Oatmeal Cookies',
    ['1 cup butter', '1 cup brown sugar', '2 eggs', '3 cups oats', '1 1/2 cups flour'],
    [
      'Step 1: Preheat the oven to 350 °F and line two sheets.',
      'Step 2: Cream butter and sugar, beat in eggs, stir in oats and flour.',
      'Step 3: Bake 12 minutes.',
    ],
  ],
] as const;

describe('an oven setting converted to the other scale is kept in the method, not repeated in the description', () => {
  for (const [title, ingredients, steps] of recipes) {
    it(title, async () => {
      const text = [title, 'Serves 8', '', ...ingredients, '', ...steps].join('\n');
      const answer = await generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Vegetarian'], avoidIngredients: [] });
      expect(answer.ok).toBe(true);
      if (!answer.ok) return;
      const { description = '', instructions } = answer.recipe;
      expect(description).not.toMatch(/\d{3}\s*°?\s*(?:degrees\s*)?F\b/);
      expect(instructions.join(' ')).toMatch(/\b(?:\d{3}\s*°\s*C|\d{3}\s*°F|\d{3} degrees F)/);
    });
  }

  // A numbered step that starts with the oven's word is a step, never an oven-setting line (issue 31).
  it('a step that starts with the oven ("Oven to 350 °F, line two sheets") keeps its whole text', async () => {
    const text = [
      'Oatmeal Cookies',
      'Serves 8',
      '',
      '1 cup butter',
      '1 cup sugar',
      '3 cups oats',
      '',
      'Step 1: Oven to 350 °F, line two sheets.',
      'Step 2: Cream butter and sugar, stir in oats.',
      'Step 3: Bake 12 minutes.',
    ].join('\n');
    const answer = await generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Vegan'], avoidIngredients: [] });
    expect(answer.ok && answer.recipe.instructions.join(' ')).toContain('line two sheets');
  });

  it('a setting the card really lost (read as a heading) is still kept as written', async () => {
    const text = [
      'Focaccia',
      'Blech 30 x 40 cm · Ofen 220 °C',
      '',
      '500 g Mehl',
      '350 ml Wasser',
      '7 g Hefe',
      '',
      'Alles verkneten, 2 Stunden gehen lassen.',
      'Backen, bis sie golden ist.',
    ].join('\n');
    const answer = await generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Vegan'], avoidIngredients: [] });
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    const card = [answer.recipe.description ?? '', ...answer.recipe.instructions, ...answer.recipe.tips].join('\n');
    expect(card).toContain('220');
    expect(card).toContain('30 x 40 cm');
  });
});
