import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, read with pdf.js in Node (one string per page, items joined by spaces). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
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
  const doc = await getDocument({ data: bytes, isEvalSupported: false }).promise;
  try {
    const { info } = (await doc.getMetadata()) as { info: { Title?: string } };
    return info.Title ?? '';
  } finally {
    await doc.destroy();
  }
}
