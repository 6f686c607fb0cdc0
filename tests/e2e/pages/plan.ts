import type { PlanId } from '../../../shared/domain/plans';
import { updateUserAndEntitlements } from '../../../sync-server/src/account/entitlements';
import { findUserByEmail, setPlan } from '../../../sync-server/src/auth/userRepository';
import type { Database } from '../../../sync-server/src/db/types';

/** Puts a test user on a plan the way the admin command does (the entitlements document syncs to the devices). */
export async function setUserPlan(db: Database, email: string, plan: PlanId): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`No user ${email}`);
  await updateUserAndEntitlements(db, user.id, (tx, u) => setPlan(tx, u.id, plan));
  return user.id;
}
