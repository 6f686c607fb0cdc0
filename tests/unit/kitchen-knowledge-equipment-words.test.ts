/**
 * Kitchen equipment is not food: a tip or step that covers a dish with foil, lines a tray with parchment or threads
 * onto skewers is never read as a forbidden food (a loose ending had read "foil" as French "foie", liver, and a
 * Vegan card lost its tip). Written before the fix, three phrasings per filter.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../../shared/kitchen/index';

const sentences = [
  'Cover with foil for the first 20 minutes if the top browns fast',
  'Tent loosely with foil and rest for 10 minutes',
  'Line the tray with parchment and bake until crisp',
  'Thread the vegetables onto skewers and grill 8 minutes',
  'Cool on a rack, then cover with clingfilm',
];

describe('equipment words in a tip', () => {
  it.each(['Vegan', 'Vegetarian', 'Halal'])('name no food under %s', (filter) => {
    for (const text of sentences) {
      const violations = checkCompliance({ ingredients: [text], instructions: [], servings: 1 }, { filters: [filter], avoid: [] });
      expect(
        violations.filter((v) => !v.rule.startsWith('not verified')),
        text,
      ).toEqual([]);
    }
  });
});
