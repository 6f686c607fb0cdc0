import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

const DIRECTIONS: Record<string, { x: number; y: number }> = {
  [KeyboardCode.Right]: { x: 1, y: 0 },
  [KeyboardCode.Left]: { x: -1, y: 0 },
  [KeyboardCode.Down]: { x: 0, y: 1 },
  [KeyboardCode.Up]: { x: 0, y: -1 },
};

/**
 * Arrow keys jump from drop zone to drop zone (the nearest one in that direction) instead of moving
 * a few pixels, so a keyboard user reaches any meal slot in a few presses.
 */
export const slotKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const direction = DIRECTIONS[event.code];
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();
  const cx = collisionRect.left + collisionRect.width / 2;
  const cy = collisionRect.top + collisionRect.height / 2;
  let best: { x: number; y: number; score: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    // The zone the card is in now is not "the next one", even when its centre lies ahead of the card's.
    if (cx >= rect.left && cx <= rect.left + rect.width && cy >= rect.top && cy <= rect.top + rect.height) continue;
    const tx = rect.left + rect.width / 2;
    const ty = rect.top + rect.height / 2;
    const along = (tx - cx) * direction.x + (ty - cy) * direction.y;
    if (along <= 1) continue;
    const across = Math.abs((tx - cx) * direction.y + (ty - cy) * direction.x);
    const score = along + across * 3;
    if (!best || score < best.score) best = { x: tx, y: ty, score };
  }
  if (!best) return currentCoordinates;
  return { x: best.x - collisionRect.width / 2, y: best.y - collisionRect.height / 2 };
};
