/** The steps of a save's way to the other device, and of a fresh device's start, that the sync bench times (see tests/bench/sync.ts). */
export type PathStep =
  | 'save:clicked'
  | 'save:checked'
  | 'write:read'
  | 'write:merged'
  | 'write:reported'
  | 'push:early'
  | 'write:stored'
  | 'stream:event'
  | 'store:changed'
  // A fresh device's start (the first-page row of the sync bench).
  | 'start:appCode'
  | 'start:storeCreated'
  | 'preview:fetched'
  | 'preview:shown'
  | 'start:filled'
  // A fresh device's first fill, per reply (every one is recorded): fetched, its rows handed to the store, committed.
  | 'fill:replied'
  | 'fill:adding'
  | 'fill:committed';

type TraceWindow = { __kitchenTrace?: (step: PathStep) => void };

/**
 * Marks a step of the save → other device path. Nothing is recorded (and nothing costs more than a
 * property read) unless the page installed `__kitchenTrace`, as the sync bench does before the app runs.
 */
export function traceStep(step: PathStep): void {
  (globalThis as TraceWindow).__kitchenTrace?.(step);
}
