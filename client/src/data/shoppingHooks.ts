import { useMemo } from 'react';
import { map } from 'rxjs';
import type { ExtraShoppingItem, ShoppingChecksDoc } from '../../../shared/schemas/shoppingChecks';
import { useDataContext } from './DataContext';
import { requireDb } from './requireDb';
import { addShoppingItem, type NewShoppingItem, removeShoppingItem, toggleShoppingCheck } from './shoppingActions';
import { useDbObservable } from './useDbObservable';

/** One week's checked items and hand-added items, live; null before the first write. */
export function useShoppingChecksDoc(weekStart: string): ShoppingChecksDoc | null {
  return useDbObservable(
    `shoppingChecks:${weekStart}`,
    (d) => d.shoppingChecks.findOne(weekStart).$.pipe(map((x) => (x ? (x.toJSON() as ShoppingChecksDoc) : null))),
    null,
  ).value;
}

export interface ShoppingActions {
  toggle(key: string): Promise<void>;
  addItem(item: NewShoppingItem): Promise<ExtraShoppingItem>;
  removeItem(id: string): Promise<void>;
}

/** Writes of one week's shopping list: local first, merged by OR with other devices' checks. */
export function useShoppingActions(weekStart: string): ShoppingActions {
  const { db } = useDataContext();
  return useMemo(
    () => ({
      toggle: (key) => toggleShoppingCheck(requireDb(db), weekStart, key),
      addItem: (item) => addShoppingItem(requireDb(db), weekStart, item),
      removeItem: (id) => removeShoppingItem(requireDb(db), weekStart, id),
    }),
    [db, weekStart],
  );
}
