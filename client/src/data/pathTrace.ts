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
  // A fresh device's first fill, per reply (every one is recorded): fetched, committed by the worker, handed to the page's
  // store (its change events), and the fill's meta rows and checkpoints written.
  | 'fill:replied'
  | 'fill:opened'
  | 'fill:writing'
  | 'fill:committed'
  | 'fill:adding'
  | 'fill:meta';

type TraceWindow = { __kitchenTrace?: (step: PathStep, at?: number) => void };

/**
 * Marks a step of the save → other device path. Nothing is recorded (and nothing costs more than a
 * property read) unless the page installed `__kitchenTrace`, as the sync bench does before the app runs.
 * `at`: when it happened elsewhere (a worker's step, in ms since the epoch), else now.
 */
export function traceStep(step: PathStep, at?: number): void {
  (globalThis as TraceWindow).__kitchenTrace?.(step, at);
}

/** Whether steps are recorded (a worker's own times are then worth sending to the page). */
export const tracing = (): boolean => (globalThis as TraceWindow).__kitchenTrace !== undefined;
