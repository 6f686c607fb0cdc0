import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, ACCOUNT_TTL } from '../../../shared/domain/accountRules';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import type { Config } from '../config';
import type { Database } from '../db/types';
import { HttpError } from '../errors';
import { type AccountStatus, readSessionState, type SessionState } from './sessionStateRepository';

export const ACCESS_TOKEN_TTL_SECONDS = ACCOUNT_TTL.accessTokenMinutes * 60;
/** Audience of access tokens; other tokens signed with the same secret (stream tickets) carry their own. */
export const ACCESS_TOKEN_AUDIENCE = 'access';

export interface AccessUser {
  id: string;
  email: string;
  emailVerified: boolean;
  provider: 'password' | 'google';
}

const accessClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string(),
  ev: z.boolean(),
  prv: z.enum(['password', 'google']),
  exp: z.number(),
  /** The user's session version when the token was issued (see endSessions.ts); tokens from before it existed count as 0. */
  sv: z.number().int().nonnegative().default(0),
  /** The refresh-token family (one signed-in device) the token was issued for. */
  sid: z.string().min(1).max(100).optional(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

/** The session an access token belongs to: the user's session version and the refresh-token family. */
export interface AccessSession {
  version: number;
  familyId?: string;
}

export interface VerifiedAccessToken {
  user: AccessUser;
  /** Expiry, epoch seconds. */
  expiresAt: number;
  session: AccessSession;
}

/** A hook usable as onRequest (before any body is read) or preHandler. */
export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Without a session (tests, tools): version 0 and no family. */
    issueAccessToken(user: AccessUser, session?: AccessSession): string;
    /** Checks an access token's signature and claims; returns the user, expiry and session, or throws 401. */
    verifyAccessToken(token: string): VerifiedAccessToken;
    /** verifyAccessToken plus the database check that the session was not ended since; throws 401. */
    authenticateAccessToken(token: string): Promise<VerifiedAccessToken & { accountStatus: AccountStatus | null }>;
    /** Use as onRequest: authenticates before the body is read. */
    requireUser: AuthHook;
    requireVerifiedUser: AuthHook;
    /**
     * requireVerifiedUser without the database check: only for routes whose own query reads the session
     * state (sessionStateColumns) and passes it to assertLiveSession before answering anything.
     */
    requireVerifiedToken: AuthHook;
  }
  interface FastifyRequest {
    /** Set by requireUser / requireVerifiedUser. */
    currentUser: AccessUser;
    /** Expiry (epoch seconds) of the access token of this request. */
    accessTokenExpiresAt: number;
    /** The session of the access token of this request. */
    accessSession: AccessSession;
    /** The account's status when the request was authenticated (null: no account row). */
    accountStatus: AccountStatus | null;
  }
}

const unauthorized = (message: string) => new HttpError(401, ERROR_CODES.unauthorized, message);

/** The token of an `Authorization: Bearer <token>` header, or undefined when there is none. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
}

/** Every account must have a proven address (Google accounts are made only from addresses Google vouches for). */
export function assertVerified(user: AccessUser): void {
  if (!user.emailVerified) {
    throw new HttpError(403, ERROR_CODES.emailNotVerified, ACCOUNT_MESSAGES.emailNotVerified);
  }
}

/** Throws 401 when the session was ended since the token was issued (signed out, all sessions ended, account deleted). */
export function assertLiveSession(session: AccessSession, state: SessionState): void {
  if (state.version !== session.version || state.familyRevoked) {
    throw new HttpError(401, ERROR_CODES.sessionRevoked, ACCOUNT_MESSAGES.sessionRevoked);
  }
  // No account row behind a real session: it was deleted, and the device must wipe its copy.
  if (state.accountStatus === null && session.familyId && state.familyErased) {
    throw new HttpError(401, ERROR_CODES.accountDeleted, ACCOUNT_MESSAGES.accountDeletedHere);
  }
}

/**
 * assertLiveSession for a sync stream (and its ticket), which also needs the account: a real session
 * (one with a refresh-token family) whose account row is gone was ended by the deletion.
 */
