import { useCallback, useState } from 'react';
import { recipeLimitText, SAVE_TEXTS } from '../../../../shared/domain/converterTexts';
import { type FeatureAccess, PLANS } from '../../../../shared/domain/plans';
import type { GenerationMode } from '../../../../shared/schemas/generate';
import type { StructuredRecipe } from '../../../../shared/schemas/structuredRecipe';
import { useRecipeActions } from '../../data';
import type { ToastInput } from '../../ui/Toast';

export type SaveState = 'idle' | 'saving' | 'saved';

export interface SaveTarget {
  runId: string;
  recipe: StructuredRecipe;
  mode: GenerationMode;
  originalRecipe: string;
}

/** Whether the save button is enabled (spec §5): signed in, a recipe exists, saving not blocked, the plan allows it. */
export function canSave(input: { signedIn: boolean; hasRecipe: boolean; state: SaveState; access: FeatureAccess }): boolean {
  return input.signedIn && input.hasRecipe && input.state !== 'saving' && (input.state === 'saved' || input.access.canSaveRecipes);
}

/** The toast for an auto-save that failed: a limit message gets its own title (signed-in-features §8). */
export function autoSaveFailureToast(message: string): ToastInput {
  return message.includes('Recipe limit reached')
    ? { title: SAVE_TEXTS.autoSaveLimitTitle, description: message, tone: 'error' }
    : { title: SAVE_TEXTS.autoSaveFailedTitle, description: SAVE_TEXTS.autoSaveFailed, tone: 'error' };
}

/** Save Recipe / Saving... / Saved! for the converter's result, by hand or automatically. */
export function useRecipeSave(access: FeatureAccess, toast: (t: ToastInput) => void) {
  const actions = useRecipeActions();
  const [saved, setSaved] = useState<Record<string, SaveState>>({});
  const stateOf = useCallback((runId: string | null): SaveState => (runId ? (saved[runId] ?? 'idle') : 'idle'), [saved]);

  const save = useCallback(
    async (target: SaveTarget, auto: boolean) => {
      const current = saved[target.runId] ?? 'idle';
      if (current === 'saving') return;
      if (current === 'saved') {
        if (!auto) toast({ title: SAVE_TEXTS.alreadySavedTitle, description: SAVE_TEXTS.alreadySaved, tone: 'info' });
        return;
      }
      const limitText = `Recipe limit reached. ${recipeLimitText(PLANS[access.currentPlan].name, access.recipeLimit)}`;
      if (!access.canSaveRecipes) {
        toast(auto ? autoSaveFailureToast(limitText) : { title: SAVE_TEXTS.limitTitle, description: limitText, tone: 'error' });
        return;
      }
      setSaved((all) => ({ ...all, [target.runId]: 'saving' }));
      try {
        const r = target.recipe;
        await actions.create({
          title: r.recipeName,
          convertedRecipe: JSON.stringify(r),
          dietaryFilters: r.dietaryRequirements.slice(0, 40),
          category: r.category ?? 'main-dish',
          ...(r.imageUrl ? { imageUrl: r.imageUrl } : {}),
          ...(target.originalRecipe ? { originalRecipe: target.originalRecipe.slice(0, 20_000) } : {}),
        });
        setSaved((all) => ({ ...all, [target.runId]: 'saved' }));
        const title = auto
          ? target.mode === 'surprise'
            ? SAVE_TEXTS.surpriseAutoSavedTitle
            : SAVE_TEXTS.autoSavedTitle
          : SAVE_TEXTS.savedTitle;
        toast({ title, tone: 'success' });
      } catch (error) {
        setSaved((all) => ({ ...all, [target.runId]: 'idle' }));
        toast(
          auto
            ? autoSaveFailureToast((error as Error).message ?? '')
            : { title: SAVE_TEXTS.saveFailedTitle, description: SAVE_TEXTS.saveFailed, tone: 'error' },
        );
      }
    },
    [saved, access, actions, toast],
  );
  return { stateOf, save };
}
