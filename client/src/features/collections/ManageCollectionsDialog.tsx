import { useId, useState } from 'react';
import { collectionNameError } from '../../../../shared/domain/collectionRules';
import { COLLECTION_TEXTS as T } from '../../../../shared/domain/collectionTexts';
import type { RecipeDoc } from '../../../../shared/schemas/recipe';
import type { RecipeCollectionDoc } from '../../../../shared/schemas/recipeCollection';
import { useRecipeCollections } from '../../data';
import { useLiveRecipeCount } from '../../data/recipeQueries';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { PdfExportButton } from '../pdf-export/PdfExportButton';
import { NewCollectionForm } from './NewCollectionForm';

/** Create, rename, export and delete collections. */
export function ManageCollectionsDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { collections, create, rename, remove, recipesOf } = useRecipeCollections();
  const live = useLiveRecipeCount();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={T.manageCollections} size="lg">
      <NewCollectionForm existing={collections} onCreate={(name) => create(name)} />
      {collections.length === 0 ? (
        <p className="muted">{T.noCollections}</p>
      ) : (
        <ul className="collection-rows" aria-label="Collections">
          {collections.map((c) => (
            <CollectionRow
              key={c.id}
              collection={c}
              count={live(c.recipeIds)}
              others={collections}
              onRename={(name) => rename(c.id, name)}
              onRemove={() => remove(c.id)}
              recipes={() => recipesOf(c)}
            />
          ))}
        </ul>
      )}
    </Dialog>
  );
}

function CollectionRow({
  collection,
  count,
  others,
  onRename,
  onRemove,
  recipes,
}: {
  collection: RecipeCollectionDoc;
  count: number;
  others: readonly RecipeCollectionDoc[];
  onRename(name: string): Promise<void>;
  onRemove(): Promise<void>;
  recipes: () => Promise<RecipeDoc[]>;
}) {
  const [name, setName] = useState(collection.name);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  function save() {
    if (name.trim() === collection.name) return;
    const problem = collectionNameError(name, others, collection.id);
    setError(problem);
    if (!problem) void onRename(name);
  }

  return (
    <li className="collection-row">
      <div className="field collection-row__name">
        <label className="field__label visually-hidden" htmlFor={id}>
          {T.renameLabel(collection.name)}
        </label>
        <input
          id={id}
          className="field__input"
          value={name}
          maxLength={120}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setName(e.target.value)}
          onBlur={save}
          onKeyDown={(e) => {
            if (e.key === 'Enter') save();
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="form-error">
            {error}
          </p>
        ) : null}
      </div>
      <span className="collection-row__count muted">{T.recipesIn(count)}</span>
      <PdfExportButton recipes={recipes} title={collection.name} label={T.exportPdf} aria-label={T.exportCollectionPdf(collection.name)} />
      <Button size="sm" variant="danger" aria-label={T.deleteCollection(collection.name)} onClick={() => void onRemove()}>
        Delete
      </Button>
    </li>
  );
}
