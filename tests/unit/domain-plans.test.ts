import { describe, expect, it } from 'vitest';
import { ALL_RULE_FILTER_NAMES, DIET_FILTER_NAMES, DIET_FILTERS } from '../../shared/domain/dietFilters';
import { availableDietaryFilters, BASIC_FILTER_COUNT, featureAccessFor, PLANS, yearlyPrice } from '../../shared/domain/plans';
import { FILTER_RULES } from '../../shared/kitchen/filters';

describe('plans and feature access (spec §6, §9)', () => {
  it('has the 24 selectable filters and the display list of 26', () => {
    expect(DIET_FILTER_NAMES).toHaveLength(24);
    expect(DIET_FILTERS).toHaveLength(26);
    expect(
      DIET_FILTERS.filter((f) => f.selectable)
        .map((f) => f.name)
        .sort(),
    ).toEqual([...DIET_FILTER_NAMES].sort());
  });

  it("names each filter once: the display list, the request check and the engine's rules all follow DIET_FILTER_NAMES", () => {
    expect(DIET_FILTERS.map((f) => f.name).sort()).toEqual([...ALL_RULE_FILTER_NAMES].sort());
    expect(FILTER_RULES.map((r) => r.name).sort()).toEqual([...ALL_RULE_FILTER_NAMES].sort());
    expect(DIET_FILTERS.filter((f) => !f.selectable).map((f) => f.name)).toEqual(['Halal', 'Kosher']);
  });

  it('unlocks the first 4, 12 and all 24 filters by plan', () => {
    expect(availableDietaryFilters('free')).toEqual(['Vegan', 'Gluten-Free', 'Low-Carb', 'Keto']);
    expect(availableDietaryFilters('chef')).toHaveLength(12);
    expect(availableDietaryFilters('master-chef')).toHaveLength(24);
    expect(availableDietaryFilters('enterprise')).toHaveLength(24);
    expect(BASIC_FILTER_COUNT).toBe(4);
  });

  it('prices and limits are the spec numbers', () => {
    expect([PLANS.free.basePrice, PLANS.chef.basePrice, PLANS['master-chef'].basePrice, PLANS.enterprise.basePrice]).toEqual([
      0, 14.99, 19.99, 39.95,
    ]);
    expect([PLANS.free.recipeLimit, PLANS.chef.recipeLimit, PLANS['master-chef'].recipeLimit, PLANS.enterprise.recipeLimit]).toEqual([
      5, 100, 1000, 2500,
    ]);
    expect(yearlyPrice('chef')).toBe(Math.round(14.99 * 12 * 0.8));
    expect(yearlyPrice('enterprise')).toBe(Math.round(39.95 * 12 * 0.75));
    expect(PLANS.free.conversionLimit).toBe(3);
    expect(PLANS['master-chef'].conversionLimit).toBe(-1);
    expect(PLANS.enterprise.purchasable).toBe(false);
  });

  it('derives rights, saving and limits from the plan; admins get everything', () => {
    const free = featureAccessFor({ plan: 'free', isAdmin: false, currentRecipeCount: 5, conversionsUsedToday: 1 });
    expect(free.canSaveRecipes).toBe(false);
    expect(free.canUseMealPlanning).toBe(false);
    const chef = featureAccessFor({ plan: 'chef', isAdmin: false, currentRecipeCount: 5, conversionsUsedToday: 0 });
    expect(chef).toMatchObject({
      canSaveRecipes: true,
      canUseMealPlanning: true,
      canGenerateWeeklyMenu: false,
      canUseNutritionAnalysis: false,
    });
    const master = featureAccessFor({ plan: 'master-chef', isAdmin: false, currentRecipeCount: 0, conversionsUsedToday: 0 });
    expect(master).toMatchObject({
      canGenerateWeeklyMenu: true,
      canUseHealthConditions: true,
      canBackupRestore: true,
      canUseApiAccess: false,
    });
    const admin = featureAccessFor({ plan: 'free', isAdmin: true, currentRecipeCount: 50, conversionsUsedToday: 9 });
    expect(admin).toMatchObject({ canSaveRecipes: true, canUseApiAccess: true, conversionLimit: -1, recipeLimit: 999_999 });
    expect(admin.availableDietaryFilters).toHaveLength(24);
  });
});
