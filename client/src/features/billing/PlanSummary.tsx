import { format } from 'date-fns';
import { BILLING_TEXTS, hasPaidSubscription } from '../../../../shared/domain/billing';
import { PLANS } from '../../../../shared/domain/plans';
import { SHELL_TEXTS } from '../../../../shared/domain/shellTexts';
import type { EntitlementsDoc } from '../../../../shared/schemas/entitlements';
import { Button } from '../../ui/Button';
import { usePlanActions } from './usePlanActions';
import './billing.css';

const STATUS_TEXT: Record<EntitlementsDoc['subscriptionStatus'], string> = {
  none: 'No subscription',
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment failed: update your payment method',
  canceled: 'Subscription ended',
};

/** The Settings "Plan and billing" section: plan, subscription state, renewal, and Manage Plan or Upgrade. */
export function PlanSummary({ entitlements, onUpgrade }: { entitlements: EntitlementsDoc | null; onUpgrade(): void }) {
  const actions = usePlanActions();
  const plan = entitlements?.plan ?? 'free';
  const status = entitlements?.subscriptionStatus ?? 'none';
  const subscriber = hasPaidSubscription(status, plan);
  return (
    <div className="plan-summary">
      <dl className="plan-summary__facts">
        <div>
          <dt>Plan</dt>
          <dd>{entitlements?.isAdmin ? `Admin • ${PLANS[plan].name}` : PLANS[plan].name}</dd>
        </div>
        <div>
          <dt>Subscription</dt>
          <dd>{STATUS_TEXT[status]}</dd>
        </div>
        {subscriber && entitlements?.currentPeriodEnd ? (
          <div>
            <dt>{status === 'trialing' ? 'Trial ends' : 'Renews'}</dt>
            <dd>{format(new Date(entitlements.currentPeriodEnd), 'd MMMM yyyy')}</dd>
          </div>
        ) : null}
      </dl>
      {subscriber ? (
        <Button variant="secondary" busy={actions.busy === 'manage'} onClick={() => void actions.manage()}>
          {BILLING_TEXTS.managePlan}
        </Button>
      ) : plan !== 'enterprise' && !entitlements?.isAdmin ? (
        <Button onClick={onUpgrade}>{SHELL_TEXTS.upgradePlan}</Button>
      ) : null}
    </div>
  );
}
