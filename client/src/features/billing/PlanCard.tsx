import type { ReactNode } from 'react';
import type { PlanPrice } from '../../../../shared/domain/planPrices';
import { PLANS, type PlanId } from '../../../../shared/domain/plans';

/** One plan: name, price in the visitor's currency, features (a leading ✗ is shown struck through), badges and its action. */
export function PlanCard({ plan, price, badges, action }: { plan: PlanId; price: PlanPrice; badges: string[]; action: ReactNode }) {
  const def = PLANS[plan];
  const headingId = `plan-${plan}-name`;
  return (
    <article className={`plan-card${badges.length ? ' plan-card--badged' : ''}`} aria-labelledby={headingId}>
      <div className="plan-card__badges">
        {badges.map((badge) => (
          <span key={badge} className="plan-card__badge">
            {badge}
          </span>
        ))}
      </div>
      <h3 id={headingId} className="plan-card__name">
        {def.name}
      </h3>
      <p className="plan-card__price">
        <span className="plan-card__amount">{price.amount}</span>
        <span className="plan-card__per">/{price.per}</span>
        {price.vatNote ? <span className="plan-card__vat">{price.vatNote}</span> : null}
      </p>
      {price.saving ? (
        <p className="plan-card__saving">
          Save {price.saving.amount} ({price.saving.percent}%)
        </p>
      ) : null}
      <ul className="plan-card__features">
        {def.features.map((feature) =>
          feature.startsWith('✗') ? (
            <li key={feature} className="plan-card__feature plan-card__feature--missing">
              <s>
                <span className="visually-hidden">Not included: </span>
                {feature.slice(1).trim()}
              </s>
            </li>
          ) : (
            <li key={feature} className="plan-card__feature">
              {feature}
            </li>
          ),
        )}
      </ul>
      <div className="plan-card__action">{action}</div>
    </article>
  );
}
