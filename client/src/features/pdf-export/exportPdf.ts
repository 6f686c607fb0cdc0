import { pdfFileName } from '../../../../shared/domain/pdfText';
import type { RecipeDoc } from '../../../../shared/schemas/recipe';
import type { ImageAddress } from './pdfImage';

/** Makes the PDF (pdf-lib and the font load only now, in a chunk of their own) and downloads it. */
export async function exportRecipesPdf(recipes: readonly RecipeDoc[], title: string, imageAddress: ImageAddress): Promise<void> {
  const { buildRecipesPdf } = await import('./recipePdf');
  const bytes = await buildRecipesPdf(recipes, title, imageAddress);
  const blob = new Blob([bytes as BlobPart], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = pdfFileName(title);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
