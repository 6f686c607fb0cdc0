import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../../shared/domain/accountRules';
import { LIMITS } from '../../../shared/domain/limits';
import { REQUEST_MESSAGES } from '../../../shared/domain/messages';
import { ERROR_CODES, streamQuerySchema } from '../../../shared/sync/protocol';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessSession, assertStreamSession, assertVerified, bearerTokenOf } from '../auth/accessToken';
import { readSessionState } from '../auth/sessionStateRepository';
import { HttpError } from '../errors';
import { errorReplies, zodRoutes } from '../http/zodSchemas';
import { openEventStream } from '../sse';
import { EventStream } from './eventStream';
import { StreamHub } from './streamHub';
import { claimTicketUse, pruneExpiredTicketUses } from './streamTicketRepository';

export const STREAM_TICKET_AUDIENCE = 'sync-stream';
export const STREAM_TICKET_TTL_SECONDS = 60;

const ticketClaimsSchema = z.object({
  sub: z.string().min(1),
  sexp: z.number(),
  exp: z.number(),
  jti: z.string().min(1).max(100),
  sv: z.number().int().nonnegative().default(0),
  sid: z.string().min(1).max(100).optional(),
});
const ticketReplySchema = z.object({ ticket: z.string() });

/**
 * GET /stream: one server-sent-events stream per client for all its collections. EventSource
 * cannot send headers, so it authenticates with ?ticket= from POST /stream-ticket (a single-use 60 s
 * JWT that remembers when the access token behind it expires); an Authorization header works too.
 */
export async function streamRoutes(app: FastifyInstance, options: { hub?: StreamHub } = {}): Promise<void> {
  const hub = options.hub ?? new StreamHub(app.db, app.log);
  // Open streams would keep app.close() waiting forever.
  app.addHook('preClose', async () => {
    await hub.close();
  });

  const routes = zodRoutes(app);
  routes.post(
    '/stream-ticket',
    { onRequest: app.requireVerifiedUser, schema: { response: { 200: ticketReplySchema, ...errorReplies } } },
    async (request) => {
      await pruneExpiredTicketUses(app.db);
      const ticket = app.jwt.sign(
        {
          sub: request.currentUser.id,
          sexp: request.accessTokenExpiresAt,
          jti: randomUUID(),
          sv: request.accessSession.version,
          ...(request.accessSession.familyId ? { sid: request.accessSession.familyId } : {}),
        },
        { aud: STREAM_TICKET_AUDIENCE, expiresIn: `${STREAM_TICKET_TTL_SECONDS}s` },
      );
      return { ticket };
    },
  );

  /** The owner of the stream, the session it belongs to, and when that session's token expires (epoch seconds). */
  async function authenticate(
    request: FastifyRequest,
    ticket: string | undefined,
  ): Promise<{ owner: string; session: AccessSession; sessionExpiresAt: number }> {
    if (ticket === undefined) {
      const token = bearerTokenOf(request);
      if (!token) throw new HttpError(401, ERROR_CODES.unauthorized, 'A stream ticket is required.');
      const { user, expiresAt, session, accountStatus } = await app.authenticateAccessToken(token);
      assertVerified(user);
      if (accountStatus === null && session.familyId) throw new HttpError(401, ERROR_CODES.sessionRevoked, ACCOUNT_MESSAGES.sessionRevoked);
      return { owner: user.id, session, sessionExpiresAt: expiresAt };
    }
    let claims: z.infer<typeof ticketClaimsSchema>;
    try {
      const decoded = app.jwt.verify<object>(ticket, {
        algorithms: ['HS256'],
        allowedAud: STREAM_TICKET_AUDIENCE,
        requiredClaims: ['aud', 'exp'],
      });
      claims = ticketClaimsSchema.parse(decoded);
    } catch {
      throw new HttpError(401, ERROR_CODES.unauthorized, 'The stream ticket is invalid or has expired.');
    }
    // A URL can end up in a proxy's log or a browser's history: a ticket opens one stream, once.
    if (!(await claimTicketUse(app.db, claims.jti, claims.exp)))
      throw new HttpError(401, ERROR_CODES.unauthorized, 'The stream ticket has already been used.');
    // A ticket of a session ended since it was issued (signed out, password changed, account deleted) opens nothing.
    const session: AccessSession = claims.sid === undefined ? { version: claims.sv } : { version: claims.sv, familyId: claims.sid };
    assertStreamSession(session, await readSessionState(app.db, claims.sub, claims.sid));
    return { owner: claims.sub, session, sessionExpiresAt: claims.sexp };
  }

  // The reply is an event stream (sse.ts); only a refusal before it opens is JSON.
  routes.get('/stream', { schema: { querystring: streamQuerySchema, response: errorReplies } }, async (request, reply) => {
    const { owner, session, sessionExpiresAt } = await authenticate(request, request.query.ticket);
    await hub.start();
    const lifetimeMs = Math.min(Math.max(sessionExpiresAt * 1000 - Date.now(), 0), ACCESS_TOKEN_TTL_SECONDS * 1000);
    const res = openEventStream(reply);
    // A cap per account: one token must not hold hundreds of streams. The oldest is the likeliest to be a dead tab.
    const open = hub.streamsOf(owner);
    for (const oldest of open.slice(0, Math.max(0, open.length - LIMITS.maxLiveStreamsPerUser + 1)))
      oldest.end('too_many_streams', REQUEST_MESSAGES.tooManyStreams);
    const stream = new EventStream(owner, res, app.db, request.log, lifetimeMs, (closed) => hub.remove(closed));
    // The hub ends it as soon as its session ends (on any instance), not only when its token expires.
    hub.add(stream, session);
  });
}
