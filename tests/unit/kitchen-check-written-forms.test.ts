import { describe, expect, it } from 'vitest';
import { type CheckedRecipe, checkOutput } from '../../shared/kitchen/check/checkOutput';

/**
 * Two names that meet in normal form ("bors", Hungarian pepper, and "bor", wine, are both "bor"): a list line that
 * writes one of them allows that food, never the other. A step that still pours the wine ("a borral", "a bort",
 * "borban") is reported even though the list's pepper comes to the same key; the pepper named again ("a borsot") is
 * not. Written blind, before running the check on them.
 */
const recipe = (instructions: string[], tips: string[] = []): CheckedRecipe => ({
  recipeName: 'Marhapörkölt',
  // A whole card's list, as a Hungarian recipe holds it: the check reads short words in the card's language.
  ingredients: [
    '1 kg marhalábszár',
    '2 fej vöröshagyma',
    '2 ek sertészsír helyett napraforgóolaj',
    '2 ek édesnemes pirospaprika',
    '1 tk őrölt kömény',
    '2 gerezd fokhagyma',
    '2 dl zöldségalaplé',
    'só',
    'bors',
  ],
  instructions,
  tips,
  substitutions: [{ original: '2 dl száraz vörösbor', replacement: '2 dl zöldségalaplé', reason: 'Halal: no alcohol' }],
});

const flaggedSteps = (r: CheckedRecipe, filters: string[], avoid: string[] = []) =>
  checkOutput(r, { filters, avoid }).map((v) => v.ingredient.split(':')[0]);

describe('checkOutput: a food whose key another listed word reaches by its plural is still read', () => {
  it.each([
    ['Hozzáadjuk a fokhagymát, és aláöntjük a borral.'],
    ['Felöntjük a bort, és 2 órát főzzük.'],
    ['A húst borban pároljuk puhára.'],
  ])('"%s" under Halal names the wine', (step) => {
    expect(flaggedSteps(recipe(['A hagymát megdinszteljük.', step]), ['Halal'])).toContain('Step 2');
  });

  it('the same step is reported for an avoid list of sulphites', () => {
    expect(flaggedSteps(recipe(['A hagymát megdinszteljük, aláöntjük a borral.']), [], ['szulfitok'])).toContain('Step 1');
  });

  it('the listed pepper named again is not the wine', () => {
    const r = recipe(['A hagymát megdinszteljük.', 'Sózzuk, megszórjuk a borssal, és felöntjük az alaplével.']);
    expect(flaggedSteps(r, ['Halal'])).toEqual([]);
  });
});
