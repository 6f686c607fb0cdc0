import { useState } from 'react';
import { COLLECTION_TEXTS as T } from '../../../../shared/domain/collectionTexts';
import type { RecipeDoc } from '../../../../shared/schemas/recipe';
import { Button } from '../../ui/Button';
import { PdfExportButton } from '../pdf-export/PdfExportButton';
import { OrganiseRecipeDialog } from './OrganiseRecipeDialog';

/** The recipe viewer's buttons for PDF export and for tags and collections. */
export function RecipeOrganiseActions({ recipe }: { recipe: RecipeDoc }) {
  const [organising, setOrganising] = useState(false);
  return (
    <>
      <PdfExportButton recipes={() => [recipe]} title={recipe.title} />
      <Button size="sm" variant="secondary" onClick={() => setOrganising(true)}>
        {T.organise}
      </Button>
      {organising ? <OrganiseRecipeDialog recipe={recipe} open onOpenChange={setOrganising} /> : null}
    </>
  );
}
