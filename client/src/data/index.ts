/** The data layer's public face (client contract item 2): components use only these. */
export { DataProvider } from './DataProvider';
export {
  type PlanFallback,
  useEntitlements,
  useFlushChanges,
  useNotifications,
  useRecipe,
  useRecipeActions,
  useRecipeCount,
  useRecipes,
  useSettings,
  useStoreReady,
  useSyncStatus,
} from './hooks';
export type { NewRecipeInput, RecipePatch } from './recipeActions';
export type { RecipeQuery, RecipeQueryResult, RecipeSummary } from './recipeIndex';
export type { SyncError, SyncStatus } from './types';
export { type StoredDraft, useRecipeDrafts } from './useRecipeDrafts';
export type { RecipeQueryState } from './useRecipeQuery';
