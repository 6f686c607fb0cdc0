import type { DayPlan, MealPlanDoc, PlannedRecipe } from '../../schemas/mealPlan';
import { MEAL_SLOT_CAPACITY, MEAL_SLOTS, type MealSlot } from '../limits';
import { PLANNER_TEXTS } from './texts';

export { normaliseWeekMeals } from './weekMeals';

export type WeekMeals = MealPlanDoc['mealPlan'];

export interface SlotRef {
  date: string;
  slot: MealSlot;
}

export type AddResult = { ok: true; meals: WeekMeals } | { ok: false; title: string; description: string };

export function slotItems(meals: WeekMeals, ref: SlotRef): PlannedRecipe[] {
  return meals[ref.date]?.[ref.slot] ?? [];
}

/** Adds a placement unless the slot is at its capacity (spec §5: 3/5/3/5), which gives the §8 message. */
export function addToSlot(meals: WeekMeals, ref: SlotRef, item: PlannedRecipe): AddResult {
  const current = slotItems(meals, ref);
  const max = MEAL_SLOT_CAPACITY[ref.slot];
  if (current.length >= max) return { ok: false, ...PLANNER_TEXTS.limitReached(ref.slot, max) };
  return { ok: true, meals: withSlot(meals, ref, [...current, item]) };
}

export function removeFromSlot(meals: WeekMeals, ref: SlotRef, placementId: string): WeekMeals {
  return withSlot(
    meals,
    ref,
    slotItems(meals, ref).filter((p) => p.id !== placementId),
  );
}

export function updateInSlot(
  meals: WeekMeals,
  ref: SlotRef,
  placementId: string,
  patch: Partial<Pick<PlannedRecipe, 'servings'>>,
): WeekMeals {
  return withSlot(
    meals,
    ref,
    slotItems(meals, ref).map((p) => (p.id === placementId ? { ...p, ...patch } : p)),
  );
}

/** Moves a placement to another slot (drag within the grid); refused like an add when the target is full. */
export function moveBetweenSlots(meals: WeekMeals, from: SlotRef, to: SlotRef, placementId: string): AddResult {
  const item = slotItems(meals, from).find((p) => p.id === placementId);
  if (!item) return { ok: true, meals };
  if (from.date === to.date && from.slot === to.slot) return { ok: true, meals };
  const added = addToSlot(meals, to, item);
  if (!added.ok) return added;
  return { ok: true, meals: removeFromSlot(added.meals, from, placementId) };
}

/** A copy with one slot replaced; empty slots and days are omitted (spec §3). */
function withSlot(meals: WeekMeals, ref: SlotRef, items: PlannedRecipe[]): WeekMeals {
  const day: DayPlan = { ...(meals[ref.date] ?? {}) };
  if (items.length > 0) day[ref.slot] = items;
  else delete day[ref.slot];
  const out: WeekMeals = { ...meals };
  if (Object.keys(day).length > 0) out[ref.date] = day;
  else delete out[ref.date];
  return out;
}

export function countMeals(meals: WeekMeals): number {
  let n = 0;
  for (const day of Object.values(meals)) for (const slot of MEAL_SLOTS) n += day[slot]?.length ?? 0;
  return n;
}

export function isWeekEmpty(meals: WeekMeals): boolean {
  return countMeals(meals) === 0;
}

/** Every placement in day and slot order. */
export function allPlacements(meals: WeekMeals): (PlannedRecipe & SlotRef)[] {
  const out: (PlannedRecipe & SlotRef)[] = [];
  for (const date of Object.keys(meals).sort()) {
    for (const slot of MEAL_SLOTS) for (const p of meals[date]?.[slot] ?? []) out.push({ ...p, date, slot });
  }
  return out;
}
