import { useId } from 'react';
import { CONVERTER_TEXTS } from '../../../../shared/domain/converterTexts';

/** Default serving size and unit system for this request (from settings, changeable here). */
export function PreferencesCard({
  servings,
  units,
  disabled,
  onServings,
  onUnits,
}: {
  servings: number;
  units: 'metric' | 'us';
  disabled: boolean;
  onServings(servings: number): void;
  onUnits(units: 'metric' | 'us'): void;
}) {
  const id = useId();
  return (
    <section className="converter-card preferences" aria-labelledby={id}>
      <h2 id={id} className="converter-card__title">
        {CONVERTER_TEXTS.preferencesHeading}
      </h2>
      <div className="preferences__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-servings`}>
            {CONVERTER_TEXTS.servingsLabel}
          </label>
          <input
            id={`${id}-servings`}
            className="field__input"
            type="number"
            min={1}
            max={100}
            value={servings}
            disabled={disabled}
            onChange={(e) => {
              const value = Math.round(Number(e.target.value));
              if (Number.isFinite(value) && value >= 1 && value <= 100) onServings(value);
            }}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-units`}>
            {CONVERTER_TEXTS.unitsLabel}
          </label>
          <select
            id={`${id}-units`}
            className="field__input"
            value={units}
            disabled={disabled}
            onChange={(e) => onUnits(e.target.value === 'us' ? 'us' : 'metric')}
          >
            <option value="metric">{CONVERTER_TEXTS.metric}</option>
            <option value="us">{CONVERTER_TEXTS.us}</option>
          </select>
        </div>
      </div>
    </section>
  );
}
