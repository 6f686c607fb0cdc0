import { isPurchasablePlan, type PurchasablePlanId } from '../../../shared/domain/billing';

/**
 * Search parameters /app understands: ?section= (Settings section), ?success=true&session_id= / ?canceled=true after
 * checkout, ?plan= (a plan chosen on the public pricing cards: opens Choose Your Plan with it marked).
 */
export interface AppSearch {
  section?: string;
  success?: string;
  /** Stripe's Checkout Session id on the success URL: the app checks it before saying anything of a payment. */
  session_id?: string;
  canceled?: string;
  plan?: PurchasablePlanId;
}

export function validateAppSearch(search: Record<string, unknown>): AppSearch {
  const out: AppSearch = {};
  if (typeof search.section === 'string') out.section = search.section;
  if (search.success === 'true' || search.success === true) out.success = 'true';
  if (typeof search.session_id === 'string' && /^cs_[A-Za-z0-9_]{1,250}$/.test(search.session_id)) out.session_id = search.session_id;
  if (search.canceled === 'true' || search.canceled === true) out.canceled = 'true';
  if (isPurchasablePlan(search.plan)) out.plan = search.plan;
  return out;
}
