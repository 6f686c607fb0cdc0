import { SHELL_TEXTS, unsyncedSignOutText } from '../../../shared/domain/shellTexts';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

/** Asks before a sign-out that would leave changes only on this device. */
export function SignOutConfirmDialog({
  pending,
  onCancel,
  onConfirm,
}: {
  /** Changes not on the server; the dialog is open while this is a number. */
  pending: number | null;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={SHELL_TEXTS.signOutUnsyncedTitle}
      description={pending !== null ? unsyncedSignOutText(pending) : undefined}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {SHELL_TEXTS.cancel}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {SHELL_TEXTS.signOutAnyway}
          </Button>
        </>
      }
    />
  );
}
