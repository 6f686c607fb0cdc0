import { lazy, Suspense, useEffect } from 'react';
import { CONVERTER_TEXTS, recipeLimitText, SAVE_TEXTS } from '../../../../shared/domain/converterTexts';
import { type FeatureAccess, PLANS } from '../../../../shared/domain/plans';
import type { StructuredRecipe } from '../../../../shared/schemas/structuredRecipe';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import type { GenerationState } from './useGeneration';
import type { SaveState } from './useRecipeSave';

// The card (and the ingredient parser its scaling uses) loads with the first result, not with the view.
const loadRecipeCard = () => import('../recipe-card/RecipeCard');
const RecipeCard = lazy(() => loadRecipeCard().then((m) => ({ default: m.RecipeCard })));

const STAGE_TEXT: Record<string, string> = {
  requesting: 'Sending your recipe…',
  receiving: 'Writing the recipe…',
  checking: 'Checking it against your filters…',
  device: 'Making it on this device…',
};

export interface ResultPanelProps {
  state: GenerationState;
  access: FeatureAccess;
  units: 'metric' | 'us';
  saveState: SaveState;
  saveEnabled: boolean;
  online: boolean;
  onSave(): void;
  onCancel(): void;
  onUpgrade(): void;
  onRerun(): void;
  /** Create: make this built-in dish (one of the closest offered when the one asked for is not built in). */
  onPickDish(name: string): void;
  /** The recipe as it will be saved (with the page it came from, for a link import); the generated one otherwise. */
  shownRecipe?: StructuredRecipe | null;
}

function SaveButton({ state, enabled, onSave }: { state: SaveState; enabled: boolean; onSave(): void }) {
  const label = state === 'saving' ? SAVE_TEXTS.saving : state === 'saved' ? SAVE_TEXTS.saved : SAVE_TEXTS.save;
  return (
    <Button variant={state === 'saved' ? 'secondary' : 'primary'} onClick={onSave} disabled={!enabled} busy={state === 'saving'}>
      {label}
    </Button>
  );
}

/** The result: loading with progress and Cancel, the empty state, an error, or the recipe card with Save. */
export function ResultPanel({
  state,
  access,
  units,
  saveState,
  saveEnabled,
  online,
  onSave,
  onCancel,
  onUpgrade,
  onRerun,
  onPickDish,
  shownRecipe,
}: ResultPanelProps) {
  // Fetched while the recipe is being written, so the card is ready when it arrives.
  useEffect(() => {
    if (state.status === 'loading') void loadRecipeCard();
  }, [state.status]);
  if (state.status === 'loading') {
    return (
      <div className="result-panel result-panel--loading" aria-busy="true">
        <Spinner label="Working" />
        <p className="result-panel__title">{CONVERTER_TEXTS.loading}</p>
        <p className="muted" aria-live="polite">
          {STAGE_TEXT[state.stage]}
        </p>
        <Button variant="secondary" onClick={onCancel}>
          {CONVERTER_TEXTS.cancel}
        </Button>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="result-panel">
        <div className="result-error" role={state.suggestions?.length ? 'status' : 'alert'}>
          <h2 className="result-error__title">{state.title}</h2>
          <p>{state.message}</p>
          {state.limit ? <Button onClick={onUpgrade}>{CONVERTER_TEXTS.upgrade}</Button> : null}
        </div>
        {state.suggestions && state.suggestions.length > 0 ? (
          <section className="dish-suggestions" aria-labelledby="dish-suggestions-heading">
            <h3 id="dish-suggestions-heading" className="dish-suggestions__heading">
              {CONVERTER_TEXTS.closestDishesHeading}
            </h3>
            <ul className="dish-suggestions__list">
              {state.suggestions.map((name) => (
                <li key={name}>
                  <Button variant="secondary" aria-label={CONVERTER_TEXTS.makeDish(name)} onClick={() => onPickDish(name)}>
                    {name}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    );
  }
  if (state.status === 'done') {
    const atLimit = !access.canSaveRecipes && saveState !== 'saved';
    return (
      <div className="result-panel" data-run-id={state.runId}>
        {atLimit ? (
          <div className="notice result-limit" role="status">
            <p>
              <strong>{SAVE_TEXTS.limitTitle}</strong> {recipeLimitText(PLANS[access.currentPlan].name, access.recipeLimit)}
            </p>
            <Button size="sm" onClick={onUpgrade}>
              {CONVERTER_TEXTS.upgrade}
            </Button>
          </div>
        ) : null}
        <Suspense fallback={<Spinner label="Loading the recipe…" />}>
          <RecipeCard
            recipe={shownRecipe ?? state.recipe}
            units={units}
            actions={<SaveButton state={saveState} enabled={saveEnabled} onSave={onSave} />}
            notice={
              state.madeOnDevice ? (
                <div className="made-on-device" role="status">
                  <span className="made-on-device__badge">{CONVERTER_TEXTS.madeOnDevice}</span>
                  {online ? (
                    <Button variant="ghost" size="sm" onClick={onRerun}>
                      {CONVERTER_TEXTS.rerunOnServer}
                    </Button>
                  ) : null}
                </div>
              ) : null
            }
          />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="result-panel">
      <EmptyState title={CONVERTER_TEXTS.emptyTitle}>{CONVERTER_TEXTS.emptyHint}</EmptyState>
    </div>
  );
}
