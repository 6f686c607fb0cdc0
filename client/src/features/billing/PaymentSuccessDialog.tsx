import { useEffect, useState } from 'react';
import { BILLING_TEXTS, CHECKOUT_RETURN_TEXTS as T } from '../../../../shared/domain/billing';
import { LIMITS } from '../../../../shared/domain/limits';
import { PLANS } from '../../../../shared/domain/plans';
import { SHELL_TEXTS } from '../../../../shared/domain/shellTexts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import '../../ui/Spinner.css';
import './billing.css';
import type { CheckoutReturn } from './useCheckoutReturn';

function titleOf(state: CheckoutReturn): string {
  if (state.phase === 'checking') return T.checkingTitle;
  if (state.phase === 'not-paid') return T.notPaidTitle;
  if (state.phase !== 'confirmed') return T.unconfirmedTitle;
  return state.outcome === 'paid' ? T.paidTitle : state.outcome === 'trial' ? T.trialTitle : T.processingTitle;
}

function statusOf(state: CheckoutReturn, activePlanName: string | null): string {
  if (state.phase === 'checking') return T.checkingTitle;
  if (state.phase === 'not-paid') return T.notPaid;
  if (state.phase !== 'confirmed') return T.unconfirmed;
  if (activePlanName) return BILLING_TEXTS.activated(activePlanName);
  if (state.outcome === 'paid') return T.paid;
  if (state.outcome === 'trial') return T.trial(state.plan ? PLANS[state.plan].name : 'plan');
  return T.processing;
}

/**
 * Shown when checkout returns (?success=true): first checks the session with the server, then says what
 * Stripe confirmed. A confirmed checkout closes itself after 3 seconds and lands on /app (spec); one that
 * was not paid says that nothing was charged and offers the plans again.
 */
export function PaymentSuccessDialog({
  open,
  state,
  activePlanName,
  onDone,
  onSeePlans,
}: {
  open: boolean;
  state: CheckoutReturn;
  activePlanName: string | null;
  onDone(): void;
  onSeePlans(): void;
}) {
  const confirmed = state.phase === 'confirmed';
  const [left, setLeft] = useState<number>(LIMITS.paymentRedirectSeconds);
  useEffect(() => {
    if (!open || !confirmed) return;
    setLeft(LIMITS.paymentRedirectSeconds);
    const tick = window.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    const done = window.setTimeout(onDone, LIMITS.paymentRedirectSeconds * 1000);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(done);
    };
  }, [open, confirmed, onDone]);
  const actions =
    state.phase === 'not-paid' ? (
      <>
        <Button variant="secondary" onClick={onDone}>
          {T.close}
        </Button>
        <Button onClick={onSeePlans}>{T.seePlans}</Button>
      </>
    ) : (
      <Button onClick={onDone} disabled={state.phase === 'checking'}>
        {SHELL_TEXTS.paymentSuccessButton}
      </Button>
    );
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onDone()} title={titleOf(state)} actions={actions}>
      <p role="status" className="payment-status">
        {state.phase === 'checking' || (confirmed && !activePlanName) ? (
          <span className="spinner" aria-hidden="true">
            <span className="spinner__ring" />
          </span>
        ) : null}
        <span>{statusOf(state, activePlanName)}</span>
      </p>
      {confirmed ? (
        <p className="muted" aria-live="polite">
          {T.redirectIn(left)}
        </p>
      ) : null}
    </Dialog>
  );
}
