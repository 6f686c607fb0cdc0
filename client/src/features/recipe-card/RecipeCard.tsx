import { type ReactNode, useId, useMemo, useState } from 'react';
import { CARD_TEXTS } from '../../../../shared/domain/converterTexts';
import { ingredientGroupsOf } from '../../../../shared/domain/ingredientGroups';
import { LIMITS } from '../../../../shared/domain/limits';
import type { MeasureSystem } from '../../../../shared/kitchen/light';
import type { StructuredRecipe } from '../../../../shared/schemas/structuredRecipe';
import { StoredImage } from '../recipe-images/StoredImage';
import { CompliancePanel, WhatChanged } from './ChangesAndCompliance';
import { IngredientsSection } from './IngredientsSection';
import { baseServings, displaySteps } from './ingredientDisplay';
import { legacyRecipeHtml } from './legacyText';
import { NotUnderstood } from './NotUnderstood';
import { NutritionPanel } from './NutritionPanel';
import { ProfileSections } from './ProfileSections';
import { parseRecipe } from './parseRecipe';
import { RecipeTiles } from './RecipeTiles';
import './recipeCard.css';

export interface RecipeCardProps {
  /** A structured recipe, or a saved recipe's convertedRecipe text (its JSON, or an older text recipe). */
  recipe: StructuredRecipe | string;
  /** Heading for an older text recipe, and fallback when nothing parses (a saved recipe's title). */
  title?: string;
  /** Header image; otherwise the recipe's own imageUrl. */
  imageUrl?: string;
  /** Unit system to start in (the user's preferred units). */
  units?: MeasureSystem;
  /** Buttons in the header, e.g. Save Recipe. */
  actions?: ReactNode;
  /** A line under the header, e.g. "Made on this device". */
  notice?: ReactNode;
}

function StructuredBody({ recipe, units: initialUnits }: { recipe: StructuredRecipe; units: MeasureSystem }) {
  const base = baseServings(recipe.servings, LIMITS.defaultServings);
  const [servings, setServings] = useState(base);
  const [units, setUnits] = useState<MeasureSystem>(initialUnits);
  const nutritionId = useId();
  const stepsId = useId();
  const steps = useMemo(() => displaySteps(recipe.instructions, units), [recipe.instructions, units]);
  const groups = useMemo(() => ingredientGroupsOf(recipe), [recipe]);
  return (
    <>
      {recipe.sourceUrl && /^https?:\/\//i.test(recipe.sourceUrl) ? (
        <p className="recipe-card__source muted">
          {CARD_TEXTS.source}{' '}
          <a href={recipe.sourceUrl} target="_blank" rel="noopener noreferrer">
            {recipe.sourceName || new URL(recipe.sourceUrl).hostname}
          </a>
        </p>
      ) : null}
      {recipe.description ? <p className="recipe-card__description">{recipe.description}</p> : null}
      <RecipeTiles recipe={recipe} />
      <NutritionPanel nutrition={recipe.nutrition} headingId={nutritionId} />
      <ProfileSections recipe={recipe} />
      <div className="recipe-card__columns">
        <IngredientsSection
          groups={groups}
          baseServings={base}
          servings={servings}
          onServings={setServings}
          units={units}
          onUnits={setUnits}
        />
        <section className="recipe-section" aria-labelledby={stepsId}>
          <h3 id={stepsId}>{CARD_TEXTS.instructions}</h3>
          <ol className="step-list">
            {steps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a step's place is its identity
              <li key={index}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
      {recipe.tips.length > 0 ? (
        <section className="recipe-section">
          <h3>{CARD_TEXTS.tips}</h3>
          <ul>
            {recipe.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <NotUnderstood lines={recipe.notUnderstood ?? []} />
      <WhatChanged recipe={recipe} />
      <CompliancePanel recipe={recipe} />
      {recipe.notices && recipe.notices.length > 0 ? (
        <ul className="recipe-notices muted">
          {recipe.notices.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The recipe display card of signed-in-features §2, for the converter's result and the recipe book's viewer. */
export function RecipeCard({ recipe, title, imageUrl, units = 'metric', actions, notice }: RecipeCardProps) {
  const parsed = useMemo(() => parseRecipe(recipe), [recipe]);
  const headingId = useId();
  const name = parsed.kind === 'structured' ? parsed.recipe.recipeName : (title ?? '');
  const image = imageUrl || (parsed.kind === 'structured' ? parsed.recipe.imageUrl : undefined);
  return (
    <article className="recipe-card" aria-labelledby={name ? headingId : undefined}>
      <header className={image ? 'recipe-card__header recipe-card__header--image' : 'recipe-card__header'}>
        {image ? <StoredImage className="recipe-card__image" url={image} variant="header" /> : null}
        <div className="recipe-card__title-row">
          {name ? (
            <h2 id={headingId} className="recipe-card__title">
              {name}
            </h2>
          ) : null}
          {actions ? <div className="recipe-card__actions">{actions}</div> : null}
        </div>
      </header>
      <div className="recipe-card__body">
        {notice}
        {parsed.kind === 'structured' ? <StructuredBody key={parsed.recipe.recipeName} recipe={parsed.recipe} units={units} /> : null}
        {parsed.kind === 'legacy' ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the text is turned into a few tags and sanitised by DOMPurify
          <div className="recipe-legacy" dangerouslySetInnerHTML={{ __html: legacyRecipeHtml(parsed.text) }} />
        ) : null}
        {parsed.kind === 'error' ? (
          <div className="recipe-parse-error" role="alert">
            <p>{CARD_TEXTS.parseError}</p>
            <details>
              <summary>{CARD_TEXTS.debugDetails}</summary>
              <pre>{parsed.debug}</pre>
            </details>
          </div>
        ) : null}
      </div>
    </article>
  );
}
