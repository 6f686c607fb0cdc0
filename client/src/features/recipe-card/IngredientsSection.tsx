import { useId, useMemo } from 'react';
import { CARD_TEXTS } from '../../../../shared/domain/converterTexts';
import type { IngredientGroup } from '../../../../shared/domain/ingredientGroups';
import type { MeasureSystem } from '../../../../shared/kitchen/light';
import { displayIngredientGroups, SERVINGS_RANGE, stepServings } from './ingredientDisplay';

export interface IngredientsSectionProps {
  /** The list in its parts (one part without a heading for a list that has none). */
  groups: readonly IngredientGroup[];
  baseServings: number;
  servings: number;
  onServings(servings: number): void;
  units: MeasureSystem;
  onUnits(units: MeasureSystem): void;
}

function IngredientLines({ lines, label, labelledBy }: { lines: readonly string[]; label?: string; labelledBy?: string }) {
  return (
    <ul className="ingredient-list" aria-label={label} aria-labelledby={labelledBy}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is their identity
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

/** One part of the list under its heading ("For the sauce"), its list named by the heading. */
function IngredientPart({ group }: { group: IngredientGroup }) {
  const id = useId();
  if (!group.heading) return <IngredientLines lines={group.ingredients} label={CARD_TEXTS.ingredientsWithoutPart} />;
  return (
    <div className="ingredient-part">
      <h4 id={id} className="ingredient-part__heading">
        {group.heading}
      </h4>
      <IngredientLines lines={group.ingredients} labelledBy={id} />
    </div>
  );
}

/** Ingredients (in their parts, with headings) with a servings stepper (scaled by the kitchen engine) and a metric/US switch. */
export function IngredientsSection({ groups, baseServings, servings, onServings, units, onUnits }: IngredientsSectionProps) {
  const headingId = useId();
  const shown = useMemo(() => displayIngredientGroups(groups, baseServings, servings, units), [groups, baseServings, servings, units]);
  const single = shown.length === 1 && shown[0]?.heading === '' ? shown[0] : undefined;
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
      {single ? (
        <IngredientLines lines={single.ingredients} label={CARD_TEXTS.ingredients} />
      ) : (
        shown.map((group, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts may share a heading; their order is their identity
          <IngredientPart key={index} group={group} />
        ))
      )}
    </section>
  );
}
