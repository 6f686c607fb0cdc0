import { type FormEvent, useState } from 'react';
import { collectionNameError } from '../../../../shared/domain/collectionRules';
import { COLLECTION_TEXTS as T } from '../../../../shared/domain/collectionTexts';
import type { RecipeCollectionDoc } from '../../../../shared/schemas/recipeCollection';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

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
      <TextField
        label={T.newCollectionLabel}
        value={name}
        maxLength={120}
        autoComplete="off"
        error={error ?? undefined}
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit">{T.createCollection}</Button>
    </form>
  );
}
