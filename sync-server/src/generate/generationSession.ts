import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { type AccessSession, type AccessUser, assertLiveSession, bearerTokenOf } from '../auth/accessToken';
import { readSessionState } from '../auth/sessionStateRepository';
import { HttpError } from '../errors';

/**
 * /api/generate checks the token before the body is read, and whether its session was ended since in the
 * generation's first query (readGenerationContext), so the session costs no round trip of its own. A request
 * refused before that query (its body, its size, the rate limit) has its session read first, so an ended session
 * is told so whatever it sent, as when the session was read with the token.
 */

/** Requests whose session was read (or is being read by the generation's own query). */
const sessionRead = new WeakSet<FastifyRequest>();

export function sessionReadBy(request: FastifyRequest): void {
  sessionRead.add(request);
}

interface VerifiedToken {
  user: AccessUser;
  /** The token's exp (seconds since the epoch). */
  expiresAt: number;
  session: AccessSession;
}

const MAX_VERIFIED_TOKENS = 5_000;

/**
 * onRequest: the token, without its session; an unverified address is refused after its session, as everywhere.
 * Tokens verified here (signature, audience, claims, a verified address) are kept until they expire: a device sends
 * the same token with each generation, and its signature is checked once. Whether its session was ended since is
 * read on every request all the same (readGenerationContext). Bounded: the oldest go first.
 */
export function tokenFirst(app: FastifyInstance) {
  const verifiedTokens = new Map<string, VerifiedToken>();
  const remember = (token: string, verified: VerifiedToken) => {
    if (verifiedTokens.size >= MAX_VERIFIED_TOKENS) {
      const oldest = verifiedTokens.keys().next().value;
      if (oldest !== undefined) verifiedTokens.delete(oldest);
    }
    verifiedTokens.set(token, verified);
  };
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = bearerTokenOf(request);
    const known = token === undefined ? undefined : verifiedTokens.get(token);
    if (known && known.expiresAt * 1000 > Date.now()) {
      request.currentUser = known.user;
      request.accessTokenExpiresAt = known.expiresAt;
      request.accessSession = known.session;
      return;
    }
    if (known && token !== undefined) verifiedTokens.delete(token);
    try {
      await app.requireVerifiedToken(request, reply);
    } catch (error) {
      if (!(error instanceof HttpError && error.code === ERROR_CODES.emailNotVerified)) throw error;
      sessionRead.add(request);
      await app.requireVerifiedUser(request, reply);
      return;
    }
    if (token !== undefined && request.currentUser?.emailVerified) {
      remember(token, { user: request.currentUser, expiresAt: request.accessTokenExpiresAt, session: request.accessSession });
    }
  };
}

/** The answer an ended session gets instead of `error`, for a request refused before its session was read. */
export async function endedSessionError(app: FastifyInstance, request: FastifyRequest): Promise<HttpError | undefined> {
  const user = request.currentUser;
  const session = request.accessSession;
  if (!user || !session || sessionRead.has(request)) return undefined;
  sessionRead.add(request);
  try {
    assertLiveSession(session, await readSessionState(app.db, user.id, session.familyId));
    return undefined;
  } catch (error) {
    // The database unreachable: the request's own refusal stands.
    return error instanceof HttpError ? error : undefined;
  }
}
