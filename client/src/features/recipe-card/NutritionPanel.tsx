import { CARD_TEXTS } from '../../../../shared/domain/converterTexts';
import type { Nutrition } from '../../../../shared/schemas/structuredRecipe';

function round(value: number): string {
  return value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
}

/** Nutrition per serving with the estimate disclaimer. */
export function NutritionPanel({ nutrition, headingId }: { nutrition: Nutrition; headingId: string }) {
  const rows = [
    { label: CARD_TEXTS.calories, value: `${Math.round(nutrition.calories)}`, unit: 'kcal' },
    { label: CARD_TEXTS.protein, value: round(nutrition.protein), unit: 'g' },
    { label: CARD_TEXTS.carbs, value: round(nutrition.carbohydrates), unit: 'g' },
    { label: CARD_TEXTS.fat, value: round(nutrition.fat), unit: 'g' },
    { label: CARD_TEXTS.fiber, value: round(nutrition.fiber), unit: 'g' },
    { label: CARD_TEXTS.sodium, value: `${Math.round(nutrition.sodium)}`, unit: 'mg' },
  ];
  // Every value 0 is a recipe typed in without nutrition (no food has none of them): "0 g protein" would be wrong data.
  if (Object.values(nutrition).every((value) => value === 0)) {
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
