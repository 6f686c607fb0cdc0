import { BILLING_TEXTS, type BillingPeriod } from '../../../../shared/domain/billing';

/** Monthly / Yearly (Save 20%) as a two-option radio group. */
export function BillingPeriodToggle({ period, onChange }: { period: BillingPeriod; onChange(period: BillingPeriod): void }) {
  return (
    <div className="period-toggle" role="radiogroup" aria-label="Billing period">
      {(['monthly', 'yearly'] as const).map((value) => (
        // biome-ignore lint/a11y/useSemanticElements: a segmented control; role=radio with aria-checked is the ARIA pattern for it
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={period === value}
          className={`period-toggle__option${period === value ? ' period-toggle__option--on' : ''}`}
          onClick={() => onChange(value)}
        >
          {value === 'monthly' ? BILLING_TEXTS.monthly : BILLING_TEXTS.yearly}
          {value === 'yearly' ? <span className="period-toggle__save">{BILLING_TEXTS.save}</span> : null}
        </button>
      ))}
    </div>
  );
}
