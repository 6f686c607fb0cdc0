import { useId, useRef, useState } from 'react';
import { CONVERTER_TEXTS } from '../../../../shared/domain/converterTexts';
import { LIMITS } from '../../../../shared/domain/limits';
import { Button } from '../../ui/Button';
import type { ConverterTab } from './generationRequest';
import { LinkImport } from './LinkImport';
import { counterTone } from './usageMeter';

export interface RecipeInputProps {
  tab: ConverterTab;
  text: string;
  disabled: boolean;
  error?: string | undefined;
  fileName: string | null;
  readingFile: boolean;
  onText(text: string): void;
  onFile(file: File): void;
  onClearFile(): void;
  /** The length of a paste, file or page that was cut to the limit (its start was kept): said under the text. */
  cutFrom: number | null;
  /** A paste that would pass the limit: the text with the paste's start, and the length it would have had. */
  onPasteCut(kept: string, total: number): void;
  readingLink: boolean;
  /** Reads a recipe from a web page into the text; resolves to what went wrong, or null. */
  onReadLink(url: string): Promise<string | null>;
}

/** The multi-line recipe text (convert) or one-line dish name (create), with file upload on the convert tab. */
export function RecipeInput({
  tab,
  text,
  disabled,
  error,
  fileName,
  readingFile,
  onText,
  onFile,
  onClearFile,
  cutFrom,
  onPasteCut,
  readingLink,
  onReadLink,
}: RecipeInputProps) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  if (tab === 'create') {
    return (
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {CONVERTER_TEXTS.dishLabel}
        </label>
        <input
          id={id}
          className="field__input"
          value={text}
          maxLength={200}
          disabled={disabled}
          placeholder={CONVERTER_TEXTS.dishPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onText(e.target.value)}
        />
        {error ? (
          <p id={errorId} className="form-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  const tone = counterTone(text.length, LIMITS.recipeTextAmberAbove, LIMITS.recipeTextRedAbove);
  return (
    <div className={`field recipe-input${dragging ? ' recipe-input--drag' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {CONVERTER_TEXTS.recipeLabel}
      </label>
      <textarea
        id={id}
        className="field__input field__textarea recipe-input__text"
        value={text}
        rows={12}
        maxLength={LIMITS.recipeTextMaxChars}
        disabled={disabled}
        placeholder={CONVERTER_TEXTS.recipePlaceholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={[counterId, cutFrom ? `${id}-cut` : null, error ? errorId : null].filter(Boolean).join(' ')}
        onChange={(e) => onText(e.target.value)}
        onPaste={(e) => {
          // The field's maxLength would drop the rest of a long paste without a word: keep its start and say so.
          const pasted = e.clipboardData.getData('text');
          const field = e.currentTarget;
          const whole = field.value.slice(0, field.selectionStart) + pasted + field.value.slice(field.selectionEnd);
          if (whole.length <= LIMITS.recipeTextMaxChars) return;
          e.preventDefault();
          onPasteCut(whole.slice(0, LIMITS.recipeTextMaxChars), whole.length);
        }}
        onDragOver={(e) => {
          if (disabled) return;
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          const file = e.dataTransfer.files[0];
          if (file && !disabled) onFile(file);
        }}
      />
      <div className="recipe-input__meta">
        <div className="recipe-input__file">
          <input
            ref={fileRef}
            id={`${id}-file`}
            className="visually-hidden"
            aria-label={CONVERTER_TEXTS.uploadLabel}
            tabIndex={-1}
            type="file"
            accept=".txt,.docx,.pdf,text/plain,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            disabled={disabled}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) onFile(file);
            }}
          />
          <Button variant="secondary" size="sm" disabled={disabled} busy={readingFile} onClick={() => fileRef.current?.click()}>
            {readingFile ? CONVERTER_TEXTS.readingFile : CONVERTER_TEXTS.uploadLabel}
          </Button>
          <Button variant="secondary" size="sm" disabled={disabled} aria-expanded={linkOpen} onClick={() => setLinkOpen((o) => !o)}>
            {CONVERTER_TEXTS.fromLink}
          </Button>
          {fileName ? (
            <span className="chip chip--active file-chip">
              <span aria-hidden="true">📄</span> {fileName}
              <button
                type="button"
                className="file-chip__clear"
                aria-label={CONVERTER_TEXTS.clearFile}
                disabled={disabled}
                onClick={onClearFile}
              >
                ×
              </button>
            </span>
          ) : (
            <span className="muted recipe-input__hint">{CONVERTER_TEXTS.uploadHint}</span>
          )}
        </div>
        <span id={counterId} className={`char-counter char-counter--${tone}`}>
          {text.length.toLocaleString('en-US')} / {LIMITS.recipeTextMaxChars.toLocaleString('en-US')}
        </span>
      </div>
      {cutFrom ? (
        <p id={`${id}-cut`} className="notice recipe-input__cut" role="status">
          {CONVERTER_TEXTS.textCut(cutFrom)}
        </p>
      ) : null}
      {linkOpen ? <LinkImport disabled={disabled} busy={readingLink} onRead={onReadLink} /> : null}
      {error ? (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
