import { BILLING_TEXTS, type BillingPeriod } from './billing';
import { type CurrencyCode, formatAmount, formatWhole, type LocationRecord, priceFor } from './currency';
import { PLANS, type PlanId } from './plans';

/**
 * What a plan costs a visitor, written once for the cards, the modals' headline and checkout, so the
 * amount charged is the amount shown: monthly with its decimals, yearly in whole units (§2, §4), VAT
 * of the visitor's country included.
 */
export interface PlanCharge {
  /** In the currency's major unit (16.77, 161, 7529). */
  amount: number;
  currency: CurrencyCode;
  /** The VAT percent the amount includes (0: none). */
  vatRate: number;
  period: BillingPeriod;
}

export function planCharge(plan: PlanId, period: BillingPeriod, location: LocationRecord): PlanCharge {
  const def = PLANS[plan];
  if (period === 'monthly' || def.basePrice === 0) {
    return { amount: priceFor(def.basePrice, location).gross, currency: location.currency, vatRate: location.vatRate, period: 'monthly' };
  }
  const yearly = priceFor(def.basePrice * 12 * (1 - def.yearlyDiscount / 100), location);
  return { amount: Math.round(yearly.gross), currency: location.currency, vatRate: location.vatRate, period: 'yearly' };
}

export const VAT_INCLUDED = 'incl. VAT';

export interface PlanPrice {
  /** "€16.77" or "€161" (yearly, whole units). */
  amount: string;
  /** "/month" or "/year". */
  per: 'month' | 'year';
  /** "incl. VAT" where the visitor's country adds VAT; null where it adds none. */
  vatNote: string | null;
  /** Yearly only: the saving against twelve monthly payments, in money and percent. */
  saving?: { amount: string; percent: number };
}

/** The price of a plan as the cards show it. */
export function planPrice(plan: PlanId, period: BillingPeriod, location: LocationRecord): PlanPrice {
  const def = PLANS[plan];
  const charge = planCharge(plan, period, location);
  const vatNote = location.vatRate > 0 && def.basePrice > 0 ? VAT_INCLUDED : null;
  if (charge.period === 'monthly') return { amount: formatAmount(charge.amount, charge.currency), per: 'month', vatNote };
  const twelveMonths = priceFor(def.basePrice * 12, location);
  const savedWhole = Math.round(twelveMonths.gross) - charge.amount;
  return {
    amount: formatAmount(charge.amount, charge.currency, 0),
    per: 'year',
    vatNote,
    saving: { amount: formatWhole({ ...twelveMonths, gross: savedWhole }), percent: def.yearlyDiscount },
  };
}

/** The modals' headline: the cheapest paid plan's monthly price in the visitor's currency. */
export function startingAtHint(location: LocationRecord): string {
  const price = planPrice('chef', 'monthly', location);
  return BILLING_TEXTS.upgradeHint(price.amount, price.vatNote);
}
