import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { pingDatabase } from './db/ping';
import { zodRoutes } from './http/zodSchemas';

const healthReplySchema = z.object({ ok: z.boolean(), database: z.enum(['pglite', 'postgres']) });

/** GET /api/health → { ok: true, database: 'pglite' | 'postgres' }; 503 with ok: false when the database does not answer. */
async function healthPlugin(app: FastifyInstance): Promise<void> {
  zodRoutes(app).get(
    '/api/health',
    { schema: { response: { 200: healthReplySchema, 503: healthReplySchema } } },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { ok: true, database: app.db.kind };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({ ok: false, database: app.db.kind });
      }
    },
  );
}

export default fp(healthPlugin, { name: 'health' });
