import type { RxStorage } from 'rxdb';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../../client/src/data/database';
import { readFirstPageByDate } from '../../client/src/data/storage/firstPageByDate';
import { readStoredDocuments } from '../../client/src/data/storage/storedSnapshot';
import { plainTestStorage, testStorage } from '../../client/src/data/testing/testStorage';
import type { KitchenDatabase } from '../../client/src/data/types';
import type { RecipeDoc } from '../../shared/schemas/recipe';

let opened: KitchenDatabase | undefined;
afterEach(async () => {
  await opened?.remove();
  opened = undefined;
});

async function open(storage: RxStorage<unknown, unknown>): Promise<KitchenDatabase> {
  opened = await createDatabase({
    userId: 'u',
    storage,
    name: `first-page-${process.pid}-${Date.now()}`,
    collections: ['recipes'],
  });
  return opened;
}

function recipe(id: string, createdAt: string): RecipeDoc {
  return {
    id,
    title: `Recipe ${id}`,
    convertedRecipe: 'Simmer.',
    dietaryFilters: [],
    category: 'main-dish',
    imageUrl: '',
    createdAt,
    updatedAt: createdAt,
  };
}

const at = (minute: number) => `2026-11-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

/** Ten recipes over six times, with ties at the page boundaries, and two deleted ones among the newest and oldest. */
async function fill(db: KitchenDatabase): Promise<void> {
  await db.recipes.bulkInsert([
    recipe('a', at(1)),
    recipe('b', at(1)),
    recipe('c', at(2)),
    recipe('d', at(3)),
    recipe('e', at(3)),
    recipe('f', at(3)),
    recipe('g', at(4)),
    recipe('h', at(5)),
    recipe('i', at(5)),
    recipe('j', at(6)),
    recipe('gone-new', at(7)),
    recipe('gone-old', at(0)),
  ]);
  await db.recipes.findByIds(['gone-new', 'gone-old']).remove();
}

const ids = (docs: readonly { id: string }[]) => docs.map((d) => d.id);

describe.each([
  ['Dexie as the browser has it (the index walked backwards)', plainTestStorage, false],
  ['Dexie with validation', testStorage, false],
  ['a storage without the Dexie index (a query)', getRxStorageMemory as () => RxStorage<unknown, unknown>, true],
])('reading recipes from the store, %s', (_name, storage, queries) => {
  it('reads the newest and the oldest recipes, by id among equal times, as a query sorts them', async () => {
    const db = await open(storage());
    await fill(db);
    const query = vi.spyOn(db.recipes.storageInstance, 'query');
    await readFirstPageByDate<RecipeDoc>(db.recipes, 'newest', 3);
    expect(query.mock.calls.length > 0).toBe(queries);
    query.mockRestore();
    for (const limit of [1, 3, 4, 5, 6, 20]) {
      const newest = await readFirstPageByDate<RecipeDoc>(db.recipes, 'newest', limit);
      const oldest = await readFirstPageByDate<RecipeDoc>(db.recipes, 'oldest', limit);
      const byQuery = async (direction: 'asc' | 'desc') =>
        ids(await db.recipes.find({ sort: [{ createdAt: direction }, { id: 'asc' }], limit }).exec());
      expect(ids(newest)).toEqual(await byQuery('desc'));
      expect(ids(oldest)).toEqual(await byQuery('asc'));
    }
    expect(ids(await readFirstPageByDate<RecipeDoc>(db.recipes, 'newest', 4))).toEqual(['j', 'h', 'i', 'g']);
    expect(ids(await readFirstPageByDate<RecipeDoc>(db.recipes, 'oldest', 4))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives the documents without RxDB’s fields, and nothing from an empty book', async () => {
    const db = await open(storage());
    expect(await readFirstPageByDate<RecipeDoc>(db.recipes, 'newest', 8)).toEqual([]);
    await db.recipes.insert(recipe('only', at(9)));
    expect(await readFirstPageByDate<RecipeDoc>(db.recipes, 'newest', 8)).toEqual([recipe('only', at(9))]);
    expect(await readFirstPageByDate<RecipeDoc>(db.recipes, 'oldest', 0)).toEqual([]);
  });

  it('reads every live recipe at once for the book’s index, as a query finds them', async () => {
    const db = await open(storage());
    expect(await readStoredDocuments(db.recipes)).toEqual([]);
    await fill(db);
    const query = vi.spyOn(db.recipes.storageInstance, 'query');
    const all = await readStoredDocuments<RecipeDoc>(db.recipes);
    expect(query.mock.calls.length > 0).toBe(queries);
    query.mockRestore();
    const found = (await db.recipes.find().exec()).map((doc) => doc.toJSON() as RecipeDoc);
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
    expect([...all].sort(byId)).toEqual([...found].sort(byId));
    expect(ids(all).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);
  });
});
