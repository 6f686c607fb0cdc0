import { z } from 'zod';
import { INGREDIENT_GROUP_LIMITS } from '../domain/limits';
import { stringList } from './common';

/** The largest value each nutrient per serving may hold (what no real serving reaches). */
export const NUTRITION_MAX = {
  calories: 100_000,
  protein: 10_000,
  carbohydrates: 10_000,
  fat: 10_000,
  fiber: 10_000,
  sodium: 1_000_000,
} as const;

/** Nutrition per serving: calories in kcal, protein/carbohydrates/fat/fiber in g, sodium in mg. */
export const nutritionSchema = z.strictObject({
  calories: z.number().min(0).max(NUTRITION_MAX.calories),
  protein: z.number().min(0).max(NUTRITION_MAX.protein),
  carbohydrates: z.number().min(0).max(NUTRITION_MAX.carbohydrates),
  fat: z.number().min(0).max(NUTRITION_MAX.fat),
  fiber: z.number().min(0).max(NUTRITION_MAX.fiber),
  sodium: z.number().min(0).max(NUTRITION_MAX.sodium),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

export const substitutionSchema = z.strictObject({
  original: z.string().max(500),
  replacement: z.string().max(500),
  reason: z.string().max(1000),
});
export type Substitution = z.infer<typeof substitutionSchema>;

export const complianceViolationSchema = z.strictObject({
  ingredient: z.string().max(500),
  rule: z.string().max(500),
  filter: z.string().max(60),
});
export type ComplianceViolation = z.infer<typeof complianceViolationSchema>;

export { INGREDIENT_GROUP_LIMITS };

/**
 * One part of a recipe's ingredient list ("For the sponge": its lines). A heading of '' is a part without one
 * (lines before the first heading, or added after the last group).
 */
export const ingredientGroupSchema = z.strictObject({
  heading: z.string().max(INGREDIENT_GROUP_LIMITS.headingChars),
  ingredients: stringList(200, 500),
});
export type IngredientGroup = z.infer<typeof ingredientGroupSchema>;

/**
 * The structured recipe of signed-in-features §3, produced by either provider and stored
 * (as JSON text) in a saved recipe's convertedRecipe. Fields after `imageUrl` are optional
 * profile sections; `substitutions`, `compliance`, `source` and `notices` are this product's own.
 */
export const structuredRecipeSchema = z.strictObject({
  recipeName: z.string().min(1).max(300),
  description: z.string().max(2000).optional(),
  prepTime: z.string().max(60),
  cookTime: z.string().max(60),
  totalTime: z.string().max(60),
  servings: z.union([z.number().min(0).max(1000), z.string().max(60)]),
  dietaryRequirements: stringList(40, 60),
  healthConditions: stringList(20, 100).optional(),
  /** Every ingredient line, in order, without headings: what every reader of the recipe (old ones too) reads. */
  ingredients: stringList(200, 500),
  /**
   * The same lines in their parts with headings ("For the sauce"), when the recipe has parts. Their lines joined
   * in order are exactly `ingredients`; where they are not (a writer that changed the list only), they are ignored.
   */
  ingredientGroups: z.array(ingredientGroupSchema).max(INGREDIENT_GROUP_LIMITS.groups).optional(),
  instructions: stringList(100, 3000),
  nutrition: nutritionSchema,
  tips: stringList(50, 1000),
  imageUrl: z.string().max(2048).optional(),
  category: z.enum(['appetizer', 'main-dish', 'side-dish', 'dessert']).optional(),
  profileMatchExplanation: z.string().max(3000).optional(),
  healthGoalsAlignment: z
    .strictObject({
      matchingGoals: stringList(20, 300),
      nutritionalTargets: z.string().max(2000),
      progressSupport: z.string().max(2000),
    })
    .optional(),
  personalizedFeatures: z
    .strictObject({
      skillLevelAdaptation: z.string().max(2000),
      timeOptimization: z.string().max(2000),
      budgetConsiderations: z.string().max(2000),
    })
    .optional(),
  healthInsights: z
    .strictObject({
      bmiConsiderations: z.string().max(2000),
      medicalConditionSupport: stringList(20, 1000),
      allergyAlternatives: stringList(40, 1000),
    })
    .optional(),
  substitutions: z.array(substitutionSchema).max(200).optional(),
  compliance: z
    .strictObject({
      filters: stringList(40, 60),
      compliant: z.boolean(),
      violations: z.array(complianceViolationSchema).max(500),
    })
    .optional(),
  /** Who made it: the AI provider, the built-in engine on the server, or the engine offline on the device (a draft). */
  source: z.enum(['ai', 'local', 'local-draft']).optional(),
  /** Where the nutrition came from, and why it was replaced if it was. */
  nutritionSource: z.enum(['ai', 'computed']).optional(),
  notices: stringList(20, 1000).optional(),
  /**
   * Lines of a pasted recipe the reader could neither place (ingredient, step, tip, heading, meta) nor recognise as page
   * clutter, as written: the card shows them so the cook sees what the engine skipped (issue 31).
   */
  notUnderstood: stringList(50, 500).optional(),
  /** The page a link import read the recipe from, and the site's name (issue 31). */
  sourceUrl: z.string().max(2048).optional(),
  sourceName: z.string().max(200).optional(),
});
export type StructuredRecipe = z.infer<typeof structuredRecipeSchema>;

/**
 * The minimum a generated recipe must have (spec §5): recipeName, an ingredients array and an
 * instructions array. Anything failing this is 'Invalid recipe structure from AI'.
 */
export const minimalGeneratedRecipeSchema = z.looseObject({
  recipeName: z.string().min(1),
  ingredients: z.array(z.unknown()),
  instructions: z.array(z.unknown()),
});
