import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../../shared/domain/accountRules';
import { summarizeUserAgent } from '../../../shared/domain/deviceSummary';
import {
  type MessageResponse,
  messageResponseSchema,
  passwordRecoveryRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  signinRequestSchema,
  signupRequestSchema,
  userResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '../../../shared/schemas/authApi';
import { ERROR_CODES, firstPageResponseSchema, refreshFirstPageQuerySchema } from '../../../shared/sync/protocol';
import type { Database } from '../db/types';
import { HttpError } from '../errors';
import { errorReplies, formBody, zodRoutes } from '../http/zodSchemas';
import { readFirstPageInSession } from '../sync/firstPage';
import {
  type AuthDeps,
  requestPasswordReset,
  requireExistingUser,
  resendVerification,
  resetPassword,
  signIn,
  signUp,
  verifyEmail,
} from './authService';
import { isKnownDevice, setDeviceCookie } from './deviceCookie';
import { isErasedRefreshToken } from './erasedSessionRepository';
import { toPublicUser } from './publicUser';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refreshCookie';
import { revokeFamilyOfToken, rotateRefreshToken } from './refreshTokenStore';
import { accessTokenFor, startSession } from './session';
import { clearFailures, recordFailure, secondsUntilNextAttempt } from './signInThrottle';

/** The book's first page for a refresh that asked for it; a failure to read it costs the refresh nothing (the app asks the sync route). */
async function readFirstPageAfterRefresh(
  db: Database,
  userId: string,
  familyId: string,
  limit: number,
  request: { log: { warn(obj: object, msg: string): void } },
): Promise<string | undefined> {
  try {
    return (await readFirstPageInSession(db, userId, familyId, { order: 'newest', limit })).json;
  } catch (error) {
    request.log.warn({ err: error }, 'the first page could not be read with the refresh');
    return undefined;
  }
}

export interface PasswordAuthRoutesOptions {
  deps: AuthDeps;
  /** Route config turning on @fastify/rate-limit for the credential routes. */
  limited: RouteRateLimit;
  /** The looser limit of the session routes (refresh, sign-out). */
  sessionLimited: RouteRateLimit;
}

type RouteRateLimit = { rateLimit: { max: number; timeWindow: number } };

const message = (text: string): MessageResponse => ({ ok: true, message: text });

/** E-mail and password accounts under /api/auth. Handlers are thin; the work is in authService. */
export default async function passwordAuthRoutes(
  app: FastifyInstance,
  { deps, limited, sessionLimited }: PasswordAuthRoutesOptions,
): Promise<void> {
  const { db, publicUrl } = deps;
  const routes = zodRoutes(app);

  routes.post(
    '/signup',
    { config: limited, schema: { body: formBody(signupRequestSchema), response: { 201: userResponseSchema, ...errorReplies } } },
    async (request, reply) => {
      const input = request.body;
      const user = await signUp(deps, input);
      return reply.code(201).send({ user: toPublicUser(user) });
    },
  );

  routes.post(
    '/signin',
    { config: limited, schema: { body: formBody(signinRequestSchema), response: { 200: sessionResponseSchema, ...errorReplies } } },
    async (request, reply) => {
      const input = request.body;
      // Per account: after repeated failures, guesses from unknown devices must wait (doubling);
      // a device the owner signed in on before is never slowed down.
      if (!isKnownDevice(request, app.config.jwtSecret, input.email)) {
        const wait = await secondsUntilNextAttempt(db, input.email);
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          throw new HttpError(429, ERROR_CODES.rateLimited, ACCOUNT_MESSAGES.accountThrottled);
        }
      }
      let user: Awaited<ReturnType<typeof signIn>>;
      try {
        user = await signIn(deps, input);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) await recordFailure(db, input.email);
        throw error;
      }
      await clearFailures(db, input.email);
      setDeviceCookie(reply, app.config.jwtSecret, publicUrl, input.email);
      return startSession(app, reply, db, publicUrl, user, request.headers['user-agent']);
    },
  );

  routes.post(
    '/refresh',
    {
      config: sessionLimited,
      schema: {
        querystring: refreshFirstPageQuerySchema,
        response: { 200: sessionResponseSchema.extend({ firstPage: firstPageResponseSchema.optional() }), ...errorReplies },
      },
    },
    async (request, reply) => {
      const token = readRefreshCookie(request);
      if (!token) throw new HttpError(401, ERROR_CODES.unauthorized, ACCOUNT_MESSAGES.sessionExpired);
      const result = await rotateRefreshToken(db, token, summarizeUserAgent(request.headers['user-agent']));
      if (!result.ok) {
        clearRefreshCookie(reply, publicUrl);
        if (result.reason === 'unknown' && (await isErasedRefreshToken(db, token))) {
          throw new HttpError(401, ERROR_CODES.accountDeleted, ACCOUNT_MESSAGES.accountDeletedHere);
        }
        const revoked = result.reason === 'reused' || result.reason === 'revoked';
        if (revoked) request.log.warn({ reason: result.reason }, 'refresh token refused');
        throw revoked
          ? new HttpError(401, ERROR_CODES.sessionRevoked, ACCOUNT_MESSAGES.sessionRevoked)
          : new HttpError(401, ERROR_CODES.unauthorized, ACCOUNT_MESSAGES.sessionExpired);
      }
      const user = await requireExistingUser(deps, result.userId);
      setRefreshCookie(reply, publicUrl, result.next.token, { request });
      const session = { accessToken: await accessTokenFor(app, db, user, result.next.familyId), user: toPublicUser(user) };
      const limit = request.query.firstPage;
      const firstPage =
        limit === undefined ? undefined : await readFirstPageAfterRefresh(db, user.id, result.next.familyId, limit, request);
      if (firstPage === undefined) return session;
      // The page as PostgreSQL printed it (see sync/firstPage.ts), spliced into the session's JSON.
      const json = `${JSON.stringify(session).slice(0, -1)},"firstPage":${firstPage}}`;
      return reply.type('application/json; charset=utf-8').send(Buffer.from(json) as unknown as typeof session);
    },
  );

  routes.post(
    '/signout',
    { config: sessionLimited, schema: { response: { 200: messageResponseSchema, ...errorReplies } } },
    async (request, reply) => {
      const token = readRefreshCookie(request);
      if (token) await revokeFamilyOfToken(db, token);
      clearRefreshCookie(reply, publicUrl);
      return message(ACCOUNT_MESSAGES.signedOut);
    },
  );

  routes.post(
    '/verify-email',
    {
      config: limited,
      schema: { body: formBody(verifyEmailRequestSchema), response: { 200: verifyEmailResponseSchema, ...errorReplies } },
    },
    async (request) => {
      const { token } = request.body;
      const { user, alreadyVerified } = await verifyEmail(deps, token);
      return {
        ...message(alreadyVerified ? ACCOUNT_MESSAGES.emailAlreadyVerified : ACCOUNT_MESSAGES.emailVerified),
        alreadyVerified,
        user: toPublicUser(user),
      };
    },
  );

  routes.post(
    '/resend-verification',
    {
      config: limited,
      schema: { body: formBody(resendVerificationRequestSchema), response: { 200: messageResponseSchema, ...errorReplies } },
    },
    async (request) => {
      const { email } = request.body;
      await resendVerification(deps, email);
      return message(ACCOUNT_MESSAGES.verificationSent);
    },
  );

  routes.post(
    '/password-recovery',
    {
      config: limited,
      schema: { body: formBody(passwordRecoveryRequestSchema), response: { 200: messageResponseSchema, ...errorReplies } },
    },
    async (request) => {
      const { email } = request.body;
      await requestPasswordReset(deps, email);
      return message(ACCOUNT_MESSAGES.recoverySent);
    },
  );

  routes.post(
    '/reset-password',
    { config: limited, schema: { body: formBody(resetPasswordRequestSchema), response: { 200: messageResponseSchema, ...errorReplies } } },
    async (request) => {
      const input = request.body;
      const user = await resetPassword(deps, input);
      await clearFailures(db, user.email);
      return message(ACCOUNT_MESSAGES.passwordReset);
    },
  );

  routes.get('/me', { onRequest: app.requireUser, schema: { response: { 200: userResponseSchema, ...errorReplies } } }, async (request) => {
    const user = await requireExistingUser(deps, request.currentUser.id);
    return { user: toPublicUser(user) };
  });
}
