import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../shared/domain/accountRules';
import { apiErrorText } from '../auth/apiClient';
import { checkEmail } from '../auth/credentialsCheck';
import { authApi } from '../auth/session';
import { usePageMeta } from '../meta/usePageMeta';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { PublicLayout } from './PublicLayout';

export function PasswordRecoveryPage() {
  usePageMeta('passwordRecovery');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkEmail(email);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await authApi.requestPasswordRecovery(checked.email);
      setSent(true);
    } catch (err) {
      setError(apiErrorText(err, ACCOUNT_MESSAGES.requestFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicLayout>
      <div className="auth-page">
        <div className="card auth-card">
          <h1>Reset your password</h1>
          {sent ? (
            <p className="notice notice--success" role="status">
              {ACCOUNT_MESSAGES.recoverySent}
            </p>
          ) : (
            <form onSubmit={submit} noValidate aria-label="Reset your password">
              <p className="muted">Enter the e-mail of your account and we will send you a link to choose a new password.</p>
              <TextField
                label="E-mail"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={error}
              />
              <Button type="submit" className="full-width" busy={busy}>
                Send reset link
              </Button>
            </form>
          )}
          <p className="auth-card__switch">
            <Link to="/signin">Back to sign in</Link>
          </p>
        </div>
      </div>
    </PublicLayout>
  );
}
