import { LIMITS } from '../domain/limits';

/** Texts of image upload (signed-in-features §5, §8), written once. */
export const IMAGE_TEXTS = {
  tooLargeTitle: 'File Too Large',
  tooLarge: 'Please select an image smaller than 5MB.',
  invalidTypeTitle: 'Invalid File Type',
  invalidType: 'Please select a valid image file.',
  hint: 'JPG, PNG up to 5MB',
  uploadFailedTitle: 'Image Upload Failed',
  uploadFailed: 'Could not upload the image. The recipe will be saved without the image.',
  noImage: 'Choose an image to upload.',
} as const;

export const IMAGE_RULES = {
  /** Spec §9: image max 5 MB. */
  maxBytes: LIMITS.imageMaxBytes,
  /** Spec §9: image batch pause, used between the uploads of a queue (e.g. an import's photos). */
  batchPauseMs: 100,
  /** Card pictures are cropped to this box; header pictures fit inside the larger one. */
  card: { width: 640, height: 360 },
  header: { width: 1600, height: 1600 },
} as const;

/** The address of an image in the store; the card-sized copy adds CARD_SUFFIX. */
export const STORED_IMAGE_PREFIX = '/api/images/';
export const CARD_SUFFIX = '/card';
/** The address of an image kept on the device until its upload succeeds. */
export const LOCAL_IMAGE_PREFIX = 'local-image:';

/** Image ids are base64url SHA-256 digests: 43 characters. */
export const IMAGE_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The id of a stored image's address ('/api/images/<id>'), or null for any other address. */
export function storedImageId(url: unknown): string | null {
  if (typeof url !== 'string' || !url.startsWith(STORED_IMAGE_PREFIX)) return null;
  const id = url.slice(STORED_IMAGE_PREFIX.length);
  return IMAGE_ID_PATTERN.test(id) ? id : null;
}

export const storedImageUrl = (id: string) => `${STORED_IMAGE_PREFIX}${id}`;

export function isLocalImageUrl(url: unknown): url is string {
  return typeof url === 'string' && url.startsWith(LOCAL_IMAGE_PREFIX) && url.length > LOCAL_IMAGE_PREFIX.length;
}

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * What kind of picture the bytes are, by their signature ("magic bytes"), never by a file's name or
 * declared type; null for anything else (text renamed .jpg, SVG, PDF...). The server then decodes it.
 */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  if (bytes.length < 12) return null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'avif';
  return null;
}
