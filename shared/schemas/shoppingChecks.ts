import { z } from 'zod';
import { SHOPPING_CATEGORIES } from '../domain/limits';
import { docId, isoDate, isoTimestamp } from './common';
import { LIST_CAPS } from './listCaps';

/** An item the user added to a week's list by hand. */
export const extraShoppingItemSchema = z.strictObject({
  id: z.string().min(1).max(64),
  name: z.string().min(1).max(200),
  quantity: z.string().max(60),
  category: z.enum(SHOPPING_CATEGORIES),
  addedAt: isoTimestamp,
});
export type ExtraShoppingItem = z.infer<typeof extraShoppingItemSchema>;

/** Checked shopping items of one week's list, by lowercase ingredient name; id = weekStart. */
export const shoppingChecksDocSchema = z.strictObject({
  id: docId,
  weekStart: isoDate,
  checked: z.array(z.string().max(200)).max(LIST_CAPS.shoppingChecked),
  extraItems: z.array(extraShoppingItemSchema).max(LIST_CAPS.shoppingExtraItems).optional(),
  updatedAt: isoTimestamp,
});
export type ShoppingChecksDoc = z.infer<typeof shoppingChecksDocSchema>;
