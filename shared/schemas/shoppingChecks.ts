import { z } from 'zod';
import { docId, isoDate, isoTimestamp } from './common';

/** Checked shopping items of one week's list, by lowercase ingredient name; id = weekStart. */
export const shoppingChecksDocSchema = z.strictObject({
  id: docId,
  weekStart: isoDate,
  checked: z.array(z.string().max(200)).max(1000),
  updatedAt: isoTimestamp,
});
export type ShoppingChecksDoc = z.infer<typeof shoppingChecksDocSchema>;
