import { useCallback, useEffect, useMemo, useState } from 'react';
import type { WeekMeals } from '../../../../shared/domain/planner/mealPlanEdit';
import { readWeekDraft, useMealPlanActions, useStoredWeekMeals, useStoreUserId, type WeekDraft, writeWeekDraft } from '../../data';

export type SaveState = 'unsaved' | 'saving' | 'saved';

export interface WeekPlan {
  meals: WeekMeals;
  loading: boolean;
  saveState: SaveState;
  /** Replaces the week's meals in the draft (marks the plan unsaved). */
  edit(next: (meals: WeekMeals) => WeekMeals): void;
  save(): Promise<void>;
}

/** One week's meal plan: the saved document, plus unsaved edits kept as a draft until Save Plan. */
export function useWeekPlan(weekStart: string): WeekPlan {
  const userId = useStoreUserId() ?? '';
  const stored = useStoredWeekMeals(weekStart);
  const { saveWeek } = useMealPlanActions();
  const [draft, setDraft] = useState<{ week: string; value: WeekDraft | null }>(() => ({
    week: weekStart,
    value: readWeekDraft(userId, weekStart),
  }));
  const [saving, setSaving] = useState(false);

  // Changing week reloads that week's plan (and its own unsaved draft, if any).
  useEffect(() => {
    setDraft((d) => (d.week === weekStart ? d : { week: weekStart, value: readWeekDraft(userId, weekStart) }));
  }, [weekStart, userId]);

  const current = draft.week === weekStart ? draft.value : null;
  const meals = current?.meals ?? stored.value;

  const edit = useCallback(
    (next: (meals: WeekMeals) => WeekMeals) => {
      setDraft((d) => {
        const base = d.week === weekStart && d.value ? d.value : { base: stored.value, meals: stored.value };
        const value: WeekDraft = { base: base.base, meals: next(base.meals) };
        writeWeekDraft(userId, weekStart, value);
        return { week: weekStart, value };
      });
    },
    [weekStart, userId, stored.value],
  );

  const save = useCallback(async () => {
    if (!current) return;
    setSaving(true);
    try {
      await saveWeek(weekStart, current.base, current.meals);
      writeWeekDraft(userId, weekStart, null);
      setDraft({ week: weekStart, value: null });
    } finally {
      setSaving(false);
    }
  }, [saveWeek, current, weekStart, userId]);

  const saveState: SaveState = saving ? 'saving' : current ? 'unsaved' : 'saved';
  return useMemo(() => ({ meals, loading: stored.loading, saveState, edit, save }), [meals, stored.loading, saveState, edit, save]);
}
