import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { fillWithDefaultSettings } from 'rxdb';
import { getBooleanIndexes, getDexieStoreSchema, getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { describe, expect, it } from 'vitest';
import { createDatabase, databaseNameFor } from '../../client/src/data/database';
import { rxSchemaFor } from '../../client/src/data/rxSchemas';
import {
  createDexieStores,
  DEXIE_IDB_VERSION,
  RECIPES_BOOLEAN_INDEXES,
  RECIPES_DEXIE_STORES,
  RECIPES_SCHEMA_VERSION,
  recipesDexieName,
} from '../../client/src/data/storage/freshStoreLayout';
import { COLLECTIONS } from '../../shared/schemas/collections';
import { benchRecipe } from '../bench/benchRecipe';

/**
 * The first pulls' worker creates a fresh device's recipes store before the app's code is here
 * (freshStoreLayout.ts): it must be the database RxDB's Dexie storage creates, so Dexie opens it as its
 * own (same version, stores and indexes: no upgrade, nothing recreated) and finds what was written.
 */

type Layout = { version: number; stores: Record<string, unknown> };

function open(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Every store of the database with its key, auto-increment and indexes (name, key path, unique, multi-entry). */
async function layoutOf(factory: IDBFactory, name: string): Promise<Layout> {
  const db = await open(factory, name);
  try {
    const stores: Record<string, unknown> = {};
    const names = [...db.objectStoreNames];
    const tx = db.transaction(names, 'readonly');
    for (const storeName of names) {
      const store = tx.objectStore(storeName);
      stores[storeName] = {
        keyPath: store.keyPath,
        autoIncrement: store.autoIncrement,
        indexes: [...store.indexNames].sort().map((index) => {
          const { keyPath, unique, multiEntry } = store.index(index);
          return { index, keyPath, unique, multiEntry };
        }),
      };
    }
    return { version: db.version, stores };
  } finally {
    db.close();
  }
}

/** The database as the worker creates it (freshStoreLayout's createDexieStores in the upgrade of a new database). */
function createAsWorker(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, DEXIE_IDB_VERSION);
    request.onupgradeneeded = () => createDexieStores(request.result);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

describe("the fresh recipes store's layout (freshStoreLayout.ts)", () => {
  const userId = 'Layout-User_1';

  it("is RxDB's: the docs table's Dexie spec, its boolean indexes, the schema version and the database name", () => {
    // As RxDB fills the schema in (its own fields, each index led by _deleted and closed by the primary key).
    const schema = fillWithDefaultSettings(rxSchemaFor('recipes') as never);
    expect(RECIPES_SCHEMA_VERSION).toBe(schema.version);
    expect(RECIPES_SCHEMA_VERSION).toBe(COLLECTIONS.recipes.version);
    expect(RECIPES_DEXIE_STORES.docs).toBe(getDexieStoreSchema(schema as never));
    expect([...RECIPES_BOOLEAN_INDEXES]).toEqual(getBooleanIndexes(schema as never));
    expect(recipesDexieName(userId)).toBe(`rxdb-dexie-${databaseNameFor(userId)}--${schema.version}--recipes`);
  });

  it('is the database Dexie creates, and Dexie opens the one the worker created without changing it and reads its rows', async () => {
    const name = recipesDexieName(userId);
    const byRxdb = new IDBFactory();
    const rxdb = await createDatabase({ userId, storage: getRxStorageDexie({ indexedDB: byRxdb, IDBKeyRange }), collections: ['recipes'] });
    await rxdb.close();
    const expected = await layoutOf(byRxdb, name);
    expect(expected.version).toBe(DEXIE_IDB_VERSION);

    const byWorker = new IDBFactory();
    await createAsWorker(byWorker, name);
    expect(await layoutOf(byWorker, name)).toEqual(expected);
    const recipe = benchRecipe(0);
    // A row as the worker writes it (fillWorkerCore.ts), then the app's store opened over it.
    const db = await open(byWorker, name);
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('docs', 'readwrite');
      tx.objectStore('docs').add({
        ...recipe,
        _deleted: '0',
        _attachments: {},
        _meta: { lwt: Date.now() },
        _rev: '1-workertoken',
      });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    const app = await createDatabase({
      userId,
      storage: getRxStorageDexie({ indexedDB: byWorker, IDBKeyRange }),
      collections: ['recipes'],
    });
    try {
      const found = await app.recipes.findOne(recipe.id).exec();
      expect(found?.get('title')).toBe(recipe.title);
      expect(await app.recipes.count().exec()).toBe(1);
    } finally {
      await app.close();
    }
    expect(await layoutOf(byWorker, name)).toEqual(expected);
  });
});
