import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../../shared/domain/accountRules';
import { IMAGE_ID_PATTERN, IMAGE_RULES, IMAGE_TEXTS, storedImageUrl } from '../../../shared/images/imageRules';
import { imageParamsSchema } from '../../../shared/schemas/imageApi';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { answerError, HttpError } from '../errors';
import { errorReplies } from '../http/zodSchemas';
import { imageTooLarge, processImage } from './imageProcessing';
import { deleteOrphanImages, type ImageVariant, insertImage, readImage } from './imageRepository';

/** Uploads per user per minute: an import of a few dozen photos passes, a flood does not. */
const UPLOAD_RATE_LIMIT = { max: 120, timeWindow: 60 * 1000 };
/** Unused uploads are kept this long for a device to send the recipe pointing at them. */
export const ORPHAN_IMAGE_DAYS = 7;
const uploadReplySchema = z.object({ id: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() });
const uploadSchema = { response: { 200: uploadReplySchema, 201: uploadReplySchema, ...errorReplies } };
/** The picture's bytes (image/webp) are sent as they are: Fastify does not serialise a Buffer. */
const serveSchema = {
  params: imageParamsSchema,
  response: { 200: z.unknown().describe('image bytes'), ...errorReplies },
};
/** Ids are digests of the bytes: the content behind an address never changes. */
const IMMUTABLE_PRIVATE = 'private, max-age=31536000, immutable';

async function refuseDeactivated(request: FastifyRequest): Promise<void> {
  if (request.accountStatus === 'deactivated') {
    throw new HttpError(403, ERROR_CODES.accountDeactivated, ACCOUNT_MESSAGES.deactivatedReadOnly);
  }
}

/**
 * The image store: POST /api/images (the raw bytes of one picture, at most 5 MB) → 201 { id, url,
 * width, height }; GET /api/images/:id (header size) and /api/images/:id/card, only to the owner:
 * anyone else gets the same 404 as for an id that does not exist.
 */
export default async function imageStoreRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (upload) => {
    // Whatever the declared type, the body is read as bytes and judged by its content.
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: IMAGE_RULES.maxBytes }, (_request, body, done) => done(null, body));
    upload.setErrorHandler((error: FastifyError | Error, request, reply) => {
      const tooLarge = (error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE';
      const { status, body } = answerError(tooLarge ? imageTooLarge() : error, request, reply);
      reply.code(status).type('application/json; charset=utf-8').send(body);
    });
    await upload.register(rateLimit, {
      global: false,
      keyGenerator: (request) => request.currentUser?.id ?? request.ip,
      errorResponseBuilder: () =>
        new HttpError(429, ERROR_CODES.rateLimited, 'Too many uploads at once. Please wait a minute and try again.'),
    });
    upload.post(
      '/api/images',
      {
        // Authenticated before a byte of the body is read; the body is then capped at the image limit.
        onRequest: [app.requireVerifiedUser, refuseDeactivated],
        bodyLimit: IMAGE_RULES.maxBytes,
        config: { rateLimit: UPLOAD_RATE_LIMIT },
        schema: uploadSchema,
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) throw new HttpError(400, ERROR_CODES.badRequest, IMAGE_TEXTS.noImage);
        const image = await processImage(request.currentUser.id, request.body);
        const created = await insertImage(app.db, { owner: request.currentUser.id, ...image });
        // Each upload tidies the owner's long-unused ones, so abandoned uploads never pile up.
        if (created) await deleteOrphanImages(app.db, request.currentUser.id, ORPHAN_IMAGE_DAYS);
        reply.code(created ? 201 : 200);
        return { id: image.id, url: storedImageUrl(image.id), width: image.width, height: image.height };
      },
    );
  });

  const serve = (variant: ImageVariant) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = request.params as { id: string };
    const image = IMAGE_ID_PATTERN.test(id) ? await readImage(app.db, request.currentUser.id, id, variant) : undefined;
    if (!image) throw new HttpError(404, ERROR_CODES.notFound, 'This image does not exist.');
    reply
      .header('cache-control', IMMUTABLE_PRIVATE)
      .header('vary', 'authorization')
      .header('content-disposition', 'inline')
      .type(image.contentType);
    return reply.send(image.bytes);
  };
  app.get('/api/images/:id', { onRequest: app.requireVerifiedUser, schema: serveSchema }, serve('header'));
  app.get('/api/images/:id/card', { onRequest: app.requireVerifiedUser, schema: serveSchema }, serve('card'));
}
