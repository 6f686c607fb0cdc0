import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { PLANNER_TEXTS } from '../../../../shared/domain/planner/texts';
import { dayLabel } from '../../../../shared/domain/planner/week';
import { isDragItem, isSlotRef } from './dndIds';
import { slotKeyboardCoordinates } from './keyboardCoordinates';

/** Mouse: a small move starts a drag (a click stays a click). Touch: a short press, so the page still scrolls. */
export function usePlannerSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: slotKeyboardCoordinates, scrollBehavior: 'auto' }),
  );
}

/** The slot under the pointer; for keyboard drags (no pointer) the slot nearest the dragged card's centre. */
export const plannerCollisions: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  return closestCenter(args);
};

/** What screen readers hear while dragging, in the planner's words. */
export function plannerAnnouncements(today: string): Announcements {
  const slotName = (data: unknown) =>
    isSlotRef(data) ? `${dayLabel(data.date, today)} ${PLANNER_TEXTS.slotLabels[data.slot]}` : 'no meal slot';
  const title = (data: unknown) => (isDragItem(data) ? data.title : 'recipe');
  return {
    onDragStart: ({ active }) =>
      `Picked up ${title(active.data.current)}. Use the arrow keys to choose a meal, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) => `${title(active.data.current)} is over ${slotName(over?.data.current)}.`,
    onDragEnd: ({ active, over }) =>
      over ? `${title(active.data.current)} dropped on ${slotName(over.data.current)}.` : `${title(active.data.current)} was not placed.`,
    onDragCancel: ({ active }) => `Moving ${title(active.data.current)} was cancelled.`,
  };
}
