import { LIMITS } from '../../../shared/domain/limits';
import { SETTINGS_DOC_ID, type SettingsDoc } from '../../../shared/schemas/settings';
import type { Database } from '../db/types';
import { readDocument } from '../sync/documentStore';
import { hasRecordedAiConsent, recordAiConsent } from './aiConsentRepository';

/**
 * AI-data consent of the current version: from the user's synced settings, an earlier recorded
 * consent, or the request's own consent flag (recorded here so there is a server-side trace).
 */
export async function hasAiConsent(db: Database, owner: string, requestConsent: unknown): Promise<boolean> {
  const version = LIMITS.aiConsentVersion;
  const settings = await readDocument(db, owner, 'settings', SETTINGS_DOC_ID);
  const stored = settings && !settings.deleted ? (settings.data as SettingsDoc).aiConsent : undefined;
  if (stored?.hasConsented && stored.version === version) return true;
  // Withdrawn in Settings: an earlier recorded consent no longer counts; only a new agreement does.
  const withdrawn = stored !== undefined && !stored.hasConsented;
  if (withdrawn && requestConsent !== true) return false;
  if (!withdrawn) {
    if (await hasRecordedAiConsent(db, owner, version)) return true;
  }
  if (requestConsent !== true) return false;
  await recordAiConsent(db, owner, version);
  return true;
}
