import { useMemo } from 'react';
import { map } from 'rxjs';
import type { ShoppingCategory } from '../../../../shared/domain/limits';
import type { ExtraShoppingItem, ShoppingChecksDoc } from '../../../../shared/schemas/shoppingChecks';
import { useDataContext } from '../../data/DataContext';
import type { KitchenDatabase } from '../../data/types';
import { useDbObservable } from '../../data/useDbObservable';

const NO_ITEMS: ExtraShoppingItem[] = [];

export interface ShoppingChecks {
  checked: ReadonlySet<string>;
  extraItems: ExtraShoppingItem[];
  toggle(key: string): Promise<void>;
  addItem(name: string, quantity: string, category: ShoppingCategory): Promise<void>;
  removeItem(id: string): Promise<void>;
}

type Change = (doc: ShoppingChecksDoc) => ShoppingChecksDoc;

/** Applies a change to the week's checks document, creating it on first use. Works offline (RxDB). */
async function changeChecks(db: KitchenDatabase, weekStart: string, change: Change): Promise<void> {
  const stamp = new Date().toISOString();
  const existing = await db.shoppingChecks.findOne(weekStart).exec();
  if (existing) {
    await existing.incrementalModify((doc) => ({ ...change(doc), updatedAt: stamp }));
    return;
  }
  const fresh: ShoppingChecksDoc = { id: weekStart, weekStart, checked: [], updatedAt: stamp };
  try {
    await db.shoppingChecks.insert(change(fresh));
  } catch {
    // Created meanwhile (another tab or a pull): apply the change to that one.
    const doc = await db.shoppingChecks.findOne(weekStart).exec();
    if (doc) await doc.incrementalModify((d) => ({ ...change(d), updatedAt: stamp }));
  }
}

/** Checked items (by lowercase ingredient) and hand-added items of one week's list; synced and merged by OR. */
export function useShoppingChecks(weekStart: string): ShoppingChecks {
  const { db } = useDataContext();
  const doc = useDbObservable(
    `shoppingChecks:${weekStart}`,
    (d) => d.shoppingChecks.findOne(weekStart).$.pipe(map((x) => (x ? (x.toJSON() as ShoppingChecksDoc) : null))),
    null,
  ).value;
  return useMemo(() => {
    const write = (change: Change) => (db ? changeChecks(db, weekStart, change) : Promise.resolve());
    return {
      checked: new Set(doc?.checked ?? []),
      extraItems: doc?.extraItems ?? NO_ITEMS,
      toggle: (key: string) =>
        write((d) => ({ ...d, checked: d.checked.includes(key) ? d.checked.filter((k) => k !== key) : [...d.checked, key] })),
      addItem: (name: string, quantity: string, category: ShoppingCategory) =>
        write((d) => ({
          ...d,
          extraItems: [
            ...(d.extraItems ?? []),
            {
              id: crypto.randomUUID(),
              name: name.trim().slice(0, 200),
              quantity: quantity.trim().slice(0, 60),
              category,
              addedAt: new Date().toISOString(),
            },
          ],
        })),
      removeItem: (id: string) => write((d) => ({ ...d, extraItems: (d.extraItems ?? []).filter((i) => i.id !== id) })),
    };
  }, [db, doc, weekStart]);
}
