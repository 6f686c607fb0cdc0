import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen';
import { resolveFood } from '../../shared/kitchen/resolve/resolveFood';

/**
 * Blind probe (lead): a word's last letter is cut toward a food's name only where the name's languages take that letter
 * as an ending. Italian "petti" (breasts) is no Estonian "pett" (buttermilk) with an "i" cut; Spanish "tallo" (stalk)
 * no Estonian "tall" (lamb) with an "o". A Finnish or Estonian name is still reached by its own endings (genitive "-n",
 * plural "-t", partitive "-a"), a Turkish one by its case vowels.
 */
describe('a one-letter ending is cut toward names of languages that take it', () => {
  it.each([
    ['2 petti di pollo', 'buttermilk'],
    ['petti di tacchino', 'buttermilk'],
    ['1 tallo de apio', 'lamb'],
    ['los tallos', 'lamb'],
  ])('%s is not %s', (phrase, wrong) => {
    expect(resolveFood(phrase)?.name).not.toBe(wrong);
  });
  it('chicken breasts stay chicken under Dairy-Free', () => {
    const result = generateLocally({
      originalRecipe: 'Pollo al limone\nIngredienti\n2 petti di pollo\n1 limone\nPreparazione\nCuocere i petti di pollo con il limone.',
      mode: 'convert',
      filters: ['Dairy-Free'],
    } as never);
    if (!result.ok) throw new Error(result.error);
    expect(result.recipe.ingredients[0]).toContain('pollo');
  });
  it.each([
    ['munat', 'egg'],
    ['kermaa', 'cream'],
    ['sipulia', 'onion'],
    ['kananmunat', 'egg'],
    ['sütü', 'milk'],
  ])('Finnish and Turkish %s is still %s', (word, food) => {
    expect(resolveFood(word)?.name).toContain(food);
  });
});
