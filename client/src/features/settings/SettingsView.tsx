import { useEffect, useRef } from 'react';
import { SETTINGS_TEXTS } from '../../../../shared/domain/settingsTexts';
import { SETTINGS_SECTIONS, type SettingsSectionId } from '../../app/appViews';
import { useSession } from '../../auth/session';
import { AccountSection } from './AccountSection';
import { AiDataSection } from './AiDataSection';
import { BackupSection } from './BackupSection';
import { HealthGoalsSection } from './HealthGoalsSection';
import { PlanSection } from './PlanSection';
import { PreferencesSection } from './PreferencesSection';
import { ProfileSection } from './ProfileSection';
import './settings.css';

const DEFAULT_SECTION: SettingsSectionId = 'preferences';

/** Settings: one view, one section shown at a time; ?section= opens a section (aliases in appViews.ts). */
export function SettingsView({
  section,
  onSection,
  onUpgrade,
}: {
  section: SettingsSectionId | null;
  onSection(id: SettingsSectionId): void;
  /** Opens the upgrade modal; without it the upgrade actions go to Plan and billing. */
  onUpgrade?: () => void;
}) {
  const { user } = useSession();
  const active = section ?? DEFAULT_SECTION;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(active);
  useEffect(() => {
    // Moving to another section puts focus on its heading, so keyboard and screen-reader users land there.
    if (shown.current === active) return;
    shown.current = active;
    headingRef.current?.focus();
  });
  const upgrade = onUpgrade ?? (() => onSection('subscription'));
  const label = SETTINGS_SECTIONS.find((s) => s.id === active)?.label ?? '';
  return (
    <section className="view" aria-labelledby="settings-heading">
      <h1 id="settings-heading">{SETTINGS_TEXTS.heading}</h1>
      <div className="settings">
        <nav aria-label="Settings sections" className="settings__nav">
          <ul>
            {SETTINGS_SECTIONS.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className={`settings__tab${active === s.id ? ' settings__tab--active' : ''}`}
                  aria-current={active === s.id ? 'page' : undefined}
                  onClick={() => onSection(s.id)}
                >
                  {s.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section
          id={`settings-${active}`}
          className="card settings__section settings__section--active"
          aria-labelledby={`settings-${active}-heading`}
        >
          <h2 id={`settings-${active}-heading`} ref={headingRef} tabIndex={-1}>
            {label}
          </h2>
          {active === 'preferences' ? <PreferencesSection onUpgrade={upgrade} /> : null}
          {active === 'profile' ? <ProfileSection onUpgrade={upgrade} /> : null}
          {active === 'health-goals' ? <HealthGoalsSection onUpgrade={upgrade} /> : null}
          {active === 'ai-data' ? <AiDataSection /> : null}
          {active === 'backup' ? <BackupSection onUpgrade={upgrade} /> : null}
          {active === 'account' && user ? <AccountSection user={user} /> : null}
          {active === 'subscription' ? <PlanSection onUpgrade={upgrade} /> : null}
        </section>
      </div>
    </section>
  );
}
