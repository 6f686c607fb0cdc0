import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../../shared/domain/accountRules';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { HttpError } from '../errors';
import { replicationRoutes } from './replicationRoutes';
import { StreamHub } from './streamHub';
import { streamRoutes } from './streamRoutes';

const PUSH_ROUTE = /\/push$/;

/** A deactivated account keeps reading (pull, stream) its data but writes nothing until it is reactivated. */
async function refuseWritesOfDeactivated(request: FastifyRequest): Promise<void> {
  if (request.accountStatus === 'deactivated' && PUSH_ROUTE.test(request.routeOptions.url ?? '')) {
    throw new HttpError(403, ERROR_CODES.accountDeactivated, ACCOUNT_MESSAGES.deactivatedReadOnly);
  }
}

/** Everything under /api/sync. Pull and push authenticate in onRequest, before their body is read. */
export default async function syncRoutes(app: FastifyInstance): Promise<void> {
  // One hub for both: a push hands what it committed to this process's streams at once.
  const hub = new StreamHub(app.db, app.log);
  await app.register(async (replication) => {
    replication.addHook('onRequest', app.requireVerifiedUser);
    replication.addHook('onRequest', refuseWritesOfDeactivated);
    await replication.register(replicationRoutes, { hub });
  });
  await app.register(streamRoutes, { hub });
}