export function assertStreamSession(session: AccessSession, state: SessionState): void {
  assertLiveSession(session, state);
  if (state.accountStatus === null && session.familyId) {
    throw new HttpError(401, ERROR_CODES.sessionRevoked, ACCOUNT_MESSAGES.sessionRevoked);
  }
}

function bearerToken(request: FastifyRequest): string {
  const token = bearerTokenOf(request);
  if (!token) throw unauthorized(ACCOUNT_MESSAGES.signInRequired);
  return token;
}

/** Short-lived HS256 access tokens (algorithm pinned both ways) and the preHandlers that require them. */
async function accessTokenPlugin(app: FastifyInstance, options: { config: Pick<Config, 'jwtSecret'>; db: Database }): Promise<void> {
  await app.register(jwt, {
    secret: options.config.jwtSecret,
    sign: { algorithm: 'HS256' },
    // The access token's checks, as the plugin's one verifier: a verify() given options builds a new verifier (and key) on every call.
    verify: { algorithms: ['HS256'], allowedAud: ACCESS_TOKEN_AUDIENCE, requiredClaims: ['aud', 'exp'] },
  });

  app.decorate('issueAccessToken', (user: AccessUser, session: AccessSession = { version: 0 }): string =>
    app.jwt.sign(
      {
        sub: user.id,
        email: user.email,
        ev: user.emailVerified,
        prv: user.provider,
        sv: session.version,
        ...(session.familyId ? { sid: session.familyId } : {}),
      },
      { expiresIn: `${ACCESS_TOKEN_TTL_SECONDS}s`, aud: ACCESS_TOKEN_AUDIENCE },
    ),
  );

  app.decorate('verifyAccessToken', (token: string) => {
    let decoded: unknown;
    try {
      decoded = app.jwt.verify<object>(token);
    } catch (error) {
      const expired = (error as { code?: string }).code === 'FAST_JWT_EXPIRED';
      throw unauthorized(expired ? ACCOUNT_MESSAGES.sessionExpired : ACCOUNT_MESSAGES.signInRequired);
    }
    const claims = accessClaimsSchema.safeParse(decoded);
    if (!claims.success) throw unauthorized(ACCOUNT_MESSAGES.signInRequired);
    const { sub, email, ev, prv, exp, sv, sid } = claims.data;
    return {
      user: { id: sub, email, emailVerified: ev, provider: prv },
      expiresAt: exp,
      session: sid === undefined ? { version: sv } : { version: sv, familyId: sid },
    };
  });

  // Checked on every request so that ending sessions takes effect at once, on every instance.
  app.decorate('authenticateAccessToken', async (token: string) => {
    const verified = app.verifyAccessToken(token);
    const state = await readSessionState(options.db, verified.user.id, verified.session.familyId);
    assertLiveSession(verified.session, state);
    return { ...verified, accountStatus: state.accountStatus };
  });

  app.decorateRequest('currentUser', undefined as unknown as AccessUser);
  app.decorateRequest('accessTokenExpiresAt', 0);
  app.decorateRequest('accessSession', undefined as unknown as AccessSession);
  app.decorateRequest('accountStatus', null);

  const requireUser = async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    // Idempotent: a route may ask again in preHandler after a scope authenticated in onRequest.
    if (request.currentUser !== undefined) return;
    const { user, expiresAt, session, accountStatus } = await app.authenticateAccessToken(bearerToken(request));
    request.currentUser = user;
    request.accessTokenExpiresAt = expiresAt;
    request.accessSession = session;
    request.accountStatus = accountStatus;
  };
  app.decorate('requireUser', requireUser);
  app.decorate('requireVerifiedUser', async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await requireUser(request, reply);
    assertVerified(request.currentUser);
  });
  app.decorate('requireVerifiedToken', async (request: FastifyRequest): Promise<void> => {
    if (request.currentUser !== undefined) return;
    const { user, expiresAt, session } = app.verifyAccessToken(bearerToken(request));
    assertVerified(user);
    request.currentUser = user;
    request.accessTokenExpiresAt = expiresAt;
    request.accessSession = session;
  });
}

export default fp(accessTokenPlugin, { name: 'access-token' });
