import type { z } from 'zod';
import { SyncHttpError } from './syncApi';

/** A server reply that does not match the protocol is an error to retry, never data to store. */
export const BAD_REPLY_CODE = 'bad_server_reply';

export function parseServerReply<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  throw new SyncHttpError(200, BAD_REPLY_CODE, `The server sent a reply this app cannot read${where}; it will try again.`);
}

/** POSTs and parses the reply with the protocol's schema. */
export type PostChecked = <T>(path: string, body: unknown, schema: z.ZodType<T>) => Promise<T>;
