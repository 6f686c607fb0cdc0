import { CARD_TEXTS } from '../../../../shared/domain/converterTexts';
import type { StructuredRecipe } from '../../../../shared/schemas/structuredRecipe';

/** Prep, cook, dietary and (when present) health-condition tiles. */
export function RecipeTiles({ recipe }: { recipe: StructuredRecipe }) {
  const tiles: { label: string; value: string }[] = [
    { label: CARD_TEXTS.prep, value: recipe.prepTime || CARD_TEXTS.notSet },
    { label: CARD_TEXTS.cook, value: recipe.cookTime || CARD_TEXTS.notSet },
    { label: CARD_TEXTS.dietary, value: recipe.dietaryRequirements.join(', ') || CARD_TEXTS.notSet },
  ];
  if (recipe.healthConditions && recipe.healthConditions.length > 0) {
    tiles.push({ label: CARD_TEXTS.healthConditions, value: recipe.healthConditions.join(', ') });
  }
  return (
    <dl className="recipe-tiles">
      {tiles.map((t) => (
        <div key={t.label} className="recipe-tile">
          <dt>{t.label}</dt>
          <dd>{t.value}</dd>
        </div>
      ))}
    </dl>
  );
}
