import { useSyncExternalStore } from 'react';

/** A cook-mode timer; its end time is kept in localStorage so a reload (or a crash) keeps it running. */
export interface CookTimer {
  id: string;
  recipeId: string;
  recipeTitle: string;
  /** The step's words, e.g. "20 minutes" or "6-7 minutes a side". */
  label: string;
  stepIndex: number;
  durationMs: number;
  /** Epoch ms when it rings. */
  endsAt: number;
}

const KEY = 'cookMode.timers';
/** Rung timers are forgotten after this long even if nobody dismissed them. */
const FORGET_AFTER_MS = 12 * 3600 * 1000;

function read(): CookTimer[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (t): t is CookTimer =>
        typeof t === 'object' && t !== null && typeof t.id === 'string' && typeof t.endsAt === 'number' && typeof t.durationMs === 'number',
    );
  } catch {
    return [];
  }
}

let timers: CookTimer[] = typeof localStorage === 'undefined' ? [] : read();
const listeners = new Set<() => void>();

function write(next: CookTimer[]): void {
  const now = Date.now();
  timers = next.filter((t) => t.endsAt > now - FORGET_AFTER_MS);
  try {
    localStorage.setItem(KEY, JSON.stringify(timers));
  } catch {
    // storage full or blocked: the timers still run for this page
  }
  for (const l of listeners) l();
}

// Another tab started or dismissed a timer.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY) return;
    timers = read();
    for (const l of listeners) l();
  });
}

export const cookTimers = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): CookTimer[] => timers,
  start(input: Omit<CookTimer, 'id' | 'endsAt'>, now = Date.now()): CookTimer {
    const timer: CookTimer = { ...input, id: crypto.randomUUID(), endsAt: now + input.durationMs };
    write([...timers, timer]);
    return timer;
  },
  /** Stops a running timer, or silences one that rang. */
  stop(id: string): void {
    write(timers.filter((t) => t.id !== id));
  },
};

export function useCookTimers(): CookTimer[] {
  return useSyncExternalStore(cookTimers.subscribe, cookTimers.getSnapshot, cookTimers.getSnapshot);
}

/** Timers whose end time has passed (they ring until stopped). */
export function ringingTimers(list: readonly CookTimer[], now: number): CookTimer[] {
  return list.filter((t) => t.endsAt <= now);
}
