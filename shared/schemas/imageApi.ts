import { z } from 'zod';

/** POST /api/images/search: keywords (or a title to take them from), and pictures already used. */
export const imageSearchRequestSchema = z.strictObject({
  keywords: z.array(z.string().max(60)).max(10).optional(),
  title: z.string().max(300).optional(),
  usedImages: z.array(z.string().max(2048)).max(200).default([]),
});
export type ImageSearchRequest = z.input<typeof imageSearchRequestSchema>;

/** GET /api/images/:id and /api/images/:id/card. */
export const imageParamsSchema = z.object({ id: z.string().max(200) });
