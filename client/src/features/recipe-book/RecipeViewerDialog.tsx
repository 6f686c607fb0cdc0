import { RECIPE_BOOK_TEXTS as T } from '../../../../shared/domain/recipeBookTexts';
import { recipeCopyText } from '../../../../shared/domain/recipeCopyText';
import { useRecipe, useSettings } from '../../data';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { RecipeOrganiseActions } from '../collections/RecipeOrganiseActions';
import { CookModeButton } from '../cook-mode/CookModeButton';
import { RecipeCard } from '../recipe-card/RecipeCard';

/** Prints only the open dialog: the app behind it is hidden by the print styles while this class is set. */
function printDialog() {
  const root = document.documentElement;
  root.classList.add('print-dialog');
  const done = () => {
    root.classList.remove('print-dialog');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

/** The recipe viewer (spec §2): image header or title bar, the full recipe, Edit Recipe, Copy Recipe, Print. */
export function RecipeViewerDialog({ recipeId, onClose, onEdit }: { recipeId: string | null; onClose(): void; onEdit(id: string): void }) {
  const { recipe } = useRecipe(recipeId);
  const { settings } = useSettings();
  const toast = useToast();

  async function copy() {
    if (!recipe) return;
    try {
      await navigator.clipboard.writeText(recipeCopyText(recipe.title, recipe.convertedRecipe));
      toast({ title: T.copiedTitle, tone: 'success' });
    } catch {
      toast({ title: T.copyFailedTitle, description: T.copyFailed, tone: 'error' });
    }
  }

  return (
    <Dialog open={recipeId !== null} onOpenChange={(open) => !open && onClose()} title={recipe?.title ?? 'Recipe'} titleHidden size="lg">
      {recipe ? (
        <RecipeCard
          key={recipe.id}
          recipe={recipe.convertedRecipe}
          title={recipe.title}
          imageUrl={recipe.imageUrl}
          units={settings.preferredUnits}
          actions={
            <div className="recipe-viewer__actions">
              <Button size="sm" onClick={() => onEdit(recipe.id)}>
                {T.editRecipe}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => void copy()}>
                {T.copyRecipe}
              </Button>
              <Button size="sm" variant="secondary" onClick={printDialog}>
                {T.print}
              </Button>
              <CookModeButton recipeId={recipe.id} />
              <RecipeOrganiseActions recipe={recipe} />
            </div>
          }
        />
      ) : (
        <Spinner label="Loading recipe" />
      )}
    </Dialog>
  );
}
