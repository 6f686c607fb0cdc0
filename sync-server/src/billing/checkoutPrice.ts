import type Stripe from 'stripe';
import type { BillingPeriod, PurchasablePlanId } from '../../../shared/domain/billing';
import type { CurrencyCode, LocationRecord } from '../../../shared/domain/currency';
import { type PlanCharge, planCharge } from '../../../shared/domain/planPrices';
import type { Billing } from './stripeClient';

/** Stripe's zero-decimal currencies among ours; every other one (HUF too, in whole forints) is sent in hundredths. */
const ZERO_DECIMAL: ReadonlySet<CurrencyCode> = new Set(['JPY']);

/** An amount in Stripe's smallest unit of the currency (16.77 EUR → 1677, 2592 JPY → 2592, 7529 HUF → 752900). */
export function stripeUnitAmount(amount: number, currency: CurrencyCode): number {
  return ZERO_DECIMAL.has(currency) ? Math.round(amount) : Math.round(amount * 100);
}

/** How long a configured price read from Stripe is trusted before it is read again. */
const PRICE_CACHE_MS = 10 * 60 * 1000;

interface ConfiguredPrice {
  product: string;
  interval: 'month' | 'year';
  intervalCount: number;
  /** Unit amount per lower-case currency with the price's tax behaviour there. */
  amounts: Map<string, { unitAmount: number | null; taxBehavior: string | null }>;
}

export type CheckoutLine = {
  lineItem: Stripe.Checkout.SessionCreateParams.LineItem;
  /** The session's currency (lower case), set so Stripe shows the visitor's currency of a multi-currency price. */
  currency: string;
  charge: PlanCharge;
};

/**
 * The line item that charges exactly the price the visitor was shown, VAT included. The plan's configured
 * price (STRIPE_PRICE_*) is used as is when it has that amount in that currency (its own currency or a
 * `currency_options` entry) and does not add tax on top; otherwise the checkout carries the same product
 * and interval with the shown amount as an inline price, `tax_behavior: inclusive` (VAT is inside it).
 */
export function createCheckoutPricing(billing: Billing) {
  const cache = new Map<string, { at: number; price: ConfiguredPrice }>();

  async function configured(priceId: string): Promise<ConfiguredPrice> {
    const hit = cache.get(priceId);
    if (hit && Date.now() - hit.at < PRICE_CACHE_MS) return hit.price;
    const price = await billing.stripe.prices.retrieve(priceId, { expand: ['currency_options'] });
    const amounts = new Map<string, { unitAmount: number | null; taxBehavior: string | null }>();
    amounts.set(price.currency.toLowerCase(), { unitAmount: price.unit_amount, taxBehavior: price.tax_behavior });
    for (const [currency, option] of Object.entries(price.currency_options ?? {})) {
      amounts.set(currency.toLowerCase(), { unitAmount: option.unit_amount, taxBehavior: option.tax_behavior });
    }
    const product = typeof price.product === 'string' ? price.product : price.product.id;
    const value: ConfiguredPrice = {
      product,
      interval: price.recurring?.interval === 'year' ? 'year' : 'month',
      intervalCount: price.recurring?.interval_count ?? 1,
      amounts,
    };
    cache.set(priceId, { at: Date.now(), price: value });
    return value;
  }

  return async function checkoutLine(
    priceId: string,
    plan: PurchasablePlanId,
    period: BillingPeriod,
    location: LocationRecord,
  ): Promise<CheckoutLine> {
    const charge = planCharge(plan, period, location);
    const currency = charge.currency.toLowerCase();
    const unitAmount = stripeUnitAmount(charge.amount, charge.currency);
    const price = await configured(priceId);
    const own = price.amounts.get(currency);
    if (own && own.unitAmount === unitAmount && own.taxBehavior !== 'exclusive') {
      return { lineItem: { price: priceId, quantity: 1 }, currency, charge };
    }
    return {
      lineItem: {
        quantity: 1,
        price_data: {
          currency,
          product: price.product,
          unit_amount: unitAmount,
          tax_behavior: 'inclusive',
          recurring: { interval: price.interval, interval_count: price.intervalCount },
        },
      },
      currency,
      charge,
    };
  };
}
