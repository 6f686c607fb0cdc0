import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';

/**
 * A tin or dish the method sizes by weight or volume ("a 2lb loaf tin", "a 1.5-litre dish") is no food the method adds:
 * the list gains no line for it (a line there would be scaled, and the step's tin with it). Written before the fix.
 */
const CASES: [string, string][] = [
  [
    'en-GB',
    'Lemon loaf\n\nIngredients\n225g self-raising flour\n175g caster sugar\n\nMethod\nHeat the oven to 180C. Grease a 2lb loaf tin and line it.\nBake for 45 mins.',
  ],
  ['en', 'Mac and cheese\n\nIngredients\n300 g macaroni\n200 g cheddar\n\nMethod\nButter a 1.5-litre ovenproof dish.\nBake 25 minutes.'],
  ['de', 'Rührkuchen\n\nZutaten\n250 g Mehl\n200 g Zucker\n\nZubereitung\nEine 1-Liter-Kastenform fetten. Den Teig 50 Minuten backen.'],
  [
    'fr',
    'Gratin\n\nIngrédients\n1 kg de pommes de terre\n50 cl de crème\n\nPréparation\nBeurrer un plat à gratin de 2 litres. Cuire 1 heure.',
  ],
];

describe('a tin or dish sized by weight or volume in a step is not added to the list', () => {
  for (const [lang, text] of CASES) {
    it(lang, () => {
      const doc = parseRecipeDocument(text);
      const lines = doc.ingredientGroups.flatMap((g) => g.lines.map((l) => l.text.toLowerCase()));
      expect(lines.length, lines.join(' | ')).toBe(2);
      for (const line of lines) expect(line).not.toMatch(/tin|dish|form|plat/);
    });
  }
});
