import { type MangoQuery, normalizeMangoQuery, prepareQuery, type RxCollection } from 'rxdb';

/**
 * Every stored document of a collection (deleted ones left out, RxDB's fields stripped), read once
 * from its storage. Unlike a query's exec(), which reads again until no write came in meanwhile, this
 * is one read: during a first sync, exec() rescans the growing store after every batch, and each scan
 * holds up the next batch's write. The caller applies the changes it saw meanwhile on top.
 */
export async function readStoredDocuments<T>(collection: RxCollection<T>): Promise<T[]> {
  const schema = collection.schema.jsonSchema;
  const query = normalizeMangoQuery(schema, { selector: { _deleted: { $eq: false } } } as MangoQuery<T>);
  const { documents } = await collection.storageInstance.query(prepareQuery(schema, query));
  return documents.map((stored) => {
    const { _meta, _rev, _attachments, _deleted, ...doc } = stored as typeof stored & Record<string, unknown>;
    return doc as unknown as T;
  });
}
