import { BILLING_TEXTS, CHECKOUT_RETURN_TEXTS as T } from '../../../../shared/domain/billing';
import { PLANS } from '../../../../shared/domain/plans';
import { Button } from '../../ui/Button';
import type { CheckoutReturnState } from './useCheckoutReturn';
import './billing.css';
import '../../ui/Spinner.css';

/**
 * The shell's line about a returning checkout once its dialog is closed: a confirmed payment activating,
 * the plan arrived, the plan late (with what to do), or a canceled checkout (nothing charged).
 */
export function ActivationNotice({ checkout, activePlanName }: { checkout: CheckoutReturnState; activePlanName: string | null }) {
  const { state, active, late, dismiss } = checkout;
  if (state.phase === 'canceled') {
    return (
      <Notice tone="info" onDismiss={dismiss}>
        {T.canceled}
      </Notice>
    );
  }
  if (state.phase !== 'confirmed') return null;
  if (active) {
    return (
      <Notice tone="success" onDismiss={dismiss}>
        {BILLING_TEXTS.activated(activePlanName ?? (state.plan ? PLANS[state.plan].name : ''))}
      </Notice>
    );
  }
  if (late) {
    return (
      <Notice tone="warning" onDismiss={dismiss}>
        {T.late(state.sessionId)} <a href="/contact">{T.contact}</a>
      </Notice>
    );
  }
  const text =
    state.outcome === 'paid' ? T.paid : state.outcome === 'trial' ? T.trial(state.plan ? PLANS[state.plan].name : 'plan') : T.processing;
  return (
    <div className="activation-notice" role="status">
      <span className="spinner" aria-hidden="true">
        <span className="spinner__ring" />
      </span>
      <span>{text}</span>
    </div>
  );
}

function Notice({ tone, onDismiss, children }: { tone: 'info' | 'success' | 'warning'; onDismiss(): void; children: React.ReactNode }) {
  return (
    <div className={`activation-notice activation-notice--${tone}`} role="status">
      <span className="activation-notice__text">{children}</span>
      <Button variant="ghost" size="sm" onClick={onDismiss}>
        {T.dismiss}
      </Button>
    </div>
  );
}
