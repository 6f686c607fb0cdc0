import { SETTINGS_TEXTS } from '../../../../shared/domain/settingsTexts';
import { Button } from '../../ui/Button';

/** Shown where a plan lacks a right: what unlocks it, and the way there. */
export function PlanLock({ plan, onUpgrade }: { plan: string; onUpgrade(): void }) {
  return (
    <div className="plan-lock">
      <p>{SETTINGS_TEXTS.planLocked(plan)}</p>
      <Button size="sm" variant="secondary" onClick={onUpgrade}>
        {SETTINGS_TEXTS.upgrade}
      </Button>
    </div>
  );
}
