import { COOK_MODE_TEXTS as T } from '../../../../shared/domain/cookModeTexts';
import { Button } from '../../ui/Button';
import { cookSession } from './cookSession';

/** Opens cook mode for a recipe; `onOpen` closes what it was opened from (the viewer). */
export function CookModeButton({ recipeId, onOpen }: { recipeId: string; onOpen(): void }) {
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => {
        onOpen();
        cookSession.open(recipeId);
      }}
    >
      {T.open}
    </Button>
  );
}
