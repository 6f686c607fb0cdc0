import { useState } from 'react';
import type { CollectionName } from '../../../shared/schemas/collections';
import { refusalText, SYNC_STATUS_TEXTS } from '../../../shared/sync/syncTexts';
import { type RejectedChange, useRecipe, useRejectedChanges, useSyncStatus } from '../data';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { COLLECTION_LABELS, collectionStatusText } from './syncStatusText';

/** The name a user knows a refused item by: a recipe's title, a week, or the collection. */
function ItemName({ change }: { change: RejectedChange }) {
  const title = useRecipe(change.collection === 'recipes' ? change.id : null).recipe?.title;
  if (change.collection === 'recipes' && title) return <>{title}</>;
  if (change.collection === 'mealPlans') return <>Meal plan, week of {change.id}</>;
  return <>{COLLECTION_LABELS[change.collection] ?? change.collection}</>;
}

function RefusedChange({ change, onRetry, onDiscard }: { change: RejectedChange; onRetry(): Promise<void>; onDiscard(): Promise<void> }) {
  const [busy, setBusy] = useState<'retry' | 'discard' | null>(null);
  const run = (which: 'retry' | 'discard', action: () => Promise<void>) => {
    setBusy(which);
    void action().finally(() => setBusy(null));
  };
  return (
    <li className="sync-details__refused">
      <p className="sync-details__name">
        <ItemName change={change} />
      </p>
      <p className="sync-details__reason">{refusalText(change)}</p>
      <div className="sync-details__actions">
        <Button size="sm" variant="secondary" busy={busy === 'retry'} onClick={() => run('retry', onRetry)}>
          {SYNC_STATUS_TEXTS.retry}
        </Button>
        <Button size="sm" variant="ghost" busy={busy === 'discard'} onClick={() => run('discard', onDiscard)}>
          {SYNC_STATUS_TEXTS.discard}
        </Button>
      </div>
    </li>
  );
}

/** Per collection: saved on this device vs synced to the account, and the changes the server refused. */
export function SyncDetailsDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const status = useSyncStatus();
  const { changes, retry, discard } = useRejectedChanges();
  const rows = (Object.entries(COLLECTION_LABELS) as [CollectionName, string][]).filter(([name]) => status.collections[name]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={SYNC_STATUS_TEXTS.detailsTitle} description={SYNC_STATUS_TEXTS.detailsIntro}>
      <dl className="sync-details__list">
        {rows.map(([name, label]) => (
          <div className="sync-details__row" key={name}>
            <dt>{label}</dt>
            <dd>{collectionStatusText(status.collections[name] ?? { pendingChanges: 0, lastSyncedAt: null })}</dd>
          </div>
        ))}
      </dl>
      {changes.length > 0 ? (
        <section aria-labelledby="sync-refused-heading">
          <h3 id="sync-refused-heading" className="sync-details__heading">
            {SYNC_STATUS_TEXTS.refusedHeading}
          </h3>
          <p className="sync-details__intro">{SYNC_STATUS_TEXTS.refusedIntro}</p>
          <ul className="sync-details__refused-list">
            {changes.map((change) => (
              <RefusedChange
                key={`${change.collection}/${change.id}`}
                change={change}
                onRetry={() => retry(change)}
                onDiscard={() => discard(change)}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </Dialog>
  );
}
