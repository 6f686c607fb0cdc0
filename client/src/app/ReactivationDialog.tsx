import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../shared/domain/accountRules';
import { SHELL_TEXTS } from '../../../shared/domain/shellTexts';
import { authApi, reloadUser } from '../auth/session';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { useToast } from '../ui/Toast';

/** Welcome-back dialog for a deactivated account: reactivate, or sign out (signed-in-features §2, §4). */
export function ReactivationDialog({ open, onReactivated, onSignOut }: { open: boolean; onReactivated(): void; onSignOut(): void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function reactivate() {
    setBusy(true);
    setError(null);
    try {
      await authApi.reactivate();
      toast({ title: SHELL_TEXTS.reactivateSuccessTitle, description: ACCOUNT_MESSAGES.reactivated, tone: 'success' });
      onReactivated();
      await reloadUser().catch(() => null);
    } catch {
      setError(ACCOUNT_MESSAGES.reactivateFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={() => undefined}
      hideClose
      title={SHELL_TEXTS.reactivateTitle}
      description="Your account is deactivated. Would you like to reactivate it and pick up where you left off?"
      actions={
        <>
          <Button variant="secondary" onClick={onSignOut} disabled={busy}>
            {SHELL_TEXTS.reactivateNo}
          </Button>
          <Button onClick={() => void reactivate()} busy={busy}>
            {SHELL_TEXTS.reactivateYes}
          </Button>
        </>
      }
    >
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
