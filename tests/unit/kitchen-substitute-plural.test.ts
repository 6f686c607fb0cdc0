/**
 * A count of pieces says its substitute in the plural where the substitute is counted ("4 vegan sausages"), and a
 * mass-noun substitute is never given a plural ("firm tofu", not "firm tofus"). Written before running the engine.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

function ingredients(recipe: string, filters: string[]): string[] {
  const result = generateLocally({ originalRecipe: recipe, mode: 'convert', filters, avoidIngredients: [] });
  if (!result.ok) throw new Error(result.error);
  return result.recipe.ingredients;
}

describe('the number of a substitute agrees with its count', () => {
  it.each([
    ['Hot dogs\nServes 4\n4 hot dog sausages\n4 hot dog buns\n\nGrill the sausages and put each in a bun.', 'Vegetarian'],
    [
      'Bangers and mash\nServes 3\n6 pork sausages\n1 kg potatoes\n\nFry the sausages for 15 minutes and serve with the mash.',
      'Vegetarian',
    ],
    [
      'Toad in the hole\nServes 4\n8 Cumberland sausages\n140 g plain flour\n2 eggs\n175 ml milk\n\nBrown the sausages, pour over the batter and bake.',
      'Vegan',
    ],
  ])('several sausages stay several (%#)', (recipe, filter) => {
    const lines = ingredients(recipe, [filter]).join('\n');
    expect(lines).not.toMatch(/\b[2-9] [\w -]*sausage\b(?!s)/i);
  });

  it.each([
    ['Grilled chicken\nServes 2\n2 chicken breasts\n1 tbsp olive oil\n\nGrill the chicken for 6 minutes a side.'],
    ['Chicken skewers\nServes 4\n4 chicken thighs\n2 tbsp yoghurt\n\nMarinate the chicken and grill.'],
    ['Roast chicken legs\nServes 6\n6 chicken legs\n1 lemon\n\nRoast the chicken for 40 minutes.'],
  ])('a mass-noun substitute takes no plural (%#)', (recipe) => {
    expect(ingredients(recipe, ['Vegetarian']).join('\n')).not.toMatch(/tofus\b|tempehs\b|seitans\b/i);
  });
});
