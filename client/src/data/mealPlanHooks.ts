import { useMemo } from 'react';
import { map } from 'rxjs';
import type { WeekMeals } from '../../../shared/domain/planner/mealPlanEdit';
import { normaliseWeekMeals } from '../../../shared/domain/planner/weekMeals';
import type { MealPlanDoc } from '../../../shared/schemas/mealPlan';
import { useDataContext } from './DataContext';
import { saveWeekMeals } from './mealPlanActions';
import { requireDb } from './requireDb';
import { type DbObservation, useDbObservable } from './useDbObservable';

const NO_MEALS: WeekMeals = {};

/** One week's saved plan, live (placements made on other devices appear as they arrive). */
export function useStoredWeekMeals(weekStart: string): DbObservation<WeekMeals> {
  return useDbObservable(
    `mealPlan:${weekStart}`,
    (d) =>
      d.mealPlans.findOne(weekStart).$.pipe(map((doc) => (doc ? normaliseWeekMeals((doc.toJSON() as MealPlanDoc).mealPlan) : NO_MEALS))),
    NO_MEALS,
  );
}

/** Whether the user has any saved week (so a user who lost meal planning can still read them). */
export function useHasMealPlans(): boolean {
  return useDbObservable('mealPlans:any', (db) => db.mealPlans.count().$.pipe(map((n) => n > 0)), false).value;
}

export function useMealPlanActions(): {
  /** `base`: the week as the edit started from, so placements that arrived meanwhile are merged, not overwritten. */
  saveWeek(weekStart: string, base: WeekMeals, meals: WeekMeals): Promise<void>;
} {
  const { db } = useDataContext();
  return useMemo(() => ({ saveWeek: (weekStart, base, meals) => saveWeekMeals(requireDb(db), weekStart, base, meals) }), [db]);
}
