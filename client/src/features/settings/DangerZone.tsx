import { type FormEvent, useState } from 'react';
import { ACCOUNT_LIFECYCLE_TEXTS } from '../../../../shared/domain/accountLifecycleTexts';
import { apiErrorText } from '../../auth/apiClient';
import type { SessionUser } from '../../auth/session';
import { useWipeLocalStore } from '../../data';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { accountApi } from './accountApi';

/** Deactivate (reversible at the next sign-in) and delete (erases everything, on the server and on this device). */
export function DangerZone({ user, onLeft }: { user: SessionUser; onLeft(): void }) {
  const toast = useToast();
  const wipe = useWipeLocalStore();
  const [dialog, setDialog] = useState<'deactivate' | 'delete' | null>(null);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setDialog(null);
    setPassword('');
    setError(null);
  };

  async function deactivate() {
    setBusy(true);
    setError(null);
    try {
      await accountApi.deactivate();
      toast({ title: 'Account deactivated', description: 'Sign in again any time to reactivate it.', tone: 'info' });
      onLeft();
    } catch (e) {
      setError(apiErrorText(e, 'Could not deactivate your account. Please try again.'));
      setBusy(false);
    }
  }

  async function remove(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await accountApi.deleteAccount(user.provider === 'password' ? password : undefined);
      await wipe().catch(() => undefined);
      toast({ title: 'Account deleted', description: ACCOUNT_LIFECYCLE_TEXTS.accountDeleted, tone: 'success' });
      onLeft();
    } catch (e) {
      setError(apiErrorText(e, 'Could not delete your account. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <div className="danger-zone">
      <h3 className="settings-subheading">Leave</h3>
      <div className="danger-zone__row">
        <div>
          <p className="danger-zone__title">Deactivate account</p>
          <p className="muted">You are signed out and your data is kept. The next time you sign in we ask whether to reactivate.</p>
        </div>
        <Button variant="secondary" onClick={() => setDialog('deactivate')}>
          Deactivate account
        </Button>
      </div>
      <div className="danger-zone__row">
        <div>
          <p className="danger-zone__title">Delete account</p>
          <p className="muted">Erases your account, recipes, plans and settings for good, on the server and on every device.</p>
        </div>
        <Button variant="danger" onClick={() => setDialog('delete')}>
          Delete account
        </Button>
      </div>

      <Dialog
        open={dialog === 'deactivate'}
        onOpenChange={(open) => (open ? undefined : close())}
        title="Deactivate your account?"
        description="You will be signed out on this device. Your recipes and plans are kept until you come back."
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={() => void deactivate()} busy={busy}>
              Deactivate
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

      <Dialog
        open={dialog === 'delete'}
        onOpenChange={(open) => (open ? undefined : close())}
        title="Delete your account for good?"
        description="This cannot be undone. Download your data first if you want to keep a copy."
      >
        <form className="settings-form" onSubmit={(e) => void remove(e)}>
          {user.provider === 'password' ? (
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          ) : (
            <p className="muted">{ACCOUNT_LIFECYCLE_TEXTS.deleteNeedsFreshGoogle}</p>
          )}
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="dialog__actions">
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" busy={busy}>
              Delete my account
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
