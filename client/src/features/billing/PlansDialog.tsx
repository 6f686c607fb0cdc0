import { useState } from 'react';
import { BILLING_TEXTS, type BillingPeriod, hasPaidSubscription, type PurchasablePlanId } from '../../../../shared/domain/billing';
import { planPrice, startingAtHint } from '../../../../shared/domain/planPrices';
import type { PlanId } from '../../../../shared/domain/plans';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { BillingPeriodToggle } from './BillingPeriodToggle';
import { PlanCard } from './PlanCard';
import { useBillingConfig } from './useBillingConfig';
import { usePlanActions } from './usePlanActions';
import { useVisitorLocation } from './usePlanPrices';
import './billing.css';

export type PlansDialogVariant = 'upgrade' | 'pricing';

export interface PlansDialogProps {
  variant: PlansDialogVariant;
  open: boolean;
  onOpenChange(open: boolean): void;
  plan: PlanId;
  subscriptionStatus: string;
  /** The pricing modal opens with this plan marked (chef by default). */
  highlight?: PurchasablePlanId;
}

const UPGRADE_PLANS: PlanId[] = ['free', 'chef', 'master-chef'];
const PRICING_PLANS: PlanId[] = ['chef', 'master-chef'];
const ENTERPRISE_CONTACT = `/contact?subject=${encodeURIComponent(BILLING_TEXTS.enterpriseSubject)}`;

/**
 * The in-app upgrade modal (Upgrade Your Plan: free, chef and master-chef, enterprise Coming Soon) and the
 * pricing modal (Choose Your Plan: chef and master-chef, Start {plan} Plan or Manage Plan), one component.
 */
export function PlansDialog({ variant, open, onOpenChange, plan, subscriptionStatus, highlight = 'chef' }: PlansDialogProps) {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const location = useVisitorLocation();
  const { config, unreachable } = useBillingConfig(open);
  const actions = usePlanActions();
  const subscriber = hasPaidSubscription(subscriptionStatus, plan);
  const enabled = config?.enabled === true;

  const actionFor = (id: PlanId) => {
    if (id === 'free') {
      return (
        <Button variant="secondary" disabled>
          {BILLING_TEXTS.freePlanButton}
        </Button>
      );
    }
    const name = id === 'chef' ? 'Chef' : 'Master Chef';
    if (subscriber) {
      return (
        <Button
          variant={id === plan ? 'primary' : 'secondary'}
          busy={actions.busy === 'manage'}
          disabled={!enabled}
          onClick={() => void actions.manage()}
        >
          {BILLING_TEXTS.managePlan}
        </Button>
      );
    }
    if (id === plan) {
      return (
        <Button variant="secondary" disabled>
          {BILLING_TEXTS.currentPlan}
        </Button>
      );
    }
    const label = variant === 'pricing' ? BILLING_TEXTS.startPlan(name) : BILLING_TEXTS.upgradeTo(name);
    return (
      <Button
        variant={id === highlight ? 'primary' : 'secondary'}
        busy={actions.busy === id}
        disabled={!enabled || actions.busy !== null}
        onClick={() => void actions.checkout(id as PurchasablePlanId, period, location.countryCode)}
      >
        {label}
      </Button>
    );
  };

  const badgesFor = (id: PlanId) => [
    ...(id === plan ? [BILLING_TEXTS.currentPlan] : []),
    ...(id === 'chef' ? [BILLING_TEXTS.mostPopular] : []),
  ];
  const plans = variant === 'upgrade' ? UPGRADE_PLANS : PRICING_PLANS;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={variant === 'upgrade' ? BILLING_TEXTS.upgradeTitle : BILLING_TEXTS.pricingTitle}
      description={startingAtHint(location)}
    >
      <div className="plans">
        <BillingPeriodToggle period={period} onChange={setPeriod} />
        {config && !enabled ? (
          <p className="plans__notice" role="status">
            {BILLING_TEXTS.notConfigured}
          </p>
        ) : null}
        {unreachable ? (
          <p className="plans__notice" role="status">
            Plans cannot be bought while this device is offline.
          </p>
        ) : null}
        {actions.error ? (
          <p className="plans__error" role="alert">
            {actions.error}
          </p>
        ) : null}
        {actions.busy && actions.busy !== 'manage' ? (
          <p className="plans__notice" role="status">
            {BILLING_TEXTS.redirecting}
          </p>
        ) : null}
        <div className={`plan-grid plan-grid--${plans.length}`}>
          {plans.map((id) => (
            <PlanCard key={id} plan={id} price={planPrice(id, period, location)} badges={badgesFor(id)} action={actionFor(id)} />
          ))}
        </div>
        {variant === 'upgrade' ? (
          <div className="plans__enterprise">
            <p>
              <strong>Enterprise</strong> <span className="muted">Team planning, organisation-wide preferences and API access.</span>
            </p>
            <Button variant="secondary" size="sm" disabled>
              {BILLING_TEXTS.comingSoon}
            </Button>
            <a href={ENTERPRISE_CONTACT}>Contact sales</a>
          </div>
        ) : null}
        <p className="plans__footer muted">
          {BILLING_TEXTS.trialFooter} <a href="/contact">{BILLING_TEXTS.contactLink}</a>
        </p>
      </div>
    </Dialog>
  );
}
