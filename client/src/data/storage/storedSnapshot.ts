import { type MangoQuery, normalizeMangoQuery, prepareQuery, type RxCollection, type RxDocumentData } from 'rxdb';
import { fromDexieRow, openDexieIndex, strippedDoc } from './dexieIndexReads';

/** The Dexie storage's index on every document by deletion state and primary key (RxDB makes it for every schema). */
const LIVE_BY_ID_INDEX = (primaryPath: string) => `[_deleted+${primaryPath}]`;

/**
 * Every stored document of a collection (deleted ones left out, RxDB's fields stripped), read once
 * from its storage. Unlike a query's exec(), which reads again until no write came in meanwhile, this
 * is one read: during a first sync, exec() rescans the growing store after every batch, and each scan
 * holds up the next batch's write. The caller applies the changes it saw meanwhile on top.
 *
 * From the Dexie storage, one getAll() over its live-documents index: the storage's own query walks a
 * cursor, one event on the main thread per document (thousands for a large book).
 */
export async function readStoredDocuments<T>(collection: RxCollection<T>): Promise<T[]> {
  const stored = (await readAllLive(collection)) ?? (await readByQuery(collection));
  return stored.map(strippedDoc);
}

async function readAllLive<T>(collection: RxCollection<T>): Promise<RxDocumentData<T>[] | undefined> {
  const opened = await openDexieIndex(collection, LIVE_BY_ID_INDEX(collection.schema.primaryPath as string));
  if (!opened) return undefined;
  const rows = await new Promise<unknown[]>((resolve, reject) => {
    const request = opened.store.index(LIVE_BY_ID_INDEX(collection.schema.primaryPath as string)).getAll(opened.live);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return rows.map((row) => fromDexieRow<T>(opened, row));
}

async function readByQuery<T>(collection: RxCollection<T>): Promise<RxDocumentData<T>[]> {
  const schema = collection.schema.jsonSchema;
  const query = normalizeMangoQuery(schema, { selector: { _deleted: { $eq: false } } } as MangoQuery<T>);
  return (await collection.storageInstance.query(prepareQuery(schema, query))).documents;
}
