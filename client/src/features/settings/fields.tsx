import { type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useDraft } from './useDraft';

/** A number input that saves after a pause or on blur; empty saves `undefined`, out-of-range input shows an error and is not saved. */
export function NumberSetting({
  label,
  value,
  min,
  max,
  step = 1,
  integer = false,
  decimals,
  hint,
  onSave,
  disabled,
}: {
  label: string;
  value: number | undefined;
  min: number;
  max: number;
  step?: number;
  integer?: boolean;
  /** Shown to this many decimals (the stored value keeps its precision, e.g. a weight converted from pounds). */
  decimals?: number;
  hint?: string;
  onSave(value: number | undefined): void;
  disabled?: boolean;
}) {
  const [error, setError] = useState<string | undefined>(undefined);
  const draft = useDraft(
    value === undefined ? '' : String(decimals === undefined ? value : Math.round(value * 10 ** decimals) / 10 ** decimals),
    (text) => {
      const trimmed = text.trim();
      if (trimmed === '') {
        setError(undefined);
        onSave(undefined);
        return;
      }
      const n = Number(trimmed);
      if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
        setError(`Enter ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}.`);
        return;
      }
      setError(undefined);
      onSave(n);
    },
    () => setError(undefined),
  );
  return (
    <TextField
      label={label}
      type="number"
      inputMode={integer ? 'numeric' : 'decimal'}
      min={min}
      max={max}
      step={step}
      value={draft.value}
      onChange={(e) => draft.onChange(e.target.value)}
      onBlur={draft.onBlur}
      error={error}
      hint={hint}
      disabled={disabled}
    />
  );
}

export function SelectSetting<T extends string>({
  label,
  value,
  options,
  onSave,
  placeholder,
  disabled,
}: {
  label: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onSave(value: T | undefined): void;
  placeholder?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value ?? ''}
        disabled={disabled}
        onChange={(e) => onSave(e.target.value === '' ? undefined : (e.target.value as T))}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The value a control shows: the user's choice at once, then whatever the store holds (which may be
 * another device's). A controlled checkbox would otherwise flick back until the store write returns.
 */
function useShown<T>(stored: T, key: string): [T, (next: T) => void] {
  const [shown, setShown] = useState(stored);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the stored value's identity
  useEffect(() => setShown(stored), [key]);
  return [shown, setShown];
}

/** A group of on/off chips (checkboxes) inside a fieldset. */
export function ChipGroup({
  legend,
  options,
  selected,
  onChange,
  disabled,
  hint,
}: {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onChange(next: string[]): void;
  disabled?: boolean;
  hint?: ReactNode;
}) {
  const [shown, setShown] = useShown(selected, selected.join('\u0000'));
  const toggle = (option: string) => {
    const next = shown.includes(option) ? shown.filter((s) => s !== option) : [...shown, option];
    setShown(next);
    onChange(next);
  };
  return (
    <fieldset className="chip-group" disabled={disabled}>
      <legend className="field__label">{legend}</legend>
      {hint ? <p className="field__hint">{hint}</p> : null}
      <div className="chip-group__chips">
        {options.map((option) => {
          const on = shown.includes(option);
          return (
            <label key={option} className={`chip${on ? ' chip--on' : ''}`}>
              <input type="checkbox" checked={on} onChange={() => toggle(option)} />
              <span>{option}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Free entry of a list (allergies, medications) with suggestions; each entry can show what it means. */
export function ListSetting({
  label,
  items,
  suggestions = [],
  max,
  onSave,
  describe,
  disabled,
}: {
  label: string;
  items: readonly string[];
  suggestions?: readonly string[];
  max: number;
  onSave(next: string[]): void;
  describe?: (item: string) => ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
    const entries = text
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '' && !items.some((i) => i.toLowerCase() === s.toLowerCase()));
    if (entries.length === 0) return;
    onSave([...items, ...new Set(entries)].slice(0, max));
    setText('');
  };
  return (
    <div className="field list-setting">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="list-setting__entry">
        <input
          id={id}
          className="field__input"
          list={suggestions.length > 0 ? `${id}-suggestions` : undefined}
          value={text}
          disabled={disabled}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add} disabled={disabled || text.trim() === ''}>
          Add
        </Button>
      </div>
      {suggestions.length > 0 ? (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
      {items.length > 0 ? (
        <ul className="list-setting__items" aria-label={`${label} added`}>
          {items.map((item) => (
            <li key={item} className="list-setting__item">
              <span className="list-setting__name">{item}</span>
              {describe ? <span className="list-setting__meaning">{describe(item)}</span> : null}
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${item}`}
                disabled={disabled}
                onClick={() => onSave(items.filter((i) => i !== item))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A switch-like checkbox setting. */
export function ToggleSetting({
  label,
  checked,
  onSave,
  hint,
  disabled,
}: {
  label: string;
  checked: boolean;
  onSave(value: boolean): void;
  hint?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const [shown, setShown] = useShown(checked, String(checked));
  return (
    <div className="toggle-setting">
      <input
        id={id}
        type="checkbox"
        checked={shown}
        disabled={disabled}
        onChange={(e) => {
          setShown(e.target.checked);
          onSave(e.target.checked);
        }}
      />
      <div>
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {hint ? <p className="field__hint">{hint}</p> : null}
      </div>
    </div>
  );
}
