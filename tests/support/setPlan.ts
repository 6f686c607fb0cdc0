import type { PlanId } from '../../shared/domain/plans';
import { runAdminCommand } from '../../sync-server/src/admin';
import type { Database } from '../../sync-server/src/db/types';

/** Puts a user on a plan the way `npm run admin -- set-plan` does (entitlements republished to their devices). */
export async function setPlan(db: Database, email: string, plan: PlanId): Promise<void> {
  await runAdminCommand(db, { kind: 'set-plan', email, plan });
}
