import type Stripe from 'stripe';
import { isPurchasablePlan, type PurchasablePlanId } from '../../../shared/domain/billing';

/**
 * What a returning visitor's Checkout Session says, as the app words it:
 * paid: the first payment was taken; trial: the subscription started on its free trial (nothing charged yet);
 * processing: completed with a payment still on its way (a bank debit); open: left before paying;
 * expired: never completed. Only paid and trial are followed by the plan.
 */
export const CHECKOUT_OUTCOMES = ['paid', 'trial', 'processing', 'open', 'expired'] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];

export function checkoutOutcome(session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status'>): CheckoutOutcome {
  if (session.status === 'complete') {
    if (session.payment_status === 'paid') return 'paid';
    if (session.payment_status === 'no_payment_required') return 'trial';
    return 'processing';
  }
  return session.status === 'open' ? 'open' : 'expired';
}

/** The plan a session was for, from the metadata the checkout route set on it. */
export function checkoutPlan(session: Pick<Stripe.Checkout.Session, 'metadata'>): PurchasablePlanId | null {
  const plan = session.metadata?.plan;
  return isPurchasablePlan(plan) ? plan : null;
}

/** A session belongs to the user who started it (client_reference_id) or to their Stripe customer. */
export function isOwnSession(
  session: Pick<Stripe.Checkout.Session, 'client_reference_id' | 'customer'>,
  user: { id: string; stripeCustomerId: string | null },
): boolean {
  const customer = typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
  return session.client_reference_id === user.id || (customer !== null && customer === user.stripeCustomerId);
}
