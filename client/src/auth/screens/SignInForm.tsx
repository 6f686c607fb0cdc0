import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from '../../../../shared/domain/accountRules';
import { SHELL_TEXTS } from '../../../../shared/domain/shellTexts';
import { preloadSignedInApp, startSignedInApp } from '../../app/loadSignedInApp';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { apiErrorText } from '../apiClient';
import { checkEmail, checkNewPassword } from '../credentialsCheck';
import { usersToWipe } from '../deviceMarks';
import { authApi, type SessionEndNotice, signIn, signUp, useSession } from '../session';
import { needsVerification } from '../sessionUser';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

export type AuthMode = 'signin' | 'signup';

const SIGNED_UP_NOTICE = 'Account created. We sent you a verification link — check your e-mail, then sign in.';

const ENDED_NOTICES: Record<SessionEndNotice, string> = {
  revoked: ACCOUNT_MESSAGES.sessionRevoked,
  expired: ACCOUNT_MESSAGES.sessionExpired,
  deleted: ACCOUNT_MESSAGES.accountDeletedHere,
  'data-removed': SHELL_TEXTS.signedOutDataRemoved,
};

/**
 * What a form hands to the one that replaces it when the page changes with the mode (/signup → /signin):
 * the e-mail typed and the notice to show. Read once by the next form.
 */
let carried: { email: string; notice: string | null } | null = null;
function takeCarried(): { email: string; notice: string | null } {
  const value = carried ?? { email: '', notice: null };
  carried = null;
  return value;
}

/**
 * Sign-in form that switches to sign-up and back to sign-in after a successful sign-up (spec §2 App shell).
 * With `onModeChange`, the page follows the mode (its URL becomes /signin or /signup) and mounts the next form.
 */
export function SignInForm({
  initialMode = 'signin',
  initialError,
  onSignedIn,
  onModeChange,
}: {
  initialMode?: AuthMode;
  initialError?: string;
  onSignedIn?: () => void;
  onModeChange?: (mode: AuthMode) => void;
}) {
  const [start] = useState(takeCarried);
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [email, setEmail] = useState(start.email);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>(initialError ? { form: initialError } : {});
  const [notice, setNotice] = useState<string | null>(start.notice);
  const [busy, setBusy] = useState(false);
  /** From the strength meter (undefined until it has judged the password). */
  const [passwordAcceptable, setPasswordAcceptable] = useState<boolean | undefined>(undefined);
  const [google, setGoogle] = useState(false);
  const { ended } = useSession();

  useEffect(() => {
    // Data still to be removed (an account deleted elsewhere, a removal cut short): the store loads only then.
    if (usersToWipe().length > 0) void import('../../data/deviceData').then((m) => m.runPendingWipes()).catch(() => undefined);
  }, []);

  useEffect(() => {
    let alive = true;
    authApi
      .providers()
      .then((p) => alive && setGoogle(p.google))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);

  function switchMode(next: AuthMode, nextNotice: string | null = null) {
    if (onModeChange) {
      carried = { email, notice: nextNotice };
      onModeChange(next);
      return;
    }
    setMode(next);
    setErrors({});
    setNotice(nextNotice);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    const checked = checkEmail(email);
    if ('error' in checked) next.email = checked.error;
    if (mode === 'signup') {
      const passwordError = checkNewPassword(password) ?? (passwordAcceptable === false ? ACCOUNT_MESSAGES.passwordTooWeak : null);
      if (passwordError) next.password = passwordError;
    } else if (!password) next.password = 'Please enter your password.';
    setErrors(next);
    if (next.email || next.password || 'error' in checked) return;
    setBusy(true);
    try {
      if (mode === 'signup') {
        await signUp(checked.email, password);
        setPassword('');
        switchMode('signin', SIGNED_UP_NOTICE);
      } else {
        // The app opens next: its code downloads while the server checks the password.
        preloadSignedInApp();
        const user = await signIn(checked.email, password);
        if (!needsVerification(user)) startSignedInApp(user.id);
        onSignedIn?.();
      }
    } catch (error) {
      setErrors({ form: apiErrorText(error, ACCOUNT_MESSAGES.requestFailed) });
    } finally {
      setBusy(false);
    }
  }

  const title = mode === 'signin' ? 'Sign in' : 'Create your account';
  return (
    <div className="card auth-card">
      <h1 className="auth-card__title">{title}</h1>
      {ended && !notice ? (
        <p className={ended === 'data-removed' ? 'notice notice--success' : 'notice'} role="status">
          {ENDED_NOTICES[ended]}
        </p>
      ) : null}
      {notice ? (
        <p className="notice notice--success" role="status">
          {notice}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate aria-label={title}>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <TextField
          label="Password"
          type="password"
          autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          hint={mode === 'signup' ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
          required
        />
        {mode === 'signup' ? <PasswordStrengthMeter password={password} email={email} onAcceptableChange={setPasswordAcceptable} /> : null}
        {errors.form ? (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" className="full-width" busy={busy}>
          {mode === 'signin' ? 'Sign in' : 'Sign up'}
        </Button>
      </form>
      {google ? (
        <>
          <p className="divider">or</p>
          <a className="btn btn--secondary btn--md full-width" href="/api/auth/google">
            Sign in with Google
          </a>
        </>
      ) : null}
      <p className="auth-card__switch">
        {mode === 'signin' ? (
          <>
            No account yet?{' '}
            <button type="button" className="link-button" onClick={() => switchMode('signup')}>
              Create an account
            </button>
          </>
        ) : (
          <>
            Already have an account?{' '}
            <button type="button" className="link-button" onClick={() => switchMode('signin')}>
              Sign in instead
            </button>
          </>
        )}
      </p>
      {mode === 'signin' ? (
        <p className="auth-card__switch">
          <Link to="/password-recovery">Forgot your password?</Link>
        </p>
      ) : null}
    </div>
  );
}
