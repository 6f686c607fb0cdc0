import { type FormEvent, useState } from 'react';
import { addTag, removeTag } from '../../../../shared/domain/collectionRules';
import { COLLECTION_TEXTS as T } from '../../../../shared/domain/collectionTexts';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

/** A recipe's free tags: chips with a remove button, and a field to add one. */
export function TagEditor({ tags, onChange }: { tags: readonly string[]; onChange(tags: string[]): Promise<void> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

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
        <TextField
          label={T.addTagLabel}
          value={text}
          maxLength={60}
          autoComplete="off"
          error={error ?? undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          {T.addTag}
        </Button>
      </form>
    </div>
  );
}
