import { type MangoQuery, normalizeMangoQuery, prepareQuery, type RxCollection, type RxDocumentData } from 'rxdb';
import { fromDexieRow, openDexieIndex, strippedDoc } from './dexieIndexReads';

type Dated = { id: string; createdAt: string };
export type DateOrder = 'newest' | 'oldest';

/** The Dexie storage's index for the schema index ['createdAt']. */
const CREATED_AT_INDEX = '[_deleted+createdAt+id]';

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
  const stored = (await readFromIndex(collection, order, limit)) ?? (await readByQuery(collection, order, limit));
  return stored.map(strippedDoc);
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

async function readFromIndex<T extends Dated>(
  collection: RxCollection<T>,
  order: DateOrder,
  limit: number,
): Promise<RxDocumentData<T>[] | undefined> {
  const opened = await openDexieIndex(collection, CREATED_AT_INDEX);
  if (!opened) return undefined;
  // Newest first walks the index backwards, so documents created at the same time come id-descending: the rows tied
  // with the page's last are all read and the page is sorted again by id.
  const rows = await new Promise<RxDocumentData<T>[]>((resolve, reject) => {
    const found: RxDocumentData<T>[] = [];
    const request = opened.store.index(CREATED_AT_INDEX).openCursor(opened.live, order === 'newest' ? 'prev' : 'next');
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return resolve(found);
      const doc = fromDexieRow<T>(opened, cursor.value);
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
