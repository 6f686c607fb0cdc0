import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';

/**
 * Turkish ingredient lists read blind (issue 31): the household measures (su bardağı, a 200 ml glass of its own; yemek
 * kaşığı, çay kaşığı, tatlı kaşığı), pieces (adet) and packets (paket) are amounts, never part of the food's name.
 */
const LINES: readonly [string, number, string, string][] = [
  ['2 su bardağı un', 2, 'su-bardagi', 'un'],
  ['1,5 su bardağı süt', 1.5, 'su-bardagi', 'süt'],
  ['2 yemek kaşığı domates salçası', 2, 'tbsp', 'domates salçası'],
  ['1 yemek kaşığı tereyağı', 1, 'tbsp', 'tereyağı'],
  ['1 çay kaşığı tuz', 1, 'tsp', 'tuz'],
  ['1 tatlı kaşığı pul biber', 1, 'tsp', 'pul biber'],
  ['3 adet yumurta', 3, 'piece', 'yumurta'],
  ['1 adet kuru soğan', 1, 'piece', 'kuru soğan'],
  ['2 adet domates', 2, 'piece', 'domates'],
  ['1 paket kabartma tozu', 1, 'packet', 'kabartma tozu'],
  ['1 demet maydanoz', 1, 'bunch', 'maydanoz'],
];

describe('Turkish ingredient lines, read blind (issue 31)', () => {
  it.each(LINES)('%s', (line, quantity, unit, food) => {
    const doc = parseRecipeDocument(
      `Deneme\n\nMalzemeler\n${line}\n1 su bardağı su\n\nHazırlanışı\nHepsini karıştırın ve 20 dakika pişirin.\n`,
    );
    const read = doc.ingredientGroups.flatMap((g) => g.lines)[0];
    expect(read?.quantity).toBe(quantity);
    expect(read?.unit).toBe(unit);
    expect(read?.foodSpan.text).toBe(food);
    expect(doc.notUnderstood).toEqual([]);
  });
});
