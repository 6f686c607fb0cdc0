import { SHOPPING_CATEGORIES, type ShoppingCategory } from '../limits';

/** Colour of each shopping group (spec §3 "group {name, colour, items}"); readable on light and dark surfaces as a stripe. */
export const SHOPPING_CATEGORY_COLOURS: Record<ShoppingCategory, string> = {
  Produce: '#3f8f4a',
  'Meat & Seafood': '#c2410c',
  'Dairy & Eggs': '#2563eb',
  'Pantry & Dry Goods': '#a16207',
  Frozen: '#0891b2',
  Beverages: '#7c3aed',
  Other: '#6b7280',
};

export function isShoppingCategory(value: string): value is ShoppingCategory {
  return (SHOPPING_CATEGORIES as readonly string[]).includes(value);
}
