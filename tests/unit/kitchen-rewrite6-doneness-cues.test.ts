/**
 * A removed meat's doneness cue is said the substitute's way (traits as data: the meat's `doneness.says`): poultry
 * "turns white", is "opaque", "changes colour" as it cooks; tofu or plant mince does not. Written blind (before
 * running the engine on them), four phrasings.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

function method(text: string, filters: string[]): string {
  const result = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: [], mustUseIngredients: [] });
  if (!result.ok) throw new Error(result.error);
  return result.recipe.instructions.join(' ');
}

const cases: [name: string, text: string][] = [
  [
    'stir until it turns white',
    'Chicken stir-fry\nServes 2\n300 g chicken breast, diced\n1 red pepper\n2 tbsp soy sauce\n\nHeat a wok. Add the chicken and stir until it turns white.\nAdd the pepper and the soy sauce and toss for 2 minutes.',
  ],
  [
    'fry until white all over',
    'Chicken rice\nServes 4\n500 g chicken thighs, cut into pieces\n300 g rice\n1 onion\n\nFry the chicken pieces until white all over, about 5 minutes.\nAdd the onion and the rice.',
  ],
  [
    'cook until opaque',
    'Creamy chicken pasta\nServes 4\n400 g chicken breast\n300 g pasta\n200 ml cream\n\nCook the chicken, stirring, until it is opaque.\nStir in the cream and the cooked pasta.',
  ],
  [
    'stir-fry until it changes colour',
    'Chicken noodles\nServes 2\n250 g chicken breast\n200 g egg noodles\n1 tbsp oil\n\nStir-fry the chicken in the oil until it changes colour, then add the noodles.',
  ],
];

describe('a removed meat’s doneness cue is said the substitute’s way', () => {
  for (const [name, text] of cases) {
    it(name, () => {
      const said = method(text, ['Vegetarian']);
      expect(said).not.toMatch(/\bchicken\b/i);
      expect(said).not.toMatch(/\b(white|opaque|changes colou?r)\b/i);
    });
  }
});
