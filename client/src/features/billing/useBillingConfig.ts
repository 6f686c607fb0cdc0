import { useEffect, useState } from 'react';
import { type BillingConfig, fetchBillingConfig } from './billingApi';

/** null while asking (or offline); then the server's billing set-up. */
export function useBillingConfig(active: boolean): { config: BillingConfig | null; unreachable: boolean } {
  const [config, setConfig] = useState<BillingConfig | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    if (!active) return;
    let live = true;
    fetchBillingConfig().then(
      (value) => live && setConfig(value),
      () => live && setUnreachable(true),
    );
    return () => {
      live = false;
    };
  }, [active]);
  return { config, unreachable };
}
