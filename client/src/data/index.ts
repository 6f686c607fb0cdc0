/** The data layer's public face (client contract item 2): components use only these. */
export { DataProvider } from './DataProvider';
export {
  type PlanFallback,
  useEntitlements,
  useFlushChanges,
  useNotifications,
  usePictureDocuments,
  useRecipe,
  useRecipeActions,
  useRecipeCount,
  useSettings,
  useStoreReady,
  useStoreUserId,
  useSyncStatus,
} from './hooks';
export { preloadMerge } from './loadMerge';
export { InvalidDocumentError } from './localValidation';
export { useHasMealPlans, useMealPlanActions, useStoredWeekMeals } from './mealPlanHooks';
export { traceStep } from './pathTrace';
export {
  listPendingImages,
  localImageId,
  localImageUrl,
  type PendingImage,
  readPendingImage,
  removePendingImage,
  stagePendingImage,
} from './pendingImages';
export type { PictureDocuments } from './pictureDocuments';
export type { NewRecipeInput, RecipePatch } from './recipeActions';
export { RecipeGoneError } from './recipeActions';
export type { RecipeQuery, RecipeQueryResult, RecipeSummary } from './recipeIndex';
export { useRejectedChange, useRejectedChanges } from './rejectedHooks';
export type { RejectedChange } from './rejectedRows';
export type { SettingsPatch } from './settingsActions';
export type { NewShoppingItem } from './shoppingActions';
export { type ShoppingActions, useShoppingActions, useShoppingChecksDoc } from './shoppingHooks';
export { nextStamp } from './stamps';
export { startStoreEarly } from './storeOpening';
export type { CollectionSyncStatus, SyncError, SyncStatus } from './types';
export { useCollectionRecipeIds, useRecipeCollections } from './useRecipeCollections';
export { type StoredDraft, useRecipeDrafts } from './useRecipeDrafts';
export type { RecipeQueryState } from './useRecipeQuery';
export { useStoredData } from './useStoredData';
export { readWeekDraft, type WeekDraft, writeWeekDraft } from './weekDrafts';
export { useCountUnsavedDrafts, useWipeLocalStore } from './wipeLocalStore';
