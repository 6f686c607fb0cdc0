import type { Nutrition, StructuredRecipe } from '../../schemas/structuredRecipe';
import { nutritionOfLines } from '../nutrition';
import type { BaseRecipe } from './types';

/** "45 minutes", "1 hour", "1 hour 20 minutes" (the edit form reads minute/hour back). */
export function formatMinutes(total: number): string {
  if (total <= 0) return '0 minutes';
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const h = hours === 0 ? '' : `${hours} hour${hours === 1 ? '' : 's'}`;
  const m = minutes === 0 ? '' : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return [h, m].filter(Boolean).join(' ');
}

/** Base recipes are constant data: their nutrition is computed once (surprise may try every recipe). */
const nutritionCache = new WeakMap<BaseRecipe, Nutrition>();

function baseNutrition(base: BaseRecipe): Nutrition {
  let value = nutritionCache.get(base);
  if (!value) {
    value = nutritionOfLines(base.ingredients, base.servings).perServing;
    nutritionCache.set(base, value);
  }
  return { ...value };
}

/** A base recipe as the structured recipe of spec §3, nutrition computed from its lines. */
export function baseToStructured(base: BaseRecipe): StructuredRecipe {
  const perServing = baseNutrition(base);
  return {
    recipeName: base.name,
    description: `${base.cuisine} ${base.meal === 'snack' ? 'snack' : base.meal} recipe from the built-in collection.`,
    prepTime: formatMinutes(base.prep),
    cookTime: formatMinutes(base.cook),
    totalTime: formatMinutes(base.prep + base.cook),
    servings: base.servings,
    dietaryRequirements: [],
    ingredients: [...base.ingredients],
    instructions: [...base.steps],
    nutrition: perServing,
    tips: [...base.tips],
    category: base.category,
  };
}
