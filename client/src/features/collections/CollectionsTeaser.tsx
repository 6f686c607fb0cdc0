import { COLLECTION_TEXTS as T } from '../../../../shared/domain/collectionTexts';
import { Button } from '../../ui/Button';

/** What Free and Chef users see in place of collections and tags. */
export function CollectionsTeaser({ onUpgrade }: { onUpgrade?: () => void }) {
  return (
    <section className="collections-teaser" aria-labelledby="collections-teaser-title">
      <h2 id="collections-teaser-title" className="collections-teaser__title">
        {T.teaserTitle}
      </h2>
      <p className="collections-teaser__text">{T.teaserText}</p>
      {onUpgrade ? (
        <Button size="sm" onClick={onUpgrade}>
          {T.upgrade}
        </Button>
      ) : null}
    </section>
  );
}
