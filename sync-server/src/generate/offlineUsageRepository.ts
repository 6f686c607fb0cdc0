import type { OfflineUsageReport } from '../../../shared/schemas/offlineUsage';
import type { UsageDoc } from '../../../shared/schemas/usage';
import type { Database } from '../db/types';
import { lockOwner, readDocument } from '../sync/documentStore';
import { writeServerDocument } from '../sync/serverWrites';

/** A device may report conversions of the last week; older ones (or days in the future) are recorded but not counted. */
const REPORT_WINDOW_DAYS = 7;

function dayIsCountable(day: string, now: Date): boolean {
  const at = Date.parse(`${day}T12:00:00Z`);
  if (!Number.isFinite(at)) return false;
  const diffDays = (now.getTime() - at) / 86_400_000;
  // A day later than the server's by up to a day is a time zone ahead of UTC.
  return diffDays <= REPORT_WINDOW_DAYS && diffDays >= -1.5;
}

/**
 * Adds offline conversions to the usage of their day, once each: the conversion id is recorded in the
 * same transaction, under the owner's lock, so a repeated or parallel report counts nothing twice.
 */
export function recordOfflineConversions(
  db: Database,
  owner: string,
  report: OfflineUsageReport,
  now: Date,
): Promise<{ recorded: string[]; counted: number }> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const added = new Map<string, number>();
    let counted = 0;
    for (const conversion of report.conversions) {
      const inserted = await tx.query<{ id: string }>(
        'INSERT INTO offline_conversions (owner, id, day) VALUES ($1, $2, $3) ON CONFLICT (owner, id) DO NOTHING RETURNING id',
        [owner, conversion.id, conversion.day],
      );
      if (inserted.rowCount === 0 || !dayIsCountable(conversion.day, now)) continue;
      added.set(conversion.day, (added.get(conversion.day) ?? 0) + 1);
      counted += 1;
    }
    const stamp = now.toISOString();
    for (const [day, extra] of added) {
      const stored = await readDocument(tx, owner, 'usage', day);
      const existing = stored && !stored.deleted ? (stored.data as UsageDoc) : undefined;
      await writeServerDocument(tx, owner, 'usage', {
        id: day,
        date: day,
        conversions: Math.min(1_000_000, (existing?.conversions ?? 0) + extra),
        createdAt: existing?.createdAt ?? stamp,
        updatedAt: stamp,
      });
    }
    return { recorded: report.conversions.map((c) => c.id), counted };
  });
}
