import { IMAGE_RULES } from '../../../../shared/images/imageRules';
import type { PictureDocuments } from '../../data';
import { USER_IMAGES_CACHE } from '../../pwa/imageCacheName';
import { fetchStoredImage, storedImageAddress } from './imageSource';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetches, through the service worker, every size of the user's stored pictures it does not hold
 * yet (pictures added on another device, recipes never opened here), one at a time with the spec's
 * image batch pause, so the whole book shows its pictures offline. Stops when the device goes
 * offline or `live()` turns false. Returns how many it fetched.
 */
export async function warmImageCache(documents: PictureDocuments, live: () => boolean): Promise<number> {
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return 0;
  const cache = await caches.open(USER_IMAGES_CACHE);
  const held = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const urls = await documents.storedAddresses();
  let fetched = 0;
  for (const url of urls) {
    for (const variant of ['card', 'header'] as const) {
      const address = storedImageAddress(url, variant);
      if (held.has(address)) continue;
      if (!live() || !navigator.onLine) return fetched;
      if (fetched > 0) await pause(IMAGE_RULES.batchPauseMs);
      if (await fetchStoredImage(address)) fetched += 1;
    }
  }
  return fetched;
}
