import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/**
 * Written blind (before running the engine on them), issue 30, seventh round: a substitute is never made from the food
 * it replaces. Wine left out of a savoury dish (Halal, or sulphites on the avoid list) is not replaced by wine vinegar,
 * whose name in compounding languages says the wine again ("Rotweinessig", "rodewijnazijn", "vörösborecet").
 */

function convert(text: string, filters: string[], avoid: string[] = []) {
  const result = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: avoid });
  expect(result.ok).toBe(true);
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

describe('wine in a savoury dish is never swapped for a wine product', () => {
  it.each([
    [
      'Rindsgulasch\n4 Portionen\n800 g Rindfleisch\n2 Zwiebeln\n250 ml Rotwein\n2 EL Tomatenmark\n\nFleisch anbraten, Zwiebeln dazugeben, mit Rotwein ablöschen und 2 Stunden schmoren.',
      /wein/i,
    ],
    [
      'Stoofvlees\n4 personen\n1 kg runderlappen\n2 uien\n200 ml rode wijn\n1 el mosterd\n\nBak het vlees aan, voeg de uien toe, blus af met de wijn en laat 3 uur stoven.',
      /wijn/i,
    ],
    [
      'Pörkölt\n4 adag\n1 kg marhahús\n2 fej hagyma\n2 dl vörösbor\n2 ek pirospaprika\n\nA húst megpirítjuk, hozzáadjuk a hagymát, felöntjük a borral és puhára pároljuk.',
      /bor/i,
    ],
    [
      'Chicken Chasseur\nServes 4\n8 chicken thighs\n250 g mushrooms\n150 ml dry white wine\n400 g chopped tomatoes\n\nBrown the chicken, add the mushrooms, pour in the wine and simmer 30 minutes.',
      /wine/i,
    ],
  ])('Halal: %#', (text, wineWord) => {
    const recipe = convert(text, ['Halal']);
    const swapped = (recipe.substitutions ?? []).map((r) => r.replacement).join('\n');
    expect(swapped).not.toBe('');
    expect(swapped).not.toMatch(wineWord);
  });
});
