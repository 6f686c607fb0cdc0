import type { RestorableCollection } from '../../../../shared/backup/backupFormat';
import { type RestorePlan, restoreSummary } from '../../../../shared/backup/restorePlan';

const NAMES: Record<RestorableCollection, [string, string]> = {
  recipes: ['recipe', 'recipes'],
  mealPlans: ['meal plan week', 'meal plan weeks'],
  settings: ['settings', 'settings'],
  shoppingChecks: ['shopping list', 'shopping lists'],
  notifications: ['notification', 'notifications'],
  recipeCollections: ['collection', 'collections'],
};
const count = (n: number, c: RestorableCollection) => `${n} ${n === 1 ? NAMES[c][0] : NAMES[c][1]}`;

/** What a restore or import will do, before it does it. */
export function RestorePreview({ plan, extraProblems = [] }: { plan: RestorePlan; extraProblems?: { label: string; message: string }[] }) {
  const summary = restoreSummary(plan);
  const entries = Object.entries(summary) as [RestorableCollection, { add: number; change: number }][];
  const adds = entries.filter(([, v]) => v.add > 0).map(([c, v]) => count(v.add, c));
  const changes = entries.filter(([, v]) => v.change > 0).map(([c, v]) => count(v.change, c));
  const problems = [
    ...extraProblems,
    ...plan.problems.map((p) => ({ label: p.label || `${p.collection} #${p.index + 1}`, message: p.message })),
  ];
  return (
    <div className="restore-preview" data-testid="restore-preview">
      <ul className="plain-list">
        <li>Will add: {adds.length ? adds.join(', ') : 'nothing new'}</li>
        {changes.length ? <li>Will update: {changes.join(', ')}</li> : null}
        {plan.unchanged ? <li>Already stored, left as they are: {plan.unchanged}</li> : null}
        {plan.overLimit ? (
          <li className="form-error">
            {plan.overLimit} {plan.overLimit === 1 ? 'recipe does' : 'recipes do'} not fit your plan's recipe limit and will not be added.
          </li>
        ) : null}
      </ul>
      {problems.length > 0 ? (
        <details>
          <summary>
            {problems.length} {problems.length === 1 ? 'item' : 'items'} could not be read and will be skipped
          </summary>
          <ul className="import-report">
            {problems.slice(0, 100).map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id and never reorder
              <li key={i}>
                <strong>{p.label}</strong>: {p.message}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
