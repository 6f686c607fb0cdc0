import { useId, useState } from 'react';
import { CONVERTER_TEXTS } from '../../../../shared/domain/converterTexts';
import { Button } from '../../ui/Button';

/**
 * The visible way to read a recipe from a web page: a link field and its button. The page's recipe
 * fills the recipe text (to check or edit before converting); what went wrong shows under the field.
 */
export function LinkImport({
  disabled,
  busy,
  onRead,
}: {
  disabled: boolean;
  busy: boolean;
  /** Reads the page; resolves to the reason it could not, or null once the text is in. */
  onRead(url: string): Promise<string | null>;
}) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const read = async () => {
    const problem = await onRead(url);
    setError(problem);
    if (!problem) setUrl('');
  };
  return (
    <div className="link-import">
      <label className="field__label" htmlFor={id}>
        {CONVERTER_TEXTS.linkLabel}
      </label>
      <div className="link-import__row">
        <input
          id={id}
          className="field__input"
          type="url"
          inputMode="url"
          autoComplete="url"
          value={url}
          disabled={disabled}
          placeholder={CONVERTER_TEXTS.linkPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setUrl(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            // Inside the converter's form: Enter reads the link instead of converting.
            if (e.key !== 'Enter') return;
            e.preventDefault();
            if (url.trim()) void read();
          }}
        />
        <Button variant="secondary" disabled={disabled || !url.trim()} busy={busy} onClick={() => void read()}>
          {CONVERTER_TEXTS.importLink}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
