import { setMaxListeners } from 'node:events';
import type { ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AI_PATH_TEXTS } from '../../../shared/domain/aiPathTexts';
import { MESSAGES } from '../../../shared/domain/messages';
import { generateRequestSchema } from '../../../shared/schemas/generate';
import { structuredRecipeSchema } from '../../../shared/schemas/structuredRecipe';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { answerError, HttpError, toApiError } from '../errors';
import { requestSchema, zodRoutes } from '../http/zodSchemas';
import { openEventStream } from '../sse';
import { type PreparedGeneration, prepareGeneration } from './generateService';
import { GenerationError } from './generationError';
import { startGenerationRun } from './generationRun';
import { endedSessionError, sessionReadBy, tokenFirst } from './generationSession';
import type { ProviderProgress } from './providers/types';
import { StepClock } from './stepClock';

interface FailureBody {
  success: false;
  error: string;
  code: string;
  field?: string;
  /** Seconds until trying again can succeed (also the Retry-After header). */
  retryAfter?: number;
  /** Create with the built-in engine: the closest built-in dishes to pick from, when the one asked for is not built in. */
  suggestions?: string[];
}

function failure(error: unknown, log: FastifyInstance['log']): { status: number; body: FailureBody } {
  if (error instanceof GenerationError) {
    if (error.detail) log.warn({ code: error.code, detail: error.detail }, 'generation failed');
    const body: FailureBody = { success: false, error: error.message, code: error.code };
    if (error.code === ERROR_CODES.validation && error.detail) body.field = error.detail;
    if (error.retryAfterSeconds !== undefined) body.retryAfter = error.retryAfterSeconds;
    if (error.suggestions?.length) body.suggestions = error.suggestions;
    return { status: error.status, body };
  }
  const { status, body } = toApiError(error instanceof Error ? error : new Error(String(error)));
  if (status === 500) log.error({ err: error }, 'generation failed unexpectedly');
  return { status, body: { success: false, error: status === 500 ? MESSAGES.generationFailed : body.message, code: body.error } };
}

/**
 * The route checks that the body is a JSON object; its fields are checked by generateRecipe, after
 * consent and the plan's filters, in the order the product answers them.
 */
const generateBodySchema = requestSchema(z.record(z.string(), z.unknown()), { emptyAsObject: true });
const failureSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  field: z.string().optional(),
  retryAfter: z.number().optional(),
  suggestions: z.array(z.string()).optional(),
});
/** The JSON answer; with `stream: true` the same bodies arrive as the event stream's `result` event. */
const generateReplies = {
  200: z.object({ success: z.literal(true), data: structuredRecipeSchema }),
  '4xx': failureSchema,
  '5xx': failureSchema,
};

/**
 * The recipe of a 200 was checked whole against its schema when it was made (validCard): it is sent as it is. The
 * other answers go through their schema as every route's do.
 */
const sendCheckedRecipe: FastifySerializerCompiler<z.ZodType> = (route) =>
  route.httpStatus === '200' ? (data: unknown) => JSON.stringify(data) : zodSerializerCompiler(route);

function wantsStream(body: unknown, accept: string | undefined): boolean {
  const flag = body && typeof body === 'object' && (body as Record<string, unknown>).stream === true;
  return flag === true || (accept ?? '').includes('text/event-stream');
}

