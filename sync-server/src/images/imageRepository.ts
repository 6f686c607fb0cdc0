import { STORED_IMAGE_PREFIX } from '../../../shared/images/imageRules';
import type { Queryable } from '../db/types';

export type ImageVariant = 'card' | 'header';

export interface NewImage {
  owner: string;
  id: string;
  card: Buffer;
  header: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/** bytea comes back as a Buffer (pg) or a Uint8Array (PGlite). */
const asBuffer = (value: Uint8Array) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength));

/** Stores an image; the same owner uploading the same bytes again changes nothing. Returns false when it was there already. */
export async function insertImage(db: Queryable, image: NewImage): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO images (owner, id, card, header, content_type, width, height)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (owner, id) DO NOTHING`,
    [image.owner, image.id, image.card, image.header, image.contentType, image.width, image.height],
  );
  return result.rowCount > 0;
}

/** One size of an image, only when the owner asking is the image's owner. */
export async function readImage(
  db: Queryable,
  owner: string,
  id: string,
  variant: ImageVariant,
): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  const column = variant === 'card' ? 'card' : 'header';
  const result = await db.query<{ bytes: Uint8Array; content_type: string }>(
    `SELECT ${column} AS bytes, content_type FROM images WHERE owner = $1 AND id = $2`,
    [owner, id],
  );
  const row = result.rows[0];
  return row ? { bytes: asBuffer(row.bytes), contentType: row.content_type } : undefined;
}

/**
 * Deletes the owner's images among `ids` that no live document of the owner points at any more (a
 * recipe's imageUrl, the settings' profilePictureUrl). Run after the documents of a push are written,
 * in the same transaction: one picture used by two recipes stays until both let go of it.
 */
export async function deleteUnreferencedImages(tx: Queryable, owner: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await tx.query(
    `DELETE FROM images i
     WHERE i.owner = $1 AND i.id = ANY($2::text[])
       AND NOT EXISTS (
         SELECT 1 FROM documents d
         WHERE d.owner = $1 AND NOT d.deleted
           AND (d.data->>'imageUrl' = $3 || i.id OR d.data->>'profilePictureUrl' = $3 || i.id)
       )`,
    [owner, [...ids], STORED_IMAGE_PREFIX],
  );
  return result.rowCount;
}

/**
 * Deletes the owner's images older than `olderThanDays` that no live document points at: uploads whose
 * edit was never saved, or whose recipe was deleted before the upload finished. Old ones only, so a
 * device that uploaded and has not yet sent the recipe pointing at it keeps its picture. One pass:
 * the set of addresses in use is hashed once, not looked up per image.
 */
export async function deleteOrphanImages(db: Queryable, owner: string, olderThanDays: number): Promise<number> {
  const result = await db.query(
    `DELETE FROM images
     WHERE owner = $1 AND created_at < now() - make_interval(days => $2::int)
       AND $3 || id NOT IN (
         SELECT url FROM (
           SELECT data->>'imageUrl' AS url FROM documents WHERE owner = $1 AND NOT deleted
           UNION
           SELECT data->>'profilePictureUrl' FROM documents WHERE owner = $1 AND NOT deleted
         ) used
         WHERE url IS NOT NULL
       )`,
    [owner, olderThanDays, STORED_IMAGE_PREFIX],
  );
  return result.rowCount;
}

/** How many images the owner has (admin tools and tests). */
export async function countImages(db: Queryable, owner: string): Promise<number> {
  const result = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM images WHERE owner = $1', [owner]);
  return Number(result.rows[0]?.n ?? 0);
}
