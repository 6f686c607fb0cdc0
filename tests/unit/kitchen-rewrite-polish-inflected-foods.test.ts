/**
 * Polish writes a two-word food (noun + adjective) in the case the sentence needs: "mąka pszenna" is "mąki pszennej",
 * "mąką pszenną", "mąkę pszenną" in the method. A swapped food is found in every such form. Written blind; three
 * foods, three or more cases each.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

function steps(text: string, filters: string[]): string {
  const result = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: [], mustUseIngredients: [] });
  if (!result.ok) throw new Error(result.error);
  return result.recipe.instructions.join('\n');
}

const CASES: [name: string, text: string, filters: string[], gone: RegExp][] = [
  [
    'wheat flour: genitive, accusative, instrumental',
    'Kotlety\nSkładniki\n500 g mięsa mielonego\n3 łyżki mąki pszennej\n1 jajko\nPrzygotowanie\nMięso wymieszać z jajkiem i połową mąki pszennej.\nUformować kotlety i obtoczyć je w pozostałej mące pszennej.\nWierzch posypać mąką pszenną i smażyć.',
    ['Gluten-Free'],
    /pszenn/i,
  ],
  [
    'toast bread: genitive and instrumental',
    'Grzanki\nSkładniki\n4 kromki chleba tostowego\n2 łyżki oliwy\n1 ząbek czosnku\nPrzygotowanie\nKromki chleba tostowego pokroić w kostkę.\nCzosnek podsmażyć na oliwie, wymieszać z chlebem tostowym i zapiec 10 minut.',
    ['Gluten-Free'],
    /tostow/i,
  ],
  [
    'sour cream: genitive, accusative, instrumental',
    'Mizeria\nSkładniki\n2 ogórki\n200 g śmietany kwaśnej\n1 łyżka koperku\nPrzygotowanie\nOgórki pokroić w plasterki.\nDo śmietany kwaśnej dodać koperek.\nOgórki polać śmietaną kwaśną i wymieszać.',
    ['Vegan'],
    /kwaśn/i,
  ],
  [
    'yellow cheese: genitive and instrumental',
    'Zapiekanka\nSkładniki\n1 bagietka\n150 g sera żółtego\n100 g pieczarek\nPrzygotowanie\nPieczarki podsmażyć.\nBagietkę przekroić, położyć pieczarki i posypać startym serem żółtym.\nZapiekać, aż kawałki sera żółtego się roztopią.',
    ['Vegan'],
    /\bser(a|em)? żółt/i,
  ],
];

/** Not yet found (the interpreter does not read a two-word food's other cases): expected to pass once it does. */
const NOT_YET = new Set([
  'wheat flour: genitive, accusative, instrumental',
  'toast bread: genitive and instrumental',
  'sour cream: genitive, accusative, instrumental',
]);

describe('a swapped Polish two-word food is found in the case the step writes it', () => {
  for (const [name, text, filters, gone] of CASES) {
    (NOT_YET.has(name) ? it.fails : it)(name, () => {
      expect(steps(text, filters)).not.toMatch(gone);
    });
  }
});
