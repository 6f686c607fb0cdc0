import type { RxCollection, RxDocumentData } from 'rxdb';
import { DEXIE_DOCS_TABLE_NAME, fromDexieToStorage, RxStorageInstanceDexie } from 'rxdb/plugins/storage-dexie';

/**
 * Reads straight from the Dexie storage's IndexedDB store, for the reads RxDB's own query path makes
 * slow (one event per document, no backwards walk). RxDB 17's Dexie layout: documents in the `docs`
 * store, each schema index as `[_deleted+<fields>+<primary key>]`, _deleted stored as '0' or '1'.
 * Each returns undefined where it does not apply (another storage, an index the store lacks), and the
 * caller reads through the storage's query instead.
 */

/** Every key of a live document in an index that starts with _deleted: an array sorts after any string. */
const LIVE_KEYS = { lower: ['0'], upper: ['0', []] } as const;

type Opened = { store: IDBObjectStore; live: IDBKeyRange; booleanIndexes: string[] };

/** A readonly transaction on the collection's documents, if it is stored by the Dexie storage and has this index. */
export async function openDexieIndex<T>(collection: RxCollection<T>, indexName: string): Promise<Opened | undefined> {
  const raw = collection.internalStorageInstance as unknown;
  if (!(raw instanceof RxStorageInstanceDexie)) return undefined;
  const state = await (raw as RxStorageInstanceDexie<T>).internals;
  const store = state.dexieDb.backendDB().transaction(DEXIE_DOCS_TABLE_NAME, 'readonly').objectStore(DEXIE_DOCS_TABLE_NAME);
  if (!store.indexNames.contains(indexName)) return undefined;
  const KeyRange = (state.dexieDb._options.IDBKeyRange as typeof IDBKeyRange | undefined) ?? globalThis.IDBKeyRange;
  return { store, live: KeyRange.bound(LIVE_KEYS.lower, LIVE_KEYS.upper), booleanIndexes: state.booleanIndexes };
}

/** A stored row as the storage gives it (RxDB's form). */
export function fromDexieRow<T>(opened: Opened, row: unknown): RxDocumentData<T> {
  return fromDexieToStorage(opened.booleanIndexes, row) as RxDocumentData<T>;
}

/** The document without RxDB's own fields. */
export function strippedDoc<T>(stored: RxDocumentData<T>): T {
  const { _meta, _rev, _attachments, _deleted, ...doc } = stored as RxDocumentData<T> & Record<string, unknown>;
  return doc as unknown as T;
}
