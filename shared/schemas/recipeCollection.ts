import { z } from 'zod';
import { docId, isoTimestamp } from './common';

export const RECIPE_COLLECTION_NAME_MAX = 80;
export const RECIPE_COLLECTION_MAX_RECIPES = 2500;

/**
 * A named collection of the user's recipes (Master Chef and Enterprise). Synced as the RxDB
 * collection `recipeCollections`: RxDB forbids a collection named `collections` (a database property).
 */
export const recipeCollectionDocSchema = z.strictObject({
  id: docId,
  name: z.string().min(1).max(RECIPE_COLLECTION_NAME_MAX),
  recipeIds: z.array(docId).max(RECIPE_COLLECTION_MAX_RECIPES),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type RecipeCollectionDoc = z.infer<typeof recipeCollectionDocSchema>;
