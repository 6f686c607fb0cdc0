import { z } from 'zod';
import { RECIPE_CATEGORIES } from '../domain/limits';
import { docId, isoTimestamp, stringList } from './common';
import { LIST_CAPS } from './listCaps';

/** Longest recipe title and recipe text a document may hold (forms cap input at the same lengths). */
export const RECIPE_TITLE_MAX = 300;
export const RECIPE_TEXT_MAX = 120_000;
/** Longest text a converted recipe keeps of what it was made from. */
export const RECIPE_ORIGINAL_MAX = 20_000;
export const RECIPE_TAGS_MAX = 20;
export const RECIPE_TAG_MAX_LENGTH = 40;

/**
 * A saved recipe (signed-in-features §3). convertedRecipe holds either the JSON text of a
 * StructuredRecipe or a legacy markdown-like text recipe.
 */
export const recipeDocSchema = z.strictObject({
  id: docId,
  title: z.string().min(1).max(RECIPE_TITLE_MAX),
  convertedRecipe: z.string().max(RECIPE_TEXT_MAX),
  originalRecipe: z.string().max(RECIPE_ORIGINAL_MAX).optional(),
  dietaryFilters: stringList(LIST_CAPS.dietaryFilters, 60),
  healthConditions: stringList(LIST_CAPS.healthConditions, 100).optional(),
  category: z.enum(RECIPE_CATEGORIES),
  imageUrl: z.string().max(2048),
  rating: z.number().min(0).max(5).optional(),
  /** Free tags (Master Chef and Enterprise). */
  tags: z.array(z.string().min(1).max(RECIPE_TAG_MAX_LENGTH)).max(RECIPE_TAGS_MAX).optional(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type RecipeDoc = z.infer<typeof recipeDocSchema>;
