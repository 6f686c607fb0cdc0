import { z } from 'zod';

/** POST /api/mail/unsubscribe from the /unsubscribe page (a mail client's one-click post carries the token in the query). */
export const unsubscribeRequestSchema = z.object({ token: z.string().max(600) });
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;
