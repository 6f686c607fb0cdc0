import { z } from 'zod';

/** POST /api/recipe-link: the web page to read a recipe from. */
export const recipeLinkRequestSchema = z.strictObject({ url: z.string().min(1).max(2048) });
export type RecipeLinkRequest = z.infer<typeof recipeLinkRequestSchema>;
