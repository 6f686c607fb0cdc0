import { describe, expect, it } from 'vitest';
import { alignWordsWithFilters } from '../../shared/kitchen/index';

/**
 * A title's long word is cut into a food and its dish only where the food part is a name the knowledge holds (as
 * written or in a form of it), never a word that merely ends in a short food name of another language ("geroost" ends
 * in the Swedish "ost"). Written before the fix; the Dutch title had become "Erde aardappelen met prei".
 */
const KEPT: [string, string[]][] = [
  ['Geroosterde aardappelen met prei', ['Vegan']],
  ['Geroosterde bloemkool met kappertjes', ['Vegan']],
  ['Geroosterde paprikasoep', ['Dairy-Free']],
];

describe('a title word that only ends in a food name is kept', () => {
  for (const [title, filters] of KEPT) {
    it(`${title} (${filters.join(', ')})`, () => {
      const out = alignWordsWithFilters({ recipeName: title, instructions: [] }, filters);
      expect(out.recipeName).toContain('Geroosterde');
    });
  }
  it('a real compound still loses its forbidden food ("Rindergulasch" under Vegan)', () => {
    expect(alignWordsWithFilters({ recipeName: 'Rindergulasch', instructions: [] }, ['Vegan']).recipeName).not.toMatch(/rind/i);
  });
});
