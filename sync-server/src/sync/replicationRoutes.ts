import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../../shared/domain/accountRules';
import { COLLECTIONS, type CollectionName, isCollectionName } from '../../../shared/schemas/collections';
import {
  collectionParamsSchema,
  ERROR_CODES,
  type FirstPageResponse,
  firstPageRequestSchema,
  firstPageResponseSchema,
  PROTOCOL_HEADER,
  type PullResponse,
  type PushResponse,
  pullRequestSchema,
  pullResponseSchema,
  pushRequestSchema,
  pushResponseSchema,
  type StreamPreview,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '../../../shared/sync/protocol';
import { assertLiveSession } from '../auth/accessToken';
import { readSessionState } from '../auth/sessionStateRepository';
import { HttpError } from '../errors';
import { errorReplies, requestSchema, zodRoutes } from '../http/zodSchemas';
import { readFirstPageInSession } from './firstPage';
import { pullResponseBody, readPullBatchInSession } from './pullReply';
import { applyPush, type CommittedPush } from './push';
import { createPushLimiter } from './pushesInFlight';
import type { StreamHub } from './streamHub';

/**
 * Largest push body. 100 rows of real recipes with their assumed master states measure ~1 MB
 * (`npm run bench -- server`); the client pushes 50 rows at a time, so 16 MiB still takes 50 of the
 * longest recipes a document may hold (~160 KB each, twice per row).
 */
export const PUSH_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

function collectionOf(name: string, forPush: boolean): CollectionName {
  if (!isCollectionName(name)) throw new HttpError(404, ERROR_CODES.notFound, `Unknown collection "${name}"`);
  if (forPush && COLLECTIONS[name].owner === 'server') {
    throw new HttpError(403, ERROR_CODES.readOnlyCollection, `The collection "${name}" is written by the server only`);
  }
  return name;
}

/** A client that sends a protocol version this server no longer speaks must reload the app (426). */
export async function requireKnownProtocol(request: FastifyRequest): Promise<void> {
  const sent = request.headers[PROTOCOL_HEADER];
  if (sent === undefined) return;
  const version = Number(Array.isArray(sent) ? sent[0] : sent);
  if (!SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
    throw new HttpError(
      426,
      ERROR_CODES.protocolUnsupported,
      `This app speaks sync protocol ${String(sent).slice(0, 20)}; the server speaks ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}. Reload to update.`,
    );
  }
}

/**
 * A request that failed its schema (the route attaches the failure instead of answering at once):
 * answered as when the session was checked before validation, i.e. an ended session (401), a
 * deactivated account's push (403) or a database outage (503) first, then the validation error.
 * Valid requests check the session in their own query instead.
 */
async function refuseInvalidRequest(app: FastifyInstance, request: FastifyRequest, forPush: boolean): Promise<never> {
  const state = await readSessionState(app.db, request.currentUser.id, request.accessSession.familyId);
  assertLiveSession(request.accessSession, state);
  if (forPush && state.accountStatus === 'deactivated') {
    throw new HttpError(403, ERROR_CODES.accountDeactivated, ACCOUNT_MESSAGES.deactivatedReadOnly);
  }
  throw request.validationError;
}

/** The collection is checked before the body (unknown: 404, server-written on push: 403), as it always was. */
const knownCollection = (forPush: boolean) => async (request: FastifyRequest) => {
  collectionOf((request.params as { collection: string }).collection, forPush);
};

/**
 * POST /:collection/pull and /:collection/push: RxDB's replication protocol; the owner is always the
 * token's user. The token is checked before the body is read (requireVerifiedToken); whether its
 * session is still live is read by each route's own query, so it costs no round trip of its own.
 */
export async function replicationRoutes(app: FastifyInstance, options: { hub?: StreamHub } = {}): Promise<void> {
  const delivered = options.hub ? (committed: CommittedPush) => options.hub?.deliverCommitted(committed) : undefined;
  const previewed = options.hub ? (owner: string, preview: StreamPreview) => options.hub?.deliverPreview(owner, preview) : undefined;
  const routes = zodRoutes(app);
  const limitPushesInFlight = createPushLimiter({ bodyLimit: PUSH_BODY_LIMIT_BYTES, maxBytesTotal: app.config.pushBodiesMaxBytes });
  routes.post(
    '/:collection/pull',
    {
      onRequest: requireKnownProtocol,
      preValidation: knownCollection(false),
      preHandler: app.requireVerifiedToken,
      attachValidation: true,
      // The 200 body is serialised by PostgreSQL (pullReply.ts) and sent as text: the schema documents it.
      schema: {
        params: collectionParamsSchema,
        body: requestSchema(pullRequestSchema),
        response: { 200: pullResponseSchema, ...errorReplies },
      },
    },
    async (request, reply) => {
      if (request.validationError) return refuseInvalidRequest(app, request, false);
      const collection = collectionOf(request.params.collection, false);
      const { checkpoint, batchSize } = request.body;
      const { batch, session } = await readPullBatchInSession(
        app.db,
        request.currentUser.id,
        request.accessSession.familyId,
        collection,
        checkpoint,
        batchSize,
      );
      assertLiveSession(request.accessSession, session);
      // A PullResponse as UTF-8 JSON bytes (pullReply.ts): Fastify sends a Buffer as it is, without
      // the schema's serialiser.
      const json = pullResponseBody(batch, checkpoint) as unknown as PullResponse;
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  // A fresh device's book shows this page while its store opens and fills (client/src/data/bookPreview.ts).
  routes.post(
    '/recipes/first-page',
    {
      onRequest: requireKnownProtocol,
      preHandler: app.requireVerifiedToken,
      attachValidation: true,
      schema: {
        body: requestSchema(firstPageRequestSchema),
        response: { 200: firstPageResponseSchema, ...errorReplies },
      },
    },
    async (request, reply) => {
      if (request.validationError) return refuseInvalidRequest(app, request, false);
      const { json, session } = await readFirstPageInSession(app.db, request.currentUser.id, request.accessSession.familyId, request.body);
      assertLiveSession(request.accessSession, session);
      // Sent as the text PostgreSQL printed (see firstPage.ts), not through the schema's serialiser.
      return reply.type('application/json; charset=utf-8').send(Buffer.from(json) as unknown as FirstPageResponse);
    },
  );

  routes.post(
    '/:collection/push',
    {
      onRequest: [requireKnownProtocol, limitPushesInFlight],
      preValidation: knownCollection(true),
      preHandler: app.requireVerifiedToken,
      attachValidation: true,
      bodyLimit: PUSH_BODY_LIMIT_BYTES,
      schema: {
        params: collectionParamsSchema,
        body: requestSchema(pushRequestSchema),
        response: { 200: pushResponseSchema, ...errorReplies },
      },
    },
    async (request): Promise<PushResponse> => {
      if (request.validationError) return refuseInvalidRequest(app, request, true);
      const collection = collectionOf(request.params.collection, true);
      const pushEnded = options.hub?.pushStarted(request.currentUser.id);
      try {
        return await applyPush(
          app.db,
          { owner: request.currentUser.id, session: request.accessSession },
          collection,
          request.body.rows,
          delivered,
          previewed,
        );
      } finally {
        pushEnded?.();
      }
    },
  );
}
