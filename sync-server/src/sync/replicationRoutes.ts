import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COLLECTIONS, type CollectionName, isCollectionName } from '../../../shared/schemas/collections';
import {
  ERROR_CODES,
  PROTOCOL_HEADER,
  type PushResponse,
  pullRequestSchema,
  pushRequestSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '../../../shared/sync/protocol';
import { HttpError, parseInput } from '../errors';
import { pullResponseJson, readPullBatch } from './pullReply';
import { applyPush, type CommittedPush } from './push';
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
      `This app speaks sync protocol ${String(sent)}; the server speaks ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}. Reload to update.`,
    );
  }
}

/** POST /:collection/pull and /:collection/push: RxDB's replication protocol; the owner is always the token's user. */
export async function replicationRoutes(app: FastifyInstance, options: { hub?: StreamHub } = {}): Promise<void> {
  const delivered = options.hub ? (committed: CommittedPush) => options.hub?.deliverCommitted(committed) : undefined;
  app.post<{ Params: { collection: string } }>(
    '/:collection/pull',
    { onRequest: requireKnownProtocol, preHandler: app.requireVerifiedUser },
    async (request, reply) => {
      const collection = collectionOf(request.params.collection, false);
      const { checkpoint, batchSize } = parseInput(pullRequestSchema, request.body);
      const batch = await readPullBatch(app.db, request.currentUser.id, collection, checkpoint, batchSize);
      // A PullResponse, serialised by PostgreSQL (pullReply.ts).
      return reply.type('application/json; charset=utf-8').send(pullResponseJson(batch, checkpoint));
    },
  );

  app.post<{ Params: { collection: string } }>(
    '/:collection/push',
    { onRequest: requireKnownProtocol, preHandler: app.requireVerifiedUser, bodyLimit: PUSH_BODY_LIMIT_BYTES },
    async (request): Promise<PushResponse> => {
      const collection = collectionOf(request.params.collection, true);
      const { rows } = parseInput(pushRequestSchema, request.body);
      return applyPush(app.db, request.currentUser.id, collection, rows, delivered);
    },
  );
}
