import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { ACCOUNT_LIFECYCLE_TEXTS } from '../../../../shared/domain/accountLifecycleTexts';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/domain/accountRules';
import { apiErrorText } from '../../auth/apiClient';
import { type SessionUser, signOut } from '../../auth/session';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { accountApi } from './accountApi';
import { DangerZone } from './DangerZone';
import { DevicesList } from './DevicesList';

type Result = { tone: 'success' | 'error'; text: string } | null;

function ResultLine({ result }: { result: Result }) {
  if (!result) return null;
  return (
    <p className={`notice notice--${result.tone}`} role={result.tone === 'error' ? 'alert' : 'status'}>
      {result.text}
    </p>
  );
}

function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const answer = await accountApi.changePassword(current, next);
      setResult({ tone: 'success', text: answer.message });
      setCurrent('');
      setNext('');
    } catch (error) {
      setResult({ tone: 'error', text: apiErrorText(error, 'Could not change your password. Please try again.') });
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="settings-form settings-form--narrow" onSubmit={(e) => void submit(e)}>
      <h3 className="settings-subheading">Change password</h3>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Your other devices will be signed out.`}
        value={next}
        onChange={(e) => setNext(e.target.value)}
      />
      <div>
        <Button type="submit" busy={busy}>
          Change password
        </Button>
      </div>
      <ResultLine result={result} />
    </form>
  );
}

function ChangeEmailForm({ user }: { user: SessionUser }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const needsPassword = user.provider === 'password';
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const answer = await accountApi.changeEmail(email, needsPassword ? password : undefined);
      setResult({ tone: 'success', text: answer.message });
      setPassword('');
    } catch (error) {
      setResult({ tone: 'error', text: apiErrorText(error, 'Could not change your e-mail address. Please try again.') });
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="settings-form settings-form--narrow" onSubmit={(e) => void submit(e)}>
      <h3 className="settings-subheading">Change e-mail</h3>
      <p className="muted">
        Now: <strong>{user.email}</strong>. We send a link to the new address; the change happens when you open it, and we tell the old
        address.
      </p>
      <TextField
        label="New e-mail address"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {needsPassword ? (
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      ) : null}
      <div>
        <Button type="submit" busy={busy}>
          Send confirmation link
        </Button>
      </div>
      <ResultLine result={result} />
    </form>
  );
}

export function AccountSection({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const leave = async () => {
    await signOut();
    await navigate({ to: '/signin' });
  };
  return (
    <div className="settings-form">
      <dl className="account-facts">
        <div>
          <dt>E-mail</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Signs in with</dt>
          <dd>{user.provider === 'google' ? 'Google' : 'E-mail and password'}</dd>
        </div>
      </dl>
      <div className="settings-grid settings-grid--two">
        {user.provider === 'password' ? <ChangePasswordForm /> : <p className="muted">{ACCOUNT_LIFECYCLE_TEXTS.noPasswordAccount}</p>}
        <ChangeEmailForm user={user} />
      </div>
      <DevicesList onSignedOutEverywhere={() => void leave()} />
      <DangerZone user={user} onLeft={() => void leave()} />
    </div>
  );
}
