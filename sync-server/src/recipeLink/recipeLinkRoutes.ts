import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LINK_TEXTS } from '../../../shared/domain/converterTexts';
import { LIMITS } from '../../../shared/domain/limits';
import { recipeLinkRequestSchema } from '../../../shared/schemas/recipeLinkApi';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { HttpError } from '../errors';
import { errorReplies, requestSchema, zodRoutes } from '../http/zodSchemas';
import { safeFetch } from './safeFetch';
import { findSchemaRecipe, pageSource, recipeToText } from './schemaRecipe';

const linkReplySchema = z.object({
  title: z.string(),
  text: z.string(),
  url: z.string(),
  siteName: z.string(),
  imageUrl: z.string().optional(),
});

/**
 * POST /api/recipe-link { url } → { title, text, url, siteName, imageUrl? }: the schema.org Recipe (JSON-LD or microdata)
 * of a public web page, as recipe text for the converter. The fetch is SSRF-safe (see safeFetch).
 */
export default async function recipeLinkRoutes(app: FastifyInstance): Promise<void> {
  const schema = {
    body: requestSchema(recipeLinkRequestSchema, { emptyAsObject: true }),
    response: { 200: linkReplySchema, ...errorReplies },
  };
  zodRoutes(app).post('/api/recipe-link', { onRequest: app.requireVerifiedUser, schema }, async (request) => {
    const { url } = request.body;
    const page = await safeFetch(url, { allowIps: app.config.recipeLinkAllowIps });
    if (!/text\/html|application\/xhtml\+xml/i.test(page.contentType)) {
      throw new HttpError(422, ERROR_CODES.validation, LINK_TEXTS.notAPage);
    }
    const recipe = findSchemaRecipe(page.body);
    if (!recipe) throw new HttpError(422, ERROR_CODES.validation, LINK_TEXTS.noRecipe);
    // The source is kept on the saved recipe: the page's address, the site's name and its picture (issue 31).
    return {
      title: recipe.name,
      text: recipeToText(recipe).slice(0, LIMITS.recipeTextMaxChars),
      url: page.url,
      ...pageSource(page.body, page.url, recipe),
    };
  });
}
