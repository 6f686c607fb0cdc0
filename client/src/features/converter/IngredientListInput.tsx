import { useId, useState } from 'react';
import { CONVERTER_TEXTS } from '../../../../shared/domain/converterTexts';
import { Button } from '../../ui/Button';
import { addEntries, canAdd } from './ingredientEntry';

/** A must-use or avoid list: comma-separated entries, Enter or Add adds, each chip removable. */
export function IngredientListInput({
  label,
  items,
  disabled,
  onChange,
}: {
  label: string;
  items: readonly string[];
  disabled: boolean;
  onChange(items: string[]): void;
}) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const add = () => {
    if (!canAdd(draft)) return;
    onChange(addEntries(items, draft));
    setDraft('');
  };
  return (
    <div className="ingredient-input">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ingredient-input__row">
        <input
          id={id}
          className="field__input"
          value={draft}
          disabled={disabled}
          placeholder="e.g. mushrooms, spinach"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button
          variant="secondary"
          disabled={disabled || !canAdd(draft)}
          onClick={add}
          aria-label={`${CONVERTER_TEXTS.addIngredient} to ${label.toLowerCase()}`}
        >
          {CONVERTER_TEXTS.addIngredient}
        </Button>
      </div>
      {items.length > 0 ? (
        <ul className="chip-list" aria-label={label}>
          {items.map((item) => (
            <li key={item}>
              <button
                type="button"
                className="chip chip--active"
                disabled={disabled}
                aria-label={`Remove ${item}`}
                onClick={() => onChange(items.filter((i) => i !== item))}
              >
                {item} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
