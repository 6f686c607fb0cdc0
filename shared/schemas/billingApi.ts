import { z } from 'zod';
import { BILLING_PERIODS, PURCHASABLE_PLANS } from '../domain/billing';

/** POST /api/billing/checkout: the plan and period to buy. */
export const checkoutRequestSchema = z.strictObject({
  plan: z.enum(PURCHASABLE_PLANS as ['chef', 'master-chef']),
  period: z.enum(BILLING_PERIODS),
  /** The visitor's country as the app priced it (browser language); unknown or missing is the US (spec §7). */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** GET /api/billing/checkout/:sessionId: a Checkout Session id from the success URL. */
export const checkoutSessionParamsSchema = z.strictObject({ sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/) });
