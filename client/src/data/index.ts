/** The data layer's public face (client contract item 2): components use only these. */
export { DataProvider } from './DataProvider';
export {
  type PlanFallback,
  useEntitlements,
  useFlushChanges,
  useNotifications,
  useRecipeActions,
  useRecipeCount,
  useRecipes,
  useSettings,
  useStoreReady,
  useSyncStatus,
} from './hooks';
export type { NewRecipeInput, RecipePatch } from './recipeActions';
export type { SyncError, SyncStatus } from './types';
