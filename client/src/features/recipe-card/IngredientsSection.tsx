import { useId, useMemo } from 'react';
import { CARD_TEXTS } from '../../../../shared/domain/converterTexts';
import type { MeasureSystem } from '../../../../shared/kitchen/units';
import { displayIngredients, SERVINGS_RANGE, stepServings } from './ingredientDisplay';

export interface IngredientsSectionProps {
  lines: readonly string[];
  baseServings: number;
  servings: number;
  onServings(servings: number): void;
  units: MeasureSystem;
  onUnits(units: MeasureSystem): void;
}

/** Ingredients with a servings stepper (scaled by the kitchen engine) and a metric/US switch. */
export function IngredientsSection({ lines, baseServings, servings, onServings, units, onUnits }: IngredientsSectionProps) {
  const headingId = useId();
  const shown = useMemo(() => displayIngredients(lines, baseServings, servings, units), [lines, baseServings, servings, units]);
  return (
    <section className="recipe-section" aria-labelledby={headingId}>
      <div className="recipe-section__head">
        <h3 id={headingId}>{CARD_TEXTS.ingredients}</h3>
        <div className="recipe-controls">
          <fieldset className="stepper">
            <legend className="stepper__legend">{CARD_TEXTS.servings}</legend>
            <button
              type="button"
              className="stepper__button"
              aria-label={CARD_TEXTS.fewerServings}
              disabled={servings <= SERVINGS_RANGE.min}
              onClick={() => onServings(stepServings(servings, -1))}
            >
              −
            </button>
            <output className="stepper__value" aria-live="polite" aria-label={`${servings} servings`}>
              {servings}
            </output>
            <button
              type="button"
              className="stepper__button"
              aria-label={CARD_TEXTS.moreServings}
              disabled={servings >= SERVINGS_RANGE.max}
              onClick={() => onServings(stepServings(servings, 1))}
            >
              +
            </button>
          </fieldset>
          <fieldset className="segmented">
            <legend className="visually-hidden">{CARD_TEXTS.units}</legend>
            {(['metric', 'us'] as const).map((system) => (
              <button
                key={system}
                type="button"
                className="segmented__option"
                aria-pressed={units === system}
                onClick={() => onUnits(system)}
              >
                {system === 'metric' ? 'Metric' : 'US'}
              </button>
            ))}
          </fieldset>
        </div>
      </div>
      <ul className="ingredient-list" aria-label={CARD_TEXTS.ingredients}>
        {shown.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is their identity
          <li key={index}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
