import { CARD_SUFFIX, isLocalImageUrl, storedImageId } from '../../../../shared/images/imageRules';
import { getAccessToken } from '../../auth/session';
import { localImageId, readPendingImage } from '../../data';

export type ImageVariant = 'card' | 'header';

/** Object URLs made for the store's images and the device's pending ones; the oldest are let go past this many. */
const MAX_KEPT = 200;
const kept = new Map<string, Promise<string | null>>();

function keep(key: string, source: Promise<string | null>): Promise<string | null> {
  kept.set(key, source);
  // A failure (offline without a cached copy, a 404) is not remembered: the next showing tries again.
  void source.then((url) => url === null && kept.get(key) === source && kept.delete(key));
  while (kept.size > MAX_KEPT) {
    const [oldest, value] = kept.entries().next().value as [string, Promise<string | null>];
    kept.delete(oldest);
    void value.then((url) => url?.startsWith('blob:') && URL.revokeObjectURL(url));
  }
  return source;
}

/** The address to fetch a stored image's size from. */
export function storedImageAddress(url: string, variant: ImageVariant): string {
  return variant === 'card' ? `${url}${CARD_SUFFIX}` : url;
}

/**
 * Fetches one of the user's stored images with the access token (the store serves each image only to
 * its owner, so a plain <img src> cannot load it). The service worker answers from its cache when it
 * has the image, which is what shows pictures offline.
 */
export async function fetchStoredImage(address: string): Promise<Blob | null> {
  const token = await getAccessToken().catch(() => null);
  try {
    const response = await fetch(address, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}

/**
 * What an <img> can show for a document's image address: the address itself for web and built-in
 * pictures, an object URL for the store's images and for pictures still waiting on this device.
 */
export function resolveImage(url: string, variant: ImageVariant, userId: string | undefined): Promise<string | null> {
  if (isLocalImageUrl(url)) {
    const key = `${userId}|${url}`;
    const known = kept.get(key);
    if (known) return known;
    if (!userId) return Promise.resolve(null);
    return keep(
      key,
      readPendingImage(userId, localImageId(url)).then((blob) => (blob ? URL.createObjectURL(blob) : null)),
    );
  }
  if (storedImageId(url)) {
    const address = storedImageAddress(url, variant);
    const known = kept.get(address);
    if (known) return known;
    return keep(
      address,
      fetchStoredImage(address).then((blob) => (blob ? URL.createObjectURL(blob) : null)),
    );
  }
  return Promise.resolve(url);
}

/** Shows a just-uploaded picture under its new address at once, from the bytes already on the device. */
export function rememberImage(url: string, blob: Blob): void {
  // One object URL per entry: letting go of one entry must not break the other.
  for (const variant of ['card', 'header'] as const) keep(storedImageAddress(url, variant), Promise.resolve(URL.createObjectURL(blob)));
}
