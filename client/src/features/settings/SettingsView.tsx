import { useEffect, useRef } from 'react';
import { SETTINGS_SECTIONS, type SettingsSectionId } from '../../app/appViews';

/** Settings as a list of sections; ?section= opens and focuses one. */
export function SettingsView({ section, onSection }: { section: SettingsSectionId | null; onSection(id: SettingsSectionId): void }) {
  const activeRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (section) activeRef.current?.scrollIntoView({ block: 'start' });
  }, [section]);
  return (
    <section className="view" aria-labelledby="settings-heading">
      <h1 id="settings-heading">Settings</h1>
      <div className="settings">
        <nav aria-label="Settings sections" className="settings__nav">
          <ul>
            {SETTINGS_SECTIONS.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className={`main-nav__item${section === s.id ? ' main-nav__item--active' : ''}`}
                  aria-current={section === s.id ? 'true' : undefined}
                  onClick={() => onSection(s.id)}
                >
                  {s.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="settings__body">
          {SETTINGS_SECTIONS.map((s) => (
            <section
              key={s.id}
              id={`settings-${s.id}`}
              ref={section === s.id ? activeRef : undefined}
              className={`card settings__section${section === s.id ? ' settings__section--active' : ''}`}
              aria-labelledby={`settings-${s.id}-heading`}
            >
              <h2 id={`settings-${s.id}-heading`}>{s.label}</h2>
              <p className="muted">These settings arrive with their own feature.</p>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
