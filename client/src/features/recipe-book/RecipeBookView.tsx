import { useState } from 'react';
import { LIMITS } from '../../../../shared/domain/limits';
import { PLANS } from '../../../../shared/domain/plans';
import { RECIPE_BOOK_TEXTS, recipeCountText } from '../../../../shared/domain/recipeBookTexts';
import { SHELL_TEXTS } from '../../../../shared/domain/shellTexts';
import type { RecipeDoc } from '../../../../shared/schemas/recipe';
import { useAccess } from '../../app/useAccess';
import { useRecipeActions, useRecipeCount, useRecipes } from '../../data';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { RecipeFormDialog, type RecipeFormValues } from './RecipeFormDialog';

const EMPTY: RecipeFormValues = { title: '', convertedRecipe: '' };

/** Minimal recipe book (client contract item 3); the full book comes with its own issue. */
export function RecipeBookView() {
  const { recipes, loading, error: loadError } = useRecipes();
  const count = useRecipeCount();
  const { access } = useAccess();
  const actions = useRecipeActions();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<RecipeDoc | null>(null);
  const [deleting, setDeleting] = useState<RecipeDoc | null>(null);
  const atLimit = count >= access.recipeLimit;

  async function create(values: RecipeFormValues) {
    try {
      await actions.create(values);
      toast({ title: RECIPE_BOOK_TEXTS.savedTitle, tone: 'success' });
    } catch (error) {
      toast({ title: RECIPE_BOOK_TEXTS.saveFailedTitle, description: RECIPE_BOOK_TEXTS.saveFailed, tone: 'error' });
      throw error;
    }
  }
  async function update(before: RecipeDoc, values: RecipeFormValues) {
    // Send only the fields the user changed, so a concurrent edit of the other field on another device merges cleanly.
    const patch: Partial<RecipeFormValues> = {};
    if (values.title !== before.title) patch.title = values.title;
    if (values.convertedRecipe !== before.convertedRecipe) patch.convertedRecipe = values.convertedRecipe;
    try {
      if (Object.keys(patch).length > 0) await actions.update(before.id, patch, before);
      toast({ title: RECIPE_BOOK_TEXTS.updatedTitle, description: RECIPE_BOOK_TEXTS.updated, tone: 'success' });
    } catch (error) {
      toast({ title: RECIPE_BOOK_TEXTS.updateFailedTitle, description: RECIPE_BOOK_TEXTS.updateFailed, tone: 'error' });
      throw error;
    }
  }
  async function confirmDelete() {
    if (!deleting) return;
    const target = deleting;
    setDeleting(null);
    try {
      await actions.remove(target.id);
      toast({ title: RECIPE_BOOK_TEXTS.deletedTitle, description: RECIPE_BOOK_TEXTS.deleted, tone: 'success' });
    } catch {
      toast({ title: RECIPE_BOOK_TEXTS.deleteFailedTitle, description: RECIPE_BOOK_TEXTS.deleteFailed, tone: 'error' });
    }
  }

  return (
    <section className="view" aria-labelledby="recipe-book-heading">
      <div className="view__head">
        <div>
          <h1 id="recipe-book-heading">{RECIPE_BOOK_TEXTS.heading}</h1>
          <p className="view__count">{recipeCountText(count, access.recipeLimit, LIMITS.unlimitedRecipes)}</p>
        </div>
        <Button onClick={() => setCreating(true)} disabled={atLimit}>
          New recipe
        </Button>
      </div>
      {atLimit ? (
        <div className="notice" role="status">
          <strong>{RECIPE_BOOK_TEXTS.limitReachedTitle}</strong>
          <p>
            Your {PLANS[access.currentPlan].name.toUpperCase()} plan allows {access.recipeLimit} recipes.{' '}
            {RECIPE_BOOK_TEXTS.limitReachedHint}
          </p>
        </div>
      ) : null}
      {loading ? <Spinner label="Loading recipes" /> : null}
      {loadError ? (
        <div className="notice notice--error" role="alert">
          <strong>{RECIPE_BOOK_TEXTS.loadFailedTitle}</strong>
          <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
            {SHELL_TEXTS.tryAgain}
          </Button>
        </div>
      ) : null}
      {!loading && !loadError && recipes.length === 0 ? (
        <EmptyState title={RECIPE_BOOK_TEXTS.emptyTitle}>Recipes you save appear here, on every device.</EmptyState>
      ) : null}
      <ul aria-label="Saved recipes" className="recipe-list">
        {recipes.map((r) => (
          <li key={r.id} className="recipe-list__item card">
            <div className="recipe-list__text">
              <h2 className="recipe-list__title">{r.title}</h2>
              <p className="recipe-list__preview muted">{r.convertedRecipe.slice(0, 160)}</p>
            </div>
            <div className="recipe-list__actions">
              <Button size="sm" variant="secondary" aria-label={`Edit ${r.title}`} onClick={() => setEditing(r)}>
                Edit
              </Button>
              <Button size="sm" variant="ghost" aria-label={`Delete ${r.title}`} onClick={() => setDeleting(r)}>
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <RecipeFormDialog open={creating} mode="create" draftKey="new" initial={EMPTY} onOpenChange={setCreating} onSubmit={create} />
      <RecipeFormDialog
        open={editing !== null}
        mode="edit"
        draftKey={editing ? `edit:${editing.id}` : 'edit'}
        initial={editing ? { title: editing.title, convertedRecipe: editing.convertedRecipe } : EMPTY}
        onOpenChange={(open) => !open && setEditing(null)}
        onSubmit={(values) => (editing ? update(editing, values) : Promise.resolve())}
      />
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete recipe?"
        description={deleting ? `“${deleting.title}” will be removed from your recipe book on every device.` : undefined}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirmDelete()}>
              Delete
            </Button>
          </>
        }
      />
    </section>
  );
}
