import { useEffect, useState } from 'react';
import { hasPaidSubscription } from '../../../../shared/domain/billing';
import { PLANS } from '../../../../shared/domain/plans';
import type { EntitlementsDoc } from '../../../../shared/schemas/entitlements';

const KEY = 'billing_activating';
/** Stripe activates within about 5 minutes (spec §4); after twice that the notice gives up quietly. */
const GIVE_UP_MS = 10 * 60 * 1000;

function startedAt(): number | null {
  const raw = sessionStorage.getItem(KEY);
  const at = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(at) && Date.now() - at < GIVE_UP_MS ? at : null;
}

/**
 * After checkout returns (?success=true) the plan arrives only when Stripe's webhook has landed and the
 * entitlements document has synced. Until then the app says "Activating your plan…"; across reloads too.
 */
export function useActivation(
  returnedFromCheckout: boolean,
  entitlements: EntitlementsDoc | null,
): { activating: boolean; activePlanName: string | null } {
  const [pending, setPending] = useState(() => {
    if (returnedFromCheckout) sessionStorage.setItem(KEY, String(Date.now()));
    return startedAt() !== null;
  });
  const active = entitlements !== null && hasPaidSubscription(entitlements.subscriptionStatus, entitlements.plan);
  useEffect(() => {
    if (pending && active) {
      sessionStorage.removeItem(KEY);
      setPending(false);
    }
  }, [pending, active]);
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => {
      sessionStorage.removeItem(KEY);
      setPending(false);
    }, GIVE_UP_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);
  return { activating: pending && !active, activePlanName: active && entitlements ? PLANS[entitlements.plan].name : null };
}
