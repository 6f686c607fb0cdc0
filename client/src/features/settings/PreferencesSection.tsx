import { HEALTH_CONDITIONS } from '../../../../shared/domain/limits';
import { PLANS } from '../../../../shared/domain/plans';
import { RELIGIOUS_OPTIONS } from '../../../../shared/domain/profileOptions';
import { SETTINGS_TEXTS } from '../../../../shared/domain/settingsTexts';
import { useAccess } from '../../app/useAccess';
import { ChipGroup, NumberSetting, SelectSetting, ToggleSetting } from './fields';
import { PlanLock } from './PlanLock';
import { SaveStatus } from './SaveStatus';
import { useSettingsSave } from './useSettingsSave';

const UNIT_OPTIONS = [
  { value: 'metric', label: 'Metric (g, ml, °C)' },
  { value: 'us', label: 'US (cups, oz, °F)' },
] as const;
const THEME_OPTIONS = [
  { value: 'system', label: 'Same as this device' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const;

export function PreferencesSection({ onUpgrade }: { onUpgrade(): void }) {
  const { settings, save, state } = useSettingsSave();
  const { access } = useAccess();
  // Filters saved on a higher plan stay stored but only the plan's own are offered and used.
  const filters = settings.defaultDietaryFilters.filter((f) => access.availableDietaryFilters.includes(f));
  return (
    <div className="settings-form">
      <p className="muted">{SETTINGS_TEXTS.preferencesIntro}</p>
      <div className="settings-grid">
        <NumberSetting
          label="Default serving size"
          integer
          min={1}
          max={100}
          value={settings.defaultServingSize}
          onSave={(v) => void save({ defaultServingSize: v ?? 4 })}
        />
        <SelectSetting
          label="Preferred units"
          value={settings.preferredUnits}
          options={UNIT_OPTIONS}
          onSave={(v) => void save({ preferredUnits: v ?? 'metric' })}
        />
        <SelectSetting
          label="Theme"
          value={settings.theme ?? 'system'}
          options={THEME_OPTIONS}
          onSave={(v) => void save({ theme: v ?? 'system' })}
        />
      </div>
      <ToggleSetting
        label="Auto-save recipes"
        hint="Converted and surprise recipes are saved to your Recipe Book automatically."
        checked={settings.autoSaveRecipes}
        onSave={(v) => void save({ autoSaveRecipes: v })}
      />
      {access.canSetDefaultPreferences ? (
        <>
          <ChipGroup
            legend="Default dietary filters"
            hint="Selected for you when you open the converter."
            options={access.availableDietaryFilters}
            selected={filters}
            onChange={(next) => void save({ defaultDietaryFilters: next })}
          />
          <ChipGroup
            legend="Religious requirements"
            options={RELIGIOUS_OPTIONS}
            selected={settings.religiousRequirements}
            onChange={(next) => void save({ religiousRequirements: next })}
          />
        </>
      ) : (
        <div>
          <h3 className="settings-subheading">Default dietary filters and religious requirements</h3>
          <PlanLock plan={PLANS.chef.name} onUpgrade={onUpgrade} />
        </div>
      )}
      {access.canUseHealthConditions ? (
        <ChipGroup
          legend="Health conditions"
          hint="Used by the Recipe Book and planner filters, and sent with generation requests."
          options={HEALTH_CONDITIONS}
          selected={settings.healthConditions}
          onChange={(next) => void save({ healthConditions: next })}
        />
      ) : (
        <div>
          <h3 className="settings-subheading">Health conditions</h3>
          <PlanLock plan={PLANS['master-chef'].name} onUpgrade={onUpgrade} />
        </div>
      )}
      <SaveStatus state={state} />
    </div>
  );
}
