import type { SessionInfo } from '../../../shared/schemas/accountApi';
import { listLiveFamilies } from '../auth/refreshTokenStore';
import type { Queryable } from '../db/types';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The user's signed-in sessions (one per refresh-token family still usable), newest first; `current` = the asking device. */
export async function listSessions(db: Queryable, userId: string, currentRefreshToken: string | undefined): Promise<SessionInfo[]> {
  const rows = await listLiveFamilies(db, userId, currentRefreshToken);
  return rows.map((r) => ({
    id: r.family_id,
    startedAt: iso(r.started_at),
    lastActiveAt: iso(r.last_active_at),
    current: r.current === true,
    browser: r.device_browser,
    os: r.device_os,
  }));
}
