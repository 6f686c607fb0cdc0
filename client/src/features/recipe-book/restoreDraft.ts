import { formFromRecipe, type RecipeEditForm, recipeFieldsFromForm } from '../../../../shared/domain/recipeEditRules';
import type { RecipeDoc } from '../../../../shared/schemas/recipe';
import { mergeDocumentsDetailed } from '../../../../shared/sync/merge';
import { MERGE_POLICIES } from '../../../../shared/sync/mergePolicies';

/**
 * A stored edit draft brought up to date with the recipe as it is now: merged three-way against the
 * version the draft started from, like a sync conflict. Fields the user never touched take the
 * current recipe's values (another device's newer edit stays); fields both changed take the later
 * edit (the draft's, when it was typed after), and the form shows the result.
 */
export function restoreEditDraft(draft: { form: RecipeEditForm; base: RecipeDoc; updatedAt: string }, current: RecipeDoc): RecipeEditForm {
  const drafted: RecipeDoc = { ...draft.base, ...recipeFieldsFromForm(draft.form, draft.base), updatedAt: draft.updatedAt };
  const { doc } = mergeDocumentsDetailed<RecipeDoc>(draft.base, drafted, current, MERGE_POLICIES.recipes);
  const restored = formFromRecipe(doc);
  // The merge works on the saved shape; a legacy recipe's tips stay the free text the user typed when they won.
  return restored.format === 'legacy' && doc.convertedRecipe === drafted.convertedRecipe
    ? { ...restored, tipsText: draft.form.tipsText }
    : restored;
}
