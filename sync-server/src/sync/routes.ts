import type { FastifyInstance } from 'fastify';
import { replicationRoutes } from './replicationRoutes';
import { streamRoutes } from './streamRoutes';

/** Everything under /api/sync. */
export default async function syncRoutes(app: FastifyInstance): Promise<void> {
  await app.register(replicationRoutes);
  await app.register(streamRoutes);
}
