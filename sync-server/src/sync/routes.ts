import type { FastifyInstance } from 'fastify';
import { replicationRoutes } from './replicationRoutes';
import { StreamHub } from './streamHub';
import { streamRoutes } from './streamRoutes';

/**
 * Everything under /api/sync. Pull and push check the access token in onRequest, before their body
 * is read, and the session in their own query (a deactivated account's push is refused there too).
 */
export default async function syncRoutes(app: FastifyInstance): Promise<void> {
  // One hub for both: a push hands what it committed to this process's streams at once.
  const hub = new StreamHub(app.db, app.log);
  await app.register(async (replication) => {
    replication.addHook('onRequest', app.requireVerifiedToken);
    await replication.register(replicationRoutes, { hub });
  });
  await app.register(streamRoutes, { hub });
}
