import { CONVERTER_TEXTS } from '../../../../shared/domain/converterTexts';
import { planPrice, startingAtHint } from '../../../../shared/domain/planPrices';
import { Button } from '../../ui/Button';
import { useVisitorLocation } from '../billing/usePlanPrices';

/** Shown while the plan lacks some filters: what more plans unlock, the price in the visitor's currency, the upgrade action. */
export function PremiumPanel({ onUpgrade, listsUnlocked }: { onUpgrade(): void; listsUnlocked: boolean }) {
  const location = useVisitorLocation();
  const master = planPrice('master-chef', 'monthly', location);
  return (
    <aside className="converter-card premium-panel" aria-label={CONVERTER_TEXTS.premiumTitle}>
      <p className="premium-panel__title">
        <span aria-hidden="true">✨</span> {CONVERTER_TEXTS.premiumTitle}
      </p>
      <p className="muted">{listsUnlocked ? CONVERTER_TEXTS.premiumTextChef : CONVERTER_TEXTS.premiumText}</p>
      <p className="muted premium-panel__hint">
        {listsUnlocked ? CONVERTER_TEXTS.masterChefHint(master.amount, master.vatNote) : startingAtHint(location)}
      </p>
      <Button onClick={onUpgrade}>{CONVERTER_TEXTS.upgrade}</Button>
    </aside>
  );
}
