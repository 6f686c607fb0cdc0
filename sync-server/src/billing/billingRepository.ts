import type { Queryable } from '../db/types';

/** Records a webhook event id; false when it was already applied (a replay). */
export async function claimBillingEvent(db: Queryable, id: string, type: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO billing_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
    [id, type],
  );
  return rows.length === 1;
}

export async function subscriptionIdOf(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ stripe_subscription_id: string | null }>('SELECT stripe_subscription_id FROM users WHERE id = $1', [
    userId,
  ]);
  return rows[0]?.stripe_subscription_id ?? null;
}

export async function setSubscriptionId(db: Queryable, userId: string, subscriptionId: string): Promise<void> {
  await db.query('UPDATE users SET stripe_subscription_id = $2 WHERE id = $1', [userId, subscriptionId]);
}
