import { Link, useSearch } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ACCOUNT_LIFECYCLE_TEXTS } from '../../../shared/domain/accountLifecycleTexts';
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from '../../../shared/domain/accountRules';
import { apiErrorText, apiJson } from '../auth/apiClient';
import { checkNewPassword } from '../auth/credentialsCheck';
import { authApi, reloadUser } from '../auth/session';
import { usePageMeta } from '../meta/usePageMeta';
import { Button, buttonClass } from '../ui/Button';
import { NoBreak } from '../ui/NoBreak';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { validateAuthActionSearch } from './authActionSearch';
import { PublicLayout } from './PublicLayout';

/** The e-mail change link's token is its own proof: no session needed (it may open on another device). */
async function confirmEmailChange(token: string): Promise<string> {
  const answer = await apiJson<{ message?: string }>('/api/auth/account/email/confirm', { body: { token } });
  return answer.message ?? ACCOUNT_LIFECYCLE_TEXTS.emailChanged;
}

function messageOf(error: unknown): string {
  return apiErrorText(error, ACCOUNT_MESSAGES.tokenInvalid);
}

function VerifyEmailAction({ token, onVerified }: { token: string; onVerified(): void }) {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const started = useRef(false);
  useEffect(() => {
    // A verification token works once: never send it twice (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    authApi
      .verifyEmail(token)
      .then(async (answer) => {
        const already = typeof answer === 'object' && answer !== null && 'alreadyVerified' in answer && answer.alreadyVerified === true;
        setResult({ ok: true, text: already ? ACCOUNT_MESSAGES.emailAlreadyVerified : ACCOUNT_MESSAGES.emailVerified });
        onVerified();
        await reloadUser().catch(() => null);
      })
      .catch((error: unknown) => setResult({ ok: false, text: messageOf(error) }));
  }, [token, onVerified]);
  if (!result) return <Spinner label="Verifying your e-mail" />;
  return (
    <>
      <p className={result.ok ? 'notice notice--success' : 'notice'} role="status">
        {result.text}
      </p>
      <Link to={result.ok ? '/app' : '/verify-email'} className={buttonClass('primary')}>
        {result.ok ? 'Continue' : 'Back'}
      </Link>
    </>
  );
}

function ChangeEmailAction({ token }: { token: string }) {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const started = useRef(false);
  useEffect(() => {
    // The link works once: never send it twice.
    if (started.current) return;
    started.current = true;
    confirmEmailChange(token)
      .then(async (text) => {
        setResult({ ok: true, text });
        await reloadUser().catch(() => null);
      })
      .catch((error: unknown) => setResult({ ok: false, text: apiErrorText(error, ACCOUNT_LIFECYCLE_TEXTS.emailChangeInvalid) }));
  }, [token]);
  if (!result) return <Spinner label="Confirming your new e-mail address" />;
  return (
    <>
      <p className={result.ok ? 'notice notice--success' : 'notice'} role="status">
        {result.text}
      </p>
      <Link to="/app" search={{ section: 'account' }} className={buttonClass('primary')}>
        Continue
      </Link>
    </>
  );
}

function ResetPasswordAction({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = checkNewPassword(password);
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    try {
      await authApi.resetPassword(token, password);
      setDone(true);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }
  if (done) {
    return (
      <>
        <p className="notice notice--success" role="status">
          {ACCOUNT_MESSAGES.passwordReset}
        </p>
        <Link to="/signin" className={buttonClass('primary')}>
          Sign in
        </Link>
      </>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <Button type="submit" className="full-width" busy={busy}>
        Save new password
      </Button>
    </form>
  );
}

/** One page for every auth-action alias: verify e-mail or reset password by the token in the link. */
export function AuthActionPage() {
  usePageMeta('authAction');
  const search = validateAuthActionSearch(useSearch({ strict: false }));
  const token = search.oobCode ?? '';
  let body: ReactNode;
  const [verified, setVerified] = useState(false);
  const markVerified = useCallback(() => setVerified(true), []);
  let heading: ReactNode = 'Account action';
  if (!token) body = <p className="notice">{ACCOUNT_MESSAGES.tokenInvalid}</p>;
  else if (search.mode === 'verifyEmail') {
    heading = verified ? (
      <>
        <NoBreak text="E-mail" /> verified
      </>
    ) : (
      <>
        Verify your <NoBreak text="e-mail" />
      </>
    );
    body = <VerifyEmailAction token={token} onVerified={markVerified} />;
  } else if (search.mode === 'changeEmail') {
    heading = (
      <>
        Confirm your new <NoBreak text="e-mail" />
      </>
    );
    body = <ChangeEmailAction token={token} />;
  } else if (search.mode === 'resetPassword') {
    heading = 'Choose a new password';
    body = <ResetPasswordAction token={token} />;
  } else body = <p className="notice">{ACCOUNT_MESSAGES.tokenInvalid}</p>;
  return (
    <PublicLayout>
      <div className="auth-page">
        <div className="card auth-card stack">
          <h1>{heading}</h1>
          {body}
        </div>
      </div>
    </PublicLayout>
  );
}
