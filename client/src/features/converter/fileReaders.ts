import { CONVERTER_TEXTS } from '../../../../shared/domain/converterTexts';
import { LIMITS } from '../../../../shared/domain/limits';

export type FileKind = 'txt' | 'docx' | 'pdf';

/** The kind of an uploaded file from its extension or type, or null when it is not accepted. */
export function fileKind(file: { name: string; type: string }): FileKind | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.txt') || (file.type.startsWith('text/') && !name.includes('.')) || file.type === 'text/plain') return 'txt';
  if (name.endsWith('.docx') || file.type === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') return 'docx';
  if (name.endsWith('.pdf') || file.type === 'application/pdf') return 'pdf';
  return null;
}

/** The upload error for a file before it is read, or null (public-site-and-plans §5). */
export function checkFile(file: { name: string; type: string; size: number }): string | null {
  if (file.size > LIMITS.uploadMaxBytes) return CONVERTER_TEXTS.fileTooLarge;
  if (!fileKind(file)) return CONVERTER_TEXTS.fileWrongType;
  return null;
}

async function readDocx(file: File): Promise<string> {
  const mammoth = await import('mammoth');
  const result = await mammoth.extractRawText({ arrayBuffer: await file.arrayBuffer() });
  return result.value;
}

async function readPdf(file: File): Promise<string> {
  const pdfjs = await import('pdfjs-dist');
  const workerUrl = (await import('pdfjs-dist/build/pdf.worker.min.mjs?url')).default;
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  const doc = await pdfjs.getDocument({ data: new Uint8Array(await file.arrayBuffer()) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    let line = '';
    let lastY: number | null = null;
    const lines: string[] = [];
    for (const item of content.items) {
      if (!('str' in item)) continue;
      // A change of baseline starts a new line even where the PDF does not mark one.
      const y = item.transform[5] ?? null;
      if (lastY !== null && y !== null && Math.abs(y - lastY) > 2 && line) {
        lines.push(line);
        line = '';
      }
      lastY = y;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
        lastY = null;
      }
    }
    if (line) lines.push(line);
    pages.push(lines.join('\n'));
  }
  await doc.destroy();
  return pages.join('\n\n');
}

/** The text of an accepted file, read in the browser; readers load only when a file of their kind is chosen. */
export async function readFileText(
  file: File,
): Promise<
  { ok: true; text: string /** The text's length when it was cut to the limit. */; cutFrom?: number } | { ok: false; error: string }
> {
  const problem = checkFile(file);
  if (problem) return { ok: false, error: problem };
  let text: string;
  try {
    const kind = fileKind(file);
    text = kind === 'docx' ? await readDocx(file) : kind === 'pdf' ? await readPdf(file) : await file.text();
  } catch {
    return { ok: false, error: CONVERTER_TEXTS.fileReadFailed };
  }
  const cleaned = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!cleaned) return { ok: false, error: CONVERTER_TEXTS.fileNoText };
  if (cleaned.length > LIMITS.recipeTextMaxChars)
    return { ok: true, text: cleaned.slice(0, LIMITS.recipeTextMaxChars), cutFrom: cleaned.length };
  return { ok: true, text: cleaned };
}
