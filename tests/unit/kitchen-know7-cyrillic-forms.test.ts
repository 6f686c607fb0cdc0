import { describe, expect, it } from 'vitest';
import { resolveFood } from '../../shared/kitchen/resolve/resolveFood';
import { tagsOf } from '../support/kitchenLineChecks';

/**
 * Written blind (before running the engine on them), issue 30, seventh round: Russian and Ukrainian case forms
 * (a list line writes the genitive after its amount: "500 мл молока") and Bulgarian definite forms ("млякото",
 * "маслото", "яйцата") name their food; Bulgarian and Russian "масло" alone may be butter.
 */
describe('Russian and Ukrainian case forms name their food', () => {
  it.each([
    ['молока', 'dairy'],
    ['сливочного масла', 'dairy'],
    ['яиц', 'egg'],
    ['сметаны', 'dairy'],
    ['творога', 'dairy'],
    ['сыра', 'dairy'],
    ['кефира', 'dairy'],
    ['грецких орехов', 'tree-nut'],
    ['миндаля', 'tree-nut'],
    ['арахиса', 'peanut'],
    ['кунжута', 'sesame'],
    ['горчицы', 'mustard'],
    ['сельдерея', 'celery'],
    ['креветок', 'crustacean'],
    ['кальмаров', 'mollusc'],
    ['лосося', 'fish'],
    ['свинины', 'pork'],
    ['бекона', 'pork'],
    ['желатина', 'gelatin'],
    ['пшеничной муки', 'gluten'],
    ['молоком', 'dairy'],
    ['сыром', 'dairy'],
    ['борошна', 'gluten'],
    ['вершкового масла', 'dairy'],
    ['сиру', 'dairy'],
  ])('"%s" holds %s', (phrase, tag) => {
    expect(tagsOf(phrase)).toContain(tag);
  });
});

describe('Bulgarian definite forms name their food', () => {
  it.each([
    ['млякото', 'dairy'],
    ['маслото', 'dairy'],
    ['брашното', 'gluten'],
    ['яйцата', 'egg'],
    ['сиренето', 'dairy'],
    ['киселото мляко', 'dairy'],
    ['орехите', 'tree-nut'],
    ['горчицата', 'mustard'],
    ['скаридите', 'crustacean'],
    ['виното', 'alcohol'],
    ['свинското месо', 'pork'],
  ])('"%s" holds %s', (phrase, tag) => {
    expect(tagsOf(phrase)).toContain(tag);
  });
});

describe('"масло" alone may be butter', () => {
  it.each([['масло'], ['100 г масло'], ['2 с.л. масло']])('"%s" is checked for milk', (phrase) => {
    expect(tagsOf(phrase.replace(/^[\d.,]+\s+\S+\s+/, ''))).toContain('dairy');
  });
});

describe('a name written with its accents is the food of the language that writes it so', () => {
  it.each([
    ['maçã', 'apple'],
    ['maçãs', 'apple'],
    ['griș', 'semolina'],
    ['griş', 'semolina'],
  ])('"%s" is %s', (phrase, name) => {
    expect(resolveFood(phrase)?.id).toBe(`en:${name}`);
  });

  it.each([
    ['griș', 'gluten'],
    ['100 g de griș', 'gluten'],
  ])('"%s" holds %s, not pork', (phrase, tag) => {
    const tags = tagsOf(phrase.replace(/^100 g de /, ''));
    expect(tags).toContain(tag);
    expect(tags).not.toContain('pork');
  });

  it('"maca" as written stays the root', () => {
    expect(resolveFood('maca em pó')?.id).toBe('en:maca');
  });
});
