/**
 * Scaling scales amounts as a cook measures them (issue 32 §4): eggs stay whole in every language the knowledge reads
 * them in, a scaled 1000 g or more is said in kilograms, and the servings are the ones asked for. Written blind, three
 * phrasings or more per rule, several languages.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

function scaled(text: string, servings: number): StructuredRecipe {
  const result = generateLocally({
    originalRecipe: text,
    mode: 'convert',
    filters: [],
    avoidIngredients: ['sesame'],
    mustUseIngredients: [],
    requestedServings: servings,
  });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

describe('eggs stay whole when scaled, in every language', () => {
  const cases: [name: string, text: string, servings: number, egg: RegExp][] = [
    ['Swedish', 'Pannkakor\n4 portioner\n3 dl vetemjöl\n6 dl mjölk\n3 ägg\n\nVispa ihop och stek.', 2, /ägg/],
    ['Danish', 'Æggekage\n4 personer\n6 æg\n1 dl mælk\n\nPisk og steg.', 3, /æg/],
    ['Polish', 'Omlet\nPorcje: 2\n3 jajka\n50 ml mleka\n\nRoztrzepać i usmażyć.', 3, /jaj/],
    ['Norwegian', 'Eggerøre\n2 porsjoner\n5 egg\n1 dl melk\n\nRør sammen og stek.', 3, /egg/],
  ];
  for (const [name, text, servings, egg] of cases) {
    it(name, () => {
      const line = scaled(text, servings).ingredients.find((l) => egg.test(l)) ?? '';
      expect(line).toMatch(/^\d+ /);
      expect(line).not.toMatch(/[½¼¾⅓⅔]|\d[.,]\d/);
    });
  }
});

describe('a scaled 1000 g or more is said in kilograms', () => {
  const cases: [name: string, text: string, servings: number][] = [
    ['Spanish', 'Tortilla\nRaciones: 4\n500 g de patatas\n6 huevos\n\nFreír y cuajar.', 8],
    ['German', 'Kartoffelsalat\nFür 4 Personen\n750 g Kartoffeln\n1 Zwiebel\n\nKochen und mischen.', 8],
    ['English', 'Roast potatoes\nServes 4\n800 g potatoes\n3 tbsp oil\n\nRoast 45 minutes at 200 °C.', 6],
  ];
  for (const [name, text, servings] of cases) {
    it(name, () => {
      const list = scaled(text, servings).ingredients.join('\n');
      expect(list).toMatch(/\d(?:[.,]\d+)? kg/);
      expect(list).not.toMatch(/\d{4} g/);
    });
  }
});

describe('the servings are the ones asked for, however the recipe wrote its yield', () => {
  const cases: [text: string, servings: number][] = [
    ['Gulasch\nZutaten für 4–6 Personen\n1 kg Rindfleisch\n3 Zwiebeln\n\nZwiebeln und Fleisch 2 Stunden schmoren.', 2],
    ['Quiche\nRendement : 6 parts\n1 pâte brisée\n3 œufs\n20 cl de crème\n\nCuire 35 minutes à 180 °C.', 12],
    ['Lasagne\nVoor 6 à 8 personen\n500 g gehakt\n12 lasagnebladen\n\n45 minuten bakken op 200 °C.', 3],
    ['Pancakes\nServes 4 (makes about 12 pancakes)\n200 g flour\n2 eggs\n300 ml milk\n\nWhisk and fry.', 2],
    ['Pörkölt\nAdag: 6 fő\n1 kg marhahús\n2 fej hagyma\n\nFőzzük 2 órát.', 3],
  ];
  for (const [text, servings] of cases) {
    it(text.split('\n')[0] ?? '', () => {
      expect(String(scaled(text, servings).servings)).toMatch(new RegExp(`^${servings}\\b`));
    });
  }
});
