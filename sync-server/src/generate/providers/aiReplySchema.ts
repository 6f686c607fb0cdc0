import { z } from 'zod';
import { RECIPE_CATEGORIES } from '../../../../shared/domain/limits';

/** What the AI is asked to return (JSON schema sent as structured output). Loose on purpose: replies are normalised and checked afterwards. */
export const aiReplySchema = z.object({
  recipeName: z.string(),
  description: z.string().optional(),
  prepTime: z.string(),
  cookTime: z.string(),
  totalTime: z.string(),
  servings: z.union([z.number(), z.string()]),
  dietaryRequirements: z.array(z.string()),
  ingredients: z.array(z.string()),
  /** The list's parts when the recipe has them ("For the sauce"): the same lines as `ingredients`, under their headings. */
  ingredientGroups: z.array(z.object({ heading: z.string(), ingredients: z.array(z.string()) })).optional(),
  instructions: z.array(z.string()),
  nutrition: z.object({
    calories: z.number(),
    protein: z.number(),
    carbohydrates: z.number(),
    fat: z.number(),
    fiber: z.number(),
    sodium: z.number(),
  }),
  tips: z.array(z.string()),
  category: z.enum(RECIPE_CATEGORIES).optional(),
  substitutions: z.array(z.object({ original: z.string(), replacement: z.string(), reason: z.string() })).optional(),
});

export const AI_REPLY_JSON_SCHEMA = (() => {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(aiReplySchema, { target: 'draft-07' }) as Record<string, unknown>;
  return schema;
})();
