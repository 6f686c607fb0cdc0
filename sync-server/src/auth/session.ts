import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SessionResponse } from '../../../shared/schemas/authApi';
import type { Queryable } from '../db/types';
import { toPublicUser } from './publicUser';
import { setRefreshCookie } from './refreshCookie';
import { startRefreshFamily } from './refreshTokenStore';
import type { UserRecord } from './userRepository';

export function accessTokenFor(app: FastifyInstance, user: UserRecord): string {
  return app.issueAccessToken({ id: user.id, email: user.email, emailVerified: user.emailVerified, provider: user.provider });
}

/** Starts a new session: a new refresh-token family in the cookie and a fresh access token. */
export async function startSession(
  app: FastifyInstance,
  reply: FastifyReply,
  db: Queryable,
  publicUrl: string,
  user: UserRecord,
): Promise<SessionResponse> {
  const refresh = await startRefreshFamily(db, user.id);
  setRefreshCookie(reply, publicUrl, refresh.token);
  return { accessToken: accessTokenFor(app, user), user: toPublicUser(user) };
}
