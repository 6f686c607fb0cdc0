import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';
import { readMetaLine } from '../../shared/kitchen/parse/document/meta';

/**
 * Issue 31, fifth round: Japanese written in kana and kanji (the amount after the food, the spoon before its number,
 * counters after it), and time labels that name where the time is spent.
 */
const linesOf = (text: string) => parseRecipeDocument(text).ingredientGroups.flatMap((g) => g.lines);

describe('a Japanese list: the food, a wide gap, then its amount', () => {
  it.each([
    ['しょうゆ　　大さじ2', 'しょうゆ', 2, 'tbsp'],
    ['砂糖　小さじ1/2', '砂糖', 0.5, 'tsp'],
    ['卵　2個', '卵', 2, 'piece'],
    ['にんじん　1本', 'にんじん', 1, 'piece'],
    ['合いびき肉　300g', '合いびき肉', 300, 'g'],
  ])('"%s"', (row, food, quantity, unit) => {
    const text = `ハンバーグ\n\n材料（2人分）\n${row}\n玉ねぎ　1/2個\n塩　少々\n\n作り方\n1. 材料をよく混ぜる。\n2. フライパンで焼く。`;
    const line = linesOf(text).find((l) => l.foodSpan.text === food);
    expect(line?.quantity).toBe(quantity);
    expect(line?.unit).toBe(unit);
    expect(parseRecipeDocument(text).servings).toBe(2);
    expect(linesOf(text).some((l) => l.foodSpan.text === '塩')).toBe(true);
  });
});

describe('Japanese and Chinese times and servings', () => {
  it.each([
    ['調理時間：30分', 'cook', 30],
    ['調理時間：1時間', 'cook', 60],
    ['准备时间：15分钟', 'prep', 15],
    ['烹饪时间：1小时', 'cook', 60],
  ])('"%s"', (text, kind, minutes) => {
    expect(readMetaLine(text)?.times[kind as 'cook' | 'prep']?.minutes).toBe(minutes);
  });
  it.each([
    ['2人分', 2],
    ['4人前', 4],
    ['份量：2-3人份', 2],
  ])('"%s" serves %i', (text, servings) => {
    expect(readMetaLine(text)?.servings).toBe(servings);
  });
});

describe('a time label with the place the time is spent', () => {
  it.each([
    ['Repòs a la nevera: 3 h', 'rest', 180],
    ['Riposo in frigo: 2 ore', 'rest', 120],
    ['Cuisson au four : 45 min', 'cook', 45],
  ])('"%s"', (text, kind, minutes) => {
    expect(readMetaLine(text)?.times[kind as 'rest' | 'cook']?.minutes).toBe(minutes);
  });
});
