import { Dexie, type EntityTable } from 'dexie';
import { LOCAL_IMAGE_PREFIX } from '../../../shared/images/imageRules';

/**
 * Pictures chosen on this device whose upload has not succeeded yet (picked offline, or the upload
 * is still under way). Each is kept as a Blob in IndexedDB under a digest of its bytes; documents
 * point at it as 'local-image:<id>' until the upload swaps in the stored image's address.
 */
export interface PendingImage {
  id: string;
  blob: Blob;
  createdAt: number;
}

type PendingDb = Dexie & { pending: EntityTable<PendingImage, 'id'> };

const open = new Map<string, PendingDb>();

function databaseName(userId: string): string {
  return `recipe-kitchen-images-${userId.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}`;
}

function pendingDb(userId: string): PendingDb {
  let db = open.get(userId);
  if (!db) {
    db = new Dexie(databaseName(userId)) as PendingDb;
    db.version(1).stores({ pending: 'id, createdAt' });
    open.set(userId, db);
  }
  return db;
}

async function digest(blob: Blob): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', await blob.arrayBuffer()));
  return Array.from(hash.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}

export const localImageUrl = (id: string) => `${LOCAL_IMAGE_PREFIX}${id}`;
export const localImageId = (url: string) => url.slice(LOCAL_IMAGE_PREFIX.length);

/** Keeps the picture on the device and returns the address documents use until it is uploaded. */
export async function stagePendingImage(userId: string, blob: Blob): Promise<string> {
  const id = await digest(blob);
  const db = pendingDb(userId);
  if (!(await db.pending.get(id))) await db.pending.put({ id, blob, createdAt: Date.now() });
  return localImageUrl(id);
}

export async function readPendingImage(userId: string, id: string): Promise<Blob | undefined> {
  return (await pendingDb(userId).pending.get(id))?.blob;
}

export async function listPendingImages(userId: string): Promise<PendingImage[]> {
  return pendingDb(userId).pending.orderBy('createdAt').toArray();
}

export async function removePendingImage(userId: string, id: string): Promise<void> {
  await pendingDb(userId).pending.delete(id);
}

/** Erases the device's pending pictures (the account was deleted or the device's data removed). */
export async function deletePendingImages(userId: string): Promise<void> {
  const db = pendingDb(userId);
  open.delete(userId);
  await db.delete();
}
