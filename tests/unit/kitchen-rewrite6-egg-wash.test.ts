/**
 * An egg brushed on (an egg wash) becomes a wash, not a binder: the glazing role's cue in the recipe's language
 * ("badigeonner d'œuf", "pintar con huevo", "mit Ei bestreichen"). Written blind, before running the engine on them.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

function converted(text: string): { list: string; method: string } {
  const result = generateLocally({
    originalRecipe: text,
    mode: 'convert',
    filters: ['Vegan'],
    avoidIngredients: [],
    mustUseIngredients: [],
  });
  if (!result.ok) throw new Error(result.error);
  return { list: result.recipe.ingredients.join('\n'), method: result.recipe.instructions.join(' ') };
}

const cases: [name: string, text: string][] = [
  [
    'French: badigeonner d’œuf',
    'Chaussons aux pommes\nPour 6 personnes\n1 pâte feuilletée\n4 pommes\n1 œuf\n\nGarnir la pâte de compote et refermer les chaussons. Badigeonner d’œuf battu et cuire 25 minutes à 200 °C.',
  ],
  [
    'Spanish: pintar con huevo',
    'Empanada gallega\nPara 6 personas\n2 láminas de masa de empanada\n300 g de pimientos\n1 huevo\n\nCubrir el relleno con la segunda lámina, pintar con huevo batido y hornear 35 minutos a 180 °C.',
  ],
  [
    'German: mit Ei bestreichen',
    'Apfeltaschen\nFür 6 Stück\n1 Rolle Blätterteig\n3 Äpfel\n1 Ei\n\nDen Teig mit den Äpfeln füllen und zuklappen. Mit Ei bestreichen und 20 Minuten bei 200 °C backen.',
  ],
];

describe('an egg wash becomes a wash, not a flax egg', () => {
  for (const [name, text] of cases) {
    it(name, () => {
      const { list, method } = converted(text);
      expect(list).not.toMatch(/flax/i);
      expect(method).not.toMatch(/\b(œuf|huevo|Ei)\b/iu);
    });
  }
});
