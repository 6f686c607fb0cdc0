import { formatDistanceToNow } from 'date-fns';
import { useCallback, useEffect, useState } from 'react';
import type { SessionInfo } from '../../../../shared/schemas/accountApi';
import { apiErrorText } from '../../auth/apiClient';
import { Button } from '../../ui/Button';
import { accountApi } from './accountApi';

/** The user's signed-in sessions, and "Sign out everywhere". */
export function DevicesList({ onSignedOutEverywhere }: { onSignedOutEverywhere(): void }) {
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    setError(null);
    accountApi
      .sessions()
      .then((r) => setSessions(r.sessions))
      .catch((e: unknown) => setError(apiErrorText(e, 'Could not load your devices.')));
  }, []);
  useEffect(load, [load]);
  async function everywhere() {
    setBusy(true);
    try {
      await accountApi.signOutEverywhere();
      onSignedOutEverywhere();
    } catch (e) {
      setError(apiErrorText(e, 'Could not sign out everywhere. Please try again.'));
      setBusy(false);
    }
  }
  return (
    <div className="settings-form">
      <h3 className="settings-subheading">Signed-in devices</h3>
      {error ? (
        <div className="notice notice--error" role="alert">
          {error}{' '}
          <Button size="sm" variant="secondary" onClick={load}>
            Try again
          </Button>
        </div>
      ) : null}
      {sessions === null && !error ? <p className="muted">Loading your devices…</p> : null}
      {sessions !== null ? (
        <ul className="device-list" aria-label="Signed-in devices">
          {sessions.map((s) => (
            <li key={s.id} className="device-list__item">
              <span className="device-list__name">{s.current ? 'This device' : 'Another device'}</span>
              <span className="muted">
                Signed in {formatDistanceToNow(new Date(s.startedAt), { addSuffix: true })} · active{' '}
                {formatDistanceToNow(new Date(s.lastActiveAt), { addSuffix: true })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button variant="secondary" busy={busy} onClick={() => void everywhere()}>
          Sign out everywhere
        </Button>
      </div>
    </div>
  );
}
