import { TIME_UNITS, type TimeUnit, type TimeValue } from '../../../../shared/domain/recipeEditRules';

/** A time as a number plus min/hrs (spec §2, §5). */
export function TimeInput({ label, value, onChange }: { label: string; value: TimeValue; onChange(value: TimeValue): void }) {
  const id = `time-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div className="field time-input">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="time-input__row">
        <input
          id={id}
          className="field__input"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={value.amount}
          onChange={(e) => onChange({ ...value, amount: e.target.value })}
        />
        <select
          className="field__input field__select"
          aria-label={`${label} unit`}
          value={value.unit}
          onChange={(e) => onChange({ ...value, unit: e.target.value as TimeUnit })}
        >
          {TIME_UNITS.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
