import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every reply. The middleware is built once: @fastify/helmet builds it
 * again for every request (parsing the content security policy each time), which cost the sync
 * routes a measurable share of their CPU.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const setHeaders = helmet(options);
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
    });
  },
  { name: 'security-headers' },
);
