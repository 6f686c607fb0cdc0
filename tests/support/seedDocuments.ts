import { findUserByEmail } from '../../sync-server/src/auth/userRepository';
import type { Database } from '../../sync-server/src/db/types';
import { lockOwner, notifyChange, upsertDocument } from '../../sync-server/src/sync/documentStore';

/** Writes documents into a user's collection on the server, as if another device had pushed them. */
export async function seedDocuments(
  db: Database,
  email: string,
  collection: string,
  docs: readonly ({ id: string } & Record<string, unknown>)[],
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`no user ${email}`);
  await db.transaction(async (tx) => {
    await lockOwner(tx, user.id);
    let seq = 0;
    for (const doc of docs) seq = await upsertDocument(tx, user.id, collection, doc, false);
    await notifyChange(tx, { owner: user.id, collection, seq });
  });
}
