import { normaliseWeekMeals, type WeekMeals } from '../../../../shared/domain/planner/mealPlanEdit';
import type { MealPlanDoc } from '../../../../shared/schemas/mealPlan';
import { mergeDocuments } from '../../../../shared/sync/merge';
import { MERGE_POLICIES } from '../../../../shared/sync/mergePolicies';
import type { KitchenDatabase } from '../../data/types';

/**
 * Writes a week's plan. `base` is the plan the edit started from: placements another device added
 * (or removed) meanwhile are merged with this edit per slot (shared/sync merge policy), not overwritten.
 */
export async function saveWeekMeals(db: KitchenDatabase, weekStart: string, base: WeekMeals, meals: WeekMeals): Promise<void> {
  const stamp = new Date().toISOString();
  const existing = await db.mealPlans.findOne(weekStart).exec();
  if (!existing) {
    const doc: MealPlanDoc = { id: weekStart, weekStart, mealPlan: meals, createdAt: stamp, updatedAt: stamp };
    await db.mealPlans.insert(doc);
    return;
  }
  await existing.incrementalModify((current) => {
    const baseDoc: MealPlanDoc = { ...current, mealPlan: base };
    const local: MealPlanDoc = { ...current, mealPlan: meals, updatedAt: stamp };
    const remote: MealPlanDoc = { ...current, mealPlan: normaliseWeekMeals(current.mealPlan) };
    const merged = mergeDocuments<MealPlanDoc>(baseDoc, local, remote, MERGE_POLICIES.mealPlans);
    return { ...current, mealPlan: normaliseWeekMeals(merged.mealPlan), updatedAt: stamp };
  });
}
