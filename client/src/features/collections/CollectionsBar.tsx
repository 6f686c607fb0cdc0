import { lazy, Suspense, useState } from 'react';
import { COLLECTION_TEXTS as T } from '../../../../shared/domain/collectionTexts';
import { useRecipeCollections } from '../../data';
import { useLiveRecipeCount, useRecipeTags } from '../../data/recipeQueries';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Select';
import { CollectionsTeaser } from './CollectionsTeaser';
import './collections.css';

// Fetched when the cook opens it: the dialog (with the PDF export's button) is not part of the book's first load.
const ManageCollectionsDialog = lazy(() => import('./ManageCollectionsDialog').then((m) => ({ default: m.ManageCollectionsDialog })));

/**
 * The book's collection and tag filters and the way to manage collections (Master Chef and
 * Enterprise); Free and Chef see what the feature does and how to get it.
 */
export function CollectionsBar({
  canUse,
  collection,
  tag,
  onChange,
  onUpgrade,
}: {
  canUse: boolean;
  collection: string;
  tag: string;
  onChange(patch: { collection?: string; tag?: string }): void;
  onUpgrade(): void;
}) {
  const { collections } = useRecipeCollections();
  const tags = useRecipeTags();
  const live = useLiveRecipeCount();
  const [managing, setManaging] = useState(false);
  if (!canUse) return <CollectionsTeaser onUpgrade={onUpgrade} />;
  return (
    <div className="collections-bar">
      <SelectField
        label={T.collectionLabel}
        value={collections.some((c) => c.id === collection) ? collection : ''}
        options={[
          { value: '', label: T.allCollections },
          ...collections.map((c) => ({ value: c.id, label: `${c.name} (${live(c.recipeIds)})` })),
        ]}
        onChange={(e) => onChange({ collection: e.target.value })}
      />
      <SelectField
        label={T.tagLabel}
        value={tags.includes(tag) ? tag : ''}
        options={[{ value: '', label: T.allTags }, ...tags.map((t) => ({ value: t, label: t }))]}
        onChange={(e) => onChange({ tag: e.target.value })}
      />
      <Button variant="secondary" onClick={() => setManaging(true)}>
        {T.manageCollections}
      </Button>
      <Suspense fallback={null}>{managing ? <ManageCollectionsDialog open onOpenChange={setManaging} /> : null}</Suspense>
    </div>
  );
}
