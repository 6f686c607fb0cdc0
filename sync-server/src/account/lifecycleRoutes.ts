import type { FastifyInstance } from 'fastify';
import { backupFileName, backupFileSchema } from '../../../shared/backup/backupFormat';
import { ACCOUNT_LIFECYCLE_TEXTS } from '../../../shared/domain/accountLifecycleTexts';
import { ACCOUNT_MESSAGES } from '../../../shared/domain/accountRules';
import {
  type AiProviderInfo,
  aiProviderInfoSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmEmailChangeRequestSchema,
  deleteAccountRequestSchema,
  sessionParamsSchema,
  sessionsResponseSchema,
} from '../../../shared/schemas/accountApi';
import { messageResponseSchema, userMessageResponseSchema } from '../../../shared/schemas/authApi';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import type { AuthDeps } from '../auth/authService';
import { endAllSessions } from '../auth/endSessions';
import { toPublicUser } from '../auth/publicUser';
import { clearRefreshCookie, readRefreshCookie } from '../auth/refreshCookie';
import { revokeUserFamily } from '../auth/refreshTokenStore';
import type { Config } from '../config';
import { HttpError } from '../errors';
import { DEFAULT_OPENAI_MODEL } from '../generate/providers';
import { errorReplies, formBody, requestSchema, zodRoutes } from '../http/zodSchemas';
import { changePassword, confirmEmailChange, deleteAccount, requestEmailChange } from './accountLifecycle';
import { exportUserData } from './exportData';
import { listSessions } from './sessionList';

type RouteRateLimit = { rateLimit: { max: number; timeWindow: number } };

export interface LifecycleRoutesOptions {
  deps: AuthDeps;
  config: Config;
  /** Rate limit of the routes that check a password or a mailed token. */
  limited: RouteRateLimit;
}

/** Which service generation sends data to: the AI-data section names it. */
export function aiProviderInfo(config: Config): AiProviderInfo {
  if (config.generationProvider === 'openai' && config.openaiApiKey) {
    const host = config.openaiBaseUrl ? new URL(config.openaiBaseUrl).host : 'api.openai.com';
    return { provider: 'openai', host, model: config.openaiModel ?? DEFAULT_OPENAI_MODEL };
  }
  return { provider: 'local', host: null, model: null };
}

/** Settings → Account under /api/account: password, e-mail, devices, delete, download my data. */
export default async function lifecycleRoutes(app: FastifyInstance, { deps, config, limited }: LifecycleRoutesOptions): Promise<void> {
  const ok = (message: string) => ({ ok: true as const, message });
  const routes = zodRoutes(app);
  const okReply = { response: { 200: messageResponseSchema, ...errorReplies } };

  routes.post(
    '/password',
    { onRequest: app.requireUser, config: limited, schema: { ...okReply, body: formBody(changePasswordRequestSchema) } },
    async (request) => {
      const input = request.body;
      await changePassword(deps, request.currentUser.id, input, readRefreshCookie(request));
      return ok(ACCOUNT_LIFECYCLE_TEXTS.passwordChanged);
    },
  );

  routes.post(
    '/email',
    { onRequest: app.requireUser, config: limited, schema: { ...okReply, body: formBody(changeEmailRequestSchema) } },
    async (request) => {
      const input = request.body;
      await requestEmailChange(deps, request.currentUser.id, input);
      return ok(ACCOUNT_LIFECYCLE_TEXTS.emailChangeSent);
    },
  );

  // Opened from the mail link, possibly on a device that is not signed in: the token is the proof.
  routes.post(
    '/email/confirm',
    {
      config: limited,
      schema: { body: formBody(confirmEmailChangeRequestSchema), response: { 200: userMessageResponseSchema, ...errorReplies } },
    },
    async (request) => {
      const { token } = request.body;
      const user = await confirmEmailChange(deps, token);
      return { ...ok(ACCOUNT_LIFECYCLE_TEXTS.emailChanged), user: toPublicUser(user) };
    },
  );

  routes.get(
    '/sessions',
    { onRequest: app.requireUser, schema: { response: { 200: sessionsResponseSchema, ...errorReplies } } },
    async (request) => ({
      sessions: await listSessions(deps.db, request.currentUser.id, readRefreshCookie(request)),
    }),
  );

  // One device signed out from Settings: its refresh token is revoked and its access token refused at once.
  routes.post(
    '/sessions/:sessionId/signout',
    { onRequest: app.requireUser, schema: { ...okReply, params: requestSchema(sessionParamsSchema) } },
    async (request, reply) => {
      const { sessionId } = request.params;
      const current = await listSessions(deps.db, request.currentUser.id, readRefreshCookie(request));
      if (!(await revokeUserFamily(deps.db, request.currentUser.id, sessionId)))
        throw new HttpError(404, ERROR_CODES.notFound, ACCOUNT_LIFECYCLE_TEXTS.deviceNotFound);
      if (current.some((s) => s.id === sessionId && s.current)) clearRefreshCookie(reply, deps.publicUrl);
      return ok(ACCOUNT_LIFECYCLE_TEXTS.deviceSignedOut);
    },
  );

  routes.post('/signout-everywhere', { onRequest: app.requireUser, schema: okReply }, async (request, reply) => {
    await endAllSessions(deps.db, request.currentUser.id);
    clearRefreshCookie(reply, deps.publicUrl);
    return ok(ACCOUNT_LIFECYCLE_TEXTS.signedOutEverywhere);
  });

  routes.post(
    '/delete',
    { onRequest: app.requireUser, config: limited, schema: { ...okReply, body: formBody(deleteAccountRequestSchema) } },
    async (request, reply) => {
      const input = request.body;
      await deleteAccount(deps, request.currentUser.id, input, readRefreshCookie(request));
      clearRefreshCookie(reply, deps.publicUrl);
      return ok(ACCOUNT_LIFECYCLE_TEXTS.accountDeleted);
    },
  );

  routes.get(
    '/export',
    { onRequest: app.requireUser, schema: { response: { 200: backupFileSchema, ...errorReplies } } },
    async (request, reply) => {
      const file = await exportUserData(deps.db, request.currentUser.id);
      if (!file) throw new HttpError(401, ERROR_CODES.unauthorized, ACCOUNT_MESSAGES.sessionExpired);
      reply.header('content-disposition', `attachment; filename="${backupFileName(new Date())}"`);
      reply.header('cache-control', 'no-store');
      return file;
    },
  );

  routes.get(
    '/ai-provider',
    { onRequest: app.requireUser, schema: { response: { 200: aiProviderInfoSchema, ...errorReplies } } },
    async () => aiProviderInfo(config),
  );
}
