import { type FormEvent, useId, useState } from 'react';
import { collectionNameError } from '../../../../shared/domain/collectionRules';
import { COLLECTION_TEXTS as T } from '../../../../shared/domain/collectionTexts';
import type { RecipeCollectionDoc } from '../../../../shared/schemas/recipeCollection';
import { Button } from '../../ui/Button';

/** Names a new collection (unique, bounded); `onCreate` writes it. */
export function NewCollectionForm({
  existing,
  onCreate,
}: {
  existing: readonly RecipeCollectionDoc[];
  onCreate(name: string): Promise<unknown>;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = collectionNameError(name, existing);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    await onCreate(name);
    setName('');
  }

  return (
    <form className="inline-form" onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {T.newCollectionLabel}
        </label>
        <input
          id={id}
          className="field__input"
          value={name}
          maxLength={120}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="form-error">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit">{T.createCollection}</Button>
    </form>
  );
}
