import { randomUUID } from 'node:crypto';
import type { PlanId } from '../../../shared/domain/plans';
import type { Queryable } from '../db/types';

export type AuthProvider = 'password' | 'google';
export type AccountStatus = 'active' | 'deactivated';
export type SubscriptionStatus = 'none' | 'trialing' | 'active' | 'past_due' | 'canceled';

export interface UserRecord {
  id: string;
  email: string;
  passwordHash: string | null;
  emailVerified: boolean;
  provider: AuthProvider;
  googleSub: string | null;
  displayName: string;
  accountStatus: AccountStatus;
  reactivatedAt: Date | null;
  plan: PlanId;
  isAdmin: boolean;
  subscriptionStatus: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  stripeCustomerId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  email_verified: boolean;
  provider: AuthProvider;
  google_sub: string | null;
  display_name: string;
  account_status: AccountStatus;
  reactivated_at: Date | string | null;
  plan: PlanId;
  is_admin: boolean;
  subscription_status: SubscriptionStatus;
  current_period_end: Date | string | null;
  stripe_customer_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const toDateOrNull = (value: Date | string | null): Date | null => (value === null ? null : toDate(value));

function fromRow(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    emailVerified: row.email_verified,
    provider: row.provider,
    googleSub: row.google_sub,
    displayName: row.display_name,
    accountStatus: row.account_status,
    reactivatedAt: toDateOrNull(row.reactivated_at),
    plan: row.plan,
    isAdmin: row.is_admin,
    subscriptionStatus: row.subscription_status,
    currentPeriodEnd: toDateOrNull(row.current_period_end),
    stripeCustomerId: row.stripe_customer_id,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function one(db: Queryable, sql: string, params: unknown[]): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(sql, params);
  return rows[0] ? fromRow(rows[0]) : null;
}

export function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  return one(db, 'SELECT * FROM users WHERE id = $1', [id]);
}

/** The user's row, locked until the transaction ends: concurrent writers of it wait and then read what this one wrote. */
export function lockUser(tx: Queryable, id: string): Promise<UserRecord | null> {
  return one(tx, 'SELECT * FROM users WHERE id = $1 FOR UPDATE', [id]);
}

export function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  return one(db, 'SELECT * FROM users WHERE email = $1', [normalizeEmail(email)]);
}

export function findUserByGoogleSub(db: Queryable, sub: string): Promise<UserRecord | null> {
  return one(db, 'SELECT * FROM users WHERE google_sub = $1', [sub]);
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  emailVerified: boolean;
  provider: AuthProvider;
  googleSub?: string | null;
  displayName?: string;
}

/** Inserts a user; returns null when the email (or Google subject) is already taken. */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRecord | null> {
  return one(
    db,
    `INSERT INTO users (id, email, password_hash, email_verified, provider, google_sub, display_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT DO NOTHING
     RETURNING *`,
    [
      randomUUID(),
      normalizeEmail(user.email),
      user.passwordHash,
      user.emailVerified,
      user.provider,
      user.googleSub ?? null,
      user.displayName ?? '',
    ],
  );
}

export function markEmailVerified(db: Queryable, id: string): Promise<UserRecord | null> {
  return one(db, 'UPDATE users SET email_verified = true, updated_at = now() WHERE id = $1 RETURNING *', [id]);
}

export function setPasswordHash(db: Queryable, id: string, passwordHash: string): Promise<UserRecord | null> {
  return one(db, 'UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 RETURNING *', [id, passwordHash]);
}

export async function clearPasswordHash(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = NULL, updated_at = now() WHERE id = $1', [id]);
}

/** Drops the Google identity of an account; with a password it becomes a password account. */
export async function unlinkGoogleSubject(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE users SET google_sub = NULL, updated_at = now(),
       provider = CASE WHEN password_hash IS NOT NULL THEN 'password' ELSE provider END
     WHERE id = $1`,
    [id],
  );
}

export function linkGoogleSubject(db: Queryable, id: string, sub: string, emailVerified: boolean): Promise<UserRecord | null> {
  return one(
    db,
    `UPDATE users SET google_sub = $2, email_verified = email_verified OR $3, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [id, sub, emailVerified],
  );
}

export function setAccountStatus(
  db: Queryable,
  id: string,
  status: AccountStatus,
  displayName: string,
  reactivatedAt: Date | null,
): Promise<UserRecord | null> {
  return one(
    db,
    `UPDATE users SET account_status = $2, display_name = $3, reactivated_at = COALESCE($4, reactivated_at), updated_at = now()
     WHERE id = $1 RETURNING *`,
    [id, status, displayName, reactivatedAt?.toISOString() ?? null],
  );
}

export function setPlan(db: Queryable, id: string, plan: PlanId): Promise<UserRecord | null> {
  return one(db, 'UPDATE users SET plan = $2, updated_at = now() WHERE id = $1 RETURNING *', [id, plan]);
}

export function setAdmin(db: Queryable, id: string, isAdmin: boolean): Promise<UserRecord | null> {
  return one(db, 'UPDATE users SET is_admin = $2, updated_at = now() WHERE id = $1 RETURNING *', [id, isAdmin]);
}

export function findUserByStripeCustomerId(db: Queryable, customerId: string): Promise<UserRecord | null> {
  return one(db, 'SELECT * FROM users WHERE stripe_customer_id = $1', [customerId]);
}

export function setStripeCustomerId(db: Queryable, id: string, customerId: string): Promise<UserRecord | null> {
  return one(db, 'UPDATE users SET stripe_customer_id = $2, updated_at = now() WHERE id = $1 RETURNING *', [id, customerId]);
}

/** Billing's view of a subscription; use inside updateUserAndEntitlements so devices learn it. */
export function setSubscription(
  db: Queryable,
  id: string,
  subscription: { plan: PlanId; status: SubscriptionStatus; currentPeriodEnd: Date | null },
): Promise<UserRecord | null> {
  return one(
    db,
    `UPDATE users SET plan = $2, subscription_status = $3, current_period_end = $4, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [id, subscription.plan, subscription.status, subscription.currentPeriodEnd?.toISOString() ?? null],
  );
}

/**
 * The user's plan, admin flag and live recipe count as stored now, in one query. An admin's count
 * reads 0: admins have no recipe limit, and counting thousands of rows on every push is not free.
 */
export async function readPlanAndRecipeCount(
  db: Queryable,
  userId: string,
): Promise<{ plan: string; isAdmin: boolean; recipes: number } | undefined> {
  const { rows } = await db.query<{ plan: string; is_admin: boolean; recipes: string | number }>(
    `SELECT plan, is_admin,
       CASE WHEN is_admin THEN 0
            ELSE (SELECT count(*) FROM documents WHERE owner = $1 AND collection = 'recipes' AND NOT deleted) END AS recipes
     FROM users WHERE id = $1`,
    [userId],
  );
  const row = rows[0];
  return row ? { plan: row.plan, isAdmin: row.is_admin === true, recipes: Number(row.recipes) } : undefined;
}

/** The address a confirmed change proved: the account's e-mail from now on, verified. */
export async function setVerifiedEmail(db: Queryable, id: string, email: string): Promise<void> {
  await db.query('UPDATE users SET email = $2, email_verified = true, updated_at = now() WHERE id = $1', [id, email]);
}
