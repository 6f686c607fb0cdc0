import { CARD_TEXTS } from '../../../../shared/domain/converterTexts';
import { nutritionRows } from '../../../../shared/domain/nutritionRows';
import type { Nutrition } from '../../../../shared/schemas/structuredRecipe';

/** Nutrition per serving with the estimate disclaimer. */
export function NutritionPanel({ nutrition, headingId }: { nutrition: Nutrition; headingId: string }) {
  const rows = nutritionRows(nutrition);
  // Every value 0 is a recipe typed in without nutrition (no food has none of them): "0 g protein" would be wrong data.
  if (!rows) {
    return (
      <section className="recipe-section" aria-labelledby={headingId}>
        <h3 id={headingId}>{CARD_TEXTS.nutritionHeading}</h3>
        <p className="muted">{CARD_TEXTS.nutritionNotEntered}</p>
      </section>
    );
  }
  return (
    <section className="recipe-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{CARD_TEXTS.nutritionHeading}</h3>
      <dl className="nutrition-grid">
        {rows.map((r) => (
          <div key={r.label} className="nutrition-cell">
            <dt>{r.label}</dt>
            <dd>
              {r.value} <span className="muted">{r.unit}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="recipe-disclaimer muted">{CARD_TEXTS.nutritionDisclaimer}</p>
    </section>
  );
}
