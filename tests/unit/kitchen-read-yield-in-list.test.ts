/**
 * A yield line that heads the ingredient list ("Pour 15 crêpes", "Makes 12 pancakes", "Na 50 sztuk") is the recipe's
 * yield, not a food: it is never swapped, left out or scaled as an ingredient. A line that opens with its amount
 * ("12 digestive biscuits, crushed") stays an ingredient. Written before running the reader.
 */
import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';

const linesOf = (text: string) => parseRecipeDocument(text).ingredientGroups.flatMap((g) => g.lines.map((l) => l.text));

describe('a yield heading the list', () => {
  it.each([
    ['Crêpes\n\nIngrédients\nPour 15 crêpes\n- 250 g de farine\n- 4 œufs\n- 50 cl de lait\n\nPréparation\nMélangez tout.', /crêpes/i],
    ['Pancakes\n\nIngredients\nMakes 12 pancakes\n200 g flour\n2 eggs\n300 ml milk\n\nMethod\nWhisk and fry.', /pancakes/i],
    ['Pierniczki\n\nSkładniki\nNa 50 sztuk\n500 g mąki\n200 g miodu\n2 jajka\n\nPrzygotowanie\nZagnieć ciasto.', /sztuk/i],
    ['Plätzchen\n\nZutaten\nFür 40 Stück\n250 g Mehl\n125 g Butter\n1 Ei\n\nZubereitung\nTeig kneten.', /stück/i],
  ])('is not an ingredient (%#)', (text, word) => {
    const lines = linesOf(text);
    expect(lines.some((l) => word.test(l))).toBe(false);
    expect(lines.length).toBe(3);
  });

  it('a measured food after an "about" word stays an ingredient', () => {
    const lines = linesOf('Gulyás\n\nHozzávalók\n60 dkg marhahús\nkb. 2 liter víz\nsó\n\nElkészítés\nMegfőzzük.');
    expect(lines.some((l) => /víz/.test(l))).toBe(true);
  });

  it('a count that opens a line stays an ingredient', () => {
    const lines = linesOf(
      'Cheesecake base\n\nIngredients\n12 digestive biscuits, crushed\n50 g butter, melted\n\nMethod\nMix and press into a tin.',
    );
    expect(lines.some((l) => /digestive biscuits/.test(l))).toBe(true);
  });
});
