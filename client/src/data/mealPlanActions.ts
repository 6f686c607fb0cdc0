import type { WeekMeals } from '../../../shared/domain/planner/mealPlanEdit';
import { normaliseWeekMeals } from '../../../shared/domain/planner/weekMeals';
import type { MealPlanDoc } from '../../../shared/schemas/mealPlan';
import { loadMerge } from './loadMerge';
import { nextStamp } from './stamps';
import type { KitchenDatabase } from './types';

/** The plan as the merge sees it: the stored document with the week's meals in their normal form. */
function mergedWeek(
  { mergeDocuments, MERGE_POLICIES }: Awaited<ReturnType<typeof loadMerge>>,
  current: MealPlanDoc,
  base: WeekMeals,
  meals: WeekMeals,
  stamp: string,
): MealPlanDoc {
  const baseDoc: MealPlanDoc = { ...current, mealPlan: base };
  const local: MealPlanDoc = { ...current, mealPlan: meals, updatedAt: stamp };
  const remote: MealPlanDoc = { ...current, mealPlan: normaliseWeekMeals(current.mealPlan) };
  const merged = mergeDocuments<MealPlanDoc>(baseDoc, local, remote, MERGE_POLICIES.mealPlans);
  return { ...current, mealPlan: normaliseWeekMeals(merged.mealPlan), updatedAt: stamp };
}

/**
 * Saves a week's plan (id = weekStart). `base` is the plan the edit started from: placements another
 * device added or removed meanwhile are merged with this edit per slot (shared/sync merge policy),
 * not overwritten. Stamped by the device's hybrid clock, later than the version it replaces; checked
 * against the schema before it is stored (InvalidDocumentError, nothing stored).
 */
export async function saveWeekMeals(db: KitchenDatabase, weekStart: string, base: WeekMeals, meals: WeekMeals): Promise<void> {
  const existing = await db.mealPlans.findOne(weekStart).exec();
  if (!existing) {
    const at = nextStamp(db);
    const doc: MealPlanDoc = { id: weekStart, weekStart, mealPlan: normaliseWeekMeals(meals), createdAt: at, updatedAt: at };
    try {
      await db.mealPlans.insert(doc);
      return;
    } catch (error) {
      // Created meanwhile (another tab, or a pull): merge this edit into that one below.
      if (!(await db.mealPlans.findOne(weekStart).exec())) throw error;
    }
  }
  const stored = existing ?? (await db.mealPlans.findOne(weekStart).exec());
  if (!stored) throw new Error('This week’s plan could not be saved.');
  const merge = await loadMerge();
  await stored.incrementalModify((current) => mergedWeek(merge, current, base, meals, nextStamp(db, current.updatedAt)));
}
