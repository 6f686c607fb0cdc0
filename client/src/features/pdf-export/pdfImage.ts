import type { PDFDocument, PDFImage } from 'pdf-lib';

/** How long the image of one recipe may take to download before the PDF is made without it. */
const IMAGE_TIMEOUT_MS = 8000;

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** Any image the browser can draw (WebP, SVG, GIF…) as JPEG bytes, through a canvas. */
async function asJpeg(blob: Blob): Promise<Uint8Array | null> {
  const url = URL.createObjectURL(blob);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const width = img.naturalWidth || 800;
    const height = img.naturalHeight || 600;
    const scale = Math.min(1, 1600 / Math.max(width, height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return jpeg ? new Uint8Array(await jpeg.arrayBuffer()) : null;
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * What the browser can fetch for a document's image address: the address itself for web and built-in
 * pictures, an object URL for the user's stored photos (served only with the access token) and for
 * photos still waiting on this device; null when it cannot be had.
 */
export type ImageAddress = (url: string) => Promise<string | null>;

/**
 * The recipe's image embedded in the PDF, or null when there is none or it cannot be fetched
 * (offline, another site without CORS, not an image): the PDF is then made without it.
 */
export async function embedRecipeImage(pdf: PDFDocument, imageUrl: string, imageAddress: ImageAddress): Promise<PDFImage | null> {
  if (!imageUrl.trim()) return null;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), IMAGE_TIMEOUT_MS);
  try {
    const address = await imageAddress(imageUrl);
    if (!address) return null;
    const response = await fetch(address, { signal: abort.signal, credentials: 'same-origin' });
    if (!response.ok) return null;
    const blob = await response.blob();
    const bytes = new Uint8Array(await blob.arrayBuffer());
    if (isPng(bytes)) return await pdf.embedPng(bytes);
    if (isJpeg(bytes)) return await pdf.embedJpg(bytes);
    const jpeg = await asJpeg(blob);
    return jpeg ? await pdf.embedJpg(jpeg) : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
