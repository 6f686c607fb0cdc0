import { COLLECTIONS, type CollectionName, type DocOf } from '../../../shared/schemas/collections';
import type { Queryable } from '../db/types';
import { sameDocument } from './documentEquality';
import { lockOwner, notifyChange, readDocument, type StoredDocument, upsertDocument } from './documentStore';

/**
 * Writes a document on the server's behalf (entitlements, usage, notifications) inside the caller's
 * transaction, with the same owner lock, sequence and change notice as a client push, so it reaches
 * every device through pull and the stream. The document is checked against its collection schema
 * (a failure is a server bug and throws). Returns the new sequence, or undefined when the stored
 * document was already identical (nothing written). `options.stored`: the caller already holds the owner's lock in
 * this transaction and read the stored document under it (null: there is none), so neither is done again.
 */
export async function writeServerDocument<C extends CollectionName>(
  tx: Queryable,
  owner: string,
  collection: C,
  doc: DocOf<C>,
  options: { deleted?: boolean; stored?: StoredDocument | null } = {},
): Promise<number | undefined> {
  const data = COLLECTIONS[collection].schema.parse(doc) as { id: string } & Record<string, unknown>;
  const next = { data, deleted: options.deleted === true };
  if (options.stored === undefined) await lockOwner(tx, owner);
  const stored = options.stored === undefined ? await readDocument(tx, owner, collection, data.id) : (options.stored ?? undefined);
  if (stored && sameDocument(stored, next)) return undefined;
  const seq = await upsertDocument(tx, owner, collection, data, next.deleted);
  await notifyChange(tx, { owner, collection, seq });
  return seq;
}
