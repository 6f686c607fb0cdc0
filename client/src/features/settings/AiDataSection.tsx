import { useEffect, useState } from 'react';
import { LIMITS } from '../../../../shared/domain/limits';
import { SETTINGS_TEXTS } from '../../../../shared/domain/settingsTexts';
import type { AiProviderInfo } from '../../../../shared/schemas/accountApi';
import { Button } from '../../ui/Button';
import { accountApi } from './accountApi';
import { SaveStatus } from './SaveStatus';
import { useSettingsSave } from './useSettingsSave';

function providerText(info: AiProviderInfo | null | 'unknown'): string {
  if (info === null) return 'Checking which service this server uses…';
  if (info === 'unknown')
    return 'The server could not be asked which service it uses (you are offline). It says so when you are back online.';
  if (info.provider === 'local')
    return 'This server uses its built-in recipe engine: your data stays on this server and is not sent to an AI company.';
  return `This server uses an OpenAI-compatible AI service at ${info.host ?? 'an unknown host'}${info.model ? ` (model ${info.model})` : ''}.`;
}

const SENT = [
  'The recipe text or dish name you enter, and the filters and ingredient lists you choose',
  'Your profile as Settings holds it: age, gender, BMI and activity, allergies, medical conditions and medications, cooking skill, time and budget',
  'Your active health goals, dietary restrictions, religious requirements and daily nutrition targets',
];
const NOT_SENT = ['Your e-mail address, name or account id', 'Your saved recipes, meal plans or shopping lists'];

/** Grant and withdraw the AI-data sharing consent (version 1.0) — the same record the converter's consent dialog writes. */
export function AiDataSection() {
  const { settings, save, state } = useSettingsSave();
  const [provider, setProvider] = useState<AiProviderInfo | null | 'unknown'>(null);
  useEffect(() => {
    let live = true;
    accountApi
      .aiProvider()
      .then((info) => live && setProvider(info))
      .catch(() => live && setProvider('unknown'));
    return () => {
      live = false;
    };
  }, []);
  const consent = settings.aiConsent;
  const granted = consent?.hasConsented === true && consent.version === LIMITS.aiConsentVersion;
  const decide = (hasConsented: boolean) =>
    void save({ aiConsent: { hasConsented, consentDate: new Date().toISOString(), version: LIMITS.aiConsentVersion } });
  return (
    <div className="settings-form">
      <p>{SETTINGS_TEXTS.aiIntro}</p>
      <p className="notice" data-testid="ai-provider">
        {providerText(provider)}
      </p>
      <div className="settings-grid settings-grid--two">
        <div>
          <h3 className="settings-subheading">What is sent</h3>
          <ul className="plain-list">
            {SENT.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="settings-subheading">What is never sent</h3>
          <ul className="plain-list">
            {NOT_SENT.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="settings-consent-state" data-testid="ai-consent-state">
        {granted && consent
          ? SETTINGS_TEXTS.aiGranted(new Date(consent.consentDate).toLocaleDateString())
          : consent && !consent.hasConsented
            ? SETTINGS_TEXTS.aiWithdrawn
            : SETTINGS_TEXTS.aiNotGranted}
      </p>
      <div className="settings-actions">
        {granted ? (
          <Button variant="secondary" onClick={() => decide(false)}>
            Withdraw consent
          </Button>
        ) : (
          <Button onClick={() => decide(true)}>I agree to share this data</Button>
        )}
      </div>
      <SaveStatus state={state} />
    </div>
  );
}
