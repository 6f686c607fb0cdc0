import { useCallback } from 'react';
import { PLANS } from '../../../../shared/domain/plans';
import type { EntitlementsDoc } from '../../../../shared/schemas/entitlements';
import { PaymentSuccessDialog } from '../../app/lazyDialogs';
import { OpenedOnce } from '../../ui/OpenedOnce';
import { ActivationNotice } from './ActivationNotice';
import { useCheckoutReturn } from './useCheckoutReturn';

export interface CheckoutReturnProps {
  search: { success?: string; canceled?: string; sessionId?: string };
  entitlements: EntitlementsDoc | null;
  /** The payment dialog is open (a return from Stripe's checkout); the shell's notice waits for it to close. */
  showPayment: boolean;
  /** The payment dialog's Done: the shell closes it and opens the converter. */
  onPaymentDone(): void;
  /** The payment dialog's See Plans: the shell closes it and opens the plans. */
  onSeePlans(): void;
}

/**
 * A checkout the shell follows (a return from Stripe, or a confirmed one kept in the tab): the payment dialog and
 * the shell's notice. Loaded only then (client/src/app/AppShell.tsx), so an everyday start does not download it.
 */
export default function CheckoutReturn({ search, entitlements, showPayment, onPaymentDone, onSeePlans }: CheckoutReturnProps) {
  const checkout = useCheckoutReturn(search, entitlements);
  const activePlanName = checkout.active && entitlements ? PLANS[entitlements.plan].name : null;
  const { active, state, dismiss } = checkout;
  const finishPayment = useCallback(() => {
    // A plan the dialog already announced needs no second notice; one still on its way keeps its line.
    if (active || state.phase !== 'confirmed') dismiss();
    onPaymentDone();
  }, [active, state.phase, dismiss, onPaymentDone]);
  const seePlansAgain = useCallback(() => {
    dismiss();
    onSeePlans();
  }, [dismiss, onSeePlans]);
  return (
    <>
      {showPayment ? null : <ActivationNotice checkout={checkout} activePlanName={activePlanName} />}
      <OpenedOnce open={showPayment}>
        <PaymentSuccessDialog
          open={showPayment}
          state={state}
          activePlanName={activePlanName}
          onDone={finishPayment}
          onSeePlans={seePlansAgain}
        />
      </OpenedOnce>
    </>
  );
}
