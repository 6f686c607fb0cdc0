import { z } from 'zod';
import { isoDate } from './common';

/** Most conversions one report carries; a device sends the rest in the next one. */
export const OFFLINE_REPORT_MAX = 100;

/** POST /api/generate/offline-usage: conversions made on the device with no network. */
export const offlineUsageReportSchema = z.strictObject({
  conversions: z
    .array(z.strictObject({ id: z.string().min(8).max(64), day: isoDate }))
    .min(1)
    .max(OFFLINE_REPORT_MAX),
});
export type OfflineUsageReport = z.infer<typeof offlineUsageReportSchema>;

export const offlineUsageResponseSchema = z.object({
  /** Ids the server has recorded (now or before): the device can forget them. */
  recorded: z.array(z.string()),
  /** How many of them were newly counted in the usage of their day. */
  counted: z.number().int().nonnegative(),
});
export type OfflineUsageResponse = z.infer<typeof offlineUsageResponseSchema>;
