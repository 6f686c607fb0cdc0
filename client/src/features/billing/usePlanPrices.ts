import { useMemo } from 'react';
import type { BillingPeriod } from '../../../../shared/domain/billing';
import { formatWhole, type LocationRecord, locationForLanguage, priceFor } from '../../../../shared/domain/currency';
import { PLANS, type PlanId } from '../../../../shared/domain/plans';
import { useHydrated } from '../../ui/useHydrated';

export interface PlanPrice {
  /** "€16.77" or "€161" (yearly, whole units). */
  amount: string;
  /** "/month" or "/year". */
  per: 'month' | 'year';
  /** Yearly only: what twelve months would cost, and the saving in money and percent. */
  saving?: { amount: string; percent: number };
}

/** The price of a plan for this visitor (browser language → country → currency and VAT). */
export function planPrice(plan: PlanId, period: BillingPeriod, location: LocationRecord): PlanPrice {
  const def = PLANS[plan];
  if (period === 'monthly' || def.basePrice === 0) return { amount: priceFor(def.basePrice, location).formatted, per: 'month' };
  const yearly = priceFor(def.basePrice * 12 * (1 - def.yearlyDiscount / 100), location);
  const twelveMonths = priceFor(def.basePrice * 12, location);
  const savedWhole = Math.round(twelveMonths.gross) - Math.round(yearly.gross);
  return {
    amount: formatWhole(yearly),
    per: 'year',
    saving: { amount: formatWhole({ ...yearly, gross: savedWhole }), percent: def.yearlyDiscount },
  };
}

/** The visitor's location from the browser language; prerendered HTML (and its hydration) shows US prices. */
export function useVisitorLocation(): LocationRecord {
  const hydrated = useHydrated();
  return useMemo(() => locationForLanguage(hydrated ? navigator.language : undefined), [hydrated]);
}
