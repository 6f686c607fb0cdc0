import { IMAGE_RULES } from '../../../../shared/images/imageRules';
import { listPendingImages, localImageUrl, type PictureDocuments, removePendingImage } from '../../data';
import { fetchStoredImage, rememberImage, storedImageAddress } from './imageSource';
import { type UploadOutcome, uploadImage } from './imageUpload';

/** A pending picture no document points at (its edit was discarded) is dropped once this old. */
const ORPHAN_AFTER_MS = 10 * 60 * 1000;

export type UploadRunResult = 'done' | 'retry-later';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Uploads the device's pending pictures one after another (the spec's image batch pause between
 * them) and swaps each document's local address for the stored one. A refused picture is taken off
 * its documents (they stay saved, without it) and reported; a network failure stops the run with
 * everything kept, for the next try.
 */
export interface UploadDeps {
  upload(blob: Blob): Promise<UploadOutcome>;
  /** Shows the picture under its new address at once and fetches the stored sizes, so the service worker keeps them for offline viewing. */
  warm(url: string, blob: Blob): Promise<void>;
}

const browserDeps: UploadDeps = {
  upload: uploadImage,
  async warm(url, blob) {
    rememberImage(url, blob);
    await Promise.all([fetchStoredImage(storedImageAddress(url, 'card')), fetchStoredImage(url)]);
  },
};

export async function uploadPendingImages(
  documents: PictureDocuments,
  userId: string,
  onRefused: (message: string) => void,
  deps: UploadDeps = browserDeps,
): Promise<UploadRunResult> {
  const pending = await listPendingImages(userId);
  for (const [index, image] of pending.entries()) {
    if (index > 0) await pause(IMAGE_RULES.batchPauseMs);
    const local = localImageUrl(image.id);
    if ((await documents.countShowing(local)) === 0) {
      if (Date.now() - image.createdAt > ORPHAN_AFTER_MS) await removePendingImage(userId, image.id);
      continue;
    }
    const outcome = await deps.upload(image.blob);
    if (outcome.kind === 'retry') return 'retry-later';
    if (outcome.kind === 'stored') await deps.warm(outcome.url, image.blob);
    await documents.replaceAddress(local, outcome.kind === 'stored' ? outcome.url : '');
    await removePendingImage(userId, image.id);
    if (outcome.kind === 'refused') onRefused(outcome.message);
  }
  return 'done';
}

type Kick = () => void;
const listeners = new Set<Kick>();

/** Asks the mounted uploader to run now (after a picture was staged). */
export function kickPendingUploads(): void {
  for (const listener of listeners) listener();
}

export function onKickPendingUploads(listener: Kick): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
