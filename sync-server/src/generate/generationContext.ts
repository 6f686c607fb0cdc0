import { LIMITS } from '../../../shared/domain/limits';
import type { PlanId } from '../../../shared/domain/plans';
import { SETTINGS_DOC_ID, type SettingsDoc } from '../../../shared/schemas/settings';
import type { AccountStatus } from '../auth/userRepository';
import type { Queryable } from '../db/types';
import type { KnownAiConsent } from './consent';

/** What a generation needs to know of its user before anything else: the account, the plan and the AI-data consent. */
export interface GenerationContext {
  accountStatus: AccountStatus;
  plan: PlanId;
  isAdmin: boolean;
  consent: KnownAiConsent;
}

/**
 * The user's row, synced settings and recorded consent of the current version in one query (they were three in
 * parallel: one round trip either way, but one statement to send, plan and read instead of three). Null when the
 * user is gone.
 */
export async function readGenerationContext(db: Queryable, owner: string): Promise<GenerationContext | null> {
  const { rows } = await db.query<{
    account_status: AccountStatus;
    plan: PlanId;
    is_admin: boolean;
    settings_data: SettingsDoc | null;
    settings_deleted: boolean | null;
    consent_recorded: boolean;
  }>(
    `SELECT u.account_status, u.plan, u.is_admin, s.data AS settings_data, s.deleted AS settings_deleted,
       EXISTS (SELECT 1 FROM ai_consents c WHERE c.owner = u.id AND c.version = $2) AS consent_recorded
     FROM users u
     LEFT JOIN documents s ON s.owner = u.id AND s.collection = 'settings' AND s.id = $3
     WHERE u.id = $1`,
    [owner, LIMITS.aiConsentVersion, SETTINGS_DOC_ID],
    { prepared: 'generation_context' },
  );
  const row = rows[0];
  if (!row) return null;
  const stored = row.settings_data && row.settings_deleted === false ? row.settings_data.aiConsent : undefined;
  return {
    accountStatus: row.account_status,
    plan: row.plan,
    isAdmin: row.is_admin,
    consent: { stored, recorded: row.consent_recorded },
  };
}
