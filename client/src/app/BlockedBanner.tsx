import { useEffect, useState } from 'react';
import { SHELL_TEXTS } from '../../../shared/domain/shellTexts';
import { Button } from '../ui/Button';
import { isConnectionError } from '../ui/connectionErrors';
import { blockedRequestSeen, isSuppressed, onBlockedRequest, rememberDismissal, reportIfBlocked } from './blockedRequests';

/** "Connection Issues Detected": shown on a blocked request (our server answers, the request did not), unless dismissed in the last 10 minutes. */
export function BlockedBanner() {
  const [visible, setVisible] = useState(() => blockedRequestSeen() && navigator.onLine && !isSuppressed(localStorage, Date.now()));
  useEffect(() => {
    const show = () => {
      if (navigator.onLine && !isSuppressed(localStorage, Date.now())) setVisible(true);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isConnectionError(event.reason)) void reportIfBlocked();
    };
    window.addEventListener('unhandledrejection', onRejection);
    const off = onBlockedRequest(show);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      off();
    };
  }, []);
  if (!visible) return null;
  return (
    <div className="blocked-banner" role="alert">
      <div>
        <strong>{SHELL_TEXTS.bannerTitle}</strong>
        <p>{SHELL_TEXTS.blockedMessage}</p>
      </div>
      <div className="blocked-banner__actions">
        <Button size="sm" onClick={() => window.location.reload()}>
          {SHELL_TEXTS.bannerRetry}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            rememberDismissal(localStorage, Date.now());
            setVisible(false);
          }}
        >
          {SHELL_TEXTS.bannerDismiss}
        </Button>
      </div>
    </div>
  );
}
