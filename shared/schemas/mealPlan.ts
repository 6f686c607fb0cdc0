import { z } from 'zod';
import { docId, isoDate, isoTimestamp } from './common';

/** One recipe placed in a meal slot. `id` is the placement's own id, so the same recipe can sit twice and merges can union by id. */
export const plannedRecipeSchema = z.strictObject({
  id: z.string().min(1).max(64),
  recipeId: z.string().max(128),
  title: z.string().max(300),
  calories: z.number().min(0).max(100_000).optional(),
  /** Servings cooked of this placement (the recipe's own servings when absent); scales the shopping list. */
  servings: z.number().int().min(1).max(100).optional(),
  addedAt: isoTimestamp,
});
export type PlannedRecipe = z.infer<typeof plannedRecipeSchema>;

export const dayPlanSchema = z.strictObject({
  breakfast: z.array(plannedRecipeSchema).max(3).optional(),
  lunch: z.array(plannedRecipeSchema).max(5).optional(),
  dinner: z.array(plannedRecipeSchema).max(3).optional(),
  snacks: z.array(plannedRecipeSchema).max(5).optional(),
});
export type DayPlan = z.infer<typeof dayPlanSchema>;

/** A week's plan; id = weekStart (the Monday, yyyy-mm-dd). Empty slots and days are omitted. */
export const mealPlanDocSchema = z.strictObject({
  id: docId,
  weekStart: isoDate,
  mealPlan: z.record(isoDate, dayPlanSchema),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type MealPlanDoc = z.infer<typeof mealPlanDocSchema>;
