/**
 * A line the recipe calls optional and a filter forbids is left out, with a tip that says so, instead of being
 * replaced by something the cook never needed. Written before running the engine, in six languages.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

function convert(recipe: string, filters: string[]) {
  const result = generateLocally({ originalRecipe: recipe, mode: 'convert', filters, avoidIngredients: [] });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

describe('optional lines a filter forbids are left out', () => {
  it.each([
    [
      'Halal',
      'Crema al caffè\nPer 4 persone\n250 g di mascarpone\n60 g di zucchero\n100 ml di caffè\n2 cucchiai di rum (facoltativo)\n\nMontate il mascarpone con lo zucchero, unite il caffè e il rum.',
      /\brum\b/i,
    ],
    [
      'Halal',
      'Crêpes\nPour 4 personnes\n250 g de farine\n3 œufs\n50 cl de lait\n1 c. à soupe de rhum (facultatif)\n\nMélangez la farine, les œufs, le lait et le rhum.',
      /\brhum\b/i,
    ],
    [
      'Halal',
      'Pecan pie\nServes 8\n1 pie crust\n3 eggs\n200 g corn syrup\n150 g pecans\n2 tbsp bourbon, optional\n\nWhisk the eggs, syrup and bourbon, stir in the pecans and bake.',
      /\bbourbon\b/i,
    ],
    [
      'Vegetarian',
      'Kartoffelsalat\nFür 4 Personen\n1 kg Kartoffeln\n1 Zwiebel\n250 ml Gemüsebrühe\n4 EL Essig\noptional: 100 g Speck, gewürfelt\n\nKartoffeln kochen, mit Zwiebel, Brühe und Essig mischen. Speck knusprig braten und darüber geben.',
      /\bspeck\b/i,
    ],
    [
      'Vegetarian',
      'Erwtensoep\nVoor 4 personen\n500 g spliterwten\n1,5 l groentebouillon\n100 g spekjes (optioneel)\n\nKook de erwten in de bouillon. Bak de spekjes en strooi ze erover.',
      /\bspekjes\b/i,
    ],
    [
      'Vegetarian',
      'Fasolka\nNa 4 porcje\n500 g fasolki szparagowej\n2 łyżki masła\n50 g boczku (opcjonalnie)\n\nUgotuj fasolkę, podsmaż boczek na maśle i wymieszaj.',
      /\bbocz/i,
    ],
  ])('%s: the optional line goes (%#)', (filter, recipe, word) => {
    const out = convert(recipe, [filter]);
    expect(out.ingredients.join('\n')).not.toMatch(word);
    expect(out.tips.join('\n')).toMatch(/optional/i);
  });
});
