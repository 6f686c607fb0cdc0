import { registerSW } from 'virtual:pwa-register';
import { useEffect, useState } from 'react';
import { SHELL_TEXTS } from '../../../shared/domain/shellTexts';
import { Button } from '../ui/Button';
import { useAnyFormDirty } from '../ui/dirtyForms';
import { serviceWorkerWorkAllowed } from './serviceWorkerHold';
import './UpdatePrompt.css';

const RELOAD_FALLBACK_MS = 2000;

/** Registers /sw.js and offers a reload when a new version has been installed and is waiting. */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<((reload?: boolean) => Promise<void>) | null>(null);
  // A reload would drop an open form's text: Reload waits until it is saved or closed.
  const formOpen = useAnyFormDirty();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    void serviceWorkerWorkAllowed().then(() => {
      const updateSW = registerSW({
        immediate: true,
        onNeedRefresh: () => setUpdate(() => updateSW),
        onRegisterError: (error: unknown) => console.warn('Service worker registration failed', error),
      });
    });
  }, []);
  if (!update) return null;
  return (
    <div className="update-prompt" role="alert">
      <p>
        A new version is ready.
        {formOpen ? <span className="update-prompt__hint"> {SHELL_TEXTS.reloadBlockedByForm}</span> : null}
      </p>
      <Button
        size="sm"
        disabled={formOpen}
        onClick={() => {
          void update(true);
          // update(true) reloads once the new worker controls the page; a page it never controlled (first visit) needs a plain reload.
          window.setTimeout(() => window.location.reload(), RELOAD_FALLBACK_MS);
        }}
      >
        Reload
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setUpdate(null)}>
        Later
      </Button>
    </div>
  );
}
