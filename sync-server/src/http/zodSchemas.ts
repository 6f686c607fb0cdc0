import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ValidationOptions, validationError } from '../errors';

/** How a route's request schema reports a failure: the same 400 shapes the handlers answered with before. */
export interface RequestSchemaOptions extends ValidationOptions {
  /** A request without a body is checked as `{}`, so the missing fields are named (forms, optional bodies). */
  emptyAsObject?: boolean;
}

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The body as docs/api.md describes it, where the route itself checks less (the rest is checked by its
     * service, in the order the product answers in): read only by the API reference, never by validation.
     */
    documentedBody?: z.ZodType;
  }
}

const optionsBySchema = new WeakMap<z.ZodType, RequestSchemaOptions>();

/** A request schema (body, query, params) with its failure options, for a route's `schema` (a copy: one shared schema may serve routes with other options). */
export function requestSchema<T extends z.ZodType>(schema: T, options: RequestSchemaOptions = {}): T {
  const own = schema.clone() as T;
  optionsBySchema.set(own, options);
  return own;
}

/** The body of an auth or account form: an empty body names the missing field, and the message is the field's own text. */
export function formBody<T extends z.ZodType>(schema: T): T {
  return requestSchema(schema, { bareMessage: true, emptyAsObject: true });
}

/**
 * Validates a route's input with its zod schema before the handler runs. A failure is the route's
 * 400 validation_failed answer (HttpError, naming the first failing field), never a 500, and goes
 * through the error handler of the route's scope (so /api/generate keeps its own shape).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data: unknown) => {
    const options = optionsBySchema.get(schema) ?? {};
    const input = httpPart === 'body' && options.emptyAsObject && (data === null || data === undefined) ? {} : data;
    const result = schema.safeParse(input);
    return result.success ? { value: result.data } : { error: validationError(result.error, options) };
  };

/** A route as registered: method, path pattern and its schema (what docs/api.md is generated from). */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

const undocumented = new WeakMap<FastifyInstance, string[]>();
const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route validates its input and serialises its reply through zod schemas (fastify-type-provider-zod). */
export function registerZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const missing: string[] = [];
  undocumented.set(app, missing);
  const all: RegisteredRoute[] = [];
  registered.set(app, all);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) all.push({ method: String(method), url: route.url, schema: route.schema });
    if (!route.schema?.response) missing.push(`${String(route.method)} ${route.url}`);
  });
}

/** Routes registered without a documented reply (tests keep this list to the client's static files). */
export function routesWithoutReplySchema(app: FastifyInstance): string[] {
  return [...(undocumented.get(app) ?? [])];
}

/** Every route of the app as registered (method, path pattern, schema): the fuzz tests cover each; docs/api.md describes each. */
export function registeredRoutes(app: FastifyInstance): ReadonlyArray<RegisteredRoute> {
  return [...(registered.get(app) ?? [])];
}

/** The routes of a plugin, typed by their zod schemas. */
export function zodRoutes(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** The documented error shape of every route but /api/generate: `{ error, message, field? }`. */
export const apiErrorSchema = z.object({ error: z.string(), message: z.string(), field: z.string().optional() });

/** Success reply `{ ok: true, message }` of the account routes. */
export const okMessageSchema = z.object({ ok: z.literal(true), message: z.string() });
/** Success reply `{ message }`. */
export const messageSchema = z.object({ message: z.string() });

/** Error replies of a route: every 4xx and 5xx in the shape the error handler sends. */
export const errorReplies = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
