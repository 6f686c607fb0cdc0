import { storedImageId } from '../../../../shared/images/imageRules';
import { USER_IMAGES_CACHE } from '../../pwa/imageCacheName';
import { type ImageVariant, storedImageAddress } from './imageSource';

/** Drops a replaced or removed picture's copies from this device's cache (the server deletes it too). */
export async function forgetCachedImage(url: string | undefined): Promise<void> {
  if (!storedImageId(url) || typeof caches === 'undefined' || !(await caches.has(USER_IMAGES_CACHE))) return;
  const cache = await caches.open(USER_IMAGES_CACHE);
  await Promise.all(['card', 'header'].map((variant) => cache.delete(storedImageAddress(String(url), variant as ImageVariant))));
}
