import type { MealSlot } from '../../../../shared/domain/limits';
import type { SlotRef } from '../../../../shared/domain/planner/mealPlanEdit';

/** What is being dragged: a saved recipe from the list, or a placement already in the grid. */
export type DragItem =
  | { kind: 'recipe'; recipeId: string; title: string }
  | { kind: 'placed'; from: SlotRef; placementId: string; title: string };

export function slotDropId(date: string, slot: MealSlot): string {
  return `slot:${date}:${slot}`;
}

export function isDragItem(value: unknown): value is DragItem {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

export function isSlotRef(value: unknown): value is SlotRef {
  return typeof value === 'object' && value !== null && 'date' in value && 'slot' in value;
}
