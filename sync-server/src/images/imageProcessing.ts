import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_RULES, IMAGE_TEXTS, type ImageKind, imageKindOf } from '../../../shared/images/imageRules';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { HttpError } from '../errors';

/** A 5 MB file can still unpack into a huge bitmap (a "decompression bomb"): refuse more pixels than a 40 MP photo. */
const MAX_INPUT_PIXELS = 40_000_000;
/** What sharp reports for the kinds the signature check lets through. */
const DECODED_FORMATS: Record<ImageKind, readonly string[]> = {
  jpeg: ['jpeg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  avif: ['heif', 'avif'],
};

export interface ProcessedImage {
  id: string;
  card: Buffer;
  header: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

export const invalidImage = () => new HttpError(415, ERROR_CODES.unsupportedMediaType, IMAGE_TEXTS.invalidType);
export const imageTooLarge = () => new HttpError(413, ERROR_CODES.tooLarge, IMAGE_TEXTS.tooLarge);

/** The image's id: a digest of its owner and bytes, so one owner's retried upload is the same image and owners never share ids. */
export function imageIdFor(owner: string, bytes: Uint8Array): string {
  return createHash('sha256').update(owner).update('\0').update(bytes).digest('base64url');
}

/**
 * Checks that the bytes are a picture (signature first, so SVG, PDF or text renamed .jpg never reach a
 * decoder; then a full decode by sharp) and makes the two stored sizes: a card crop and a header copy,
 * both WebP, turned upright by their EXIF orientation. sharp writes no metadata unless asked, so EXIF
 * (camera, GPS location), XMP and ICC-embedded text are all left behind.
 */
export async function processImage(owner: string, bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new HttpError(400, ERROR_CODES.badRequest, IMAGE_TEXTS.noImage);
  if (bytes.length > IMAGE_RULES.maxBytes) throw imageTooLarge();
  const kind = imageKindOf(bytes);
  if (!kind) throw invalidImage();
  const open = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' });
  let format: string | undefined;
  try {
    format = (await open().metadata()).format;
  } catch {
    throw invalidImage();
  }
  if (!format || !DECODED_FORMATS[kind].includes(format)) throw invalidImage();
  try {
    const [card, header] = await Promise.all([
      open()
        .rotate()
        .resize({ ...IMAGE_RULES.card, fit: 'cover', position: 'attention' })
        .webp({ quality: 78 })
        .toBuffer(),
      open()
        .rotate()
        .resize({ ...IMAGE_RULES.header, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true }),
    ]);
    return {
      id: imageIdFor(owner, bytes),
      card,
      header: header.data,
      contentType: 'image/webp',
      width: header.info.width,
      height: header.info.height,
    };
  } catch {
    // A file whose header reads but whose pixels do not (truncated, corrupt): not a usable picture.
    throw invalidImage();
  }
}
