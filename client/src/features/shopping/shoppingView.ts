import type { ShoppingCategory } from '../../../../shared/domain/limits';
import { SHOPPING_CATEGORIES } from '../../../../shared/domain/limits';
import { SHOPPING_CATEGORY_COLOURS } from '../../../../shared/domain/planner/shoppingCategories';
import type { ShoppingGroup } from '../../../../shared/domain/planner/shoppingList';
import type { ExtraShoppingItem } from '../../../../shared/schemas/shoppingChecks';

/** A row the list shows: a merged ingredient, or an item the user added by hand. */
export interface ShoppingRow {
  key: string;
  name: string;
  quantity: string;
  recipes: string[];
  extraId?: string;
}

export interface ShoppingView {
  groups: { name: ShoppingCategory; colour: string; rows: ShoppingRow[] }[];
  /** Ingredients of this week the user marked as staples. */
  staples: ShoppingRow[];
  total: number;
  done: number;
}

/** Merged ingredients plus hand-added items, staples set aside, counted for "All Items Completed!". */
export function shoppingView(
  groups: readonly ShoppingGroup[],
  extras: readonly ExtraShoppingItem[],
  staples: ReadonlySet<string>,
  checked: ReadonlySet<string>,
): ShoppingView {
  const rows = new Map<ShoppingCategory, ShoppingRow[]>();
  const stapleRows: ShoppingRow[] = [];
  for (const group of groups) {
    for (const item of group.items) {
      const row: ShoppingRow = { key: item.key, name: item.ingredient, quantity: item.quantity, recipes: item.uses };
      if (staples.has(item.key)) stapleRows.push(row);
      else rows.set(group.name, [...(rows.get(group.name) ?? []), row]);
    }
  }
  for (const extra of extras) {
    const row: ShoppingRow = { key: `added:${extra.id}`, name: extra.name, quantity: extra.quantity, recipes: [], extraId: extra.id };
    rows.set(extra.category, [...(rows.get(extra.category) ?? []), row]);
  }
  const ordered = SHOPPING_CATEGORIES.filter((c) => rows.has(c)).map((name) => ({
    name,
    colour: SHOPPING_CATEGORY_COLOURS[name],
    rows: rows.get(name) ?? [],
  }));
  const all = ordered.flatMap((g) => g.rows);
  return { groups: ordered, staples: stapleRows, total: all.length, done: all.filter((r) => checked.has(r.key)).length };
}
