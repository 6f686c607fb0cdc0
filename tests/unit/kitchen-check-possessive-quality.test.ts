import { describe, expect, it } from 'vitest';
import { checkOutput } from '../../shared/kitchen/check/checkOutput';

/**
 * A substitute's tip that says what quality it gives ("gives it an egg's colour", "adds a cheese's tang", "has the
 * bacon's smokiness") names the removed food's quality, not the food: not reported. Served, the food still is
 * ("top with the bacon"). Written blind.
 */
const flagged = (tip: string, original: string, replacement: string, filters: string[]) =>
  checkOutput(
    {
      recipeName: 'Dinner',
      ingredients: [replacement, '1 onion'],
      instructions: ['Cook the onion.'],
      tips: [tip],
      substitutions: [{ original, replacement, reason: filters[0] ?? '' }],
    },
    { filters },
  ).length;

describe('a quality of the removed food, said with its possessive, is not the food', () => {
  it.each([
    ["A pinch of turmeric gives it an egg's colour.", '4 eggs', '120 g chickpea flour', ['Vegan']],
    ["Nutritional yeast adds a cheese's tang.", '50 g cheddar', '3 tbsp nutritional yeast', ['Vegan']],
    ["Smoked paprika gives the tempeh the bacon's smokiness.", '200 g bacon', '200 g tempeh', ['Vegetarian']],
  ])('"%s"', (tip, original, replacement, filters) => {
    expect(flagged(tip, original, replacement, filters)).toBe(0);
  });

  it('the food served is still reported', () => {
    expect(flagged('Top with crispy bacon before serving.', '200 g bacon', '200 g tempeh', ['Vegetarian'])).toBeGreaterThan(0);
  });
});
