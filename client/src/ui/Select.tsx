import { type SelectHTMLAttributes, useId } from 'react';
import './TextField.css';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select (the platform's picker on phones and tablets). */
export function SelectField({
  label,
  options,
  className,
  ...rest
}: { label: string; options: readonly SelectOption[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select id={id} className="field__input field__select" {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
