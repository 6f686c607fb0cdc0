import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../../shared/domain/accountRules';
import { Button } from '../../ui/Button';
import { NoBreak } from '../../ui/NoBreak';
import { apiErrorText } from '../apiClient';
import { authApi, reloadUser, signOut } from '../session';
import type { SessionUser } from '../sessionUser';

/** Blocks the app for a signed-in, unverified, non-Google user (spec §5). */
export function VerificationPrompt({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<'resend' | 'check' | null>(null);

  async function resend() {
    setBusy('resend');
    try {
      await authApi.resendVerification(user.email);
      setMessage(ACCOUNT_MESSAGES.verificationSent);
    } catch (error) {
      setMessage(apiErrorText(error, 'Could not send the e-mail. Please try again.'));
    } finally {
      setBusy(null);
    }
  }

  async function check() {
    setBusy('check');
    try {
      const fresh = await reloadUser();
      if (fresh && !fresh.emailVerified) setMessage('Your e-mail is not verified yet. Open the link in the e-mail we sent you.');
    } catch {
      setMessage('Could not check right now. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  async function backToSignIn() {
    await signOut();
    await navigate({ to: '/signin' });
  }

  return (
    <div className="card auth-card">
      <h1>
        Verify your <NoBreak text="e-mail" />
      </h1>
      <p>
        We sent a verification link to <strong>{user.email}</strong>. Open it to start using the app.
      </p>
      {message ? (
        <p className="notice" role="status">
          {message}
        </p>
      ) : null}
      <div className="stack">
        <Button className="full-width" onClick={check} busy={busy === 'check'}>
          I have verified my e-mail
        </Button>
        <Button className="full-width" variant="secondary" onClick={resend} busy={busy === 'resend'}>
          Resend verification e-mail
        </Button>
        <Button className="full-width" variant="ghost" onClick={backToSignIn}>
          Back to sign in
        </Button>
      </div>
    </div>
  );
}
