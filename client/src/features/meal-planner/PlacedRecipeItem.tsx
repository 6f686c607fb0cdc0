import { useDraggable } from '@dnd-kit/core';
import type { MouseEvent } from 'react';
import type { SlotRef } from '../../../../shared/domain/planner/mealPlanEdit';
import { PLANNER_TEXTS } from '../../../../shared/domain/planner/texts';
import type { PlannedRecipe } from '../../../../shared/schemas/mealPlan';
import type { DragItem } from './dndIds';

interface Props {
  item: PlannedRecipe;
  at: SlotRef;
  /** The recipe's own servings, used when the placement sets none. */
  defaultServings: number;
  calories: number | undefined;
  /** No longer in the recipe book: said in place of its calories. */
  deleted: boolean;
  readOnly: boolean;
  onRemove(): void;
  onServings(servings: number): void;
}

/** One recipe placed in a slot: drag it to another slot, change its servings, or remove it. */
export function PlacedRecipeItem({ item, at, defaultServings, calories, deleted, readOnly, onRemove, onServings }: Props) {
  const data: DragItem = { kind: 'placed', from: at, placementId: item.id, title: item.title };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `placed:${item.id}`, data, disabled: readOnly });
  const servings = item.servings ?? defaultServings;
  return (
    <li className={`placed${isDragging ? ' placed--dragging' : ''}${deleted ? ' placed--deleted' : ''}`} data-placement-id={item.id}>
      <button
        type="button"
        ref={setNodeRef}
        className="placed__handle"
        {...attributes}
        {...listeners}
        aria-roledescription="draggable recipe"
      >
        <span className="placed__title">{item.title}</span>
        {deleted ? (
          <span className="placed__deleted">{PLANNER_TEXTS.deletedRecipe}</span>
        ) : calories !== undefined ? (
          <span className="placed__kcal">{Math.round(calories)} kcal</span>
        ) : null}
      </button>
      <div className="placed__tools">
        <span className="placed__servings">
          <span aria-hidden="true">Serves</span>
          <select
            aria-label={`Servings of ${item.title}`}
            value={servings}
            disabled={readOnly}
            onChange={(e) => onServings(Number(e.target.value))}
          >
            {Array.from({ length: Math.max(12, servings) }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </span>
        <button
          type="button"
          className="placed__remove"
          disabled={readOnly}
          onClick={(event) => {
            keepFocusAfterRemoving(event);
            onRemove();
          }}
          aria-label={`Remove ${item.title}`}
        >
          ×
        </button>
      </div>
    </li>
  );
}

/**
 * Before a placed recipe goes, focus moves to what a keyboard user works on next: the next recipe's
 * remove button in the slot, else the previous one's, else the slot's "+ Add" (it stays on the page).
 * Without this focus fell to the top of the page.
 */
function keepFocusAfterRemoving(event: MouseEvent<HTMLButtonElement>): void {
  const row = event.currentTarget.closest('li');
  const sibling = (row?.nextElementSibling ?? row?.previousElementSibling) as HTMLElement | null;
  const next =
    sibling?.querySelector<HTMLButtonElement>('.placed__remove') ??
    row?.closest('.slot')?.querySelector<HTMLButtonElement>('.slot__add') ??
    null;
  next?.focus();
}
