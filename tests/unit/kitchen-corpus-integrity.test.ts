import { describe, expect, it } from 'vitest';
import { RECIPE_CATEGORIES } from '../../shared/domain/limits';
import { BASE_RECIPES, baseRecipeSchema, baseToStructured } from '../../shared/kitchen/corpus/index';
import { findIngredient } from '../../shared/kitchen/ingredients/lookup';
import { parseIngredientLine } from '../../shared/kitchen/parse/ingredientLine';

describe('base recipe corpus', () => {
  it('has at least 150 schema-valid recipes with unique ids and names', () => {
    expect(BASE_RECIPES.length).toBeGreaterThanOrEqual(150);
    for (const recipe of BASE_RECIPES) {
      const parsed = baseRecipeSchema.safeParse(recipe);
      expect(parsed.success, `${recipe.id}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
    }
    expect(new Set(BASE_RECIPES.map((r) => r.id)).size).toBe(BASE_RECIPES.length);
    expect(new Set(BASE_RECIPES.map((r) => r.name.toLowerCase())).size).toBe(BASE_RECIPES.length);
  });

  it('spans every meal, every category and many cuisines', () => {
    const count = (key: (r: (typeof BASE_RECIPES)[number]) => string) => {
      const m = new Map<string, number>();
      for (const r of BASE_RECIPES) m.set(key(r), (m.get(key(r)) ?? 0) + 1);
      return m;
    };
    const meals = count((r) => r.meal);
    for (const meal of ['breakfast', 'lunch', 'dinner', 'snack']) expect(meals.get(meal) ?? 0).toBeGreaterThanOrEqual(15);
    const categories = count((r) => r.category);
    for (const c of RECIPE_CATEGORIES) expect(categories.get(c) ?? 0).toBeGreaterThanOrEqual(10);
    const cuisines = count((r) => r.cuisine);
    for (const c of [
      'Italian',
      'Mexican',
      'Indian',
      'Chinese',
      'Japanese',
      'Thai',
      'Middle Eastern',
      'French',
      'American',
      'Greek',
      'Korean',
      'Vietnamese',
      'Ethiopian',
      'Spanish',
      'British',
    ]) {
      expect(cuisines.has(c), c).toBe(true);
    }
    expect(cuisines.size).toBeGreaterThanOrEqual(25);
  });

  it('no alias points at two recipes', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const r of BASE_RECIPES) {
      for (const alias of [r.name.toLowerCase(), ...r.aliases]) {
        const prev = owner.get(alias);
        if (prev && prev !== r.id) clashes.push(`${alias}: ${prev} and ${r.id}`);
        owner.set(alias, r.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('every ingredient line parses with an amount and names an ingredient the table knows', () => {
    const misses: string[] = [];
    const unparsed: string[] = [];
    for (const recipe of BASE_RECIPES) {
      for (const line of recipe.ingredients) {
        const parsed = parseIngredientLine(line);
        // Deep-frying oil has no amount on purpose: most of it is not eaten, so it adds no nutrition.
        if (parsed.quantity === null && !/for deep-frying$/.test(line)) unparsed.push(`${recipe.id}: ${line}`);
        if (!findIngredient(parsed.ingredient)) misses.push(`${recipe.id}: ${line} → "${parsed.ingredient}"`);
      }
    }
    expect(unparsed).toEqual([]);
    expect(misses).toEqual([]);
  });

  it('per-serving nutrition from the table is plausible for every recipe', () => {
    const odd: string[] = [];
    for (const recipe of BASE_RECIPES) {
      const { nutrition: n } = baseToStructured(recipe);
      if (n.calories < 50 || n.calories > 1300) odd.push(`${recipe.id}: ${n.calories} kcal`);
      if (n.protein * 4 + n.carbohydrates * 4 + n.fat * 9 > n.calories * 1.25 + 20) odd.push(`${recipe.id}: macros exceed energy`);
    }
    expect(odd).toEqual([]);
  });
});
