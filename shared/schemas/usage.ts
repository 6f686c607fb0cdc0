import { z } from 'zod';
import { docId, isoDate, isoTimestamp } from './common';

/** Daily usage, written by the server only; id = the user's local date. */
export const usageDocSchema = z.strictObject({
  id: docId,
  date: isoDate,
  conversions: z.number().int().min(0).max(1_000_000),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type UsageDoc = z.infer<typeof usageDocSchema>;
