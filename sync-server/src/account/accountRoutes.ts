import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../../shared/domain/accountRules';
import { userMessageResponseSchema } from '../../../shared/schemas/authApi';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { toPublicUser } from '../auth/publicUser';
import type { Database } from '../db/types';
import { HttpError } from '../errors';
import { errorReplies, zodRoutes } from '../http/zodSchemas';
import { deactivateAccount, reactivateAccount } from './accountStatus';

/** Account status under /api/account: the welcome-back dialog's 'Yes, Reactivate', and deactivation. */
export default async function accountRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  const routes = zodRoutes(app);
  const schema = { response: { 200: userMessageResponseSchema, ...errorReplies } };
  routes.post('/reactivate', { onRequest: app.requireUser, schema }, async (request) => {
    const user = await reactivateAccount(db, request.currentUser.id);
    if (!user) throw new HttpError(401, ERROR_CODES.unauthorized, ACCOUNT_MESSAGES.reactivateFailed);
    return { ok: true as const, message: ACCOUNT_MESSAGES.reactivated, user: toPublicUser(user) };
  });

  routes.post('/deactivate', { onRequest: app.requireUser, schema }, async (request) => {
    const user = await deactivateAccount(db, request.currentUser.id);
    if (!user) throw new HttpError(401, ERROR_CODES.unauthorized, ACCOUNT_MESSAGES.sessionExpired);
    return { ok: true as const, message: ACCOUNT_MESSAGES.deactivated, user: toPublicUser(user) };
  });
}
