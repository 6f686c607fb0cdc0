/**
 * Tips about foods are said only when the recipe has those foods, naming those it has; a recipe's own tip that
 * names a food the filters forbid goes (issue 32, written blind; three phrasings each).
 */
import { describe, expect, it } from 'vitest';
import { adaptRecipe } from '../../shared/kitchen/index';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

function tips(ingredients: string[], filters: string[], own: string[] = []): string[] {
  const recipe = { recipeName: 'Test', servings: 2, ingredients, instructions: ['Mix and serve.'], tips: own, nutrition: {} };
  const out = adaptRecipe(recipe as unknown as StructuredRecipe, { filters, avoid: [], mustUse: [] });
  if (!out.ok) throw new Error(out.reason);
  return out.recipe.tips ?? [];
}

describe('a tip about foods only where the recipe has them', () => {
  it.each([
    [['1 cucumber', '2 tomatoes', '1 tbsp olive oil'], ['Vegan'], /labels of/],
    [['200 g rice', '1 onion', '1 tbsp olive oil'], ['Nut-Free'], /may contain nuts/],
    [['2 carrots', '1 leek', '1 litre water'], ['Whole30'], /labels of/],
  ])('no label tip without its foods (%j)', (ingredients, filters, never) => {
    expect(tips(ingredients, filters).join(' ')).not.toMatch(never);
  });

  it.each([
    [['100 g caster sugar', '1 tomato'], ['Vegan'], 'Vegan: check the labels of caster sugar for animal-derived processing aids.'],
    [
      ['2 slices rye bread', '150 ml red wine'],
      ['Vegan'],
      'Vegan: check the labels of rye bread and red wine for animal-derived processing aids.',
    ],
    [['50 g dark chocolate', '100 g flour'], ['Nut-Free'], 'Nut-Free: check dark chocolate for "may contain nuts".'],
  ])('names only the foods the recipe has, as its list writes them (%j)', (ingredients, filters, expected) => {
    expect(tips(ingredients, filters)).toContain(expected);
  });
});

describe("a recipe's own tip naming a food the filters forbid goes", () => {
  it.each(['Add grilled chicken to make it a meal.', 'Top with crispy bacon bits for crunch.', 'Serve with a few prawns on the side.'])(
    '%s',
    (tip) => {
      const out = tips(['1 cucumber', '2 tomatoes', '1 tbsp olive oil'], ['Vegetarian'], [tip, 'Best eaten the same day.']);
      expect(out).not.toContain(tip);
      expect(out).toContain('Best eaten the same day.');
    },
  );
});
