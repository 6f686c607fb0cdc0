import { useCallback, useEffect, useState } from 'react';
import { hasPaidSubscription } from '../../../../shared/domain/billing';
import { LIMITS } from '../../../../shared/domain/limits';
import type { EntitlementsDoc } from '../../../../shared/schemas/entitlements';
import { ApiRequestError } from '../../auth/apiClient';
import { fetchCheckoutStatus } from './billingApi';
import { type ConfirmedCheckout, readStoredCheckout, storeCheckout } from './checkoutStorage';

export type { ConfirmedCheckout } from './checkoutStorage';

export type CheckoutReturn =
  | { phase: 'none' }
  | { phase: 'checking' }
  | ({ phase: 'confirmed' } & ConfirmedCheckout)
  /** Stripe says the checkout was left or expired, or it is not this user's: nothing was charged. */
  | { phase: 'not-paid' }
  /** No session id in the address, or the server could not be asked: nothing is claimed either way. */
  | { phase: 'unconfirmed' }
  | { phase: 'canceled' };

const LATE_MS = LIMITS.paymentActivationMinutes * 60 * 1000;

export interface CheckoutReturnState {
  state: CheckoutReturn;
  /** The confirmed plan has reached this device. */
  active: boolean;
  /** Confirmed, but the plan has not arrived in the time Stripe usually takes. */
  late: boolean;
  dismiss(): void;
}

/**
 * After Stripe's checkout sends the visitor back (?success=true&session_id=… or ?canceled=true), the
 * session is checked with the server before anything is said about a payment. A paid (or trial)
 * checkout is followed until its plan arrives through sync, or said to be late if it does not.
 */
export function useCheckoutReturn(
  search: { success?: string; canceled?: string; sessionId?: string },
  entitlements: EntitlementsDoc | null,
): CheckoutReturnState {
  const [state, setState] = useState<CheckoutReturn>(() => {
    if (search.success === 'true') return search.sessionId ? { phase: 'checking' } : { phase: 'unconfirmed' };
    if (search.canceled === 'true') return { phase: 'canceled' };
    const stored = readStoredCheckout();
    return stored ? { phase: 'confirmed', ...stored } : { phase: 'none' };
  });
  const [checkedId] = useState(search.success === 'true' ? search.sessionId : undefined);

  useEffect(() => {
    if (!checkedId) return;
    let live = true;
    fetchCheckoutStatus(checkedId).then(
      ({ outcome, plan }) => {
        if (!live) return;
        if (outcome === 'paid' || outcome === 'trial' || outcome === 'processing') {
          const confirmed: ConfirmedCheckout = { sessionId: checkedId, outcome, plan, at: Date.now() };
          storeCheckout(confirmed);
          setState({ phase: 'confirmed', ...confirmed });
        } else setState({ phase: 'not-paid' });
      },
      (error: unknown) => {
        if (!live) return;
        const notOurs = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
        setState({ phase: notOurs ? 'not-paid' : 'unconfirmed' });
      },
    );
    return () => {
      live = false;
    };
  }, [checkedId]);

  const confirmed = state.phase === 'confirmed' ? state : null;
  const active =
    confirmed !== null &&
    entitlements !== null &&
    hasPaidSubscription(entitlements.subscriptionStatus, entitlements.plan) &&
    (confirmed.plan === null || confirmed.plan === entitlements.plan);

  const [now, setNow] = useState(() => Date.now());
  const dueAt = confirmed && !active ? confirmed.at + LATE_MS : null;
  useEffect(() => {
    if (dueAt === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(0, dueAt - Date.now()) + 50);
    return () => window.clearTimeout(timer);
  }, [dueAt]);

  const dismiss = useCallback(() => {
    setState((current) => {
      // A canceled checkout's note goes; a confirmed one still on its way (from an earlier checkout) stays.
      const stored = current.phase === 'canceled' ? readStoredCheckout() : null;
      if (!stored) storeCheckout(null);
      return stored ? { phase: 'confirmed', ...stored } : { phase: 'none' };
    });
  }, []);

  return { state, active, late: dueAt !== null && now >= dueAt, dismiss };
}
