import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../../shared/domain/accountRules';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { toPublicUser } from '../auth/publicUser';
import type { Database } from '../db/types';
import { HttpError } from '../errors';
import { deactivateAccount, reactivateAccount } from './accountStatus';

/** Account status under /api/account: the welcome-back dialog's 'Yes, Reactivate', and deactivation. */
export default async function accountRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.post('/reactivate', { onRequest: app.requireUser }, async (request) => {
    const user = await reactivateAccount(db, request.currentUser.id);
    if (!user) throw new HttpError(401, ERROR_CODES.unauthorized, ACCOUNT_MESSAGES.reactivateFailed);
    return { ok: true, message: ACCOUNT_MESSAGES.reactivated, user: toPublicUser(user) };
  });

  app.post('/deactivate', { onRequest: app.requireUser }, async (request) => {
    const user = await deactivateAccount(db, request.currentUser.id);
    if (!user) throw new HttpError(401, ERROR_CODES.unauthorized, ACCOUNT_MESSAGES.sessionExpired);
    return { ok: true, message: ACCOUNT_MESSAGES.deactivated, user: toPublicUser(user) };
  });
}
