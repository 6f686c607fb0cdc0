import { useCallback, useState } from 'react';
import { BILLING_TEXTS, type BillingPeriod, type PurchasablePlanId } from '../../../../shared/domain/billing';
import { apiErrorText } from '../../auth/apiClient';
import { useToast } from '../../ui/Toast';
import { openPortalSession, startCheckout } from './billingApi';

/** Starts checkout (the browser goes to Stripe's hosted page) or opens the billing portal in a new tab. */
export function usePlanActions(): {
  busy: string | null;
  error: string | null;
  checkout(plan: PurchasablePlanId, period: BillingPeriod, country: string): Promise<void>;
  manage(): Promise<void>;
} {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const checkout = useCallback(async (plan: PurchasablePlanId, period: BillingPeriod, country: string) => {
    setBusy(plan);
    setError(null);
    try {
      window.location.assign(await startCheckout(plan, period, country));
    } catch (failure) {
      setError(apiErrorText(failure, BILLING_TEXTS.checkoutFailed));
      setBusy(null);
    }
  }, []);

  const manage = useCallback(async () => {
    setBusy('manage');
    setError(null);
    // Opened before the request so the browser still counts it as the click's own window.
    const tab = window.open('', '_blank');
    try {
      const url = await openPortalSession();
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
      toast({ title: BILLING_TEXTS.portalFailed, tone: 'error' });
    } finally {
      setBusy(null);
    }
  }, [toast]);

  return { busy, error, checkout, manage };
}
