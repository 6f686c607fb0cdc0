import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';
import { parseIngredientLine } from '../../shared/kitchen/parse/ingredientLine';
import { scaleLine } from '../../shared/kitchen/scale/index';
import type { IngredientEntry } from '../../shared/kitchen/types';
import { UNIT_BY_ID } from '../../shared/kitchen/unitData';
import { convertLine, toGrams } from '../../shared/kitchen/units';

/**
 * Issue 31, round 4 (written blind): a country's own cup and glass is a measure of its own size — a Turkish water glass
 * (su bardağı) about 200 ml and a tea glass (çay bardağı) about 100 ml, the Japanese cup (カップ) 200 ml and the rice
 * measure (合) 180 ml, the Korean cup (컵) 200 ml, the Polish glass (szklanka) 250 ml, the Russian and Ukrainian glass
 * (стакан, склянка) 200 ml, a Spanish vaso and an Italian bicchiere about 200 ml — never a US cup of 237 ml.
 */

/** [line as written in a list, millilitres in its amount, the food]. */
const LINES: readonly [string, number, string][] = [
  ['2 su bardağı un', 400, 'un'],
  ['1,5 su bardağı süt', 300, 'süt'],
  ['Yarım su bardağı sıvı yağ', 100, 'sıvı yağ'],
  ['1 çay bardağı zeytinyağı', 100, 'zeytinyağı'],
  ['2 çay bardağı sıcak su', 200, 'sıcak su'],
  ['Süt: 1 çay bardağı', 100, 'Süt'],
  ['米　2合', 360, '米'],
  ['水　カップ2', 400, '水'],
  ['牛乳 1カップ', 200, '牛乳'],
  ['물 2컵', 400, '물'],
  ['우유 1/2컵', 100, '우유'],
  ['밀가루 1컵', 200, '밀가루'],
  ['2 szklanki mąki', 500, 'mąki'],
  ['Mleko - 1 szklanka', 250, 'Mleko'],
  ['1,5 szklanki mleka', 375, 'mleka'],
  ['2 стакана муки', 400, 'муки'],
  ['1 склянка молока', 200, 'молока'],
  ['Борошно — 2 склянки', 400, 'Борошно'],
  ['1 vaso de leche', 200, 'leche'],
  ['medio vaso de aceite de oliva', 100, 'aceite de oliva'],
  ['2 vasos de agua', 400, 'agua'],
  ['1 bicchiere di vino bianco', 200, 'vino bianco'],
  ['mezzo bicchiere di latte', 100, 'latte'],
  ["2 bicchieri d'acqua", 400, 'acqua'],
];

const linesOf = (text: string) => parseRecipeDocument(text).ingredientGroups.flatMap((g) => g.lines);

describe('a national cup or glass is read with its own size', () => {
  it.each(LINES)('"%s" holds %i ml', (line, ml, food) => {
    const read = linesOf(`Test\n\nIngredients\n${line}\n200 g flour\n\nMethod\nMix everything and bake for 20 minutes.\n`)[0];
    expect(read?.foodSpan.text).toBe(food);
    const def = read?.unit ? UNIT_BY_ID.get(read.unit) : undefined;
    expect(def?.kind).toBe('volume');
    expect((read?.quantity ?? 0) * (def?.base ?? 0)).toBeCloseTo(ml, 0);
  });
});

describe('converted to the other system by its own size', () => {
  it.each([
    ['2 su bardağı un', '400 ml un'],
    ['1 çay bardağı süt', '100 ml süt'],
    ['2 szklanki mleka', '500 ml mleka'],
    ['3 стакана воды', '600 ml воды'],
    ['2合 米', '360 ml 米'],
    ['1 bicchiere di vino', '200 ml di vino'],
    ['2 vasos de agua', '400 ml de agua'],
  ])('"%s" in metric is "%s"', (line, metric) => {
    expect(convertLine(parseIngredientLine(line), 'metric')).toBe(metric);
  });

  it.each([
    ['1 su bardağı süt', '⅞ cup süt'],
    ['1 szklanka mleka', '1 cup mleka'],
    ['2 カップ 水', '1⅔ cups 水'],
  ])('"%s" in US measures is "%s"', (line, us) => {
    expect(convertLine(parseIngredientLine(line), 'us')).toBe(us);
  });
});

describe('weighed by its own size', () => {
  const flour: IngredientEntry = {
    name: 'flour',
    synonyms: [],
    per100g: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 },
    unitWeights: { cup: 125 },
    category: 'Other',
    tags: [],
  };
  const perMl = 125 / 236.5882365;
  it.each([
    ['2 su bardağı un', 400],
    ['1 szklanka mąki', 250],
    ['2 стакана муки', 400],
    ['1 çay bardağı un', 100],
  ])('"%s" weighs %i ml of flour', (line, ml) => {
    expect(toGrams(parseIngredientLine(line), flour)).toBeCloseTo(ml * perMl, 1);
  });
});

describe('scaled in its own measure, in its own words', () => {
  it.each([
    ['2 su bardağı un', 1.5, '3 su bardağı un'],
    ['1 szklanka mleka', 2, '2 szklanki mleka'],
    ['1 bicchiere di vino bianco', 2, '2 bicchieri di vino bianco'],
  ])('"%s" × %d', (line, factor, scaled) => {
    expect(scaleLine(line, factor)).toBe(scaled);
  });
});

describe('Turkish spoons keep their sizes', () => {
  it.each([
    ['2 yemek kaşığı tereyağı', 'tbsp'],
    ['1 tatlı kaşığı tuz', 'tsp'],
    ['1 çay kaşığı karabiber', 'tsp'],
    ['2 yemek kasigi salca', 'tbsp'],
  ])('"%s" is a %s', (line, unit) => {
    expect(parseIngredientLine(line).unit).toBe(unit);
  });
});
