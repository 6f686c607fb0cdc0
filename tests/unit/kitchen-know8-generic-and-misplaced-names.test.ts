import { describe, expect, it } from 'vitest';
import { flaggedFor, tagsOf } from '../support/kitchenLineChecks';

/**
 * Written blind (before running the engine on them), issue 30, eighth round: a generic made food of unknown make-up
 * (a filling, a dough) is never called fine, and a name the taxonomy files under the wrong food (a language's word for
 * minced meat filed as "filling", egg whites as "protein") is read as the food a cook means. Several languages each.
 */

describe('a filling of unknown make-up is not verified under Vegan, Vegetarian or Halal', () => {
  it.each([['200 g filling'], ['300 g relleno'], ['250 g ripieno'], ['200 g fyld'], ['200 g Füllung']])('"%s"', (line) => {
    for (const filter of ['Vegan', 'Vegetarian', 'Halal']) expect(flaggedFor(line, [filter])).toContain(filter);
  });
});

describe('minced meat named alone in a language the taxonomy files under "filling" is meat that may be pork', () => {
  it.each([['500 g kjøttdeig'], ['400 g kjøttdeig av storfe'], ['500 г фарша'], ['500 г фарш'], ['300 г свиного фарша']])(
    '"%s"',
    (line) => {
      expect(flaggedFor(line, ['Vegetarian'])).toContain('Vegetarian');
      expect(flaggedFor(line, ['Halal'])).toContain('Halal');
    },
  );
});

describe('a dough of unknown make-up is checked for gluten, never read as corn masa', () => {
  it.each([['500 g Teig'], ['1 rolo de massa'], ['400 g massa folhada'], ['1 rotolo di impasto'], ['500 g dough'], ['1 pâte']])(
    '"%s" is named for Gluten-Free',
    (line) => {
      expect(flaggedFor(line, ['Gluten-Free'])).toContain('Gluten-Free');
    },
  );
});

describe('egg whites written as the plural the taxonomy keeps for protein are egg', () => {
  it.each([['4 eiwitten'], ['3 eiwitten, stijfgeklopt'], ['белки 3 яиц'], ['2 белки']])('"%s"', (line) => {
    expect(flaggedFor(line, ['Vegan'])).toContain('Vegan');
  });
  it.each([['eiwitten'], ['белки']])('"%s" holds egg', (phrase) => {
    expect(tagsOf(phrase)).toContain('egg');
  });
});

describe('a word that is a food in one language and another food in the recipe language is read as the cook means', () => {
  it.each([
    ['2 aloo', 'rice'],
    ['500 g aloo, boiled', 'rice'],
  ])('"%s" is not %s', (line, wrong) => {
    const tags = tagsOf(line.replace(/^[\d\s]+g?\s*/, ''));
    expect(tags).not.toContain('grain');
    expect(wrong).toBe('rice');
  });
  it.each([['1 boule de glace vanille'], ['glace à la vanille'], ['500 ml de glace']])('"%s" may hold milk', (line) => {
    expect(flaggedFor(line, ['Dairy-Free'])).toContain('Dairy-Free');
  });
});

describe('plain foods stay plain', () => {
  it.each([['200 g ground beef'], ['2 eggs'], ['500 g pizza dough'], ['1 boule de glace']])('"%s" is read', (line) => {
    expect(tagsOf(line.replace(/^[\d\s]+(?:g|ml)?\s*/, '')).length).toBeGreaterThan(0);
  });
});
