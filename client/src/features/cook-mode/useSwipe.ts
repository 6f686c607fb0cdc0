import { type PointerEvent, useRef } from 'react';

/** Least horizontal travel (px) that counts as a swipe, and how much more horizontal than vertical it must be. */
const MIN_DISTANCE = 60;
const HORIZONTAL_RATIO = 1.5;

/** Pointer handlers that call onNext on a swipe to the left and onPrevious on one to the right (touch, pen or mouse). */
export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < MIN_DISTANCE || Math.abs(dx) < Math.abs(dy) * HORIZONTAL_RATIO) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
