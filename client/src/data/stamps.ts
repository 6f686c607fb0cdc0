import { hybridStampMs } from '../../../shared/sync/hybridClock';
import type { KitchenDatabase } from './types';

interface DeviceClock {
  now: () => number;
  lastMs: number;
}

const clocks = new WeakMap<KitchenDatabase, DeviceClock>();

function clockOf(db: KitchenDatabase): DeviceClock {
  let clock = clocks.get(db);
  if (!clock) {
    clock = { now: () => Date.now(), lastMs: 0 };
    clocks.set(db, clock);
  }
  return clock;
}

/**
 * The updatedAt of a new edit on this device: hybrid logical time, later than the device's last
 * stamp and than every stamp passed in `seen` (the version the edit was made on).
 */
export function nextStamp(db: KitchenDatabase, ...seen: (string | undefined)[]): string {
  const clock = clockOf(db);
  clock.lastMs = hybridStampMs(clock.now(), clock.lastMs, seen);
  return new Date(clock.lastMs).toISOString();
}

/** Tests: this device's wall clock (e.g. an hour fast or days slow). */
export function setDeviceClock(db: KitchenDatabase, now: () => number): void {
  clockOf(db).now = now;
}
