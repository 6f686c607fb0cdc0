import { type FormEvent, useId, useState } from 'react';
import { addTag, removeTag } from '../../../../shared/domain/collectionRules';
import { COLLECTION_TEXTS as T } from '../../../../shared/domain/collectionTexts';
import { Button } from '../../ui/Button';

/** A recipe's free tags: chips with a remove button, and a field to add one. */
export function TagEditor({ tags, onChange }: { tags: readonly string[]; onChange(tags: string[]): Promise<void> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = addTag(tags, text);
    if (!next.ok) {
      setError(next.message);
      return;
    }
    setError(null);
    setText('');
    await onChange(next.tags);
  }

  return (
    <div className="tag-editor">
      <h3 className="organise__heading">{T.tagsLabel}</h3>
      {tags.length > 0 ? (
        <ul className="tag-list" aria-label={T.tagsLabel}>
          {tags.map((tag) => (
            <li key={tag} className="tag-chip">
              <span>{tag}</span>
              <button
                type="button"
                className="tag-chip__remove"
                aria-label={T.removeTag(tag)}
                onClick={() => void onChange(removeTag(tags, tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className="inline-form" onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label className="field__label" htmlFor={id}>
            {T.addTagLabel}
          </label>
          <input
            id={id}
            className="field__input"
            value={text}
            maxLength={60}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          {error ? (
            <p id={`${id}-error`} className="form-error">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="secondary">
          {T.addTag}
        </Button>
      </form>
    </div>
  );
}
