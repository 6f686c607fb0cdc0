import type { BillingPeriod, PurchasablePlanId } from '../../../../shared/domain/billing';
import type { CheckoutRequest } from '../../../../shared/schemas/billingApi';
import { apiJson } from '../../auth/apiClient';
import { getAccessToken } from '../../auth/session';

export interface BillingConfig {
  enabled: boolean;
  plans: PurchasablePlanId[];
  trialDays: number;
}

let configRequest: Promise<BillingConfig> | null = null;

/** Whether this server sells plans; asked once per page load (a failure is asked again next time). */
export function fetchBillingConfig(): Promise<BillingConfig> {
  configRequest ??= apiJson<BillingConfig>('/api/billing/config').catch((error: unknown) => {
    configRequest = null;
    throw error;
  });
  return configRequest;
}

/** A Stripe Checkout Session for the plan and period, priced for the visitor's country as the cards were; resolves to the hosted page's URL. */
export async function startCheckout(plan: PurchasablePlanId, period: BillingPeriod, country: string): Promise<string> {
  const { url } = await apiJson<{ url: string }>('/api/billing/checkout', {
    body: { plan, period, country } satisfies CheckoutRequest,
    token: await getAccessToken(),
  });
  return url;
}

export type CheckoutOutcome = 'paid' | 'trial' | 'processing' | 'open' | 'expired';

/** What Stripe says of the checkout a visitor came back from (its id is in the success URL). */
export async function fetchCheckoutStatus(sessionId: string): Promise<{ outcome: CheckoutOutcome; plan: PurchasablePlanId | null }> {
  return apiJson(`/api/billing/checkout/${encodeURIComponent(sessionId)}`, { token: await getAccessToken() });
}

/** A billing-portal session for the signed-in subscriber; resolves to its URL. */
export async function openPortalSession(): Promise<string> {
  const { url } = await apiJson<{ url: string }>('/api/billing/portal', { method: 'POST', body: {}, token: await getAccessToken() });
  return url;
}
