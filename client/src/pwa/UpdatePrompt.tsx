import { useEffect, useState } from 'react';
import { SHELL_TEXTS } from '../../../shared/domain/shellTexts';
import { Button } from '../ui/Button';
import { useAnyFormDirty } from '../ui/dirtyForms';
import { registerServiceWorker } from './registerServiceWorker';
import { serviceWorkerWorkAllowed } from './serviceWorkerHold';
import './UpdatePrompt.css';

const RELOAD_FALLBACK_MS = 2000;

/** Registers /sw.js and offers a reload when a new version has been installed and is waiting. */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<(() => void) | null>(null);
  // A reload would drop an open form's text: Reload waits until it is saved or closed.
  const formOpen = useAnyFormDirty();
  useEffect(() => {
    // The development server builds no worker (as vite-plugin-pwa's register did, nothing is registered there).
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    void serviceWorkerWorkAllowed().then(() => {
      const updateSW = registerServiceWorker('/sw.js', {
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
          update();
          // update() reloads once the new worker controls the page; a page it never controlled (first visit) needs a plain reload.
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
