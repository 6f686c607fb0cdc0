import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupFile } from '../../../shared/backup/backupFormat';
import { COLLECTION_NAMES } from '../../../shared/schemas/collections';
import { findUserById } from '../auth/userRepository';
import type { Queryable } from '../db/types';
import { listAiConsents } from '../generate/aiConsentRepository';
import { readLiveDocumentsOf } from '../sync/documentStore';

/** Everything the user owns, as one file (GDPR right of access): the account record and every live document. */
export async function exportUserData(db: Queryable, userId: string, now = new Date()): Promise<BackupFile | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const rows = await readLiveDocumentsOf(db, userId);
  const consents = await listAiConsents(db, userId);
  const collections: Record<string, unknown[]> = Object.fromEntries(COLLECTION_NAMES.map((c) => [c, []]));
  for (const row of rows) {
    const list = collections[row.collection] ?? [];
    list.push(typeof row.data === 'string' ? JSON.parse(row.data) : row.data);
    collections[row.collection] = list;
  }
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    account: {
      email: user.email,
      displayName: user.displayName,
      plan: user.plan,
      createdAt: user.createdAt.toISOString(),
      emailVerified: user.emailVerified,
      provider: user.provider,
      aiConsents: consents.map((r) => ({ version: r.version, consentedAt: new Date(r.consented_at).toISOString() })),
    },
    collections: {
      recipes: collections.recipes ?? [],
      mealPlans: collections.mealPlans ?? [],
      settings: collections.settings ?? [],
      shoppingChecks: collections.shoppingChecks ?? [],
      notifications: collections.notifications ?? [],
      recipeCollections: collections.recipeCollections ?? [],
      usage: collections.usage ?? [],
      entitlements: collections.entitlements ?? [],
    },
  };
}
