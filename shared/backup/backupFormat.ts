import { z } from 'zod';
import { isoTimestamp } from '../schemas/common';

/** The one file format of "Download my data" and of backups: every collection the user owns, with a format version. */
export const BACKUP_FORMAT = 'recipe-kitchen-data';
export const BACKUP_FORMAT_VERSION = 1;

/** Collections a backup carries and a restore writes (server-owned usage and entitlements are exported, never restored). */
export const RESTORABLE_COLLECTIONS = ['recipes', 'mealPlans', 'settings', 'shoppingChecks', 'notifications', 'recipeCollections'] as const;
export type RestorableCollection = (typeof RESTORABLE_COLLECTIONS)[number];

const items = z.array(z.unknown()).max(100_000);

/**
 * The file's outer shape. Items stay `unknown` here so one broken item is reported on its own and the
 * rest still restore (each is checked against its collection's schema by planRestore).
 */
export const backupFileSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  exportedAt: isoTimestamp,
  account: z
    .object({
      email: z.string(),
      displayName: z.string().optional(),
      plan: z.string().optional(),
      createdAt: z.string().optional(),
      emailVerified: z.boolean().optional(),
      provider: z.string().optional(),
      aiConsents: z.array(z.unknown()).optional(),
    })
    .optional(),
  collections: z.object({
    recipes: items.default([]),
    mealPlans: items.default([]),
    settings: items.default([]),
    shoppingChecks: items.default([]),
    notifications: items.default([]),
    recipeCollections: items.default([]),
    usage: items.optional(),
    entitlements: items.optional(),
  }),
});
export type BackupFile = z.infer<typeof backupFileSchema>;

export const BACKUP_MESSAGES = {
  notJson: 'This file is not a Recipe Kitchen backup (it is not JSON).',
  wrongFormat: 'This file is not a Recipe Kitchen backup.',
  newerVersion: 'This backup was made by a newer version of Recipe Kitchen. Please update the app and try again.',
} as const;

/** Reads a backup file's text: the file, or the message to show for it. */
export function parseBackupText(text: string): { ok: true; file: BackupFile } | { ok: false; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: BACKUP_MESSAGES.notJson };
  }
  const result = backupFileSchema.safeParse(json);
  if (!result.success) return { ok: false, message: BACKUP_MESSAGES.wrongFormat };
  if (result.data.formatVersion > BACKUP_FORMAT_VERSION) return { ok: false, message: BACKUP_MESSAGES.newerVersion };
  return { ok: true, file: result.data };
}

/** The name a downloaded file gets, e.g. recipe-kitchen-data-2026-11-24.json. */
export function backupFileName(at: Date, kind: 'data' | 'backup' = 'data'): string {
  return `recipe-kitchen-${kind}-${at.toISOString().slice(0, 10)}.json`;
}
