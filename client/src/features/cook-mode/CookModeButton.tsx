import { COOK_MODE_TEXTS as T } from '../../../../shared/domain/cookModeTexts';
import { Button } from '../../ui/Button';
import { cookSession } from './cookSession';

/**
 * Opens cook mode for a recipe, over what it was opened from (the viewer): leaving cook mode (Exit or
 * Escape) comes back to the recipe, not to the page beneath it.
 */
export function CookModeButton({ recipeId }: { recipeId: string }) {
  return (
    <Button size="sm" variant="secondary" onClick={() => cookSession.open(recipeId)}>
      {T.open}
    </Button>
  );
}
