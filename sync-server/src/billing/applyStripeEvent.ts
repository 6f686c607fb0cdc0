import type Stripe from 'stripe';
import { BILLING_NOTIFICATIONS } from '../../../shared/domain/billing';
import { PLANS } from '../../../shared/domain/plans';
import { writeEntitlements } from '../account/entitlements';
import { findUserById, findUserByStripeCustomerId, setStripeCustomerId, setSubscription, type UserRecord } from '../auth/userRepository';
import type { Database, Queryable } from '../db/types';
import { writeBillingNotice } from './billingNotice';
import { claimBillingEvent, setSubscriptionId, subscriptionIdOf } from './billingRepository';
import type { Billing } from './stripeClient';
import { customerIdOf, type StripeSubscriptionLike, type SubscriptionState, shouldApply, subscriptionState } from './subscriptionState';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']);

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Which subscription an event is about, and (for a finished checkout) which user started it. */
function subjectOf(event: Stripe.Event): { subscriptionId: string | null; userId: string | null; customerId: string | null } | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type === 'checkout.session.completed') {
    const session = object as unknown as Stripe.Checkout.Session;
    if (session.mode !== 'subscription') return null;
    return { subscriptionId: idOf(session.subscription), userId: session.client_reference_id, customerId: idOf(session.customer) };
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const subscription = object as unknown as StripeSubscriptionLike;
    return { subscriptionId: subscription.id, userId: subscription.metadata?.userId ?? null, customerId: customerIdOf(subscription) };
  }
  if (event.type === 'invoice.payment_failed') {
    const invoice = object as {
      subscription?: string | { id: string } | null;
      parent?: { subscription_details?: { subscription?: string } | null } | null;
      customer?: string | { id: string } | null;
    };
    const subscriptionId = idOf(invoice.subscription) ?? invoice.parent?.subscription_details?.subscription ?? null;
    return { subscriptionId, userId: null, customerId: idOf(invoice.customer) };
  }
  return null;
}

async function userFor(tx: Queryable, subject: { userId: string | null; customerId: string | null }): Promise<UserRecord | null> {
  if (subject.customerId) {
    const byCustomer = await findUserByStripeCustomerId(tx, subject.customerId);
    if (byCustomer) return byCustomer;
  }
  if (!subject.userId) return null;
  const user = await findUserById(tx, subject.userId);
  if (user && subject.customerId && !user.stripeCustomerId) return setStripeCustomerId(tx, user.id, subject.customerId);
  return user;
}

function noticeFor(before: UserRecord, state: SubscriptionState, eventType: string) {
  const planName = PLANS[state.plan].name;
  if (eventType === 'invoice.payment_failed' || (state.status === 'past_due' && before.subscriptionStatus !== 'past_due')) {
    return { notice: BILLING_NOTIFICATIONS.paymentFailed, type: 'warning' as const };
  }
  if (!state.live) return before.plan !== 'free' ? { notice: BILLING_NOTIFICATIONS.canceled, type: 'info' as const } : null;
  if (before.plan === state.plan && before.subscriptionStatus === state.status) return null;
  if (state.status === 'trialing' && before.subscriptionStatus !== 'trialing')
    return { notice: BILLING_NOTIFICATIONS.trialing(planName), type: 'success' as const };
  if (before.plan === 'free') return { notice: BILLING_NOTIFICATIONS.activated(planName), type: 'success' as const };
  if (before.plan !== state.plan) return { notice: BILLING_NOTIFICATIONS.planChanged(planName), type: 'update' as const };
  return null;
}

/**
 * Applies one verified Stripe event. Whatever the event says, the plan follows the subscription's
 * state as Stripe reports it now (fetched), so events may arrive late, twice or out of order.
 */
export async function applyStripeEvent(db: Database, billing: Billing, event: Stripe.Event): Promise<EventOutcome> {
  const subject = subjectOf(event);
  const subscription = subject?.subscriptionId
    ? ((await billing.stripe.subscriptions.retrieve(subject.subscriptionId)) as unknown as StripeSubscriptionLike)
    : null;
  return db.transaction(async (tx) => {
    if (!(await claimBillingEvent(tx, event.id, event.type))) return 'duplicate';
    if (!subject || !subscription) return 'ignored';
    const state = subscriptionState(subscription, billing.planOfPrice);
    const user = await userFor(tx, {
      userId: subject.userId ?? subscription.metadata?.userId ?? null,
      customerId: customerIdOf(subscription),
    });
    if (!state || !user) return 'ignored';
    if (!shouldApply(state, await subscriptionIdOf(tx, user.id))) return 'ignored';
    const notice = noticeFor(user, state, event.type);
    await setSubscriptionId(tx, user.id, state.subscriptionId);
    const updated = await setSubscription(tx, user.id, {
      plan: state.plan,
      status: state.status,
      currentPeriodEnd: state.currentPeriodEnd,
    });
    if (updated) await writeEntitlements(tx, updated);
    if (updated && notice) await writeBillingNotice(tx, user.id, event.id, notice.notice, notice.type);
    return 'applied';
  });
}
