import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { analyticsBatchSchema } from '../../../shared/schemas/analytics';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { HttpError } from '../errors';
import { errorReplies, requestSchema, zodRoutes } from '../http/zodSchemas';
import { insertAnalyticsEvents, pruneAnalyticsEvents } from './analyticsRepository';

/** Batches per IP per minute: a visitor sends a handful; a flood is refused. */
const ANALYTICS_RATE_LIMIT = { max: 120, timeWindow: 60_000 };
/** Old events are pruned on roughly one write in this many. */
const PRUNE_EVERY = 200;

/**
 * POST /api/analytics/events: first-party page views and recipe conversions, sent by the client only
 * after analytics consent. No sign-in (public pages count too); no personal data beyond a random device id.
 */
export default async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, ERROR_CODES.rateLimited, 'Too many analytics events. Try again in a minute.'),
  });
  // The external tag's address (ANALYTICS_SCRIPT_URL), asked for by the client only after analytics consent.
  zodRoutes(app).get('/tag', { schema: { response: { 200: z.object({ src: z.string().nullable() }) } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { src: app.config.analyticsScriptUrl ?? null };
  });
  const schema = {
    body: requestSchema(analyticsBatchSchema, { emptyAsObject: true }),
    response: { 202: z.object({ accepted: z.number().int().nonnegative() }), ...errorReplies },
  };
  zodRoutes(app).post('/events', { config: { rateLimit: ANALYTICS_RATE_LIMIT }, bodyLimit: 16 * 1024, schema }, async (request, reply) => {
    const batch = request.body;
    await insertAnalyticsEvents(app.db, batch);
    if (Math.floor(Math.random() * PRUNE_EVERY) === 0) await pruneAnalyticsEvents(app.db);
    reply.code(202);
    return { accepted: batch.events.length };
  });
}
