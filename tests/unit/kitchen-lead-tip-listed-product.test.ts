import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/**
 * Written blind (before running the engine on them): a serving tip naming a made product the ingredient list itself
 * holds, whose make-up varies, stays: the list line is flagged "not verified" and the card is not called compliant.
 * A tip naming a food the avoid list forbids outright still goes.
 */

function convert(text: string, avoid: string[]) {
  const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: [], avoidIngredients: avoid });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

describe('a tip that names a listed made product whose label must be checked', () => {
  it.each([
    [
      'Chicken curry\n\nServes 4\n\nIngredients\n500 g chicken thighs\n2 tbsp curry powder\n1 onion\n400 ml coconut milk\n\nMethod\nFry the onion, add the curry powder and the chicken, then the coconut milk. Simmer 25 minutes.\nLovely with rice and a pinch more curry powder.',
      ['celery'],
      /rice and a pinch more curry powder/,
    ],
    [
      'Poulet au curry\n\nPour 4 personnes\n\nIngrédients\n500 g de hauts de cuisse de poulet\n2 c. à soupe de poudre de curry\n1 oignon\n\nPréparation\nFaire revenir l’oignon, ajouter le curry et le poulet, cuire 25 minutes.\nDélicieux avec du riz et une pincée de poudre de curry.',
      ['moutarde'],
      /riz et une pincée de poudre de curry/,
    ],
    [
      'Gemüsesuppe\n\nFür 4 Personen\n\nZutaten\n2 Karotten\n1 Lauch\n3 Kartoffeln\n1 EL Gemüsebrühe (Pulver)\n1 l Wasser\n\nZubereitung\nGemüse schneiden, in Wasser mit der Brühe 20 Minuten kochen.\nDazu passt Brot mit etwas Gemüsebrühe bestreut.',
      ['sellerie'],
      /Brot mit etwas Gemüsebrühe/,
    ],
  ])('keeps the tip and flags the list line (%#)', (text, avoid, tip) => {
    const recipe = convert(text, avoid);
    expect([...recipe.tips, ...recipe.instructions].some((t) => tip.test(t))).toBe(true);
    expect(recipe.compliance?.compliant).toBe(false);
    expect(recipe.compliance?.violations.some((v) => v.rule.startsWith('not verified'))).toBe(true);
  });

  it('drops a tip that names a food the avoid list forbids outright', () => {
    const recipe = convert(
      'Tomato soup\n\nServes 2\n\nIngredients\n800 g tomatoes\n1 onion\n2 tbsp curry powder\n\nMethod\nCook everything 20 minutes and blend.\nLovely with a spoon of curry powder and grated cheese.',
      ['cheese'],
    );
    expect([...recipe.tips, ...recipe.instructions].some((t) => /grated cheese/.test(t))).toBe(false);
  });
});
