import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { assertLiveSession } from '../auth/accessToken';
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

/** onRequest: the token, without its session; an unverified address is refused after its session, as everywhere. */
export function tokenFirst(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    try {
      await app.requireVerifiedToken(request, reply);
    } catch (error) {
      if (!(error instanceof HttpError && error.code === ERROR_CODES.emailNotVerified)) throw error;
      sessionRead.add(request);
      await app.requireVerifiedUser(request, reply);
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
