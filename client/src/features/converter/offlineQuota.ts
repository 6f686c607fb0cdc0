import { UNLIMITED } from '../../../../shared/domain/plans';

/** One conversion made on the device with no network, not yet known to the server. */
export interface OfflineConversion {
  id: string;
  /** The device's local date, yyyy-mm-dd: the usage day it counts on. */
  day: string;
}

/** The device's local date, yyyy-mm-dd (the id of the day's usage document). */
export function localDay(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Hours and minutes until the next local midnight, when the daily count resets. */
export function untilMidnight(now: Date = new Date()): { h: number; m: number } {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const minutes = Math.max(0, Math.ceil((midnight.getTime() - now.getTime()) / 60_000));
  return { h: Math.floor(minutes / 60), m: minutes % 60 };
}

/**
 * Conversions the user has made today as far as this device knows: the server's synced count plus
 * the offline conversions the server has not counted yet.
 */
export function usedToday(serverUsed: number, pending: readonly OfflineConversion[], day: string): number {
  return serverUsed + pending.filter((c) => c.day === day).length;
}

/** Whether one more conversion fits the plan's daily limit (UNLIMITED = always). */
export function withinDailyLimit(limit: number, used: number): boolean {
  return limit === UNLIMITED || used < limit;
}

const KEY_PREFIX = 'rk.offlineConversions.';

function read(storage: Storage, owner: string): OfflineConversion[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY_PREFIX + owner) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (c): c is OfflineConversion =>
        typeof c === 'object' &&
        c !== null &&
        typeof (c as OfflineConversion).id === 'string' &&
        typeof (c as OfflineConversion).day === 'string',
    );
  } catch {
    return [];
  }
}

/** The device's record of offline conversions per user, kept in localStorage until the server has counted them. */
export function offlineLedger(owner: string, storage: Storage = localStorage) {
  const listeners = new Set<() => void>();
  return {
    pending: (): OfflineConversion[] => read(storage, owner),
    record(day: string): OfflineConversion {
      const entry = { id: crypto.randomUUID(), day };
      storage.setItem(KEY_PREFIX + owner, JSON.stringify([...read(storage, owner), entry]));
      for (const l of listeners) l();
      return entry;
    },
    forget(ids: readonly string[]): void {
      const left = read(storage, owner).filter((c) => !ids.includes(c.id));
      storage.setItem(KEY_PREFIX + owner, JSON.stringify(left));
      for (const l of listeners) l();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type OfflineLedger = ReturnType<typeof offlineLedger>;

const ledgers = new Map<string, OfflineLedger>();

/** One shared ledger per user in this tab, so every component hears the same changes. */
export function ledgerFor(owner: string): OfflineLedger {
  let ledger = ledgers.get(owner);
  if (!ledger) {
    ledger = offlineLedger(owner);
    ledgers.set(owner, ledger);
  }
  return ledger;
}
