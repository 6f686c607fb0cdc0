import { PLANNER_TEXTS } from '../../../../shared/domain/planner/texts';
import { Button } from '../../ui/Button';

/** A plan-gated panel for users without the right (spec §6): what it is and the Master Chef upgrade. */
export function UpsellPanel({ title, text, onUpgrade }: { title: string; text: string; onUpgrade(): void }) {
  const id = `upsell-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="card planner-panel planner-panel--upsell" aria-labelledby={id}>
      <h2 id={id} className="planner-panel__title">
        {title} <span className="plan-chip">Master Chef</span>
      </h2>
      <p className="muted">{text}</p>
      <Button variant="secondary" size="sm" onClick={onUpgrade}>
        {PLANNER_TEXTS.upgradeToMasterChef}
      </Button>
    </section>
  );
}
