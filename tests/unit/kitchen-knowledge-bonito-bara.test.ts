/**
 * Bonito flakes are a fish topping, not a stock: under Vegan they become a topping too. A word another language
 * uses as a function word ("bara" is Swedish "only") never makes bread of a pork line. Written before running the engine.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

function convert(recipe: string, filters: string[]) {
  const result = generateLocally({ originalRecipe: recipe, mode: 'convert', filters, avoidIngredients: [] });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

describe('bonito flakes and a stray "bara"', () => {
  it.each([
    ['Hiyayakko\nServes 2\n300 g silken tofu\n1 tbsp katsuobushi\n1 tbsp soy sauce\n\nTop the tofu with the katsuobushi and soy sauce.'],
    ['Takoyaki toppings\nServes 4\n2 tbsp bonito flakes, to finish\n2 tbsp aonori\n\nScatter the bonito flakes and aonori over the balls.'],
    ['Okonomiyaki\nServes 2\n200 g cabbage\n100 g flour\n1 handful dried bonito flakes\n\nFry the pancake and top with the flakes.'],
  ])('Vegan: no stock in place of flakes (%#)', (recipe) => {
    const out = convert(recipe, ['Vegan']).ingredients.join('\n');
    expect(out).not.toMatch(/stock|bonito|katsuobushi/i);
  });

  it.each([['6 thin slices buta bara (pork belly)'], ['200 g buta bara, sliced'], ['buta bara (pork belly), 150 g']])(
    'Vegan: "%s" is not swapped for bread',
    (line) => {
      const out = convert(`Stir-fry\nServes 2\n${line}\n200 g cabbage\n\nFry the pork and the cabbage.`, ['Vegan']).ingredients.join('\n');
      expect(out).not.toMatch(/bread/i);
    },
  );
});
