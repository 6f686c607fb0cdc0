import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { zodRoutes } from '../http/zodSchemas';
import { totalConversions } from './publicStatsRepository';

export { totalConversions } from './publicStatsRepository';

/** The total is read at most this often; every visitor in between gets the cached figure. */
export const PUBLIC_STATS_CACHE_MS = 10 * 60 * 1000;

/**
 * GET /api/stats/public: the real conversion total for the landing page's stats strip (the client
 * decides what it may claim, shared/domain/siteStats.ts). Public, cached in memory and by browsers.
 */
export default async function publicStatsRoutes(app: FastifyInstance, options: { now?: () => number } = {}): Promise<void> {
  const now = options.now ?? Date.now;
  let cached: { at: number; body: { recipesConverted: number } } | null = null;
  let pending: Promise<{ recipesConverted: number }> | null = null;
  const schema = { response: { 200: z.object({ recipesConverted: z.number().int().nonnegative() }) } };
  zodRoutes(app).get('/public', { schema }, async (_request, reply) => {
    if (!cached || now() - cached.at >= PUBLIC_STATS_CACHE_MS) {
      // One database read however many visitors arrive while it runs.
      pending ??= totalConversions(app.db)
        .then((recipesConverted) => {
          cached = { at: now(), body: { recipesConverted } };
          return cached.body;
        })
        .finally(() => {
          pending = null;
        });
      await pending;
    }
    reply.header('Cache-Control', `public, max-age=${PUBLIC_STATS_CACHE_MS / 1000}`);
    return cached?.body ?? { recipesConverted: 0 };
  });
}
