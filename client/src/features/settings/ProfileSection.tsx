import {
  ACTIVITY_OPTIONS,
  ALLERGEN_SUGGESTIONS,
  BUDGET_OPTIONS,
  COOKING_SKILL_OPTIONS,
  COOKING_TIME_OPTIONS,
  convertWeight,
  GENDER_OPTIONS,
} from '../../../../shared/domain/profileOptions';
import { SETTINGS_TEXTS } from '../../../../shared/domain/settingsTexts';
import { allergyMeaning } from '../../../../shared/kitchen/light';
import type { PersonalProfile } from '../../../../shared/schemas/settings';
import { ProfilePictureField } from '../recipe-images/ProfilePictureField';
import { BodyMetrics } from './BodyMetrics';
import { ListSetting, NumberSetting, SelectSetting } from './fields';
import { HeightSetting } from './HeightSetting';
import { SaveStatus } from './SaveStatus';
import { useSettingsSave } from './useSettingsSave';

const WEIGHT_UNITS = [
  { value: 'kg', label: 'kg' },
  { value: 'lbs', label: 'lbs' },
] as const;

const asOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

function AllergyMeaningText({ allergy }: { allergy: string }) {
  const meaning = allergyMeaning(allergy);
  if (meaning.filters.length > 0) return <>→ {meaning.filters.join(', ')}</>;
  if (meaning.groups.length > 0) return <>→ all {meaning.groups.join(', ').replace(/-/g, ' ')} kept out</>;
  return <>→ kept out by name</>;
}

/** Optional fields become absent, never empty strings, so the schema and the profile context stay clean. */
function withoutUndefined(profile: PersonalProfile): PersonalProfile {
  return Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== undefined)) as PersonalProfile;
}

export function ProfileSection({ onUpgrade }: { onUpgrade(): void }) {
  const { settings, save, state } = useSettingsSave();
  const profile = settings.personalProfile;
  // Applied to the stored profile, not the one on screen: a save made before the store has shown the previous one keeps it.
  const patch = (change: Partial<PersonalProfile>) =>
    void save((stored) => ({ personalProfile: withoutUndefined({ ...stored.personalProfile, ...change }) }));
  const weightUnit = profile.weightUnit ?? 'kg';
  return (
    <div className="settings-form">
      <p className="muted">{SETTINGS_TEXTS.profileIntro}</p>
      <ProfilePictureField onUpgrade={onUpgrade} />
      <BodyMetrics profile={profile} />
      <div className="settings-grid">
        <NumberSetting label="Age" integer min={1} max={120} value={profile.age} onSave={(v) => patch({ age: v })} />
        <SelectSetting
          label="Gender"
          value={profile.gender}
          options={GENDER_OPTIONS}
          placeholder="Not given"
          onSave={(v) => patch({ gender: v })}
        />
        <SelectSetting
          label="Activity level"
          value={profile.activityLevel}
          options={ACTIVITY_OPTIONS}
          placeholder="Not given"
          onSave={(v) => patch({ activityLevel: v })}
        />
      </div>
      <div className="settings-grid">
        <HeightSetting profile={profile} patch={patch} />
        <div className="measure">
          <NumberSetting
            label={`Weight (${weightUnit})`}
            min={1}
            max={weightUnit === 'kg' ? 450 : 1000}
            step={0.1}
            decimals={1}
            value={profile.weight}
            onSave={(v) => patch({ weight: v })}
          />
          <SelectSetting
            label="Weight unit"
            value={weightUnit}
            options={WEIGHT_UNITS}
            onSave={(next) => {
              const to = next ?? 'kg';
              if (to === weightUnit) return;
              patch({ weightUnit: to, weight: profile.weight === undefined ? undefined : convertWeight(profile.weight, to) });
            }}
          />
        </div>
      </div>
      <ListSetting
        label="Allergies"
        items={profile.allergies}
        suggestions={ALLERGEN_SUGGESTIONS}
        max={50}
        describe={(a) => <AllergyMeaningText allergy={a} />}
        onSave={(allergies) => patch({ allergies })}
      />
      <ListSetting
        label="Medical conditions"
        items={profile.medicalConditions}
        max={50}
        onSave={(medicalConditions) => patch({ medicalConditions })}
      />
      <ListSetting label="Medications" items={profile.medications} max={50} onSave={(medications) => patch({ medications })} />
      <div className="settings-grid">
        <SelectSetting
          label="Cooking skill"
          value={profile.cookingSkillLevel}
          options={asOptions(COOKING_SKILL_OPTIONS)}
          placeholder="Not given"
          onSave={(v) => patch({ cookingSkillLevel: v })}
        />
        <SelectSetting
          label="Time for cooking"
          value={profile.timeAvailableForCooking}
          options={asOptions(COOKING_TIME_OPTIONS)}
          placeholder="Not given"
          onSave={(v) => patch({ timeAvailableForCooking: v })}
        />
        <SelectSetting
          label="Budget"
          value={profile.budgetPreference}
          options={asOptions(BUDGET_OPTIONS)}
          placeholder="Not given"
          onSave={(v) => patch({ budgetPreference: v })}
        />
      </div>
      <SaveStatus state={state} />
    </div>
  );
}
