import { LIMITS } from '../../../shared/domain/limits';
import { SETTINGS_DOC_ID, type SettingsDoc } from '../../../shared/schemas/settings';
import type { Database } from '../db/types';
import { readDocument } from '../sync/documentStore';
import { hasRecordedAiConsent, recordAiConsent } from './aiConsentRepository';

/** What the server holds of a user's AI-data consent: the synced settings' answer and a recorded agreement. */
export interface KnownAiConsent {
  stored: SettingsDoc['aiConsent'] | undefined;
  recorded: boolean;
}

/** Both read at once (two queries in parallel: the generation waits for neither in turn). */
export async function readAiConsent(db: Database, owner: string): Promise<KnownAiConsent> {
  const [settings, recorded] = await Promise.all([
    readDocument(db, owner, 'settings', SETTINGS_DOC_ID),
    hasRecordedAiConsent(db, owner, LIMITS.aiConsentVersion),
  ]);
  const stored = settings && !settings.deleted ? (settings.data as SettingsDoc).aiConsent : undefined;
  return { stored, recorded };
}

/**
 * AI-data consent of the current version: from the user's synced settings, an earlier recorded
 * consent, or the request's own consent flag (recorded here so there is a server-side trace).
 * `known`: what readAiConsent already read (started beside other reads); read here otherwise.
 */
export async function hasAiConsent(
  db: Database,
  owner: string,
  requestConsent: unknown,
  known: Promise<KnownAiConsent> = readAiConsent(db, owner),
): Promise<boolean> {
  const version = LIMITS.aiConsentVersion;
  const { stored, recorded } = await known;
  if (stored?.hasConsented && stored.version === version) return true;
  // Withdrawn in Settings: an earlier recorded consent no longer counts; only a new agreement does.
  const withdrawn = stored !== undefined && !stored.hasConsented;
  if (withdrawn && requestConsent !== true) return false;
  if (!withdrawn && recorded) return true;
  if (requestConsent !== true) return false;
  await recordAiConsent(db, owner, version);
  return true;
}
