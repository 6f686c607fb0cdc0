import { useState } from 'react';
import { COLLECTION_TEXTS as T } from '../../../../shared/domain/collectionTexts';
import type { RecipeDoc } from '../../../../shared/schemas/recipe';
import { useAccess } from '../../app/useAccess';
import { useStoreUserId } from '../../data';
import { Button, type ButtonProps } from '../../ui/Button';
import { useToast } from '../../ui/Toast';
import { resolveImage } from '../recipe-images/imageSource';
import { exportRecipesPdf } from './exportPdf';
import './pdfExport.css';

/**
 * Downloads a PDF of the recipes given (one recipe, or a collection's). Chef and up
 * (`canExportPdf`); on other plans the button says what unlocks it instead.
 */
export function PdfExportButton({
  recipes,
  title,
  label = T.exportPdf,
  ...rest
}: { recipes: () => Promise<RecipeDoc[]> | RecipeDoc[]; title: string; label?: string } & Omit<ButtonProps, 'onClick' | 'title'>) {
  const { access } = useAccess();
  const userId = useStoreUserId();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function run() {
    if (!access.canExportPdf) {
      toast({ title: T.exportPdf, description: T.pdfTeaser, tone: 'info' });
      return;
    }
    setBusy(true);
    try {
      const list = await recipes();
      if (list.length === 0) {
        toast({ title: T.exportPdf, description: T.emptyCollectionPdf, tone: 'info' });
        return;
      }
      // The user's own photos are fetched as the card fetches them (with the access token, or from this device).
      await exportRecipesPdf(list, title, (url) => resolveImage(url, 'header', userId));
      toast({ title: T.pdfReadyTitle, tone: 'success' });
    } catch {
      toast({ title: T.pdfFailedTitle, description: T.pdfFailed, tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size="sm" variant="secondary" busy={busy} onClick={() => void run()} {...rest}>
      {busy ? T.exportingPdf : label}
      {access.canExportPdf ? null : <span className="pdf-plan-chip">Chef+</span>}
    </Button>
  );
}
