import { isPurchasablePlan } from '../../../shared/domain/billing';
import type { PlanId } from '../../../shared/domain/plans';
import type { SubscriptionStatus } from '../auth/userRepository';

/** The parts of a Stripe subscription the plan follows (Stripe's own object has many more). */
export interface StripeSubscriptionLike {
  id: string;
  status: string;
  /** The customer's id; null when Stripe's answer named none. */
  customer: string | null;
  metadata?: Record<string, unknown> | null;
  current_period_end?: number | null;
  items?: { data: { price?: { id: string } | null; current_period_end?: number | null }[] };
}

export interface SubscriptionState {
  subscriptionId: string;
  plan: PlanId;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  /** Trialing, active or past due (Stripe still retries): the plan's rights apply. */
  live: boolean;
}

const LIVE: Record<string, SubscriptionStatus> = { trialing: 'trialing', active: 'active', past_due: 'past_due' };
const ENDED = new Set(['canceled', 'unpaid', 'incomplete_expired', 'paused']);

/**
 * The plan and status a subscription grants. Its price says which plan (through the configured
 * STRIPE_PRICE_* ids), else its metadata. null: nothing to apply yet (first payment incomplete) or a
 * price this server does not sell.
 */
export function subscriptionState(
  subscription: StripeSubscriptionLike,
  planOfPrice: (priceId: string) => PlanId | null,
): SubscriptionState | null {
  const item = subscription.items?.data[0];
  const periodEnd = item?.current_period_end ?? subscription.current_period_end ?? null;
  const currentPeriodEnd = periodEnd ? new Date(periodEnd * 1000) : null;
  if (ENDED.has(subscription.status)) {
    return { subscriptionId: subscription.id, plan: 'free', status: 'canceled', currentPeriodEnd, live: false };
  }
  const status = LIVE[subscription.status];
  if (!status) return null;
  const fromPrice = item?.price?.id ? planOfPrice(item.price.id) : null;
  const fromMetadata = subscription.metadata?.plan;
  const plan = fromPrice ?? (isPurchasablePlan(fromMetadata) ? fromMetadata : null);
  if (!plan) return null;
  return { subscriptionId: subscription.id, plan, status, currentPeriodEnd, live: true };
}

/**
 * Whether a subscription's state should replace what the user has. A newer live subscription replaces
 * an older one; an older subscription that ends never downgrades a user who has moved on to another.
 */
export function shouldApply(state: SubscriptionState, currentSubscriptionId: string | null): boolean {
  if (currentSubscriptionId === null || currentSubscriptionId === state.subscriptionId) return true;
  return state.live;
}
