import { useEffect, useState } from 'react';
import { bannerNeeded, consentState } from '../../../../shared/domain/consent';
import { CookieBanner } from './CookieBanner';
import { CookieSettingsDialog } from './CookieSettingsDialog';
import { registerCookieSettingsOpener, saveConsent, useConsent } from './consentStore';
import './consent.css';

/** Mounted once at the root: the banner while no valid choice is stored (or one is due a refresh), and Cookie Settings. */
export function ConsentRoot() {
  const record = useConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);
  useEffect(() => {
    registerCookieSettingsOpener(() => setSettingsOpen(true));
    return () => registerCookieSettingsOpener(null);
  }, []);
  const refreshDue = consentState(record) === 'refresh-due';
  return (
    <>
      {(bannerNeeded(record) || refreshDue) && !settingsOpen ? (
        <CookieBanner onCustomize={() => setSettingsOpen(true)} refreshDue={refreshDue} />
      ) : null}
      <CookieSettingsDialog
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        onSave={(choices) => {
          saveConsent(choices);
          setSettingsOpen(false);
        }}
      />
    </>
  );
}
