import { ENTITLEMENTS_DOC_ID, type EntitlementsDoc, entitlementsDocSchema } from '../../../shared/schemas/entitlements';
import { findUserById, type UserRecord } from '../auth/userRepository';
import type { Database, Queryable } from '../db/types';
import { notifyPlanChanged } from '../notifications/notificationService';
import { writeServerDocument } from '../sync/serverWrites';

export function entitlementsFor(user: UserRecord): EntitlementsDoc {
  return entitlementsDocSchema.parse({
    id: ENTITLEMENTS_DOC_ID,
    plan: user.plan,
    isAdmin: user.isAdmin,
    subscriptionStatus: user.subscriptionStatus,
    ...(user.currentPeriodEnd ? { currentPeriodEnd: user.currentPeriodEnd.toISOString() } : {}),
    accountStatus: user.accountStatus,
    ...(user.reactivatedAt ? { reactivatedAt: user.reactivatedAt.toISOString() } : {}),
    updatedAt: user.updatedAt.toISOString(),
  });
}

/**
 * Writes the user's server-owned `entitlements` document so every device learns its plan through
 * sync. Call it in the same transaction as any change to plan, admin flag, subscription or account status.
 */
export async function writeEntitlements(tx: Queryable, user: UserRecord): Promise<void> {
  await writeServerDocument(tx, user.id, 'entitlements', entitlementsFor(user));
}

/** Applies a change to a user and republishes their entitlements, atomically. Returns null for an unknown user. */
export function updateUserAndEntitlements(
  db: Database,
  userId: string,
  change: (tx: Queryable, user: UserRecord) => Promise<UserRecord | null>,
): Promise<UserRecord | null> {
  return db.transaction(async (tx) => {
    const current = await findUserById(tx, userId);
    if (!current) return null;
    const updated = await change(tx, current);
    if (!updated) return null;
    await writeEntitlements(tx, updated);
    await notifyPlanChanged(tx, updated.id, current, updated);
    return updated;
  });
}
