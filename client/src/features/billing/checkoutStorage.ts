import type { PurchasablePlanId } from '../../../../shared/domain/billing';
import type { CheckoutOutcome } from './billingApi';

/** A checkout Stripe confirmed: kept in the tab (across reloads) until its plan arrives and the user has seen it. */
export interface ConfirmedCheckout {
  sessionId: string;
  outcome: Extract<CheckoutOutcome, 'paid' | 'trial' | 'processing'>;
  plan: PurchasablePlanId | null;
  /** When Stripe confirmed it (ms): activation is late after LIMITS.paymentActivationMinutes. */
  at: number;
}

const KEY = 'billing_checkout';

export function readStoredCheckout(): ConfirmedCheckout | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ConfirmedCheckout | null;
    return value && typeof value.sessionId === 'string' && typeof value.at === 'number' ? value : null;
  } catch {
    return null;
  }
}

export function storeCheckout(value: ConfirmedCheckout | null): void {
  try {
    if (value) sessionStorage.setItem(KEY, JSON.stringify(value));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage blocked: the notice just does not survive a reload
  }
}

/** Whether the shell has a checkout to follow: a return from Stripe in the address, or a confirmed one kept in the tab. */
export function checkoutToFollow(search: { success?: string; canceled?: string }): boolean {
  return search.success === 'true' || search.canceled === 'true' || readStoredCheckout() !== null;
}
