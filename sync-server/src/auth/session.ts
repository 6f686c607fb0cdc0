import type { FastifyInstance, FastifyReply } from 'fastify';
import { summarizeUserAgent } from '../../../shared/domain/deviceSummary';
import type { SessionResponse } from '../../../shared/schemas/authApi';
import type { Queryable } from '../db/types';
import { bookTakesSeveralPulls } from '../sync/bookHint';
import { toPublicUser } from './publicUser';
import { setRefreshCookie } from './refreshCookie';
import { startRefreshFamily } from './refreshTokenStore';
import { readSessionVersion } from './sessionStateRepository';
import type { UserRecord } from './userRepository';

/** An access token for one session (refresh-token family) at the user's current session version. */
export async function accessTokenFor(app: FastifyInstance, db: Queryable, user: UserRecord, familyId: string): Promise<string> {
  const version = await readSessionVersion(db, user.id);
  return app.issueAccessToken(
    { id: user.id, email: user.email, emailVerified: user.emailVerified, provider: user.provider },
    { version, familyId },
  );
}

/**
 * Starts a new session: a new refresh-token family in the cookie and a fresh access token; the marker beside the cookie
 * says whether the user's book takes several pulls (a new device's start, see sync/bookHint.ts).
 */
export async function startSession(
  app: FastifyInstance,
  reply: FastifyReply,
  db: Queryable,
  publicUrl: string,
  user: UserRecord,
  userAgent?: string,
): Promise<SessionResponse> {
  const refresh = await startRefreshFamily(db, user.id, summarizeUserAgent(userAgent));
  setRefreshCookie(reply, publicUrl, refresh.token, await bookTakesSeveralPulls(db, user.id));
  return { accessToken: await accessTokenFor(app, db, user, refresh.familyId), user: toPublicUser(user) };
}
