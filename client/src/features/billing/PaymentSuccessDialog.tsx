import { useEffect, useState } from 'react';
import { BILLING_TEXTS } from '../../../../shared/domain/billing';
import { LIMITS } from '../../../../shared/domain/limits';
import { SHELL_TEXTS } from '../../../../shared/domain/shellTexts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/** Shown after checkout (?success=true); says whether the plan has arrived, closes itself after 3 seconds and lands on /app. */
export function PaymentSuccessDialog({ open, onDone, activePlanName }: { open: boolean; onDone(): void; activePlanName: string | null }) {
  const [left, setLeft] = useState<number>(LIMITS.paymentRedirectSeconds);
  useEffect(() => {
    if (!open) return;
    setLeft(LIMITS.paymentRedirectSeconds);
    const tick = window.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    const done = window.setTimeout(onDone, LIMITS.paymentRedirectSeconds * 1000);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(done);
    };
  }, [open, onDone]);
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onDone()}
      title="Payment successful!"
      description="Thank you! Your subscription activates within about 5 minutes."
      actions={<Button onClick={onDone}>{SHELL_TEXTS.paymentSuccessButton}</Button>}
    >
      <p role="status">{activePlanName ? BILLING_TEXTS.activated(activePlanName) : BILLING_TEXTS.activating}</p>
      <p className="muted" aria-live="polite">
        Taking you to the app in {left} s…
      </p>
    </Dialog>
  );
}
