import { SHELL_TEXTS } from '../../../../shared/domain/shellTexts';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';

/** Meal planning: the Chef-plan panel without access, a placeholder with it. */
export function MealPlanningView({ canUse, onUpgrade }: { canUse: boolean; onUpgrade(): void }) {
  if (!canUse) {
    return (
      <section className="view" aria-labelledby="meal-locked-heading">
        <div className="card locked-panel">
          <h1 id="meal-locked-heading">{SHELL_TEXTS.mealPlanningLockedTitle}</h1>
          <ul>
            {SHELL_TEXTS.mealPlanningLockedFeatures.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <Button onClick={onUpgrade}>{SHELL_TEXTS.mealPlanningUpgrade}</Button>
        </div>
      </section>
    );
  }
  return (
    <section className="view" aria-labelledby="meal-heading">
      <h1 id="meal-heading">Meal Planning</h1>
      <EmptyState title="No meal plans yet">Plan your week by adding saved recipes to breakfast, lunch, dinner and snacks.</EmptyState>
    </section>
  );
}
