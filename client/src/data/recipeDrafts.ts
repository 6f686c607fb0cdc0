import type { RxCollection, RxJsonSchema } from 'rxdb';
import type { z } from 'zod';
import { type RecipeDoc, recipeDocSchema } from '../../../shared/schemas/recipe';
import type { KitchenDatabase } from './types';

/**
 * Unsaved edits of recipe forms, kept on the device (IndexedDB, through the store) until saved or
 * discarded, so closing the tab or the installed app loses nothing. Each draft keeps the recipe
 * version it started from: a restored draft is merged three-way against it, like a sync conflict.
 * Drafts are device-local: the collection is not one of the replicated collections.
 */
export interface StoredDraft<F> {
  key: string;
  form: F;
  /** The saved recipe the edit started from; null for a new recipe. */
  base: RecipeDoc | null;
  updatedAt: string;
}

interface DraftRow {
  id: string;
  form: string;
  base: string;
  updatedAt: string;
}

const COLLECTION = 'recipedrafts';
const schema: RxJsonSchema<DraftRow> = {
  title: COLLECTION,
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 200 },
    form: { type: 'string' },
    base: { type: 'string' },
    updatedAt: { type: 'string' },
  },
  required: ['id', 'form', 'base', 'updatedAt'],
  additionalProperties: false,
};

const opening = new WeakMap<KitchenDatabase, Promise<RxCollection<DraftRow>>>();

/** The drafts collection of an open database, added on first use (once per database, even when asked twice at once). */
function draftsOf(db: KitchenDatabase): Promise<RxCollection<DraftRow>> {
  let collection = opening.get(db);
  if (!collection) {
    const existing = (db.collections as unknown as Record<string, RxCollection<DraftRow> | undefined>)[COLLECTION];
    collection = existing
      ? Promise.resolve(existing)
      : db.addCollections({ [COLLECTION]: { schema } }).then((added) => added[COLLECTION] as unknown as RxCollection<DraftRow>);
    opening.set(db, collection);
    collection.catch(() => opening.delete(db));
  }
  return collection;
}

export async function readRecipeDraft<F>(db: KitchenDatabase, key: string, formSchema: z.ZodType<F>): Promise<StoredDraft<F> | null> {
  const row = await (await draftsOf(db)).findOne(key).exec();
  if (!row) return null;
  try {
    const form = formSchema.safeParse(JSON.parse(row.form));
    const base = row.base ? recipeDocSchema.safeParse(JSON.parse(row.base)) : null;
    if (!form.success || (base && !base.success)) return null;
    return { key, form: form.data, base: base?.success ? base.data : null, updatedAt: row.updatedAt };
  } catch {
    return null;
  }
}

/** Writes and clears of one draft run in the order they were asked for (keystrokes come fast). */
const queues = new WeakMap<KitchenDatabase, Map<string, Promise<void>>>();
function inOrder(db: KitchenDatabase, key: string, task: () => Promise<void>): Promise<void> {
  let perDb = queues.get(db);
  if (!perDb) {
    perDb = new Map();
    queues.set(db, perDb);
  }
  const next = (perDb.get(key) ?? Promise.resolve()).catch(() => undefined).then(task);
  perDb.set(key, next);
  return next;
}

export function writeRecipeDraft<F>(db: KitchenDatabase, key: string, form: F, base: RecipeDoc | null): Promise<void> {
  const row: DraftRow = {
    id: key,
    form: JSON.stringify(form),
    base: base ? JSON.stringify(base) : '',
    updatedAt: new Date().toISOString(),
  };
  return inOrder(db, key, async () => {
    await (await draftsOf(db)).upsert(row);
  });
}

export function clearRecipeDraft(db: KitchenDatabase, key: string): Promise<void> {
  return inOrder(db, key, async () => {
    const row = await (await draftsOf(db)).findOne(key).exec();
    if (row) await row.remove();
  });
}

/** Keys of every stored draft (e.g. to mark recipes with unsaved changes). */
export async function recipeDraftKeys(db: KitchenDatabase): Promise<string[]> {
  return (await (await draftsOf(db)).find().exec()).map((r) => r.id);
}
