import { map } from 'rxjs';
import { useDbObservable } from '../../data/useDbObservable';

/** Whether the user has any saved week (so a user who lost meal planning can still read them). */
export function useHasMealPlans(): boolean {
  return useDbObservable('mealPlans:any', (db) => db.mealPlans.count().$.pipe(map((n) => n > 0)), false).value;
}
