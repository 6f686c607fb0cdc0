/**
 * The engine's own tips name the food they replaced, however long its name: that is no forbidden food served.
 * Written before running the check.
 */
import { describe, expect, it } from 'vitest';
import { withoutFramedMentions } from '../../shared/kitchen/check/framing';

describe('framed mentions of a replaced food', () => {
  it.each([
    ["Swapped Campbell's condensed cream of chicken soup for cashew cream: Vegetarian.", 'chicken'],
    ['Swapped 1 packet of Knorr chicken and herb stock cubes for vegetable stock cubes: Vegetarian.', 'chicken'],
    ['Replaced the smoked streaky bacon lardons with smoked tofu.', 'bacon'],
    ['Swapped 2 large free-range eggs, beaten with a splash of milk for flax egg: Vegan.', 'eggs'],
  ])('"%s" does not serve %s', (text, food) => {
    expect(withoutFramedMentions(text).toLowerCase()).not.toContain(food);
  });

  it.each([
    ['Top with the chicken and serve.', 'chicken'],
    ['Brush the pastry with butter and bake.', 'butter'],
    ['Swapped the order: add the bacon first, then the onions.', 'bacon'],
  ])('"%s" still serves %s', (text, food) => {
    expect(withoutFramedMentions(text).toLowerCase()).toContain(food);
  });
});
