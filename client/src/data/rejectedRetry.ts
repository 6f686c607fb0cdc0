import type { RxCollection } from 'rxdb';
import { filter, Subscription } from 'rxjs';
import { REJECT_REASONS } from '../../../shared/sync/protocol';
import type { RejectedChange, RejectedChanges } from './rejectedRows';
import { nextStamp } from './stamps';
import type { KitchenDatabase } from './types';

type AnyCollection = RxCollection<{ id: string; updatedAt: string }>;

function collectionOf(db: KitchenDatabase, change: RejectedChange): AnyCollection | undefined {
  return (db.collections as Partial<Record<string, unknown>>)[change.collection] as AnyCollection | undefined;
}

/** Pushes a refused change again (a new local write of it, which replication sends with the server's real state). */
export async function retryRejectedChange(db: KitchenDatabase, change: RejectedChange): Promise<void> {
  const doc = await collectionOf(db, change)?.findOne(change.id).exec();
  if (doc) await doc.incrementalPatch({ updatedAt: nextStamp(db, doc.updatedAt) });
}

/**
 * Gives up a refused change: the document goes back to what the server holds (or away, when the
 * server has none), and that state syncs as a no-op.
 */
export async function discardRejectedChange(db: KitchenDatabase, change: RejectedChange): Promise<void> {
  const doc = await collectionOf(db, change)?.findOne(change.id).exec();
  if (!doc) return;
  const base = change.base;
  if (!base || base._deleted) {
    await doc.remove();
    return;
  }
  const { _deleted: _ignored, ...fields } = base;
  await doc.incrementalModify((current) => ({ ...current, ...(fields as Record<string, unknown>), id: change.id }) as typeof current);
}

const LIMIT_REASONS = new Set<string>([REJECT_REASONS.recipeLimit, REJECT_REASONS.mealPlanning, REJECT_REASONS.planFeature]);

/**
 * Refused changes sync by themselves once their reason may be gone: after a plan change (the
 * entitlements document) every plan-limited change is pushed again; after a recipe is deleted
 * (here or on another device) the recipes over the limit are.
 */
export function retryRejectedChanges(db: KitchenDatabase, rejected: RejectedChanges): Subscription {
  const retry = (which: (c: RejectedChange) => boolean) => {
    for (const change of rejected.all().filter(which)) void retryRejectedChange(db, change).catch(() => undefined);
  };
  const subs = new Subscription();
  const opened = db.collections as Partial<KitchenDatabase['collections']>;
  if (opened.entitlements) subs.add(opened.entitlements.$.subscribe(() => retry((c) => LIMIT_REASONS.has(c.reason))));
  if (opened.recipes) {
    const deletes = opened.recipes.$.pipe(filter((event) => event.operation === 'DELETE'));
    subs.add(deletes.subscribe(() => retry((c) => c.reason === REJECT_REASONS.recipeLimit)));
  }
  return subs;
}
