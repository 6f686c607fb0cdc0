import type { RecipeDoc } from '../../../shared/schemas/recipe';
import type { WireDoc } from '../../../shared/sync/protocol';
import { onStreamedChanges } from './streamedChanges';
import type { KitchenDatabase } from './types';

/** What the preview needs of the book's index (recipeIndex.ts). */
export interface PreviewTarget {
  /** The edit stamp of the recipe as the index holds it; undefined: not in the index. */
  updatedAtOf(id: string): string | undefined;
  applyChanges(upserts: readonly RecipeDoc[], removedIds: readonly string[]): void;
}

/** When a streamed state the store has not written is checked against the store, ms after it was shown; doubling. */
const FIRST_CHECK_MS = 2_000;
const CHECKS = 5;

const stampMs = (stamp: unknown) => (typeof stamp === 'string' ? Date.parse(stamp) : Number.NaN);

/** The recipe fields of a streamed document (the wire adds _deleted). */
function recipeOf(doc: WireDoc): RecipeDoc {
  const { _deleted: _d, ...fields } = doc;
  return fields as unknown as RecipeDoc;
}

/**
 * Shows another device's recipe edit in the book as the stream brings it, before the replication
 * has stored it (two IndexedDB reads and a write later, after any push under way). Only a recipe the
 * book holds, in a state later than the one shown (by its hybrid-clock stamp), is shown. The store stays the truth: its own change
 * event follows and stands; a streamed state the store did not take (a local edit kept for the merge,
 * which then writes its result) is put right from the store after a while. Nothing is written.
 * `canShow`: whether the index can take these documents now (loaded, no batch waiting before them).
 */
export function previewStreamedRecipes(
  db: KitchenDatabase,
  target: PreviewTarget,
  canShow: (docs: readonly RecipeDoc[]) => boolean,
): { storeChanged(ids: Iterable<string>): void; stop(): void } {
  /** Recipes shown from the stream that the store has not written since, with the stamp shown. */
  const shown = new Map<string, string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let checks = 0;
  let stopped = false;

  const check = async () => {
    timer = undefined;
    const ids = [...shown.keys()];
    if (stopped || ids.length === 0) return;
    checks += 1;
    const stored = await db.recipes.findByIds(ids).exec();
    if (stopped) return;
    const upserts: RecipeDoc[] = [];
    const removed: string[] = [];
    for (const id of ids) {
      const stamp = shown.get(id);
      if (stamp === undefined) continue; // written meanwhile
      const doc = stored.get(id);
      const storeCaughtUp = doc !== undefined && stampMs(doc.updatedAt) >= stampMs(stamp);
      if (!storeCaughtUp && checks < CHECKS) continue;
      shown.delete(id);
      if (doc) upserts.push(doc.toJSON() as RecipeDoc);
      else removed.push(id);
    }
    if (upserts.length > 0 || removed.length > 0) target.applyChanges(upserts, removed);
    schedule();
  };

  const schedule = () => {
    if (timer !== undefined || stopped) return;
    if (shown.size === 0) {
      checks = 0;
      return;
    }
    timer = setTimeout(() => void check().catch(() => undefined), FIRST_CHECK_MS * 2 ** checks);
  };

  const unsubscribe = onStreamedChanges(db, 'recipes', (documents) => {
    // Only recipes the book shows: a recipe it does not hold may be one this device has just deleted, whose
    // last state before the delete (stamped for it) is still on its way back through the stream.
    const ahead = documents.filter((doc) => {
      const held = target.updatedAtOf(doc.id);
      return held !== undefined && stampMs(doc.updatedAt) > stampMs(held);
    });
    if (ahead.length === 0) return;
    const upserts = ahead.filter((doc) => !doc._deleted).map(recipeOf);
    if (!canShow(upserts)) return;
    for (const doc of ahead) shown.set(doc.id, String(doc.updatedAt));
    target.applyChanges(
      upserts,
      ahead.filter((doc) => doc._deleted).map((doc) => doc.id),
    );
    schedule();
  });

  return {
    storeChanged(ids) {
      for (const id of ids) shown.delete(id);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    },
  };
}
