import type { FastifyInstance } from 'fastify';
import { type OfflineUsageResponse, offlineUsageReportSchema, offlineUsageResponseSchema } from '../../../shared/schemas/offlineUsage';
import { errorReplies, requestSchema, zodRoutes } from '../http/zodSchemas';
import { recordOfflineConversions } from './offlineUsageRepository';

/**
 * POST /api/generate/offline-usage: a device reports the conversions it made offline. Usage stays
 * server-written (pull-only); each conversion id counts once, however often it is sent.
 */
export default async function offlineUsageRoutes(app: FastifyInstance): Promise<void> {
  const schema = {
    body: requestSchema(offlineUsageReportSchema, { emptyAsObject: true }),
    response: { 200: offlineUsageResponseSchema, ...errorReplies },
  };
  zodRoutes(app).post(
    '/api/generate/offline-usage',
    { onRequest: app.requireVerifiedUser, schema },
    async (request): Promise<OfflineUsageResponse> => recordOfflineConversions(app.db, request.currentUser.id, request.body, new Date()),
  );
}
