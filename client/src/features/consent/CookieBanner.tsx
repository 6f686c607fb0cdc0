import { ACCEPT_ALL, CONSENT_TEXTS, REJECT_OPTIONAL } from '../../../../shared/domain/consent';
import { Button } from '../../ui/Button';
import { saveConsent } from './consentStore';

/** The first-visit banner: Reject, Accept All, Customize, and the three policy links. */
export function CookieBanner({ onCustomize, refreshDue }: { onCustomize(): void; refreshDue: boolean }) {
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="cookie-banner__text">
        <h2 id="cookie-banner-title" className="cookie-banner__title">
          {CONSENT_TEXTS.bannerTitle}
        </h2>
        <p>{refreshDue ? CONSENT_TEXTS.refreshDue : CONSENT_TEXTS.bannerText}</p>
        <p className="cookie-banner__links">
          <a href="/privacy-policy">Privacy Policy</a> · <a href="/terms-of-service">Terms of Service</a> ·{' '}
          <a href="/cookie-policy">Cookie Policy</a>
        </p>
      </div>
      <div className="cookie-banner__actions">
        <Button variant="secondary" onClick={() => saveConsent(REJECT_OPTIONAL)}>
          {CONSENT_TEXTS.reject}
        </Button>
        <Button variant="secondary" onClick={onCustomize}>
          {CONSENT_TEXTS.customize}
        </Button>
        <Button onClick={() => saveConsent(ACCEPT_ALL)}>{CONSENT_TEXTS.acceptAll}</Button>
      </div>
    </section>
  );
}
