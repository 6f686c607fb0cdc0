import type { FastifyInstance } from 'fastify';
import { COLLECTIONS, type CollectionName, isCollectionName } from '../../../shared/schemas/collections';
import { ERROR_CODES, type PullResponse, type PushResponse, pullRequestSchema, pushRequestSchema } from '../../../shared/sync/protocol';
import { HttpError, parseInput } from '../errors';
import { readChangesSince, toWireDoc } from './documentStore';
import { applyPush } from './push';

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

/** POST /:collection/pull and /:collection/push: RxDB's replication protocol; the owner is always the token's user. */
export async function replicationRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { collection: string } }>(
    '/:collection/pull',
    { preHandler: app.requireVerifiedUser },
    async (request): Promise<PullResponse> => {
      const collection = collectionOf(request.params.collection, false);
      const { checkpoint, batchSize } = parseInput(pullRequestSchema, request.body);
      const rows = await readChangesSince(app.db, request.currentUser.id, collection, checkpoint, batchSize);
      const last = rows.at(-1);
      return { documents: rows.map(toWireDoc), checkpoint: last ? { seq: last.seq, id: last.id } : checkpoint };
    },
  );

  app.post<{ Params: { collection: string } }>(
    '/:collection/push',
    { preHandler: app.requireVerifiedUser, bodyLimit: PUSH_BODY_LIMIT_BYTES },
    async (request): Promise<PushResponse> => {
      const collection = collectionOf(request.params.collection, true);
      const { rows } = parseInput(pushRequestSchema, request.body);
      const conflicts = await applyPush(app.db, request.currentUser.id, collection, rows);
      return { conflicts };
    },
  );
}
