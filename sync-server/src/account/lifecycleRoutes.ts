import type { FastifyInstance } from 'fastify';
import { backupFileName } from '../../../shared/backup/backupFormat';
import { ACCOUNT_LIFECYCLE_TEXTS } from '../../../shared/domain/accountLifecycleTexts';
import { ACCOUNT_MESSAGES } from '../../../shared/domain/accountRules';
import {
  type AiProviderInfo,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmEmailChangeRequestSchema,
  deleteAccountRequestSchema,
} from '../../../shared/schemas/accountApi';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import type { AuthDeps } from '../auth/authService';
import { endAllSessions } from '../auth/endSessions';
import { parseAuthBody } from '../auth/parseAuthBody';
import { toPublicUser } from '../auth/publicUser';
import { clearRefreshCookie, readRefreshCookie } from '../auth/refreshCookie';
import type { Config } from '../config';
import { HttpError } from '../errors';
import { DEFAULT_OPENAI_MODEL } from '../generate/providers';
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
  const ok = (message: string) => ({ ok: true, message });

  app.post('/password', { preHandler: app.requireUser, config: limited }, async (request) => {
    const input = parseAuthBody(changePasswordRequestSchema, request.body);
    await changePassword(deps, request.currentUser.id, input, readRefreshCookie(request));
    return ok(ACCOUNT_LIFECYCLE_TEXTS.passwordChanged);
  });

  app.post('/email', { preHandler: app.requireUser, config: limited }, async (request) => {
    const input = parseAuthBody(changeEmailRequestSchema, request.body);
    await requestEmailChange(deps, request.currentUser.id, input);
    return ok(ACCOUNT_LIFECYCLE_TEXTS.emailChangeSent);
  });

  // Opened from the mail link, possibly on a device that is not signed in: the token is the proof.
  app.post('/email/confirm', { config: limited }, async (request) => {
    const { token } = parseAuthBody(confirmEmailChangeRequestSchema, request.body);
    const user = await confirmEmailChange(deps, token);
    return { ...ok(ACCOUNT_LIFECYCLE_TEXTS.emailChanged), user: toPublicUser(user) };
  });

  app.get('/sessions', { preHandler: app.requireUser }, async (request) => ({
    sessions: await listSessions(deps.db, request.currentUser.id, readRefreshCookie(request)),
  }));

  app.post('/signout-everywhere', { preHandler: app.requireUser }, async (request, reply) => {
    await endAllSessions(deps.db, request.currentUser.id);
    clearRefreshCookie(reply, deps.publicUrl);
    return ok(ACCOUNT_LIFECYCLE_TEXTS.signedOutEverywhere);
  });

  app.post('/delete', { preHandler: app.requireUser, config: limited }, async (request, reply) => {
    const input = parseAuthBody(deleteAccountRequestSchema, request.body);
    await deleteAccount(deps, request.currentUser.id, input, readRefreshCookie(request));
    clearRefreshCookie(reply, deps.publicUrl);
    return ok(ACCOUNT_LIFECYCLE_TEXTS.accountDeleted);
  });

  app.get('/export', { preHandler: app.requireUser }, async (request, reply) => {
    const file = await exportUserData(deps.db, request.currentUser.id);
    if (!file) throw new HttpError(401, ERROR_CODES.unauthorized, ACCOUNT_MESSAGES.sessionExpired);
    reply.header('content-disposition', `attachment; filename="${backupFileName(new Date())}"`);
    reply.header('cache-control', 'no-store');
    return file;
  });

  app.get('/ai-provider', { preHandler: app.requireUser }, async () => aiProviderInfo(config));
}
