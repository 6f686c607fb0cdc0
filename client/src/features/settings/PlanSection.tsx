import { PLANS } from '../../../../shared/domain/plans';
import { useAccess } from '../../app/useAccess';
import { PlanSummary } from '../billing/PlanSummary';

/** The current plan, its subscription (Manage Plan opens Stripe's billing portal) and what it includes; ?section=subscription lands here. */
export function PlanSection({ onUpgrade }: { onUpgrade(): void }) {
  const { access, entitlements } = useAccess();
  const plan = PLANS[access.currentPlan];
  const limit = access.recipeLimit >= 999_999 ? '∞' : access.recipeLimit.toLocaleString('en-US');
  return (
    <div className="settings-form">
      <PlanSummary entitlements={entitlements} onUpgrade={onUpgrade} />
      <p className="muted">
        {access.currentRecipeCount} of {limit} recipes saved.
      </p>
      <ul className="plain-list">
        {plan.features.map((f) =>
          f.startsWith('✗') ? (
            <li key={f} className="muted">
              <s>{f.slice(1).trim()}</s>
            </li>
          ) : (
            <li key={f}>{f}</li>
          ),
        )}
      </ul>
    </div>
  );
}
