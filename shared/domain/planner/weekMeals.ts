import type { DayPlan, MealPlanDoc, PlannedRecipe } from '../../schemas/mealPlan';
import { MEAL_SLOT_CAPACITY, MEAL_SLOTS } from '../limits';

// Apart from the planner's edits (mealPlanEdit.ts) and their texts: the store reads every stored plan through it.
type WeekMeals = MealPlanDoc['mealPlan'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Older or foreign data: a slot holding a single recipe instead of a list is wrapped into a list;
 * empty slots and days are dropped; entries without an id or recipe id are dropped. Pure and idempotent.
 */
export function normaliseWeekMeals(raw: unknown): WeekMeals {
  const out: WeekMeals = {};
  if (!isRecord(raw)) return out;
  for (const [date, dayRaw] of Object.entries(raw)) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isRecord(dayRaw)) continue;
    const day: DayPlan = {};
    for (const slot of MEAL_SLOTS) {
      const value = dayRaw[slot];
      const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
      const items = list
        .filter(isRecord)
        .filter((p) => typeof p.recipeId === 'string' && typeof p.id === 'string')
        .map((p) => p as unknown as PlannedRecipe)
        .slice(0, MEAL_SLOT_CAPACITY[slot]);
      if (items.length > 0) day[slot] = items;
    }
    if (Object.keys(day).length > 0) out[date] = day;
  }
  return out;
}
