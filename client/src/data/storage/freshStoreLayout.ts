/**
 * The recipes collection's IndexedDB database as RxDB's Dexie storage creates it (RxDB 17, Dexie 4), written
 * down for the first pulls' worker, which loads no RxDB code: started by the page's first script, it creates
 * the store itself when the device holds none, and adds the first replies while the page's code is still on
 * its way. Dexie then opens the database as one it made (the same version, stores and indexes: no upgrade).
 * tests/integration/client-fresh-store-layout.test.ts holds these to what RxDB and Dexie make of the schema.
 */
import { databaseNameFor } from '../databaseName';

/** The recipes collection's schema version (shared/schemas/collections.ts), part of its database's name. */
export const RECIPES_SCHEMA_VERSION = 3;

/**
 * Dexie's store specs (RxDB's getDexieStoreSchema of the collection's schema as RxDB fills it in, for the docs table):
 * the first key is the primary key.
 */
export const RECIPES_DEXIE_STORES: Readonly<Record<string, string>> = {
  docs: 'id, [_deleted+id], [_deleted+createdAt+id], [_meta.lwt+id], _meta.lwt',
  changes: '++sequence, id',
  attachments: 'id',
};

/** Boolean fields the docs table indexes, stored as '1' / '0'. */
export const RECIPES_BOOLEAN_INDEXES: readonly string[] = ['_deleted'];

/** Dexie's `version(1)`, as IndexedDB sees it (Dexie multiplies by 10). */
export const DEXIE_IDB_VERSION = 10;

/** The IndexedDB name of the recipes collection of a user's store (RxDB's getDexieDbWithTables). */
export const recipesDexieName = (userId: string): string => `rxdb-dexie-${databaseNameFor(userId)}--${RECIPES_SCHEMA_VERSION}--recipes`;

/** A Dexie key spec ('id', '++sequence', '[a+b]') as IndexedDB's key path. */
function keyPathOf(spec: string): string | string[] {
  const bare = spec.replace(/^(\+\+|&|\*)/, '');
  return bare.startsWith('[') ? bare.slice(1, -1).split('+') : bare;
}

/** Creates the stores and indexes Dexie creates for these specs (inside the upgrade of a new database). */
export function createDexieStores(db: IDBDatabase, stores: Readonly<Record<string, string>> = RECIPES_DEXIE_STORES): void {
  for (const [name, specs] of Object.entries(stores)) {
    const [primary = '', ...indexes] = specs.split(',').map((part) => part.trim());
    const store = db.createObjectStore(name, { keyPath: keyPathOf(primary), autoIncrement: primary.startsWith('++') });
    for (const index of indexes)
      store.createIndex(index.replace(/^(&|\*)/, ''), keyPathOf(index), {
        unique: index.startsWith('&'),
        multiEntry: index.startsWith('*'),
      });
  }
}
