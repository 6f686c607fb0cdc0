import { lazy } from 'react';

// Each /app view is its own chunk: the shell shows at once and a view's code loads when it is opened.
// The service worker precaches every chunk, so all views still open offline.
export const ConvertView = lazy(() => import('../features/converter/ConvertView').then((m) => ({ default: m.ConvertView })));
export const RecipeBookView = lazy(() => import('../features/recipe-book/RecipeBookView').then((m) => ({ default: m.RecipeBookView })));
export const MealPlanningView = lazy(() =>
  import('../features/meal-planner/MealPlanningView').then((m) => ({ default: m.MealPlanningView })),
);
// Cook mode and its running timers sit above every view, so a timer started while cooking rings wherever the cook goes.
export const CookModeHost = lazy(() => import('../features/cook-mode/CookModeHost').then((m) => ({ default: m.CookModeHost })));
export const SettingsView = lazy(() => import('../features/settings/SettingsView').then((m) => ({ default: m.SettingsView })));
