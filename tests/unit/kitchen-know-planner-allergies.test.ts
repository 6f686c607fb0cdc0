import { describe, expect, it } from 'vitest';
import { eligibleRecipes } from '../../shared/domain/planner/generateWeek';
import { recipeFacts } from '../../shared/domain/planner/recipeFacts';
import { plannerRecipe } from '../fixtures/plannerRecipes';

/** The planner reads a profile's allergy written in any language, and compound words, as the converter does. */
let nextId = 1000;
const titles = (ingredients: string[][], allergies: string[]) =>
  eligibleRecipes(
    ingredients.map((lines, i) => recipeFacts(plannerRecipe({ title: `Recipe ${i}`, ingredients: lines }, nextId++))),
    { allergies, religiousRequirements: [], healthConditions: [], dietaryFilters: [] },
  ).map((r) => r.title);

describe('planner: an allergy in another language keeps its foods out', () => {
  it.each([
    ['æg', '2 æggeblommer'],
    ['mælk', '50 g smør'],
    ['nødder', '100 g hasselnødder'],
    ['zeller', '1 zellergumó'],
    ['sezam', '1 łyżka oleju sezamowego'],
    ['Senf', '1 EL Senfkörner'],
  ])('allergy "%s": "%s" is kept out', (allergy, line) => {
    expect(
      titles(
        [
          [line, '200 g rice'],
          ['200 g rice', '1 onion'],
        ],
        [allergy],
      ),
    ).toEqual(['Recipe 1']);
  });
});
