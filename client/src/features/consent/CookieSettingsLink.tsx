import { CONSENT_TEXTS } from '../../../../shared/domain/consent';
import { openCookieSettings } from './consentStore';

/** "Cookie Settings" in the footers: consent can be changed at any time. */
export function CookieSettingsLink() {
  return (
    <button type="button" className="link-button" onClick={openCookieSettings}>
      {CONSENT_TEXTS.footerLink}
    </button>
  );
}
