import { COLLECTION_TEXTS as T } from '../../../../shared/domain/collectionTexts';
import { RECIPE_BOOK_TEXTS as B } from '../../../../shared/domain/recipeBookTexts';
import type { RecipeDoc } from '../../../../shared/schemas/recipe';
import { useAccess } from '../../app/useAccess';
import { useRecipeActions, useRecipeCollections } from '../../data';
import { Dialog } from '../../ui/Dialog';
import { useToast } from '../../ui/Toast';
import { CollectionsTeaser } from './CollectionsTeaser';
import { NewCollectionForm } from './NewCollectionForm';
import { TagEditor } from './TagEditor';
import './collections.css';

/** A recipe's tags and the collections it is in (Master Chef and Enterprise; a teaser otherwise). */
export function OrganiseRecipeDialog({
  recipe,
  open,
  onOpenChange,
}: {
  recipe: RecipeDoc;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { access } = useAccess();
  const actions = useRecipeActions();
  const { collections, create, toggleRecipe } = useRecipeCollections();
  const toast = useToast();

  const failed = () => toast({ title: B.updateFailedTitle, description: B.updateFailed, tone: 'error' });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`${T.organise}: ${recipe.title}`}>
      {access.canUseCollections ? (
        <div className="organise">
          <TagEditor tags={recipe.tags ?? []} onChange={(tags) => actions.update(recipe.id, { tags }, recipe).catch(failed)} />
          <fieldset className="organise__collections">
            <legend className="organise__heading">{T.inCollections}</legend>
            {collections.length === 0 ? <p className="muted">{T.noCollections}</p> : null}
            {collections.map((c) => (
              <label key={c.id} className="check-row">
                <input
                  type="checkbox"
                  checked={c.recipeIds.includes(recipe.id)}
                  onChange={() => void toggleRecipe(c.id, recipe.id).catch(failed)}
                />
                <span>{c.name}</span>
              </label>
            ))}
          </fieldset>
          <NewCollectionForm existing={collections} onCreate={(name) => create(name, [recipe.id]).catch(failed)} />
        </div>
      ) : (
        <CollectionsTeaser />
      )}
    </Dialog>
  );
}
