import Stripe from 'stripe';
import type { BillingPeriod, PurchasablePlanId } from '../../../shared/domain/billing';
import { PURCHASABLE_PLANS, stripePriceKey } from '../../../shared/domain/billing';
import type { PlanId } from '../../../shared/domain/plans';
import type { Config } from '../config';

export interface Billing {
  stripe: Stripe;
  webhookSecret: string;
  priceId(plan: PurchasablePlanId, period: BillingPeriod): string | undefined;
  planOfPrice(priceId: string): PlanId | null;
}

/** STRIPE_API_URL (tests, stripe-mock) becomes the SDK's host, port and protocol. */
function apiTarget(url: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!url) return {};
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: Number(parsed.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/** Billing is on only with both the secret key and the webhook secret; otherwise null. */
export function createBilling(config: Config): Billing | null {
  if (!config.stripeSecretKey || !config.stripeWebhookSecret) return null;
  const stripe = new Stripe(config.stripeSecretKey, { ...apiTarget(config.stripeApiUrl), maxNetworkRetries: 2, timeout: 10_000 });
  const prices = config.stripePrices;
  const byPrice = new Map<string, PlanId>();
  for (const plan of PURCHASABLE_PLANS as PurchasablePlanId[]) {
    for (const period of ['monthly', 'yearly'] as const) {
      const id = prices[stripePriceKey(plan, period)];
      if (id) byPrice.set(id, plan);
    }
  }
  return {
    stripe,
    webhookSecret: config.stripeWebhookSecret,
    priceId: (plan, period) => prices[stripePriceKey(plan, period)],
    planOfPrice: (priceId) => byPrice.get(priceId) ?? null,
  };
}
