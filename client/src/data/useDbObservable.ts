import { useEffect, useRef, useState } from 'react';
import type { Observable } from 'rxjs';
import { useDataContext } from './DataContext';
import type { KitchenDatabase } from './types';

export interface DbObservation<T> {
  value: T;
  loading: boolean;
  /** The query failed: `value` is then only the default, never "no data". */
  error: Error | null;
}

/**
 * Subscribes to an observable over the open database (an RxDB query's $) and re-renders on every
 * emission. `key` names what is observed: a new key starts a new subscription.
 */
export function useDbObservable<T>(key: string, make: (db: KitchenDatabase) => Observable<T>, initial: T): DbObservation<T> {
  const { db } = useDataContext();
  const [state, setState] = useState<DbObservation<T> & { source: unknown }>({ value: initial, loading: true, error: null, source: null });
  const makeRef = useRef(make);
  makeRef.current = make;
  const initialRef = useRef(initial);

  useEffect(() => {
    if (!db) return;
    const source = { db, key };
    const sub = makeRef.current(db).subscribe({
      next: (value) => setState({ value, loading: false, error: null, source }),
      error: (error: unknown) =>
        setState({ value: initialRef.current, loading: false, error: error instanceof Error ? error : new Error(String(error)), source }),
    });
    return () => sub.unsubscribe();
  }, [db, key]);

  const current =
    state.source !== null && (state.source as { db: unknown; key: string }).db === db && (state.source as { key: string }).key === key;
  return current ? { value: state.value, loading: state.loading, error: state.error } : { value: initial, loading: true, error: null };
}
