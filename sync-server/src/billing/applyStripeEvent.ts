import Stripe from 'stripe';
import { z } from 'zod';
import { BILLING_NOTIFICATIONS } from '../../../shared/domain/billing';
import { PLANS } from '../../../shared/domain/plans';
import { writeEntitlements } from '../account/entitlements';
import {
  findUserById,
  findUserByStripeCustomerId,
  lockUser,
  setStripeCustomerId,
  setSubscription,
  type UserRecord,
} from '../auth/userRepository';
import type { Database, Queryable } from '../db/types';
import { writeBillingNotice } from './billingNotice';
import { claimBillingEvent, setSubscriptionId, subscriptionIdOf } from './billingRepository';
import type { Billing } from './stripeClient';
import { type StripeSubscriptionLike, type SubscriptionState, shouldApply, subscriptionState } from './subscriptionState';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/** What became of an event, and for one that changed nothing, why (it is logged). */
export interface EventResult {
  outcome: EventOutcome;
  reason?: string;
}

/** A signed event of a type the server handles whose object lacks what that type always carries: answered 400. */
export class MalformedStripeEvent extends Error {
  constructor(type: string, detail: string) {
    super(`A ${type} event without ${detail}.`);
    this.name = 'MalformedStripeEvent';
  }
}

/** An id, or the expanded object that has it (Stripe sends either), or nothing. */
const reference = z.union([z.string().min(1), z.looseObject({ id: z.string().min(1) })]).nullish();
const metadata = z.record(z.string(), z.unknown()).nullish();
const checkoutSessionSchema = z.looseObject({
  mode: z.string().nullish(),
  subscription: reference,
  customer: reference,
  client_reference_id: z.string().nullish(),
});
const subscriptionEventSchema = z.looseObject({ id: z.string().min(1), customer: reference, metadata });
const invoiceSchema = z.looseObject({
  subscription: reference,
  parent: z.looseObject({ subscription_details: z.looseObject({ subscription: reference }).nullish() }).nullish(),
  customer: reference,
});
/** The subscription as Stripe answers it: only what subscriptionState reads, checked before it is read. */
const retrievedSubscriptionSchema = z.looseObject({
  id: z.string().min(1),
  status: z.string(),
  customer: reference,
  metadata,
  current_period_end: z.number().nullish(),
  items: z
    .looseObject({
      data: z.array(z.looseObject({ price: z.looseObject({ id: z.string() }).nullish(), current_period_end: z.number().nullish() })),
    })
    .nullish(),
});

const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']);

function idOf(value: z.infer<typeof reference>): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function stringIn(record: z.infer<typeof metadata>, key: string): string | null {
  const value = record?.[key];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

interface Subject {
  subscriptionId: string | null;
  userId: string | null;
  customerId: string | null;
}

function parseObject<T>(schema: z.ZodType<T>, event: Stripe.Event, what: string): T {
  const parsed = schema.safeParse(event.data.object);
  if (!parsed.success) throw new MalformedStripeEvent(event.type, what);
  return parsed.data;
}

/** Which subscription an event is about, and (for a finished checkout) which user started it; null: a type the server ignores. */
function subjectOf(event: Stripe.Event): Subject | null {
  if (event.type === 'checkout.session.completed') {
    const session = parseObject(checkoutSessionSchema, event, 'a readable checkout session');
    if (session.mode !== 'subscription') return null;
    return { subscriptionId: idOf(session.subscription), userId: session.client_reference_id ?? null, customerId: idOf(session.customer) };
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const subscription = parseObject(subscriptionEventSchema, event, 'a subscription id');
    return { subscriptionId: subscription.id, userId: stringIn(subscription.metadata, 'userId'), customerId: idOf(subscription.customer) };
  }
  if (event.type === 'invoice.payment_failed') {
    const invoice = parseObject(invoiceSchema, event, 'a readable invoice');
    const subscriptionId = idOf(invoice.subscription) ?? idOf(invoice.parent?.subscription_details?.subscription);
    return { subscriptionId, userId: null, customerId: idOf(invoice.customer) };
  }
  return null;
}

/**
 * The subscription as Stripe reports it now, or why there is none to apply. Stripe not knowing the
 * id (deleted, another account's, a test event) is an answer, not an outage: the event is ignored.
 * Stripe unreachable, overloaded or refusing our key throws, and the event is retried by Stripe.
 */
async function currentSubscription(billing: Billing, id: string): Promise<StripeSubscriptionLike | string> {
  let answer: unknown;
  try {
    answer = await billing.stripe.subscriptions.retrieve(id);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      return error.code === 'resource_missing' || error.statusCode === 404
        ? `Stripe does not know the subscription ${id}`
        : `Stripe refused the subscription id ${id}`;
    }
    throw error;
  }
  const parsed = retrievedSubscriptionSchema.safeParse(answer);
  if (!parsed.success) return `Stripe answered a subscription this server cannot read (${id})`;
  const subscription = parsed.data;
  return {
    id: subscription.id,
    status: subscription.status,
    customer: idOf(subscription.customer),
    metadata: subscription.metadata ?? null,
    current_period_end: subscription.current_period_end ?? null,
    items: subscription.items ? { data: subscription.items.data } : undefined,
  };
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
 * state as Stripe reports it now (fetched), so events may arrive late, twice or out of order. The
 * user's row is locked before it is compared, so events applied at the same moment see each other's
 * change: one change writes one notice, however many events announce it.
 */
export async function applyStripeEvent(db: Database, billing: Billing, event: Stripe.Event): Promise<EventResult> {
  const subject = subjectOf(event);
  const subscription = subject?.subscriptionId ? await currentSubscription(billing, subject.subscriptionId) : null;
  return db.transaction(async (tx): Promise<EventResult> => {
    if (!(await claimBillingEvent(tx, event.id, event.type))) return { outcome: 'duplicate' };
    if (!subject) return { outcome: 'ignored', reason: `${event.type} events change nothing here` };
    if (subscription === null) return { outcome: 'ignored', reason: 'the event names no subscription' };
    if (typeof subscription === 'string') return { outcome: 'ignored', reason: subscription };
    const state = subscriptionState(subscription, billing.planOfPrice);
    if (!state)
      return { outcome: 'ignored', reason: `subscription ${subscription.id} is ${subscription.status} or its price is not sold here` };
    const found = await userFor(tx, {
      userId: subject.userId ?? stringIn(subscription.metadata, 'userId'),
      customerId: subscription.customer ?? subject.customerId,
    });
    const user = found ? await lockUser(tx, found.id) : null;
    if (!user) return { outcome: 'ignored', reason: `no account for subscription ${subscription.id}` };
    if (!shouldApply(state, await subscriptionIdOf(tx, user.id))) {
      return { outcome: 'ignored', reason: `subscription ${subscription.id} ended after the user moved to another` };
    }
    const notice = noticeFor(user, state, event.type);
    await setSubscriptionId(tx, user.id, state.subscriptionId);
    const updated = await setSubscription(tx, user.id, {
      plan: state.plan,
      status: state.status,
      currentPeriodEnd: state.currentPeriodEnd,
    });
    if (updated) await writeEntitlements(tx, updated);
    if (updated && notice) await writeBillingNotice(tx, user.id, event.id, notice.notice, notice.type);
    return { outcome: 'applied' };
  });
}
