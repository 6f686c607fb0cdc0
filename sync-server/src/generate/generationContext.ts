import { LIMITS } from '../../../shared/domain/limits';
import type { PlanId } from '../../../shared/domain/plans';
import { SETTINGS_DOC_ID, type SettingsDoc } from '../../../shared/schemas/settings';
import { type SessionState, type SessionStateRow, sessionStateColumns, sessionStateOf } from '../auth/sessionStateRepository';
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

/** The session's state (what can end it early) and, when the user's row exists, the generation's context. */
export interface SessionAndContext {
  session: SessionState;
  context: GenerationContext | null;
}

/**
 * Everything that can end the token's session early, the user's row, synced settings and recorded consent of the
 * current version, in one query (they were four: the session as every route reads it, then three in parallel). The
 * context is null when the user is gone.
 */
export async function readGenerationContext(db: Queryable, owner: string, familyId: string | undefined): Promise<SessionAndContext> {
  const { rows } = await db.query<
    SessionStateRow & {
      plan: PlanId | null;
      is_admin: boolean | null;
      settings_data: SettingsDoc | null;
      settings_deleted: boolean | null;
      consent_recorded: boolean | null;
    }
  >(
    `SELECT ${sessionStateColumns('$1', '$4')}, ctx.plan, ctx.is_admin, ctx.settings_data, ctx.settings_deleted, ctx.consent_recorded
     FROM (SELECT 1) AS one
     LEFT JOIN LATERAL (
       SELECT u.plan, u.is_admin, s.data AS settings_data, s.deleted AS settings_deleted,
         EXISTS (SELECT 1 FROM ai_consents c WHERE c.owner = u.id AND c.version = $2) AS consent_recorded
       FROM users u
       LEFT JOIN documents s ON s.owner = u.id AND s.collection = 'settings' AND s.id = $3
       WHERE u.id = $1
     ) AS ctx ON true`,
    [owner, LIMITS.aiConsentVersion, SETTINGS_DOC_ID, familyId ?? null],
    { prepared: 'generation_context' },
  );
  const row = rows[0];
  const session = sessionStateOf(row);
  if (!row || row.plan === null || session.accountStatus === null) return { session, context: null };
  const stored = row.settings_data && row.settings_deleted === false ? row.settings_data.aiConsent : undefined;
  return {
    session,
    context: {
      accountStatus: session.accountStatus,
      plan: row.plan,
      isAdmin: row.is_admin === true,
      consent: { stored, recorded: row.consent_recorded === true },
    },
  };
}
