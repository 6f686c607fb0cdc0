import { PLANS } from '../../../../shared/domain/plans';
import { useAccess } from '../../app/useAccess';
import { Badge } from '../../ui/Badge';

/** The current plan and what it includes (checkout and the billing portal arrive with billing; ?section=subscription lands here). */
export function PlanSection() {
  const { access, entitlements } = useAccess();
  const plan = PLANS[access.currentPlan];
  const limit = access.recipeLimit >= 999_999 ? '∞' : access.recipeLimit.toLocaleString('en-US');
  return (
    <div className="settings-form">
      <p>
        Your plan: <Badge tone="primary">{plan.name}</Badge>
        {entitlements?.isAdmin ? <span className="muted"> · Admin</span> : null}
      </p>
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
