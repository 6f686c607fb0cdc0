import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js reads the standard 14 fonts' data from here in Node (Helvetica in the fallback PDFs). */
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of every page of a PDF, read with pdf.js in Node (one string per page, items joined by spaces); `bytes` is copied (pdf.js takes its buffer). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

/** The PDF's title from its document information. */
export async function pdfTitle(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false, standardFontDataUrl }).promise;
  try {
    const { info } = (await doc.getMetadata()) as { info: { Title?: string } };
    return info.Title ?? '';
  } finally {
    await doc.destroy();
  }
}
