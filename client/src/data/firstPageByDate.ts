import { type MangoQuery, normalizeMangoQuery, prepareQuery, type RxCollection, type RxDocumentData } from 'rxdb';
import { DEXIE_DOCS_TABLE_NAME, fromDexieToStorage, RxStorageInstanceDexie } from 'rxdb/plugins/storage-dexie';

type Dated = { id: string; createdAt: string };
export type DateOrder = 'newest' | 'oldest';

/** The Dexie storage's index for a schema index ['createdAt'] (RxDB puts _deleted first and the primary key last). */
const CREATED_AT_INDEX = '[_deleted+createdAt+id]';
/** Every key of a live document in that index: _deleted is stored as '0', and an array sorts after any string. */
const LIVE_KEYS = { lower: ['0'], upper: ['0', []] } as const;

/**
 * The first `limit` stored documents by creation time (newest or oldest first, then by id), deleted
 * ones left out, RxDB's fields stripped: one short read of the store's createdAt index.
 *
 * Unlike a query's exec(), this reads only the page: RxDB's Dexie storage cannot walk an index
 * backwards, so a newest-first query reads every document, and exec() reads again whenever a write
 * came in meanwhile. During a first sync that meant the whole growing book after every batch, each
 * read holding up the next batch's write.
 */
export async function readFirstPageByDate<T extends Dated>(collection: RxCollection<T>, order: DateOrder, limit: number): Promise<T[]> {
  if (limit <= 0) return [];
  const raw = collection.internalStorageInstance as unknown;
  const stored = raw instanceof RxStorageInstanceDexie ? await readFromIndex<T>(raw as RxStorageInstanceDexie<T>, order, limit) : undefined;
  return (stored ?? (await readByQuery(collection, order, limit))).map(stripped);
}

async function readByQuery<T extends Dated>(collection: RxCollection<T>, order: DateOrder, limit: number): Promise<RxDocumentData<T>[]> {
  const schema = collection.schema.jsonSchema;
  const query = normalizeMangoQuery(schema, {
    selector: { _deleted: { $eq: false } },
    sort: [{ createdAt: order === 'newest' ? 'desc' : 'asc' }, { id: 'asc' }],
    limit,
  } as MangoQuery<T>);
  return (await collection.storageInstance.query(prepareQuery(schema, query))).documents;
}

/** undefined: the store has no such index (the schema changed); the caller queries instead. */
async function readFromIndex<T extends Dated>(
  instance: RxStorageInstanceDexie<T>,
  order: DateOrder,
  limit: number,
): Promise<RxDocumentData<T>[] | undefined> {
  const state = await instance.internals;
  const idb = state.dexieDb.backendDB();
  const transaction = idb.transaction(DEXIE_DOCS_TABLE_NAME, 'readonly');
  const store = transaction.objectStore(DEXIE_DOCS_TABLE_NAME);
  if (!store.indexNames.contains(CREATED_AT_INDEX)) return undefined;
  const KeyRange = (state.dexieDb._options.IDBKeyRange as typeof IDBKeyRange | undefined) ?? globalThis.IDBKeyRange;
  const range = KeyRange.bound(LIVE_KEYS.lower, LIVE_KEYS.upper);
  // Newest first walks the index backwards, so documents created at the same time come id-descending: the rows tied
  // with the page's last are all read and the page is sorted again by id.
  const rows = await new Promise<RxDocumentData<T>[]>((resolve, reject) => {
    const found: RxDocumentData<T>[] = [];
    const request = store.index(CREATED_AT_INDEX).openCursor(range, order === 'newest' ? 'prev' : 'next');
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return resolve(found);
      const doc = fromDexieToStorage(state.booleanIndexes, cursor.value) as RxDocumentData<T>;
      const last = found[limit - 1];
      if (last && last.createdAt !== doc.createdAt) return resolve(found);
      found.push(doc);
      cursor.continue();
    };
    request.onerror = () => reject(request.error);
  });
  const direction = order === 'newest' ? -1 : 1;
  rows.sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -direction : direction));
  return rows.slice(0, limit);
}

function stripped<T>(stored: RxDocumentData<T>): T {
  const { _meta, _rev, _attachments, _deleted, ...doc } = stored as RxDocumentData<T> & Record<string, unknown>;
  return doc as unknown as T;
}
