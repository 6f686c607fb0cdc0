import { IMAGE_RULES, IMAGE_TEXTS, imageKindOf } from '../../../../shared/images/imageRules';

export type ImageFileCheck = { ok: true } | { ok: false; title: string; description: string };

const tooLarge: ImageFileCheck = { ok: false, title: IMAGE_TEXTS.tooLargeTitle, description: IMAGE_TEXTS.tooLarge };
const notAnImage: ImageFileCheck = { ok: false, title: IMAGE_TEXTS.invalidTypeTitle, description: IMAGE_TEXTS.invalidType };

/** Decodes the picture where the browser can (a file with a picture's signature but broken pixels fails here). */
async function decodes(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/**
 * The checks of spec §5 before anything is kept or sent: at most 5 MB, and a picture by its content
 * (signature bytes, then a decode), whatever the file's name or declared type. The server checks again.
 */
export async function checkImageFile(file: Blob): Promise<ImageFileCheck> {
  if (file.size > IMAGE_RULES.maxBytes) return tooLarge;
  const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
  if (!imageKindOf(head)) return notAnImage;
  return (await decodes(file)) ? { ok: true } : notAnImage;
}
