import type { FastifyInstance } from 'fastify';
import { type OfflineUsageResponse, offlineUsageReportSchema } from '../../../shared/schemas/offlineUsage';
import { parseInput } from '../errors';
import { recordOfflineConversions } from './offlineUsageRepository';

/**
 * POST /api/generate/offline-usage: a device reports the conversions it made offline. Usage stays
 * server-written (pull-only); each conversion id counts once, however often it is sent.
 */
export default async function offlineUsageRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/generate/offline-usage', { preHandler: app.requireVerifiedUser }, async (request): Promise<OfflineUsageResponse> => {
    const report = parseInput(offlineUsageReportSchema, request.body ?? {});
    return recordOfflineConversions(app.db, request.currentUser.id, report, new Date());
  });
}
