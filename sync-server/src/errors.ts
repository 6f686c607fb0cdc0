import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { REQUEST_MESSAGES, TEXT_MESSAGES } from '../../shared/domain/messages';
import { type ApiError, ERROR_CODES, type ErrorCode } from '../../shared/sync/protocol';
import { isDatabaseUnavailable } from './db/unavailable';
import { isBrokenCharacterError, NUL_SQLSTATES } from './nulCharacter';

/** Seconds a client should wait before retrying when the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Throw from any route: answered as `{ error: code, message, field? }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.tooLarge,
  429: ERROR_CODES.rateLimited,
};

function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((part) => String(part)).join('.');
}

export interface ValidationOptions {
  /** Prepended to the failing field's path, e.g. `rows.0.newDocumentState`. */
  fieldPrefix?: string;
  /** true: the message is the issue's text alone (forms show it under the field); false: `field: text`. */
  bareMessage?: boolean;
}

/** The first issue of a zod error: its dotted field path (with the prefix) and a readable text. */
export function firstIssue(error: z.ZodError, fieldPrefix = ''): { field: string | undefined; detail: string } {
  const issue = error.issues[0];
  const field = fieldPath([...(fieldPrefix ? fieldPrefix.split('.') : []), ...(issue?.path ?? [])]) || undefined;
  if (!issue) return { field, detail: 'Invalid request.' };
  if (issue.code === 'unrecognized_keys') return { field, detail: `Unknown field: ${issue.keys.join(', ')}` };
  if (issue.code === 'invalid_type' && issue.path.length === 0 && !fieldPrefix) {
    return { field, detail: 'The request body must be a JSON object.' };
  }
  return { field, detail: issue.message };
}

/** Parses input with a zod schema; failures become 400 validation_failed naming the first failing field. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown, options: ValidationOptions = {}): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError(result.error, options);
}

export function validationError(error: z.ZodError, { fieldPrefix = '', bareMessage = false }: ValidationOptions = {}): HttpError {
  const { field, detail } = firstIssue(error, fieldPrefix);
  return new HttpError(400, ERROR_CODES.validation, field && !bareMessage ? `${field}: ${detail}` : detail, field);
}

/** The SQLSTATE of a PostgreSQL error (pg and PGlite both carry it as `code`). */
function sqlState(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** The status and `{ error, message, field? }` body every error is answered with. */
export function toApiError(error: FastifyError | Error): { status: number; body: ApiError } {
  if (error instanceof HttpError) {
    const body: ApiError = { error: error.code, message: error.message };
    if (error.field !== undefined) body.field = error.field;
    return { status: error.statusCode, body };
  }
  if (error instanceof z.ZodError) {
    const http = validationError(error);
    return toApiError(http);
  }
  if ((error as FastifyError).statusCode === undefined && isDatabaseUnavailable(error)) {
    return { status: 503, body: { error: ERROR_CODES.unavailable, message: REQUEST_MESSAGES.databaseUnavailable } };
  }
  const state = sqlState(error);
  if (state !== undefined && NUL_SQLSTATES.has(state)) {
    return { status: 400, body: { error: ERROR_CODES.validation, message: TEXT_MESSAGES.nulCharacter } };
  }
  if (isBrokenCharacterError(state, error)) {
    return { status: 400, body: { error: ERROR_CODES.validation, message: TEXT_MESSAGES.brokenCharacter } };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return { status: 400, body: { error: ERROR_CODES.validation, message: fastifyError.message } };
  }
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? ERROR_CODES.badRequest;
    return { status, body: { error: code, message: fastifyError.message || 'Bad request' } };
  }
  return { status: 500, body: { error: ERROR_CODES.internal, message: 'Something went wrong on the server. Please try again.' } };
}

/**
 * Logs an error and prepares its answer: the status, the body, and Retry-After when the database is
 * unreachable (a 503 whose Retry-After was already set keeps it). Routes with their own reply shape (/api/generate) reuse it and reshape the body.
 */
export function answerError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): { status: number; body: ApiError } {
  const answer = toApiError(error);
  if (answer.status === 503 && reply.hasHeader('retry-after')) {
    // Refused by the server itself with its own wait (e.g. too many push bodies in flight), not a database outage.
    request.log.warn({ code: answer.body.error }, answer.body.message);
  } else if (answer.status === 503) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  } else if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: answer.body.error, status: answer.status }, answer.body.message);
  return answer;
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): void {
  reply.code(404).send({ error: ERROR_CODES.notFound, message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
}

/**
 * Every error leaves as JSON `{ error, message }` without a stack. Bad input (validation, broken
 * JSON, too large bodies, wrong content type) keeps its 4xx status; only real faults are 500.
 */
async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const { status, body } = answerError(error, request, reply);
    reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
