import { z } from 'zod';

/** ISO-8601 timestamp text, e.g. 2026-11-21T10:00:00.000Z. */
export const isoTimestamp = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, 'must be an ISO timestamp');
/** Calendar date, yyyy-mm-dd. */
export const isoDate = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as yyyy-mm-dd');
export const docId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'must be letters, digits, _ . : -');
export const shortText = z.string().max(500);
export const stringList = (maxItems: number, maxLength: number) => z.array(z.string().max(maxLength)).max(maxItems);
