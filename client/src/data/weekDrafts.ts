import type { WeekMeals } from '../../../shared/domain/planner/mealPlanEdit';
import { normaliseWeekMeals } from '../../../shared/domain/planner/weekMeals';

/** Unsaved planner edits of one week, kept in localStorage so a reload or a crash loses nothing. */
export interface WeekDraft {
  /** The saved plan the edit started from (the merge base when saving). */
  base: WeekMeals;
  meals: WeekMeals;
}

/** Every key of a user's week drafts starts with this and the user's id (removing a device's data finds them by it). */
export const WEEK_DRAFT_PREFIX = 'mealPlanDraft:';
const PREFIX = WEEK_DRAFT_PREFIX;

export function readWeekDraft(userId: string, weekStart: string): WeekDraft | null {
  try {
    const raw = localStorage.getItem(`${PREFIX}${userId}:${weekStart}`);
    if (!raw) return null;
    const value = JSON.parse(raw) as { base?: unknown; meals?: unknown };
    return { base: normaliseWeekMeals(value.base), meals: normaliseWeekMeals(value.meals) };
  } catch {
    return null;
  }
}

export function writeWeekDraft(userId: string, weekStart: string, draft: WeekDraft | null): void {
  try {
    const key = `${PREFIX}${userId}:${weekStart}`;
    if (draft) localStorage.setItem(key, JSON.stringify(draft));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or blocked: the open page still holds the edit.
  }
}
