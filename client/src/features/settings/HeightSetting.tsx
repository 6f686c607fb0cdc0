import { convertHeight, decimalFeet, feetAndInches } from '../../../../shared/domain/profileOptions';
import type { PersonalProfile } from '../../../../shared/schemas/settings';
import { NumberSetting, SelectSetting } from './fields';

type Patch = (patch: Partial<PersonalProfile>) => void;

const HEIGHT_UNITS = [
  { value: 'cm', label: 'cm' },
  { value: 'ft_in', label: 'ft / in' },
] as const;

/** Height in cm, or in feet and inches (stored as decimal feet, which the targets read). */
export function HeightSetting({ profile, patch }: { profile: PersonalProfile; patch: Patch }) {
  const unit = profile.heightUnit ?? 'cm';
  const split = profile.height !== undefined && unit === 'ft_in' ? feetAndInches(profile.height) : undefined;
  return (
    <div className="measure">
      {unit === 'cm' ? (
        <NumberSetting label="Height (cm)" min={50} max={272} decimals={1} value={profile.height} onSave={(v) => patch({ height: v })} />
      ) : (
        <div className="measure__pair">
          <NumberSetting
            label="Height (ft)"
            integer
            min={1}
            max={8}
            value={split?.feet}
            onSave={(v) => patch({ height: v === undefined ? undefined : decimalFeet(v, split?.inches ?? 0) })}
          />
          <NumberSetting
            label="(in)"
            integer
            min={0}
            max={11}
            value={split?.inches}
            onSave={(v) => patch({ height: decimalFeet(split?.feet ?? 0, v ?? 0) })}
          />
        </div>
      )}
      <SelectSetting
        label="Height unit"
        value={unit}
        options={HEIGHT_UNITS}
        onSave={(next) => {
          const to = next ?? 'cm';
          if (to === unit) return;
          patch({ heightUnit: to, height: profile.height === undefined ? undefined : convertHeight(profile.height, to) });
        }}
      />
    </div>
  );
}
