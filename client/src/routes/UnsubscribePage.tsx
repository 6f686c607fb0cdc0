import { useState } from 'react';
import { UNSUBSCRIBE_TEXTS } from '../../../shared/domain/unsubscribe';
import type { UnsubscribeRequest } from '../../../shared/schemas/mailApi';
import { ApiRequestError, apiJson } from '../auth/apiClient';
import { usePageMeta } from '../meta/usePageMeta';
import { Button } from '../ui/Button';
import { useHydrated } from '../ui/useHydrated';
import { PublicLayout } from './PublicLayout';

/** The address a signed link names (shown before confirming); the server checks the signature. */
function linkFromLocation(): { token: string; email: string } | null {
  const token = new URLSearchParams(window.location.search).get('token');
  if (!token) return null;
  const [encoded] = token.split('.');
  try {
    const email = new TextDecoder().decode(
      Uint8Array.from(atob((encoded ?? '').replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
    );
    return email.includes('@') ? { token, email } : null;
  } catch {
    return null;
  }
}

/** /unsubscribe?token=…: confirms, then stops non-essential e-mail to the address the signed link names. */
export function UnsubscribePage() {
  usePageMeta('unsubscribe');
  // The prerendered page has no link; the one in the address bar is read once the page runs.
  const hydrated = useHydrated();
  const link = hydrated ? linkFromLocation() : null;
  const [status, setStatus] = useState<'idle' | 'sending' | 'done' | 'invalid' | 'failed'>('idle');

  async function unsubscribe(token: string) {
    setStatus('sending');
    try {
      await apiJson('/api/mail/unsubscribe', { body: { token } satisfies UnsubscribeRequest });
      setStatus('done');
    } catch (error) {
      setStatus(error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? 'invalid' : 'failed');
    }
  }

  return (
    <PublicLayout>
      <div className="container page page--narrow">
        <h1>{UNSUBSCRIBE_TEXTS.heading}</h1>
        <p>{UNSUBSCRIBE_TEXTS.intro}</p>
        {!link ? (
          <p className="muted">
            {hydrated && new URLSearchParams(window.location.search).has('token') ? UNSUBSCRIBE_TEXTS.invalid : UNSUBSCRIBE_TEXTS.noLink}
          </p>
        ) : status === 'done' ? (
          <p role="status">{UNSUBSCRIBE_TEXTS.done(link.email)}</p>
        ) : (
          <div className="card">
            <p>{UNSUBSCRIBE_TEXTS.confirmFor(link.email)}</p>
            {status === 'invalid' || status === 'failed' ? (
              <p role="alert" className="form-error">
                {status === 'invalid' ? UNSUBSCRIBE_TEXTS.invalid : UNSUBSCRIBE_TEXTS.failed}
              </p>
            ) : null}
            <Button busy={status === 'sending'} onClick={() => void unsubscribe(link.token)}>
              {UNSUBSCRIBE_TEXTS.confirm}
            </Button>
          </div>
        )}
      </div>
    </PublicLayout>
  );
}
