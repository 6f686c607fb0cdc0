import { describe, expect, it } from 'vitest';
import { phraseMatcher } from '../../shared/kitchen/filters/phraseMatch';

describe('phrase tables: whole words, any case or accent, optional letters', () => {
  const cream = phraseMatcher(['heavy cream', 'double cream', 'crème fraîche', 'yog(h)urt(s)', "confectioners' sugar"]);

  it('finds a phrase as whole words, in any case', () => {
    for (const text of ['1 cup heavy cream', 'HEAVY CREAM, whipped', 'Double Cream (chilled)', 'add the double cream.']) {
      expect(cream.test(text), text).toBe(true);
    }
  });

  it('reads accents as their letters, both ways', () => {
    for (const text of ['crème fraîche', 'creme fraiche', 'CRÈME FRAÎCHE', 'crème fraiche', 'Crême fraîche']) {
      expect(cream.test(text), text).toBe(true);
    }
  });

  it('may leave out the letters in parentheses', () => {
    for (const text of ['greek yogurt', 'greek yoghurt', 'two yogurts', 'Yoghurts']) expect(cream.test(text), text).toBe(true);
  });

  it('reads an apostrophe as either apostrophe', () => {
    expect(cream.test("confectioners' sugar")).toBe(true);
    expect(cream.test('confectioners’ sugar')).toBe(true);
  });

  it('does not find a phrase inside a longer word, accented or not', () => {
    for (const text of ['heavy creamer', 'doublecream', 'yogurty', 'heavy creams', 'soyogurt', 'yogurté', 'éyogurt']) {
      expect(cream.test(text), text).toBe(false);
    }
  });

  it('finds a phrase that ends in an accented letter before a space, a comma or the end', () => {
    const cheese = phraseMatcher(['comté', 'soufflé(s)']);
    for (const text of ['comté', '100 g comté, grated', 'Comte cheese', 'two soufflés', 'SOUFFLE dish']) {
      expect(cheese.test(text), text).toBe(true);
    }
  });

  it('keeps a phrase out after the words it is not (with a space or a hyphen)', () => {
    const milk = phraseMatcher({ phrases: ['milk'], notAfter: ['almond', 'oat', 'dairy-free'] });
    expect(milk.test('whole milk')).toBe(true);
    expect(milk.test('almond milk')).toBe(false);
    expect(milk.test('oat-milk')).toBe(false);
    expect(milk.test('Dairy-free milk')).toBe(false);
    expect(milk.test('almond milk and whole milk')).toBe(true);
  });

  it('keeps a phrase out before the words it is not (after spaces, or glued by a hyphen when written "-word")', () => {
    const egg = phraseMatcher({ phrases: ['egg(s)'], notBefore: ['noodle(s)', '-free', 'choc…'] });
    expect(egg.test('2 eggs')).toBe(true);
    expect(egg.test('egg noodles')).toBe(false);
    expect(egg.test('egg  noodle soup')).toBe(false);
    expect(egg.test('egg-free pasta')).toBe(false);
    expect(egg.test('egg free pasta')).toBe(true);
    expect(egg.test('egg-noodles')).toBe(true);
    expect(egg.test('egg noodlesque')).toBe(true);
    expect(egg.test('egg chocolate')).toBe(false);
    expect(egg.test('egg choc chips')).toBe(false);
  });

  it('can ask for the phrase at the end of the text', () => {
    const nuts = phraseMatcher({ phrases: ['walnut(s)', 'pine nut(s)'], atEnd: true });
    expect(nuts.test('chopped walnuts')).toBe(true);
    expect(nuts.test('toasted pine nuts')).toBe(true);
    expect(nuts.test('walnut pesto')).toBe(false);
  });

  it('finds the leftmost phrase and, at one place, the longest', () => {
    const foods = phraseMatcher(['cream', 'cream cheese', 'sugar']);
    expect(foods.find('sugar and cream cheese')).toEqual({ index: 0, text: 'sugar' });
    expect(foods.find('Cream Cheese, softened')).toEqual({ index: 0, text: 'Cream Cheese' });
    expect(foods.findAll('cream, sugar and cream cheese')).toEqual([
      { index: 0, text: 'cream' },
      { index: 7, text: 'sugar' },
      { index: 17, text: 'cream cheese' },
    ]);
  });

  it('replaces the first phrase, or every one', () => {
    const pork = phraseMatcher(['pork']);
    expect(pork.replace('pork and pork belly', 'chicken')).toBe('chicken and pork belly');
    expect(pork.replace('pork and pork belly', 'chicken', true)).toBe('chicken and chicken belly');
    expect(pork.replace('Pork loin', (found) => `[${found}]`)).toBe('[Pork] loin');
    expect(pork.replace('porky', 'x')).toBe('porky');
  });

  it('treats the characters of a regular expression in a phrase as plain letters', () => {
    const odd = phraseMatcher(['a.b', 'c+d', 'e/f']);
    expect(odd.test('a.b')).toBe(true);
    expect(odd.test('axb')).toBe(false);
    expect(odd.test('ccd')).toBe(false);
    expect(odd.test('e/f')).toBe(true);
  });

  it('refuses an empty table and an unclosed parenthesis', () => {
    expect(() => phraseMatcher([])).toThrow();
    expect(() => phraseMatcher(['egg(s'])).toThrow(/Unclosed/);
  });
});
