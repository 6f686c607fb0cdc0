import { z } from 'zod';
import { RECIPE_CATEGORIES } from '../../domain/limits';

export const BASE_MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type BaseMealType = (typeof BASE_MEAL_TYPES)[number];

/** One base recipe of the built-in corpus: our own text, ingredient lines in the parser's style. */
export const baseRecipeSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(3).max(80),
  /** Other names people type for it, lowercase ("spag bol"). */
  aliases: z.array(z.string().min(2).max(60)).max(12),
  category: z.enum(RECIPE_CATEGORIES),
  meal: z.enum(BASE_MEAL_TYPES),
  cuisine: z.string().min(3).max(40),
  servings: z.number().int().min(1).max(24),
  prep: z.number().int().min(0).max(600),
  cook: z.number().int().min(0).max(1440),
  ingredients: z.array(z.string().min(2).max(120)).min(2).max(30),
  steps: z.array(z.string().min(10).max(600)).min(2).max(15),
  tips: z.array(z.string().min(10).max(400)).max(5),
});
export type BaseRecipe = z.infer<typeof baseRecipeSchema>;
