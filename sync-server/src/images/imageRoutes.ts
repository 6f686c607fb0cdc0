import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { builtInFoodImage, IMAGE_KEYWORD_LIMIT, imageKeywords } from '../../../shared/domain/imageKeywords';
import { imageSearchRequestSchema } from '../../../shared/schemas/imageApi';
import { errorReplies, requestSchema, zodRoutes } from '../http/zodSchemas';
import imageStoreRoutes from './imageStoreRoutes';
import { photoSearchFor } from './photoSearch';

const SEARCH_TIMEOUT_MS = 8000;

const searchReplySchema = z.object({ success: z.literal(true), imageUrl: z.string(), source: z.enum(['photo-service', 'built-in']) });

/**
 * The image store's routes (upload, serve: imageStoreRoutes.ts), and
 * POST /api/images/search → { success, imageUrl, source }. Keywords follow the spec rule (≤ 4
 * words over 2 letters, no stop words; fallback the cleaned title or 'food'). A photo service is
 * used when keyed; on its failure, or without a key, a built-in picture chosen by dish category.
 */
export default async function imageRoutes(app: FastifyInstance): Promise<void> {
  await app.register(imageStoreRoutes);
  const search = photoSearchFor(app.config);
  const schema = {
    body: requestSchema(imageSearchRequestSchema, { emptyAsObject: true }),
    response: { 200: searchReplySchema, ...errorReplies },
  };
  zodRoutes(app).post('/api/images/search', { onRequest: app.requireVerifiedUser, schema }, async (request) => {
    const { body } = request;
    const fromKeywords = imageKeywords((body.keywords ?? []).join(' '));
    const keywords = body.keywords?.length ? fromKeywords : imageKeywords(body.title ?? '');
    const words = keywords.slice(0, IMAGE_KEYWORD_LIMIT);
    if (search) {
      try {
        const found = await search(words.join(' '), AbortSignal.timeout(SEARCH_TIMEOUT_MS));
        const fresh = found.find((url) => !body.usedImages.includes(url));
        if (fresh) return { success: true as const, imageUrl: fresh, source: 'photo-service' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'image search failed; using a built-in picture');
      }
    }
    return { success: true as const, imageUrl: builtInFoodImage(words), source: 'built-in' as const };
  });
}
