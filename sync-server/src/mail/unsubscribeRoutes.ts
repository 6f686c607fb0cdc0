import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UNSUBSCRIBE_TEXTS } from '../../../shared/domain/unsubscribe';
import { unsubscribeRequestSchema } from '../../../shared/schemas/mailApi';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { HttpError } from '../errors';
import { errorReplies } from '../http/zodSchemas';
import { optOut, verifyUnsubscribeToken } from './unsubscribe';

/**
 * POST /api/mail/unsubscribe: from the /unsubscribe page ({ token } as JSON), or a mail client's
 * one-click request (RFC 8058: the token in the query, a form body `List-Unsubscribe=One-Click`).
 */
export default async function unsubscribeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, ERROR_CODES.rateLimited, 'Too many requests. Try again in a minute.'),
  });
  // Mail clients post a one-line form; its content does not matter, the token is in the address.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, {}),
  );
  app.post(
    '/unsubscribe',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      bodyLimit: 2048,
      schema: { documentedBody: unsubscribeRequestSchema, response: { 200: z.object({ unsubscribed: z.literal(true) }), ...errorReplies } },
    },
    async (request) => {
      const fromQuery = (request.query as { token?: unknown }).token;
      const parsed = unsubscribeRequestSchema.safeParse(typeof fromQuery === 'string' ? { token: fromQuery } : request.body);
      const email = parsed.success ? verifyUnsubscribeToken(parsed.data.token, app.config.jwtSecret) : null;
      if (!email) throw new HttpError(400, ERROR_CODES.badRequest, UNSUBSCRIBE_TEXTS.invalid);
      await optOut(app.db, email);
      return { unsubscribed: true };
    },
  );
}
