import { useCallback, useEffect, useState } from 'react';
import { hasPaidSubscription, type PurchasablePlanId } from '../../../../shared/domain/billing';
import { LIMITS } from '../../../../shared/domain/limits';
import type { EntitlementsDoc } from '../../../../shared/schemas/entitlements';
import { ApiRequestError } from '../../auth/apiClient';
import { type CheckoutOutcome, fetchCheckoutStatus } from './billingApi';

/** A checkout Stripe confirmed: kept in the tab (across reloads) until its plan arrives and the user has seen it. */
export interface ConfirmedCheckout {
  sessionId: string;
  outcome: Extract<CheckoutOutcome, 'paid' | 'trial' | 'processing'>;
  plan: PurchasablePlanId | null;
  /** When Stripe confirmed it (ms): activation is late after LIMITS.paymentActivationMinutes. */
  at: number;
}

export type CheckoutReturn =
  | { phase: 'none' }
  | { phase: 'checking' }
  | ({ phase: 'confirmed' } & ConfirmedCheckout)
  /** Stripe says the checkout was left or expired, or it is not this user's: nothing was charged. */
  | { phase: 'not-paid' }
  /** No session id in the address, or the server could not be asked: nothing is claimed either way. */
  | { phase: 'unconfirmed' }
  | { phase: 'canceled' };

const KEY = 'billing_checkout';
const LATE_MS = LIMITS.paymentActivationMinutes * 60 * 1000;

function readStored(): ConfirmedCheckout | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ConfirmedCheckout | null;
    return value && typeof value.sessionId === 'string' && typeof value.at === 'number' ? value : null;
  } catch {
    return null;
  }
}

function store(value: ConfirmedCheckout | null): void {
  try {
    if (value) sessionStorage.setItem(KEY, JSON.stringify(value));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage blocked: the notice just does not survive a reload
  }
}

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
    const stored = readStored();
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
          store(confirmed);
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
      const stored = current.phase === 'canceled' ? readStored() : null;
      if (!stored) store(null);
      return stored ? { phase: 'confirmed', ...stored } : { phase: 'none' };
    });
  }, []);

  return { state, active, late: dueAt !== null && now >= dueAt, dismiss };
}
