import { describe, expect, it } from 'vitest';
import { hedgeLength } from '../../shared/kitchen/parse/hedge';
import { parseIngredientLine } from '../../shared/kitchen/parse/ingredientLine';

describe('a hedge before an amount is one word list (parse/document/vocabulary.ts HEDGE_WORDS)', () => {
  it('is read whole, the longest word first', () => {
    expect(hedgeLength('approximately 2 cups flour')).toBe('approximately '.length);
    expect(hedgeLength('ca. 200 g Mehl')).toBe(4);
    expect(hedgeLength('kb. 2,5 dl víz')).toBe(4);
    expect(hedgeLength('~200 g rice')).toBe(1);
  });
  it('is no hedge inside a word, or before no number when a number is asked for', () => {
    expect(hedgeLength('carrots')).toBe(0);
    expect(hedgeLength('around the edge', { beforeNumber: true })).toBe(0);
    expect(hedgeLength('roughly chopped onion', { beforeNumber: true })).toBe(0);
  });
  it('leaves the amount to the line reader', () => {
    expect(parseIngredientLine('etwa 200 g Mehl').quantity).toBe(200);
    expect(parseIngredientLine('environ 3 oeufs').quantity).toBe(3);
    expect(parseIngredientLine('asi 2 lžíce cukru').quantity).toBe(2);
  });
});
