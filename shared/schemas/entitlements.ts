import { z } from 'zod';
import { PLAN_IDS } from '../domain/plans';
import { docId, isoTimestamp } from './common';

export const SUBSCRIPTION_STATUSES = ['none', 'trialing', 'active', 'past_due', 'canceled'] as const;
export const ACCOUNT_STATUSES = ['active', 'deactivated'] as const;
export const ENTITLEMENTS_DOC_ID = 'entitlements';

/**
 * Server-owned, pull-only: the user's plan, subscription and account status. Feature access is
 * derived from it with shared/domain/plans featureAccessFor, on both sides.
 */
export const entitlementsDocSchema = z.strictObject({
  id: docId,
  plan: z.enum(PLAN_IDS),
  isAdmin: z.boolean(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodEnd: isoTimestamp.optional(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  reactivatedAt: isoTimestamp.optional(),
  updatedAt: isoTimestamp,
});
export type EntitlementsDoc = z.infer<typeof entitlementsDocSchema>;
