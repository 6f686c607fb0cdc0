import { COLLECTIONS, type CollectionName, type DocOf } from '../../../shared/schemas/collections';
import type { Queryable } from '../db/types';
import { sameDocument } from './documentEquality';
import { lockOwner, notifyChange, readDocument, upsertDocument } from './documentStore';

/**
 * Writes a document on the server's behalf (entitlements, usage, notifications) inside the caller's
 * transaction, with the same owner lock, sequence and change notice as a client push, so it reaches
 * every device through pull and the stream. The document is checked against its collection schema
 * (a failure is a server bug and throws). Returns the new sequence, or undefined when the stored
 * document was already identical (nothing written).
 */
export async function writeServerDocument<C extends CollectionName>(
  tx: Queryable,
  owner: string,
  collection: C,
  doc: DocOf<C>,
  options: { deleted?: boolean } = {},
): Promise<number | undefined> {
  const data = COLLECTIONS[collection].schema.parse(doc) as { id: string } & Record<string, unknown>;
  const next = { data, deleted: options.deleted === true };
  await lockOwner(tx, owner);
  const stored = await readDocument(tx, owner, collection, data.id);
  if (stored && sameDocument(stored, next)) return undefined;
  const seq = await upsertDocument(tx, owner, collection, data, next.deleted);
  await notifyChange(tx, { owner, collection, seq });
  return seq;
}
