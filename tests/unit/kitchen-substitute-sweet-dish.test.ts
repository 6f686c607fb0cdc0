/**
 * A savoury substitute never goes into a sweet dish: the wine of a dessert is replaced by a juice, not by stock;
 * a savoury dish keeps its stock. Written before running the engine, in four languages.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

function ingredientsOf(recipe: string, filters: string[]): string {
  const result = generateLocally({ originalRecipe: recipe, mode: 'convert', filters, avoidIngredients: [] });
  if (!result.ok) throw new Error(result.error);
  return result.recipe.ingredients.join('\n');
}

describe('substitutes fit a sweet dish', () => {
  it.each([
    [
      'Zabaione\nPer 4 persone\n4 tuorli\n80 g di zucchero\n80 ml di Marsala\n\nMontate i tuorli con lo zucchero a bagnomaria, unite il Marsala a filo.',
    ],
    [
      'Poires au vin rouge\nPour 4 personnes\n4 poires\n75 cl de vin rouge\n150 g de sucre\n1 bâton de cannelle\n\nFaites pocher les poires dans le vin sucré 30 minutes.',
    ],
    [
      'Sherry trifle\nServes 8\n1 sponge cake, cubed\n100 ml sweet sherry\n500 ml custard\n300 ml double cream\n2 tbsp caster sugar\n\nSoak the sponge in the sherry, top with custard and whipped cream.',
    ],
    [
      'Rotweinkuchen\nFür 12 Stücke\n250 g Mehl\n200 g Zucker\n4 Eier\n125 ml Rotwein\n200 g Butter\n\nAlles verrühren und 50 Minuten backen.',
    ],
  ])('Halal dessert with wine gets no stock (%#)', (recipe) => {
    const out = ingredientsOf(recipe, ['Halal']);
    expect(out).not.toMatch(/stock|broth|bouillon/i);
    expect(out).not.toMatch(/\b(?:marsala|vin rouge|sherry|rotwein)\b/i);
  });

  it.each([
    [
      'Coq au vin\nServes 4\n1 chicken, jointed\n750 ml red wine\n2 onions\n200 g mushrooms\n\nBrown the chicken, add the onions and wine and simmer 1 hour.',
    ],
    [
      'Risotto\nPer 4 persone\n320 g di riso\n100 ml di vino bianco\n1 cipolla\n1 l di brodo vegetale\n\nTostate il riso con la cipolla, sfumate con il vino e portate a cottura con il brodo.',
    ],
  ])('a savoury dish may still take stock (%#)', (recipe) => {
    expect(ingredientsOf(recipe, ['Halal'])).toMatch(/stock|juice|brodo/i); // the Italian line is localised: "brodo vegetale con un goccio di aceto di mele"
  });
});
