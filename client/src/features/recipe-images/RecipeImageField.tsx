import { ImageField } from './ImageField';
import type { ImageChoiceState } from './useImageChoice';

/** The Edit Recipe modal's image upload/remove (spec §2). */
export function RecipeImageField({ savedUrl, state }: { savedUrl: string; state: ImageChoiceState }) {
  return (
    <ImageField
      legend="Recipe image"
      savedUrl={savedUrl}
      state={state}
      uploadLabel="Upload image"
      removeLabel="Remove image"
      pendingNote="The picture is saved with the recipe and uploads as soon as you are online."
    />
  );
}
