import { describe, expect, it } from 'vitest';
import { nutritionOfLines } from '../../shared/kitchen/nutrition';
import type { Nutrition } from '../../shared/schemas/structuredRecipe';
import { HANDCHECKED_RECIPES } from '../fixtures/handchecked-recipes';

/** Allowed difference from the hand-worked value: 10%, or the rounding step / a small absolute floor for fibre and sodium. */
const TOLERANCE: Record<keyof Nutrition, (expected: number) => number> = {
  calories: (x) => Math.max(0.1 * x, 1),
  protein: (x) => Math.max(0.1 * x, 0.1),
  carbohydrates: (x) => Math.max(0.1 * x, 0.1),
  fat: (x) => Math.max(0.1 * x, 0.1),
  fiber: (x) => Math.max(0.1 * x, 2),
  sodium: (x) => Math.max(0.1 * x, 50),
};

describe('nutrition of hand-checked recipes (docs/nutrition-method.md)', () => {
  it('has at least 20 recipes', () => {
    expect(HANDCHECKED_RECIPES.length).toBeGreaterThanOrEqual(20);
  });

  for (const recipe of HANDCHECKED_RECIPES) {
    it(`${recipe.name}: every line is the documented food and grams, per serving within tolerance`, () => {
      const result = nutritionOfLines(recipe.lines, recipe.servings);
      expect(result.unmatched).toEqual([]);
      expect(result.lines.map((l) => l.matched)).toEqual(recipe.working.map((w) => w.food));
      result.lines.forEach((l, i) => {
        expect(l.grams, l.line).toBeCloseTo(recipe.working[i]?.grams ?? Number.NaN, 1);
      });
      for (const key of Object.keys(TOLERANCE) as (keyof Nutrition)[]) {
        const want = recipe.perServing[key];
        const got = result.perServing[key];
        expect(Math.abs(got - want), `${key}: got ${got}, documented ${want}`).toBeLessThanOrEqual(TOLERANCE[key](want));
      }
    });
  }
});
