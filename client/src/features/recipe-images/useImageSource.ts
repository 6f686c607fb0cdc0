import { useEffect, useState } from 'react';
import { isLocalImageUrl, storedImageId } from '../../../../shared/images/imageRules';
import { useStoreUserId } from '../../data';
import { type ImageVariant, resolveImage } from './imageSource';

const needsResolving = (url: string) => isLocalImageUrl(url) || storedImageId(url) !== null;

/**
 * The src for a document's image address (see resolveImage), or undefined while it loads or when it
 * cannot be shown (then callers show their no-picture look). Web addresses are returned at once.
 */
export function useImageSource(url: string | undefined, variant: ImageVariant): { src: string | undefined; failed: boolean } {
  const userId = useStoreUserId();
  const direct = url && !needsResolving(url) ? url : undefined;
  const [resolved, setResolved] = useState<{ url: string; src: string | null } | null>(null);
  useEffect(() => {
    if (!url || !needsResolving(url)) return;
    let live = true;
    void resolveImage(url, variant, userId).then((src) => live && setResolved({ url, src }));
    return () => {
      live = false;
    };
  }, [url, variant, userId]);
  if (direct) return { src: direct, failed: false };
  const current = resolved && resolved.url === url ? resolved : null;
  return { src: current?.src ?? undefined, failed: current?.src === null };
}
