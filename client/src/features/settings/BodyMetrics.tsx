import { bmi, bmiCategory, nutritionTargets } from '../../../../shared/domain/nutritionTargets';
import { SETTINGS_TEXTS } from '../../../../shared/domain/settingsTexts';
import type { PersonalProfile } from '../../../../shared/schemas/settings';

/** BMI and daily targets from the profile as it is now (the planner's own functions, so both always agree). */
export function BodyMetrics({ profile }: { profile: PersonalProfile }) {
  const value = bmi(profile);
  const targets = nutritionTargets(profile);
  return (
    <div className="body-metrics" aria-live="polite">
      <div className="body-metrics__tile">
        <h3 className="body-metrics__title">BMI</h3>
        {value !== undefined ? (
          <p>
            <span className="body-metrics__value" data-testid="bmi-value">
              {value.toFixed(1)}
            </span>{' '}
            <span className="muted">{bmiCategory(value)}</span>
          </p>
        ) : (
          <p className="muted">{SETTINGS_TEXTS.bmiMissing}</p>
        )}
      </div>
      <div className="body-metrics__tile">
        <h3 className="body-metrics__title">Daily targets</h3>
        {targets ? (
          <dl className="body-metrics__targets" data-testid="daily-targets">
            <div>
              <dt>Calories</dt>
              <dd>{targets.calories} kcal</dd>
            </div>
            <div>
              <dt>Protein</dt>
              <dd>{targets.protein} g</dd>
            </div>
            <div>
              <dt>Carbs</dt>
              <dd>{targets.carbohydrates} g</dd>
            </div>
            <div>
              <dt>Fat</dt>
              <dd>{targets.fat} g</dd>
            </div>
          </dl>
        ) : (
          <p className="muted">{SETTINGS_TEXTS.targetsMissing}</p>
        )}
      </div>
    </div>
  );
}
