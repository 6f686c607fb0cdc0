import type { RxCollection } from 'rxdb';
import { COLLECTIONS, type CollectionName } from '../../../shared/schemas/collections';

/** A local write that does not pass the collection's schema: nothing of it is stored. */
export class InvalidDocumentError extends Error {
  constructor(
    readonly collection: CollectionName,
    readonly field: string | undefined,
    detail: string,
  ) {
    super(`Not saved: ${field ? `${field}: ` : ''}${detail}`);
    this.name = 'InvalidDocumentError';
  }
}

function bodyOf(data: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) if (!key.startsWith('_')) body[key] = value;
  return body;
}

/** Throws InvalidDocumentError unless `data` is a valid document of the collection (a delete always passes). */
export function assertValidDocument(collection: CollectionName, data: Record<string, unknown>): void {
  if (data._deleted === true) return;
  const parsed = COLLECTIONS[collection].schema.safeParse(bodyOf(data));
  if (parsed.success) return;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : undefined;
  throw new InvalidDocumentError(collection, field, issue?.message ?? 'invalid document');
}

/**
 * Every insert and save through the collection is checked with the zod schema first (in every
 * build, not only development). Replication's own writes (pulled and merged documents) do not run
 * these hooks.
 */
export function validateLocalWrites(name: CollectionName, collection: RxCollection): void {
  collection.preInsert((data: Record<string, unknown>) => assertValidDocument(name, data), false);
  collection.preSave((data: Record<string, unknown>) => assertValidDocument(name, data), false);
}
