import { updateUserAndEntitlements } from '../../sync-server/src/account/entitlements';
import { findUserById } from '../../sync-server/src/auth/userRepository';
import type { Database } from '../../sync-server/src/db/types';

/** Puts the user with this e-mail on a plan and republishes their entitlements (as an upgrade does). */
export async function setUserPlan(db: Database, email: string, plan: 'free' | 'chef' | 'master-chef' | 'enterprise'): Promise<void> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  const id = rows[0]?.id;
  if (!id) throw new Error(`no user ${email}`);
  await updateUserAndEntitlements(db, id, async (tx) => {
    await tx.query('UPDATE users SET plan = $2, updated_at = now() WHERE id = $1', [id, plan]);
    return findUserById(tx, id);
  });
}
