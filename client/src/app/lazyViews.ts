import { lazy } from 'react';
import type { AppView } from './appViews';

// Each /app view is its own chunk: the shell shows at once and a view's code loads when it is opened.
// The service worker precaches every chunk, so all views still open offline.
const VIEW_CODE = {
  convert: () => import('../features/converter/ConvertView').then((m) => ({ default: m.ConvertView })),
  recipes: () => import('../features/recipe-book/RecipeBookView').then((m) => ({ default: m.RecipeBookView })),
  'meal-planning': () => import('../features/meal-planner/MealPlanningView').then((m) => ({ default: m.MealPlanningView })),
  settings: () => import('../features/settings/SettingsView').then((m) => ({ default: m.SettingsView })),
};

export const ConvertView = lazy(VIEW_CODE.convert);
export const RecipeBookView = lazy(VIEW_CODE.recipes);
export const MealPlanningView = lazy(VIEW_CODE['meal-planning']);
export const SettingsView = lazy(VIEW_CODE.settings);
// Cook mode and its running timers sit above every view, so a timer started while cooking rings wherever the cook goes.
export const CookModeHost = lazy(() => import('../features/cook-mode/CookModeHost').then((m) => ({ default: m.CookModeHost })));

/**
 * Starts loading a view's code before it is shown (the one the app will open, while the local store
 * opens), so the view renders as soon as the store is ready instead of fetching its code only then.
 * A failure here is not reported: the view's own load tries again and shows its error.
 */
export function preloadView(view: AppView): void {
  VIEW_CODE[view]().catch(() => undefined);
}
