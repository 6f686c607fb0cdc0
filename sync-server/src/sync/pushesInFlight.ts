import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { HttpError } from '../errors';

/**
 * Pushes one user may have in flight at once. The app pushes one batch per collection at a time (six
 * collections), so two devices syncing together stay under it (a refused push waits a second and is retried); a client sending a hundred 16 MiB pushes
 * at once is answered 429 before their bodies are read, so it cannot hold gigabytes of the server's memory.
 */
export const MAX_PUSHES_IN_FLIGHT_PER_USER = 16;
/** Seconds the refused push is asked to wait (the app's sync honours Retry-After). */
const RETRY_AFTER_SECONDS = 1;

/** An onRequest hook (after the token check): counts the user's pushes until each one's response is closed. */
export function createPushLimiter(limit = MAX_PUSHES_IN_FLIGHT_PER_USER) {
  const inFlight = new Map<string, number>();
  return async function limitPushesInFlight(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const user = request.currentUser?.id;
    if (!user) return;
    const count = inFlight.get(user) ?? 0;
    if (count >= limit) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new HttpError(429, ERROR_CODES.rateLimited, 'Too many pushes at once from this account: this one will be retried.');
    }
    inFlight.set(user, count + 1);
    let released = false;
    // 'close' comes once the answer is sent or the client went away, whatever happened in between.
    reply.raw.once('close', () => {
      if (released) return;
      released = true;
      const left = (inFlight.get(user) ?? 1) - 1;
      if (left > 0) inFlight.set(user, left);
      else inFlight.delete(user);
    });
  };
}
