import { CONVERTER_TEXTS } from '../../../../shared/domain/converterTexts';
import { Button } from '../../ui/Button';

/** Shown while the plan lacks some filters: what more plans unlock, with the upgrade action. */
export function PremiumPanel({ onUpgrade, listsUnlocked }: { onUpgrade(): void; listsUnlocked: boolean }) {
  return (
    <aside className="converter-card premium-panel" aria-label={CONVERTER_TEXTS.premiumTitle}>
      <p className="premium-panel__title">
        <span aria-hidden="true">✨</span> {CONVERTER_TEXTS.premiumTitle}
      </p>
      <p className="muted">{listsUnlocked ? CONVERTER_TEXTS.premiumTextChef : CONVERTER_TEXTS.premiumText}</p>
      <p className="muted premium-panel__hint">{CONVERTER_TEXTS.premiumHint}</p>
      <Button onClick={onUpgrade}>{CONVERTER_TEXTS.upgrade}</Button>
    </aside>
  );
}
