import { useEffect, useState } from 'react';
import { ACCEPT_ALL, CONSENT_TEXTS, type ConsentChoices, REJECT_OPTIONAL, SETTINGS_DEFAULTS } from '../../../../shared/domain/consent';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useConsent } from './consentStore';

type Optional = 'analytics' | 'preferences' | 'marketing';
const CATEGORIES = ['essential', 'analytics', 'preferences', 'marketing'] as const;

/** Cookie Settings: essential always on; analytics, preferences and marketing toggles; save, accept all or reject optional. */
export function CookieSettingsDialog({
  open,
  onOpenChange,
  onSave,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onSave(choices: ConsentChoices): void;
}) {
  const record = useConsent();
  const [choices, setChoices] = useState<ConsentChoices>(record?.preferences ?? SETTINGS_DEFAULTS);
  useEffect(() => {
    if (open) setChoices(record?.preferences ?? SETTINGS_DEFAULTS);
  }, [open, record]);
  const toggle = (key: Optional) => setChoices((c) => ({ ...c, [key]: !c[key] }));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={CONSENT_TEXTS.settingsTitle}
      description={<span className="consent-badge">{CONSENT_TEXTS.badge}</span>}
      actions={
        <>
          <Button variant="secondary" onClick={() => onSave(REJECT_OPTIONAL)}>
            {CONSENT_TEXTS.rejectOptional}
          </Button>
          <Button variant="secondary" onClick={() => onSave(ACCEPT_ALL)}>
            {CONSENT_TEXTS.acceptAll}
          </Button>
          <Button onClick={() => onSave(choices)}>{CONSENT_TEXTS.savePreferences}</Button>
        </>
      }
    >
      <ul className="consent-categories">
        {CATEGORIES.map((key) => {
          const text = CONSENT_TEXTS.categories[key];
          const id = `consent-${key}`;
          return (
            <li key={key} className="consent-category">
              <div>
                <label htmlFor={id} className="consent-category__label">
                  {text.label}
                </label>
                <p id={`${id}-text`} className="consent-category__text">
                  {text.text}
                </p>
              </div>
              {key === 'essential' ? (
                <span className="consent-category__always">
                  <input id={id} type="checkbox" role="switch" checked aria-checked="true" disabled aria-describedby={`${id}-text`} />
                  {CONSENT_TEXTS.alwaysOn}
                </span>
              ) : (
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  checked={choices[key]}
                  aria-checked={choices[key]}
                  onChange={() => toggle(key)}
                  aria-describedby={`${id}-text`}
                />
              )}
            </li>
          );
        })}
      </ul>
      <h3 className="consent-third-parties__title">Third-party services</h3>
      <dl className="consent-third-parties">
        {CONSENT_TEXTS.thirdParties.map((party) => (
          <div key={party.kind}>
            <dt>{party.kind}</dt>
            <dd>{party.who}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
