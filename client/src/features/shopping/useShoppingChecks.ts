import { useMemo } from 'react';
import type { ShoppingCategory } from '../../../../shared/domain/limits';
import type { ExtraShoppingItem } from '../../../../shared/schemas/shoppingChecks';
import { useShoppingActions, useShoppingChecksDoc } from '../../data';

const NO_ITEMS: ExtraShoppingItem[] = [];

export interface ShoppingChecks {
  checked: ReadonlySet<string>;
  extraItems: ExtraShoppingItem[];
  toggle(key: string): Promise<void>;
  addItem(name: string, quantity: string, category: ShoppingCategory): Promise<void>;
  removeItem(id: string): Promise<void>;
}

/** Checked items (by lowercase ingredient) and hand-added items of one week's list; written through the data layer, synced and merged by OR. */
export function useShoppingChecks(weekStart: string): ShoppingChecks {
  const doc = useShoppingChecksDoc(weekStart);
  const actions = useShoppingActions(weekStart);
  return useMemo(
    () => ({
      checked: new Set(doc?.checked ?? []),
      extraItems: doc?.extraItems ?? NO_ITEMS,
      toggle: actions.toggle,
      addItem: async (name: string, quantity: string, category: ShoppingCategory) => {
        await actions.addItem({ name, quantity, category });
      },
      removeItem: actions.removeItem,
    }),
    [actions, doc],
  );
}
