import { storedImageId } from '../../../shared/images/imageRules';
import type { Queryable } from '../db/types';
import { deleteUnreferencedImages } from './imageRepository';

/** Document fields that may point at an image of the store. */
const IMAGE_FIELDS = ['imageUrl', 'profilePictureUrl'] as const;

interface WrittenDocument {
  data: Record<string, unknown>;
  deleted: boolean;
  /** The document before this write, if any. */
  stored?: { data: Record<string, unknown> } | undefined;
}

function imageIdsOf(data: Record<string, unknown> | undefined): string[] {
  if (!data) return [];
  return IMAGE_FIELDS.map((field) => storedImageId(data[field])).filter((id): id is string => id !== null);
}

/**
 * After a push's documents are written: the images those documents pointed at before or now (a deleted
 * recipe, a replaced or removed picture) are deleted when no live document of the owner still uses them.
 */
export async function releaseDroppedImages(tx: Queryable, owner: string, writes: readonly WrittenDocument[]): Promise<number> {
  return deleteUnreferencedImages(tx, owner, droppedImageIds(writes));
}

/** The images these writes let go of (see releaseDroppedImages): none for most edits, which then need no query. */
export function droppedImageIds(writes: readonly WrittenDocument[]): string[] {
  const candidates = new Set<string>();
  for (const write of writes) {
    const now = imageIdsOf(write.data);
    // A live document keeps what it points at now; a tombstone lets go of everything.
    const kept = write.deleted ? [] : now;
    for (const id of [...imageIdsOf(write.stored?.data), ...(write.deleted ? now : [])]) if (!kept.includes(id)) candidates.add(id);
  }
  return [...candidates];
}
