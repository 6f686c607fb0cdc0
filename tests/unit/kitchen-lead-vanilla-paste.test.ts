import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/**
 * Written blind (before running the engine on them): most vanilla pastes are made with vanilla extract (about 35%
 * alcohol), so under Halal a paste is a label to check, and the engine never offers one in place of the extract.
 */

function convert(text: string, filters: string[]) {
  const result = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: [] });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

describe('vanilla paste under Halal', () => {
  it('is a label to check', () => {
    const recipe = convert(
      'Vanilla custard\n\nServes 4\n\nIngredients\n500 ml milk\n4 egg yolks\n80 g sugar\n1 tsp vanilla bean paste\n\nMethod\nHeat the milk and whisk in the rest; cook gently until thick.',
      ['Halal'],
    );
    expect(recipe.compliance?.compliant).toBe(false);
    expect(recipe.compliance?.violations.some((v) => v.rule.startsWith('not verified'))).toBe(true);
  });
  // The German compound was refused and the French "pâte de vanille" read as pasta (fixed: a made product named whole
  // whose inner word's reading holds what the product never does is that product; its first part's reading is a maybe).
  it.each([
    'Vanillepudding\n\nFür 4 Personen\n\nZutaten\n500 ml Milch\n4 Eigelb\n80 g Zucker\n1 TL Vanillepaste\n\nZubereitung\nMilch erhitzen, alles verrühren und langsam eindicken lassen.',
    'Crème vanille\n\nPour 4 personnes\n\nIngrédients\n500 ml de lait\n4 jaunes d’œufs\n80 g de sucre\n1 c. à café de pâte de vanille\n\nPréparation\nChauffer le lait, fouetter le reste et cuire doucement.',
  ])('is a label to check in German and French (%#)', (text) => {
    const recipe = convert(text, ['Halal']);
    expect(recipe.compliance?.compliant).toBe(false);
    expect(recipe.compliance?.violations.some((v) => v.rule.startsWith('not verified'))).toBe(true);
    expect(recipe.ingredients.join('\n')).not.toMatch(/pasta|pâtes/i);
  });

  it.each([
    'Cookies\n\nMakes 20\n\nIngredients\n200 g flour\n100 g butter\n100 g sugar\n1 egg\n1 tsp vanilla extract\n\nMethod\nMix and bake at 180 °C for 12 minutes.',
    'Muffins\n\nMakes 12\n\nIngredients\n250 g flour\n2 eggs\n150 ml milk\n2 tsp vanilla essence\n\nMethod\nMix and bake at 190 °C for 20 minutes.',
  ])('is never offered for the extract (%#)', (text) => {
    const recipe = convert(text, ['Halal']);
    expect(recipe.ingredients.join('\n')).not.toMatch(/paste/i);
    expect(recipe.substitutions?.some((s) => /vanilla/i.test(s.replacement))).toBe(true);
  });
});
