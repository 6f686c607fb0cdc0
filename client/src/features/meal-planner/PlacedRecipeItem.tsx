import { useDraggable } from '@dnd-kit/core';
import type { SlotRef } from '../../../../shared/domain/planner/mealPlanEdit';
import type { PlannedRecipe } from '../../../../shared/schemas/mealPlan';
import type { DragItem } from './dndIds';

interface Props {
  item: PlannedRecipe;
  at: SlotRef;
  /** The recipe's own servings, used when the placement sets none. */
  defaultServings: number;
  calories: number | undefined;
  readOnly: boolean;
  onRemove(): void;
  onServings(servings: number): void;
}

/** One recipe placed in a slot: drag it to another slot, change its servings, or remove it. */
export function PlacedRecipeItem({ item, at, defaultServings, calories, readOnly, onRemove, onServings }: Props) {
  const data: DragItem = { kind: 'placed', from: at, placementId: item.id, title: item.title };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `placed:${item.id}`, data, disabled: readOnly });
  const servings = item.servings ?? defaultServings;
  return (
    <li className={`placed${isDragging ? ' placed--dragging' : ''}`} data-placement-id={item.id}>
      <button
        type="button"
        ref={setNodeRef}
        className="placed__handle"
        {...attributes}
        {...listeners}
        aria-roledescription="draggable recipe"
      >
        <span className="placed__title">{item.title}</span>
        {calories !== undefined ? <span className="placed__kcal">{Math.round(calories)} kcal</span> : null}
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
        <button type="button" className="placed__remove" disabled={readOnly} onClick={onRemove} aria-label={`Remove ${item.title}`}>
          ×
        </button>
      </div>
    </li>
  );
}
