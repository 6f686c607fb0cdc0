import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/** Blind: a serving suggestion left out says which of the chosen filters it breaks, not all of them. */
const cases: readonly [text: string, filters: string[], food: string, breaks: string, not: string][] = [
  [
    'Quiche\nPour 6 personnes\n\n3 œufs\n20 cl de crème\n200 g de lardons\n\nCuire 35 minutes.\nServez chaude avec un verre de riesling.',
    ['Halal', 'Dairy-Free'],
    'riesling',
    'Halal',
    'Dairy-Free',
  ],
  [
    'Apfelstrudel\nFür 6 Personen\n\n6 Äpfel\n1 Strudelteig\n50 g Zucker\n\nBacken, bis er goldbraun ist.\nMit Schlagsahne servieren.',
    ['Vegan', 'Halal'],
    'Schlagsahne',
    'Vegan',
    'Halal',
  ],
  [
    'Pancakes\nServes 4\n\n200 g flour\n2 eggs\n300 ml milk\n\nFry the pancakes.\nServe warm with crispy bacon.',
    ['Halal', 'Nut-Free'],
    'bacon',
    'Halal',
    'Nut-Free',
  ],
];

describe('a left-out serving suggestion names the filter it breaks', () => {
  for (const [text, filters, food, breaks, not] of cases) {
    it(`${food} under ${filters.join(' and ')}`, () => {
      const answer = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: [] });
      expect(answer.ok).toBe(true);
      if (!answer.ok) return;
      const tip = answer.recipe.tips.find((t) => t.startsWith('Left out') && t.includes(food));
      expect(tip).toBeDefined();
      expect(tip).toContain(breaks);
      expect(tip).not.toContain(not);
    });
  }
});
