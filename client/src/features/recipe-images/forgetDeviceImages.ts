import { USER_IMAGES_CACHE } from '../../pwa/imageCacheName';
import { deletePendingImages } from './pendingImages';

/** Removes the user's pictures from this device: the pending uploads and the service worker's copies. */
export async function forgetDeviceImages(userId: string): Promise<void> {
  await deletePendingImages(userId).catch(() => undefined);
  if (typeof caches !== 'undefined') await caches.delete(USER_IMAGES_CACHE).catch(() => false);
}
