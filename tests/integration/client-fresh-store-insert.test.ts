import type { BulkWriteRow, RxDocumentData } from 'rxdb';
import { fromStorageToDexie, type RxStorageInstanceDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../client/src/data/database';
import { createRecipe } from '../../client/src/data/recipeActions';
import { canInsertFresh, insertIntoFreshStore, toDexieRow } from '../../client/src/data/storage/freshStoreInsert';
import { readStoredDocuments } from '../../client/src/data/storage/storedSnapshot';
import { plainTestStorage, testStorage } from '../../client/src/data/testing/testStorage';
import type { KitchenDatabase } from '../../client/src/data/types';
import type { RecipeDoc } from '../../shared/schemas/recipe';

let opened: KitchenDatabase | undefined;
afterEach(async () => {
  await opened?.remove();
  opened = undefined;
});

async function openPlain(): Promise<KitchenDatabase> {
  opened = await createDatabase({
    userId: 'u',
    storage: plainTestStorage(),
    name: `fresh-insert-${process.pid}-${Date.now()}`,
    collections: ['recipes'],
  });
  return opened;
}

function recipe(id: string, title: string): RecipeDoc {
  const at = '2026-11-01T10:00:00.000Z';
  return {
    id,
    title,
    convertedRecipe: `${title}: simmer.`,
    dietaryFilters: ['Vegan'],
    category: 'main-dish',
    imageUrl: '',
    createdAt: at,
    updatedAt: at,
  };
}

function rowOf(doc: RecipeDoc, deleted = false): BulkWriteRow<RecipeDoc> {
  return {
    document: {
      ...doc,
      _deleted: deleted,
      _attachments: {},
      _meta: { lwt: 1_800_000_000_000 },
      _rev: '1-test',
    } as RxDocumentData<RecipeDoc>,
  };
}

describe('adding a first sync’s documents to a new store without existence reads', () => {
  it('stores new documents, reports one already stored as a conflict, and tells the collection what was added', async () => {
    const db = await openPlain();
    const raw = db.recipes.internalStorageInstance;
    expect(canInsertFresh(raw)).toBe(true);
    const local = await createRecipe(db, { title: 'Written here first', convertedRecipe: 'Mine.' });
    const events: { operation: string; documentId: string }[] = [];
    const subscription = db.recipes.eventBulks$.subscribe((bulk) => {
      for (const event of bulk.events) events.push({ operation: event.operation, documentId: event.documentId });
    });
    const rows = [rowOf(recipe('a', 'Leek soup')), rowOf({ ...recipe(local.id, 'From the server') }), rowOf(recipe('b', 'Barley stew'))];
    const result = await insertIntoFreshStore(raw as unknown as RxStorageInstanceDexie<RecipeDoc>, rows, 'fill-test');
    subscription.unsubscribe();

    expect(result.error).toHaveLength(1);
    expect(result.error[0]).toMatchObject({ status: 409, documentId: local.id, isError: true });
    expect((result.error[0] as { documentInDb?: RecipeDoc }).documentInDb?.title).toBe('Written here first');
    // Nothing of the refused row was written; the others were, whole.
    expect((await db.recipes.findOne(local.id).exec())?.title).toBe('Written here first');
    expect((await db.recipes.findOne('a').exec())?.toJSON()).toMatchObject(recipe('a', 'Leek soup'));
    expect((await db.recipes.findOne('b').exec())?.dietaryFilters).toEqual(['Vegan']);
    expect(events).toEqual([
      { operation: 'INSERT', documentId: 'a' },
      { operation: 'INSERT', documentId: 'b' },
    ]);
    // The indexes the queries use hold the added documents (sorted reads and counts).
    expect(await db.recipes.count().exec()).toBe(3);
    const byTitle = await db.recipes.find({ sort: [{ title: 'asc' }] }).exec();
    expect(byTitle.map((d) => d.title)).toEqual(['Barley stew', 'Leek soup', 'Written here first']);
  });

  it('stores a deleted document without announcing it, as bulkWrite() does', async () => {
    const db = await openPlain();
    const events: string[] = [];
    const subscription = db.recipes.eventBulks$.subscribe((bulk) => events.push(...bulk.events.map((e) => e.documentId)));
    const raw = db.recipes.internalStorageInstance as unknown as RxStorageInstanceDexie<RecipeDoc>;
    const result = await insertIntoFreshStore(raw, [rowOf(recipe('gone', 'Deleted elsewhere'), true)], 'fill-test');
    subscription.unsubscribe();
    expect(result.error).toEqual([]);
    expect(events).toEqual([]);
    expect(await db.recipes.count().exec()).toBe(0);
    expect(await raw.findDocumentsById(['gone'], true)).toHaveLength(1);
  });

  it('takes new documents only', async () => {
    const db = await openPlain();
    const raw = db.recipes.internalStorageInstance as unknown as RxStorageInstanceDexie<RecipeDoc>;
    const row = rowOf(recipe('x', 'X'));
    await expect(insertIntoFreshStore(raw, [{ ...row, previous: row.document }], 'fill-test')).rejects.toThrow(/new documents only/);
  });

  it('is not used on a storage whose writes are wrapped (validation)', async () => {
    opened = await createDatabase({ userId: 'u', storage: testStorage(), name: `fresh-insert-v-${process.pid}`, collections: ['recipes'] });
    expect(canInsertFresh(opened.recipes.internalStorageInstance)).toBe(false);
  });
});

describe('reading every stored document once', () => {
  it('returns the stored documents without deleted ones or RxDB’s fields', async () => {
    const db = await openPlain();
    const kept = await createRecipe(db, { title: 'Kept', convertedRecipe: 'Stays.' });
    const removed = await createRecipe(db, { title: 'Removed', convertedRecipe: 'Goes.' });
    await (await db.recipes.findOne(removed.id).exec())?.remove();
    const docs = await readStoredDocuments(db.recipes);
    expect(docs).toEqual([kept]);
  });
});

describe('a document as the Dexie storage stores it', () => {
  it('is the storage’s own conversion, also for nested objects and keys starting with a pipe', () => {
    const base = { _deleted: false, _attachments: {}, _meta: { lwt: 1 }, _rev: '1-a' };
    const samples = [
      { ...base, id: 'a', title: 'Soup', tags: ['quick'], nested: { deep: [{ x: 1 }] } },
      { ...base, _deleted: true, id: 'b', '|piped': 1, nested: { '|inner': [{ '|deep': 2 }] } },
    ] as unknown as RxDocumentData<RecipeDoc>[];
    for (const doc of samples) expect(toDexieRow(['_deleted'], doc)).toEqual(fromStorageToDexie(['_deleted'], doc));
  });
});
