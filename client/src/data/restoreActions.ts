import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupFile, RESTORABLE_COLLECTIONS } from '../../../shared/backup/backupFormat';
import type { RestorePlan, StoredData } from '../../../shared/backup/restorePlan';
import type { KitchenDatabase } from './types';

/** Plain JSON of every document of the restorable collections on this device. */
export async function readStoredData(db: KitchenDatabase): Promise<StoredData> {
  const out = {} as Record<string, unknown[]>;
  for (const c of RESTORABLE_COLLECTIONS) {
    const docs = await db[c].find().exec();
    out[c] = docs.map((d) => {
      const json = d.toJSON() as Record<string, unknown>;
      return Object.fromEntries(Object.entries(json).filter(([k]) => !k.startsWith('_')));
    });
  }
  return out as unknown as StoredData;
}

/** A backup made from this device's store: works offline. */
export async function backupFromStore(db: KitchenDatabase, now = new Date()): Promise<BackupFile> {
  const stored = await readStoredData(db);
  return { format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, exportedAt: now.toISOString(), collections: { ...stored } };
}

/** Writes a restore plan's adds and changes (upserts by id); replication carries them to the server later if offline. */
export async function applyRestorePlan(db: KitchenDatabase, plan: Pick<RestorePlan, 'adds' | 'changes'>): Promise<number> {
  let written = 0;
  for (const c of RESTORABLE_COLLECTIONS) {
    const docs = [...plan.adds, ...plan.changes].filter((w) => w.collection === c).map((w) => w.doc);
    if (docs.length === 0) continue;
    const collection = db[c] as unknown as { bulkUpsert(docs: unknown[]): Promise<{ success: unknown[]; error: unknown[] }> };
    const result = await collection.bulkUpsert(docs);
    if (result.error.length > 0) throw new Error(`${result.error.length} ${c} could not be written.`);
    written += result.success.length;
  }
  return written;
}
