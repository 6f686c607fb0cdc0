import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { HttpError } from '../errors';

/**
 * Pushes one user may have in flight at once. The app pushes one batch per collection at a time (six
 * collections), so two devices syncing together stay under it (a refused push waits a second and is retried); a client sending a hundred 16 MiB pushes
 * at once is answered 429 before their bodies are read, so it cannot hold gigabytes of the server's memory.
 */
export const MAX_PUSHES_IN_FLIGHT_PER_USER = 16;
/**
 * Bytes of push bodies one user may have in flight at once: one of the largest pushes. A body is held
 * many times over while it is read, parsed, checked and written (a 13 MiB push of the largest recipes
 * raised the PGlite server's RSS by ~170 MiB; 16 pushes of 16 MiB held 0.5-0.7 GB); the app pushes
 * 50 rows at a time, far below this, so syncing devices seldom meet it.
 */
export const MAX_PUSH_BYTES_IN_FLIGHT_PER_USER = 16 * 1024 * 1024;
/** Bytes of push bodies all users together may have in flight, by default: two of the largest pushes (PUSH_BODIES_MAX_MIB). */
export const MAX_PUSH_BYTES_IN_FLIGHT_TOTAL = 32 * 1024 * 1024;
/** Seconds the refused push is asked to wait (the app's sync honours Retry-After on 429 and 503). */
export const PUSH_RETRY_AFTER_SECONDS = 1;

export const PUSH_LIMIT_MESSAGES = {
  tooManyPushes: 'Too many pushes at once from this account: this one will be retried.',
  tooManyBytes: 'Too much data pushed at once from this account: this push will be retried.',
  serverBusy: 'The server is busy receiving other uploads: this push will be retried.',
} as const;

export interface PushLimits {
  maxPushesPerUser: number;
  maxBytesPerUser: number;
  maxBytesTotal: number;
  /** The route's body limit: what a body of unknown length (chunked) is counted as. */
  bodyLimit: number;
}

/** The bytes a push will hold: its declared Content-Length (at most the body limit), else the body limit. */
function declaredBytes(request: FastifyRequest, bodyLimit: number): number {
  const header = request.headers['content-length'];
  const length = typeof header === 'string' && /^\d+$/.test(header) ? Number(header) : Number.NaN;
  return Number.isSafeInteger(length) ? Math.min(length, bodyLimit) : bodyLimit;
}

/**
 * An onRequest hook (after the token check): counts the user's pushes and the bytes of their bodies,
 * per user and for the whole process, until each one's response is closed. Beyond a user's share the
 * push is answered 429, beyond the process's 503, both with Retry-After and before the body is read.
 */
export function createPushLimiter(limits: Partial<PushLimits> & Pick<PushLimits, 'bodyLimit'>) {
  const maxPushes = limits.maxPushesPerUser ?? MAX_PUSHES_IN_FLIGHT_PER_USER;
  const maxUserBytes = limits.maxBytesPerUser ?? MAX_PUSH_BYTES_IN_FLIGHT_PER_USER;
  const maxTotalBytes = limits.maxBytesTotal ?? MAX_PUSH_BYTES_IN_FLIGHT_TOTAL;
  const inFlight = new Map<string, { pushes: number; bytes: number }>();
  let totalBytes = 0;

  const refuse = (reply: FastifyReply, status: 429 | 503, message: string): never => {
    reply.header('retry-after', String(PUSH_RETRY_AFTER_SECONDS));
    throw new HttpError(status, status === 429 ? ERROR_CODES.rateLimited : ERROR_CODES.unavailable, message);
  };

  return async function limitPushesInFlight(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const user = request.currentUser?.id;
    if (!user) return;
    const bytes = declaredBytes(request, limits.bodyLimit);
    const current = inFlight.get(user) ?? { pushes: 0, bytes: 0 };
    if (current.pushes >= maxPushes) refuse(reply, 429, PUSH_LIMIT_MESSAGES.tooManyPushes);
    // A push alone is always let in as far as its own account goes (a body limit above the share would otherwise never pass).
    if (current.bytes > 0 && current.bytes + bytes > maxUserBytes) refuse(reply, 429, PUSH_LIMIT_MESSAGES.tooManyBytes);
    if (totalBytes > 0 && totalBytes + bytes > maxTotalBytes) refuse(reply, 503, PUSH_LIMIT_MESSAGES.serverBusy);
    current.pushes += 1;
    current.bytes += bytes;
    totalBytes += bytes;
    inFlight.set(user, current);
    let released = false;
    // 'close' comes once the answer is sent or the client went away, whatever happened in between.
    reply.raw.once('close', () => {
      if (released) return;
      released = true;
      totalBytes -= bytes;
      current.pushes -= 1;
      current.bytes -= bytes;
      if (current.pushes === 0 && inFlight.get(user) === current) inFlight.delete(user);
    });
  };
}
