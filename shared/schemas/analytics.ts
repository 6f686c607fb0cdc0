import { z } from 'zod';

/** First-party analytics events (public-site-and-plans §7): page views and recipe conversions. */
export const RECIPE_TYPES = ['convert', 'create', 'surprise'] as const;
export const MAX_ANALYTICS_BATCH = 20;

export const analyticsEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('page_view'), path: z.string().min(1).max(200).startsWith('/') }),
  z.strictObject({
    type: z.literal('recipe_conversion'),
    recipe_type: z.enum(RECIPE_TYPES),
    filter_count: z.number().int().min(0).max(50),
  }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.strictObject({
  /** A random id kept on the device only while analytics consent lasts. */
  deviceId: z.string().uuid().optional(),
  events: z.array(analyticsEventSchema).min(1).max(MAX_ANALYTICS_BATCH),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
