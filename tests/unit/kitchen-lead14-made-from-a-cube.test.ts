/**
 * Issue 32 items 2–3 (the English gravy was seen while building; the others written before running them): a step that
 * names what a swapped stock cube makes ("pour the stock over") names the substitute's stock, not its cube.
 */
import { describe, expect, it } from 'vitest';
import '../../shared/kitchen/knowledge/installed';
import { generateLocally } from '../../shared/kitchen/index';

const cases: [recipe: string, filters: string[], wrong: RegExp][] = [
  [
    `Savoury rice\nServes 4\n300 g long-grain rice\n1 chicken bouillon cube\n600 ml hot water\n1 onion, chopped\nMethod\nDissolve the bouillon cube in the hot water.\nSoften the onion, stir in the rice, then pour over the stock and simmer for 15 minutes.`,
    ['Vegetarian'],
    /(?:pour over|over) the [\w -]*cube/i,
  ],
  [
    `Gemüsereis\nFür 4 Personen\nZutaten\n300 g Reis\n1 Hühnerbrühwürfel\n600 ml heißes Wasser\nZubereitung\nDen Brühwürfel im heißen Wasser auflösen.\nDen Reis in die Brühe geben und 15 Minuten köcheln lassen.`,
    ['Vegetarian'],
    /in die [\wäöüß -]*würfel/i,
  ],
  [
    `Riz pilaf\nPour 4 personnes\n300 g de riz\n1 cube de bouillon de volaille\n600 ml d'eau chaude\nPréparation\nDélayez le cube de bouillon dans l'eau chaude.\nNacrez le riz, versez le bouillon et laissez cuire 15 minutes.`,
    ['Vegetarian'],
    /versez le [\w -]*cube/i,
  ],
];

describe('the stock a cube makes is the substitute stock', () => {
  it.each(cases)('%#', (recipe, filters, wrong) => {
    const result = generateLocally({ originalRecipe: recipe, mode: 'convert', filters, avoidIngredients: [] });
    if (!result.ok) throw new Error(result.error);
    const method = result.recipe.instructions.join('\n');
    expect(method).not.toMatch(wrong);
    expect(method).not.toMatch(/volaille|Hühner|chicken/i);
  });
});
