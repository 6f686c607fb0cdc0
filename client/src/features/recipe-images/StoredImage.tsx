import { type ImgHTMLAttributes, type ReactNode, useState } from 'react';
import type { ImageVariant } from './imageSource';
import { useImageSource } from './useImageSource';

export interface StoredImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** A document's image address: web, built-in, the store's ('/api/images/…') or pending ('local-image:…'). */
  url: string | undefined;
  variant: ImageVariant;
  /** Shown while there is no picture to show (none, loading, offline without a copy, gone). */
  fallback?: ReactNode;
}

/** An <img> for any image address a document can hold; the fallback when it cannot be shown. */
export function StoredImage({ url, variant, fallback = null, alt = '', onError, ...rest }: StoredImageProps) {
  const { src } = useImageSource(url, variant);
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) return <>{fallback}</>;
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      onError={(event) => {
        setBroken(src);
        onError?.(event);
      }}
    />
  );
}
