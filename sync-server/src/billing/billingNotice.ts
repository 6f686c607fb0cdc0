import type { NotificationDoc } from '../../../shared/schemas/notification';
import type { Queryable } from '../db/types';
import { writeServerDocument } from '../sync/serverWrites';

/**
 * A billing notification in the user's notifications collection, written in the caller's transaction.
 * Its id is derived from the Stripe event, so a redelivered event cannot notify twice.
 */
export async function writeBillingNotice(
  tx: Queryable,
  userId: string,
  eventId: string,
  notice: { title: string; message: string },
  type: NotificationDoc['type'],
): Promise<void> {
  const now = new Date().toISOString();
  await writeServerDocument(tx, userId, 'notifications', {
    id: `billing-${eventId}`.slice(0, 128),
    title: notice.title,
    message: notice.message,
    type,
    isRead: false,
    createdAt: now,
    updatedAt: now,
  });
}
