import { formatDistanceToNow } from 'date-fns';
import { useCallback, useEffect, useState } from 'react';
import { ACCOUNT_LIFECYCLE_TEXTS } from '../../../../shared/domain/accountLifecycleTexts';
import { deviceName } from '../../../../shared/domain/deviceSummary';
import type { SessionInfo } from '../../../../shared/schemas/accountApi';
import { apiErrorText } from '../../auth/apiClient';
import { Button } from '../../ui/Button';
import { accountApi } from './accountApi';

const UNKNOWN_DEVICE = 'Unknown browser';
const ago = (at: string) => formatDistanceToNow(new Date(at), { addSuffix: true });

/** The user's signed-in devices (browser, system, last use), each other one with its own Sign out, and "Sign out everywhere". */
export function DevicesList({ onSignedOutEverywhere }: { onSignedOutEverywhere(): void }) {
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [signingOut, setSigningOut] = useState<string | null>(null);
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
  async function signOutDevice(session: SessionInfo) {
    setSigningOut(session.id);
    setNotice(null);
    setError(null);
    try {
      await accountApi.signOutDevice(session.id);
      setSessions((all) => all?.filter((s) => s.id !== session.id) ?? null);
      setNotice(ACCOUNT_LIFECYCLE_TEXTS.deviceSignedOut);
    } catch (e) {
      setError(apiErrorText(e, 'Could not sign that device out. Please try again.'));
      load();
    } finally {
      setSigningOut(null);
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
      <p className="notice notice--success device-list__notice" role="status" hidden={notice === null}>
        {notice}
      </p>
      {sessions === null && !error ? <p className="muted">Loading your devices…</p> : null}
      {sessions !== null ? (
        <ul className="device-list" aria-label="Signed-in devices">
          {sessions.map((s) => {
            const name = deviceName(s, UNKNOWN_DEVICE);
            return (
              <li key={s.id} className="device-list__item">
                <span className="device-list__text">
                  <span className="device-list__name">
                    {name}
                    {s.current ? <span className="device-list__this"> · This device</span> : null}
                  </span>
                  <span className="muted">
                    {s.current ? 'In use now' : `Last used ${ago(s.lastActiveAt)}`} · signed in {ago(s.startedAt)}
                  </span>
                </span>
                {s.current ? null : (
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={signingOut === s.id}
                    aria-label={`Sign out ${name}, last used ${ago(s.lastActiveAt)}`}
                    onClick={() => void signOutDevice(s)}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            );
          })}
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
