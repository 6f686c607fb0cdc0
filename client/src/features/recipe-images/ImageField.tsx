import { useId } from 'react';
import { IMAGE_TEXTS } from '../../../../shared/images/imageRules';
import { Button } from '../../ui/Button';
import { StoredImage } from './StoredImage';
import type { ImageChoiceState } from './useImageChoice';
import './recipeImages.css';

export interface ImageFieldProps {
  legend: string;
  /** The saved picture's address ('' = none). */
  savedUrl: string;
  state: ImageChoiceState;
  uploadLabel: string;
  removeLabel: string;
  /** 'wide' previews like a recipe header, 'round' like an avatar. */
  shape?: 'wide' | 'round';
  /** Said while a picked picture waits to be saved. */
  pendingNote: string;
  disabled?: boolean;
}

/** Image upload/remove (spec §2 Edit Recipe modal; Settings' profile picture): preview, buttons, the 'JPG, PNG up to 5MB' hint. */
export function ImageField({
  legend,
  savedUrl,
  state,
  uploadLabel,
  removeLabel,
  shape = 'wide',
  pendingNote,
  disabled = false,
}: ImageFieldProps) {
  const hintId = useId();
  const { choice } = state;
  const shownUrl = choice.kind === 'picked' ? choice.preview : choice.kind === 'remove' ? '' : savedUrl;
  const empty = <div className={`image-field__preview image-field__preview--${shape} image-field__preview--none`} aria-hidden="true" />;
  return (
    <fieldset className="image-field" aria-describedby={hintId}>
      <legend className="field__label">{legend}</legend>
      <div className="image-field__row">
        {shownUrl ? (
          <StoredImage
            className={`image-field__preview image-field__preview--${shape}`}
            url={shownUrl}
            variant={shape === 'wide' ? 'card' : 'header'}
            alt={choice.kind === 'picked' ? 'Chosen picture' : 'Current picture'}
            fallback={empty}
          />
        ) : (
          empty
        )}
        <div className="image-field__controls">
          <div className="image-field__buttons">
            <label className={`btn btn--secondary btn--sm image-field__upload${disabled || state.checking ? ' is-disabled' : ''}`}>
              {uploadLabel}
              <input
                type="file"
                accept="image/*"
                className="visually-hidden"
                disabled={disabled || state.checking}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void state.pick(file);
                }}
              />
            </label>
            {shownUrl ? (
              <Button variant="ghost" size="sm" onClick={state.remove} disabled={disabled}>
                {removeLabel}
              </Button>
            ) : null}
          </div>
          <p id={hintId} className="field__hint">
            {IMAGE_TEXTS.hint}
          </p>
          {choice.kind === 'picked' ? (
            <p className="field__hint" role="status">
              {pendingNote}
            </p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
