import { type FeatureAccess, featureAccessFor } from '../../../../shared/domain/plans';
import { SHELL_TEXTS } from '../../../../shared/domain/shellTexts';
import { useHasMealPlans } from '../../data';
import { Button } from '../../ui/Button';
import { AnalyticsPanel } from './AnalyticsPanel';
import { GenerationPanel } from './GenerationPanel';
import { PlannerScreen } from './PlannerScreen';

const NO_ACCESS = featureAccessFor({ plan: 'free', isAdmin: false, currentRecipeCount: 0, conversionsUsedToday: 0 });

function LockedPanel({ onUpgrade, headingLevel }: { onUpgrade(): void; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="card locked-panel">
      <Heading id="meal-locked-heading">{SHELL_TEXTS.mealPlanningLockedTitle}</Heading>
      <ul>
        {SHELL_TEXTS.mealPlanningLockedFeatures.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <Button onClick={onUpgrade}>{SHELL_TEXTS.mealPlanningUpgrade}</Button>
    </div>
  );
}

/**
 * Meal planning. Without the Chef plan: the upgrade panel; a user who planned weeks before losing the
 * right still reads them (read-only) below it.
 */
export function MealPlanningView({ canUse, onUpgrade, access }: { canUse: boolean; onUpgrade(): void; access?: FeatureAccess }) {
  const hasPlans = useHasMealPlans();
  if (!canUse && !hasPlans) {
    return (
      <section className="view" aria-labelledby="meal-locked-heading">
        <LockedPanel onUpgrade={onUpgrade} headingLevel={1} />
      </section>
    );
  }
  const rights = access ?? NO_ACCESS;
  return (
    <PlannerScreen
      access={rights}
      readOnly={!canUse}
      banner={canUse ? null : <LockedPanel onUpgrade={onUpgrade} headingLevel={2} />}
      renderExtras={
        canUse
          ? ({ days, plan, recipes, byId }) => (
              <div className="planner__panels">
                <GenerationPanel access={rights} days={days} plan={plan} recipes={recipes} onUpgrade={onUpgrade} />
                <AnalyticsPanel access={rights} days={days} meals={plan.meals} recipes={byId} onUpgrade={onUpgrade} />
              </div>
            )
          : undefined
      }
    />
  );
}
