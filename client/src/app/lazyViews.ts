import type { AppView } from './appViews';
import { preloadable } from './preloadable';

// Each /app view is its own chunk: the shell shows at once and a view's code loads when it is opened.
// The service worker precaches every chunk, so all views still open offline.
export const ConvertView = preloadable(() => import('../features/converter/ConvertView').then((m) => m.ConvertView));
export const RecipeBookView = preloadable(() => import('../features/recipe-book/RecipeBookView').then((m) => m.RecipeBookView));
export const MealPlanningView = preloadable(() => import('../features/meal-planner/MealPlanningView').then((m) => m.MealPlanningView));
export const SettingsView = preloadable(() => import('../features/settings/SettingsView').then((m) => m.SettingsView));
// Cook mode and its running timers sit above every view, so a timer started while cooking rings wherever the cook goes.
export const CookModeHost = preloadable(() => import('../features/cook-mode/CookModeHost').then((m) => m.CookModeHost));

const VIEWS = { convert: ConvertView, recipes: RecipeBookView, 'meal-planning': MealPlanningView, settings: SettingsView };

/**
 * Starts loading a view's code before it is shown (the one the app will open, while the local store
 * opens), so the view renders as soon as the store is ready instead of fetching its code only then.
 * Resolves when the load has ended, either way: a failure here is not reported (the view's own load
 * tries again and shows its error).
 */
/** Whether a view's code is here (it renders without suspending). */
export const isViewLoaded = (view: AppView): boolean => VIEWS[view].isLoaded();

export function preloadView(view: AppView): Promise<void> {
  return VIEWS[view].preload().then(
    () => undefined,
    () => undefined,
  );
}
