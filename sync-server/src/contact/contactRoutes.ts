import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { CONTACT_TEXTS } from '../../../shared/domain/contactTexts';
import { messageResponseSchema } from '../../../shared/schemas/authApi';
import { contactMessageSchema } from '../../../shared/schemas/contact';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { HttpError } from '../errors';
import { errorReplies, formBody, zodRoutes } from '../http/zodSchemas';
import { createMailer, type Mailer } from '../mail/mailer';
import { insertContactMessage } from './contactRepository';

/** Messages per IP per hour. */
const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 60 * 60 * 1000 };

/**
 * POST /api/contact: stores the message and mails it to CONTACT_EMAIL (SMTP, or a file in DATA_DIR/mail).
 * A filled honeypot is answered like a success and nothing is kept.
 */
export default async function contactRoutes(app: FastifyInstance, options: { mailer?: Mailer }): Promise<void> {
  const mailer = options.mailer ?? createMailer(app.config, app.log);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, ERROR_CODES.rateLimited, CONTACT_TEXTS.rateLimited),
  });
  const schema = { body: formBody(contactMessageSchema), response: { 202: messageResponseSchema, ...errorReplies } };
  zodRoutes(app).post('/', { config: { rateLimit: CONTACT_RATE_LIMIT }, bodyLimit: 32 * 1024, schema }, async (request, reply) => {
    const message = request.body;
    reply.code(202);
    if (message.website) {
      request.log.info('contact form honeypot filled; message dropped');
      return { ok: true as const, message: CONTACT_TEXTS.sent };
    }
    const id = await insertContactMessage(app.db, message);
    try {
      await mailer.send({
        to: app.config.contactEmail,
        subject: `[Contact #${id}] ${message.subject}`,
        text: `From: ${message.name} <${message.email}>\n\n${message.message}`,
        link: `${app.config.publicUrl}/contact`,
      });
    } catch (error) {
      // Stored already: the team reads it from the database even when mail is down.
      request.log.error({ err: error, id }, 'contact mail failed');
    }
    return { ok: true as const, message: CONTACT_TEXTS.sent };
  });
}
