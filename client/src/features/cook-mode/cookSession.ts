import { useSyncExternalStore } from 'react';

/** The open cook mode (recipe and step), kept in sessionStorage so a reload comes back to the same step. */
export interface CookSession {
  recipeId: string;
  step: number;
}

const KEY = 'cookMode.session';
const listeners = new Set<() => void>();

function read(): CookSession | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<CookSession> | null;
    return raw && typeof raw.recipeId === 'string' && typeof raw.step === 'number' ? { recipeId: raw.recipeId, step: raw.step } : null;
  } catch {
    return null;
  }
}

let session: CookSession | null = typeof sessionStorage === 'undefined' ? null : read();

function write(next: CookSession | null): void {
  session = next;
  try {
    if (next) sessionStorage.setItem(KEY, JSON.stringify(next));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage blocked: cook mode just does not come back after a reload
  }
  for (const l of listeners) l();
}

export const cookSession = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): CookSession | null => session,
  open: (recipeId: string) => write({ recipeId, step: 0 }),
  goTo: (step: number) => session && write({ ...session, step }),
  close: () => write(null),
};

export function useCookSession(): CookSession | null {
  return useSyncExternalStore(cookSession.subscribe, cookSession.getSnapshot, cookSession.getSnapshot);
}
