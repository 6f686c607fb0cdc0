import { useEffect, useId, useState } from 'react';
import { SHELL_TEXTS, unsavedDraftsText, unsyncedSignOutText } from '../../../shared/domain/shellTexts';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import './signOutDialog.css';

/** What the sign-out dialog knows about this device's unsent work. */
export interface SignOutCheck {
  /** Changes not on the server yet; null while they are being counted (or sent). */
  pending: number | null;
  /** Unsaved form drafts (recipes, week plans): never synced, so removing the data removes them. */
  drafts: number;
  /** A "Sync First" is under way. */
  syncing: boolean;
}

export interface SignOutConfirmDialogProps {
  /** The dialog is open while this is set. */
  check: SignOutCheck | null;
  /** The choice shown first: remove the data, unless this device was marked as the user's own. */
  trustedDevice: boolean;
  busy: boolean;
  onCancel(): void;
  onSyncFirst(): void;
  onConfirm(removeData: boolean): void;
}

/**
 * Sign-out asks what happens to the data on this device: removed (the default on a device not marked
 * as the user's own), or kept (which marks the device as trusted). Changes not on the server yet are
 * counted and can be sent first; they are never removed without the count being shown.
 */
export function SignOutConfirmDialog({ check, trustedDevice, busy, onCancel, onSyncFirst, onConfirm }: SignOutConfirmDialogProps) {
  const [removeData, setRemoveData] = useState(!trustedDevice);
  const open = check !== null;
  // Each opening starts from the device's remembered choice.
  useEffect(() => {
    if (open) setRemoveData(!trustedDevice);
  }, [open, trustedDevice]);
  const name = useId();
  const pending = check?.pending ?? null;
  const waiting = pending !== null && pending > 0;
  const counting = pending === null || check?.syncing === true;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title={SHELL_TEXTS.signOutUnsyncedTitle}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {SHELL_TEXTS.cancel}
          </Button>
          <Button
            variant={waiting && removeData ? 'danger' : 'primary'}
            onClick={() => onConfirm(removeData)}
            disabled={counting}
            busy={busy}
          >
            {waiting ? SHELL_TEXTS.signOutAnyway : SHELL_TEXTS.signOut}
          </Button>
        </>
      }
    >
      <fieldset className="sign-out__choices">
        <legend className="field__label">{SHELL_TEXTS.deviceDataLegend}</legend>
        <SignOutChoice
          name={name}
          checked={removeData}
          onChange={() => setRemoveData(true)}
          label={SHELL_TEXTS.removeDeviceData}
          hint={SHELL_TEXTS.removeDeviceDataHint}
        />
        <SignOutChoice
          name={name}
          checked={!removeData}
          onChange={() => setRemoveData(false)}
          label={SHELL_TEXTS.keepDeviceData}
          hint={SHELL_TEXTS.keepDeviceDataHint}
        />
      </fieldset>
      <div className="sign-out__state" role="status">
        {check?.syncing ? <p className="muted">{SHELL_TEXTS.syncingFirst}</p> : null}
        {!check?.syncing && pending === null ? <p className="muted">{SHELL_TEXTS.checkingUnsynced}</p> : null}
        {!check?.syncing && pending === 0 ? <p className="muted">{SHELL_TEXTS.allChangesSynced}</p> : null}
        {!check?.syncing && waiting ? (
          <div className="notice sign-out__warning">
            <p>
              <strong>{unsyncedSignOutText(pending)}</strong>{' '}
              {removeData ? SHELL_TEXTS.unsyncedLostIfRemoved : SHELL_TEXTS.unsyncedKeptOnDevice}
            </p>
            <Button variant="secondary" size="sm" onClick={onSyncFirst} disabled={busy}>
              {SHELL_TEXTS.syncFirst}
            </Button>
          </div>
        ) : null}
        {removeData && (check?.drafts ?? 0) > 0 ? <p className="muted">{unsavedDraftsText(check?.drafts ?? 0)}</p> : null}
      </div>
    </Dialog>
  );
}

function SignOutChoice({
  name,
  checked,
  onChange,
  label,
  hint,
}: {
  name: string;
  checked: boolean;
  onChange(): void;
  label: string;
  hint: string;
}) {
  const id = useId();
  return (
    <div className="sign-out__choice">
      <input id={id} type="radio" name={name} checked={checked} onChange={onChange} aria-describedby={`${id}-hint`} />
      <div>
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      </div>
    </div>
  );
}
