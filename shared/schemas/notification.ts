import { z } from 'zod';
import { docId, isoTimestamp } from './common';

export const NOTIFICATION_TYPES = ['success', 'warning', 'update', 'info'] as const;

export const notificationDocSchema = z.strictObject({
  id: docId,
  title: z.string().min(1).max(200),
  message: z.string().max(2000),
  type: z.enum(NOTIFICATION_TYPES),
  isRead: z.boolean(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type NotificationDoc = z.infer<typeof notificationDocSchema>;
