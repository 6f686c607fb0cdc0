import { lazy, Suspense, useEffect, useState } from 'react';
import { bannerNeeded, consentState } from '../../../../shared/domain/consent';
import { useHydrated } from '../../ui/useHydrated';
import { CookieBanner } from './CookieBanner';
import { registerCookieSettingsOpener, saveConsent, useConsent } from './consentStore';
import './consent.css';

// The dialog (Radix) loads when it is first opened; a visitor who only answers the banner never loads it.
const CookieSettingsDialog = lazy(() => import('./CookieSettingsDialog').then((m) => ({ default: m.CookieSettingsDialog })));

/** Mounted once at the root: the banner while no valid choice is stored (or one is due a refresh), and Cookie Settings. */
export function ConsentRoot() {
  const record = useConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);
  useEffect(() => {
    registerCookieSettingsOpener(() => setSettingsOpen(true));
    return () => registerCookieSettingsOpener(null);
  }, []);
  // The prerendered HTML has no banner: a visitor who already chose must never see it flash.
  const hydrated = useHydrated();
  const refreshDue = consentState(record) === 'refresh-due';
  return (
    <>
      {hydrated && (bannerNeeded(record) || refreshDue) && !settingsOpen ? (
        <CookieBanner onCustomize={() => setSettingsOpen(true)} refreshDue={refreshDue} />
      ) : null}
      {settingsOpen ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            open={settingsOpen}
            onOpenChange={setSettingsOpen}
            onSave={(choices) => {
              saveConsent(choices);
              setSettingsOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
