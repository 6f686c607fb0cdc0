import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDate, isIsoTimestamp } from '../../shared/schemas/common';
import { mealPlanDocSchema } from '../../shared/schemas/mealPlan';
import { recipeDocSchema } from '../../shared/schemas/recipe';
import { shoppingChecksDocSchema } from '../../shared/schemas/shoppingChecks';

const STAMP = '2026-11-21T10:00:00.000Z';

describe('dates in the schemas are real calendar dates', () => {
  it('refuses impossible timestamps and dates that match the old pattern', () => {
    for (const bad of [
      '2026-13-45T99:99:99Z',
      '0000-00-00T00:00:00Z',
      '2026-02-29T10:00:00Z',
      '2026-11-21T24:00:00Z',
      '2026-11-21T10:00:00+15:00',
    ]) {
      expect(isIsoTimestamp(bad), bad).toBe(false);
    }
    for (const bad of ['2026-02-31', '2026-99-99', '0000-01-01', '2026-04-31', '2100-02-29']) expect(isIsoDate(bad), bad).toBe(false);
    for (const good of ['2028-02-29', '2000-02-29', '2026-12-31']) expect(isIsoDate(good), good).toBe(true);
    for (const good of [STAMP, '2026-11-21T23:59:59+14:00', '2028-02-29T00:00:00-05:30']) expect(isIsoTimestamp(good), good).toBe(true);
  });

  it('agrees with the JavaScript calendar for every day from 1900 to 2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (y, m, d) => {
        const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        const date = new Date(Date.UTC(y, m - 1, d));
        const real = m >= 1 && m <= 12 && d >= 1 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
        expect(isIsoDate(text)).toBe(real);
      }),
    );
  });

  it('refuses documents carrying them: a recipe timestamp, a meal-plan day key, a week start', () => {
    const recipe = {
      id: 'r',
      title: 'T',
      convertedRecipe: 'x',
      dietaryFilters: [],
      category: 'main-dish',
      imageUrl: '',
      createdAt: STAMP,
      updatedAt: STAMP,
    };
    expect(recipeDocSchema.safeParse(recipe).success).toBe(true);
    expect(recipeDocSchema.safeParse({ ...recipe, createdAt: '2026-13-45T99:99:99Z' }).success).toBe(false);
    const plan = { id: '2026-11-16', weekStart: '2026-11-16', mealPlan: { '2026-11-17': {} }, createdAt: STAMP, updatedAt: STAMP };
    expect(mealPlanDocSchema.safeParse(plan).success).toBe(true);
    expect(mealPlanDocSchema.safeParse({ ...plan, mealPlan: { '2026-02-31': {} } }).success).toBe(false);
    expect(mealPlanDocSchema.safeParse({ ...plan, mealPlan: { '2026-99-99': {} } }).success).toBe(false);
    expect(mealPlanDocSchema.safeParse({ ...plan, weekStart: '2026-02-31' }).success).toBe(false);
    const checks = { id: 'w', weekStart: '2026-11-16', checked: [], updatedAt: STAMP };
    expect(shoppingChecksDocSchema.safeParse(checks).success).toBe(true);
    expect(shoppingChecksDocSchema.safeParse({ ...checks, weekStart: '2026-99-99' }).success).toBe(false);
  });
});
