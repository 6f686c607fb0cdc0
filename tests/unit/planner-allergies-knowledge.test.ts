import { describe, expect, it } from 'vitest';
import { eligibleRecipes } from '../../shared/domain/planner/generateWeek';
import { recipeFacts } from '../../shared/domain/planner/recipeFacts';
import { plannerRecipe } from '../fixtures/plannerRecipes';

/**
 * The planner reads the profile's allergies with the kitchen's knowledge (the same resolver as the converter):
 * an allergen named in another language or hidden in a product keeps a recipe out, and a line that may hold it
 * (a stock cube, an unknown product) is never placed as safe. Written blind, three phrasings each.
 */
// Facts are remembered by recipe id: each book gets ids of its own.
let nextId = 0;
const titles = (ingredients: string[][], allergies: string[]) =>
  eligibleRecipes(
    ingredients.map((lines, i) => recipeFacts(plannerRecipe({ title: `Recipe ${i}`, ingredients: lines }, nextId++))),
    { allergies, religiousRequirements: [], healthConditions: [], dietaryFilters: [] },
  ).map((r) => r.title);

describe('planner: allergies through the knowledge', () => {
  it('an allergen named in another language keeps the recipe out', () => {
    const book = [
      ['200 g rice', '6 ovos'],
      ['2 Eier', '100 g Mehl'],
      ['3 huevos', '1 cebolla'],
      ['200 g rice', '1 onion'],
    ];
    expect(titles(book, ['eggs'])).toEqual(['Recipe 3']);
  });

  it.each([
    ['1 tbsp Dijon', 'mustard'],
    ['2 tbsp aioli', 'eggs'],
    ['1 small celeriac', 'celery'],
    ['1 stock cube', 'celery'],
    ['2 tbsp zorblax paste', 'peanuts'],
  ])('%s is kept out for an allergy to %s', (line, allergy) => {
    expect(titles([[line, '200 g rice'], ['200 g rice']], [allergy])).toEqual(['Recipe 1']);
  });

  it('without allergies a stock cube is placed', () => {
    expect(titles([['1 stock cube', '1 l water']], [])).toEqual(['Recipe 0']);
  });
});
