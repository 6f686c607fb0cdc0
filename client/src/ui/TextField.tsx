import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import './TextField.css';

interface FieldBase {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, hint and error around one control, wired together for assistive technology. */
function Field({
  label,
  error,
  hint,
  id,
  className,
  control,
}: FieldBase & { id: string | undefined; className: string | undefined; control: (props: ControlProps) => ReactNode }) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      {control({ id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={`${inputId}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldBase & InputHTMLAttributes<HTMLInputElement>;

export function TextField({ label, error, hint, id, className, ...rest }: TextFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      control={(wiring) => <input className="field__input" {...wiring} {...rest} />}
    />
  );
}

export type TextAreaFieldProps = FieldBase & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ label, error, hint, id, className, ...rest }: TextAreaFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      control={(wiring) => <textarea className="field__input field__textarea" {...wiring} {...rest} />}
    />
  );
}