function sse(res: ServerResponse, event: string, data: unknown): void {
  if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * Every error of this route, wherever it arises (token, session, body parsing, size, content type, rate limit), in the
 * route's own shape; an ended session first.
 */
function generationErrorHandler(app: FastifyInstance) {
  return async (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const { status, body } = answerError((await endedSessionError(app, request)) ?? error, request, reply);
    const answer: FailureBody = { success: false, error: status === 500 ? MESSAGES.generationFailed : body.message, code: body.error };
    if (body.field !== undefined) answer.field = body.field;
    reply.code(status).type('application/json; charset=utf-8').send(answer);
  };
}

/**
 * POST /api/generate: `{ success, data, error }`. With `stream: true` (or Accept: text/event-stream)
 * the answer is a server-sent-events stream of `progress` events ending in one `result` event
 * carrying the same `{ success, data, error }` body. Refusals (consent, plan, limits, the AI budget) come
 * before the stream opens, as plain JSON with their status and Retry-After.
 */
export default async function generateRoutes(app: FastifyInstance): Promise<void> {
  await app.register(generateRoute);
}

async function generateRoute(app: FastifyInstance): Promise<void> {
  app.setErrorHandler(generationErrorHandler(app));
  // Each request's steps from its start (before the token is checked), for Server-Timing.
  const clocks = new WeakMap<FastifyRequest, StepClock>();
  app.addHook('onRequest', async (request) => {
    clocks.set(request, new StepClock());
  });
  app.setSerializerCompiler(sendCheckedRecipe);
  const limits = app.config.generationLimits;
  // Per user (the token is checked first, in onRequest), else per address.
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    keyGenerator: (request) => request.currentUser?.id ?? request.ip,
    errorResponseBuilder: () => new HttpError(429, ERROR_CODES.rateLimited, AI_PATH_TEXTS.tooManyRequests),
  });
  // Generations in progress: a stopping server aborts them (the provider's connection with them) instead of waiting.
  const shutdown = new AbortController();
  setMaxListeners(0, shutdown.signal); // one listener per generation in progress
  app.addHook('preClose', async () => {
    shutdown.abort();
  });

  const schema = { body: generateBodySchema, documentedBody: generateRequestSchema, response: generateReplies };
  const config = { rateLimit: { max: limits.requestsPerMinute, timeWindow: 60_000 } };
  zodRoutes(app).post('/api/generate', { onRequest: tokenFirst(app), bodyLimit: 256 * 1024, schema, config }, async (request, reply) => {
    sessionReadBy(request);
    const clock = clocks.get(request) ?? new StepClock();
    clock.mark('request');
    const client = new AbortController();
    // The response closes when the client goes away; the request's 'close' fires once the body is read. A response
    // already ended was answered (an abort there would only build an AbortError nobody reads).
    reply.raw.on('close', () => {
      if (!reply.raw.writableEnded) client.abort();
    });
    const run = startGenerationRun({ timeoutMs: limits.timeoutMs, client: client.signal, shutdown: shutdown.signal });
    const deps = { db: app.db, config: app.config, clock, warn: request.log.warn.bind(request.log) };
    try {
      let prepared: PreparedGeneration;
      try {
        prepared = await prepareGeneration(deps, request.currentUser, request.accessSession, request.body, run);
      } catch (error) {
        // Anything else (a database outage: 503 with Retry-After) goes to the route's error handler.
        if (!(error instanceof GenerationError)) throw error;
        const { status, body } = failure(error, request.log);
        if (body.retryAfter !== undefined) reply.header('retry-after', String(body.retryAfter));
        return reply.code(status).send(body);
      }
      if (!wantsStream(request.body, request.headers.accept)) {
        try {
          const outcome = await prepared.run(() => {});
          reply.header('server-timing', clock.header());
          return { success: true as const, data: outcome.recipe };
        } catch (error) {
          if (!(error instanceof GenerationError)) throw error;
          const { status, body } = failure(error, request.log);
          if (body.retryAfter !== undefined) reply.header('retry-after', String(body.retryAfter));
          // A stopping server closes the kept-alive connection with this answer: it would otherwise hold the close.
          if (run.stopReason() === 'shutdown') reply.header('connection', 'close');
          return reply.code(status).send(body);
        }
      }
      let res: ServerResponse;
      try {
        res = openEventStream(reply);
      } catch (error) {
        await prepared.release();
        throw error;
      }
      const onProgress = (p: ProviderProgress) => sse(res, 'progress', p);
      try {
        const outcome = await prepared.run(onProgress);
        sse(res, 'result', { success: true, data: outcome.recipe });
      } catch (error) {
        const { status, body } = failure(error, request.log);
        sse(res, 'result', { ...body, status });
      }
      res.end();
    } finally {
      run.dispose();
    }
  });
}
