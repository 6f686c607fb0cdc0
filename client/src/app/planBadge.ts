import { PLANS, type PlanId } from '../../../shared/domain/plans';

/** The user menu's plan badge: the plan name, or 'Admin • plan' for admins. */
export function planBadgeText(plan: PlanId, isAdmin: boolean): string {
  return isAdmin ? `Admin • ${PLANS[plan].name}` : PLANS[plan].name;
}
