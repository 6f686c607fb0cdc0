import { useMemo } from 'react';
import type { NutritionTotals } from '../../../../shared/domain/insights';
import { nutritionTargets } from '../../../../shared/domain/nutritionTargets';
import type { WeekMeals } from '../../../../shared/domain/planner/mealPlanEdit';
import type { RecipeFacts } from '../../../../shared/domain/planner/recipeFacts';
import { PLANNER_TEXTS } from '../../../../shared/domain/planner/texts';
import { dayLabel, isoDay } from '../../../../shared/domain/planner/week';
import { weekAnalytics } from '../../../../shared/domain/planner/weekAnalytics';
import type { FeatureAccess } from '../../../../shared/domain/plans';
import { useSettings } from '../../data';
import { UpsellPanel } from './UpsellPanel';

const T = PLANNER_TEXTS.analytics;

function Totals({ label, totals, note }: { label: string; totals: NutritionTotals; note?: string }) {
  const rows: [string, string][] = [
    ['Calories', `${Math.round(totals.calories)} kcal`],
    ['Protein', `${Math.round(totals.protein)} g`],
    ['Carbs', `${Math.round(totals.carbs)} g`],
    ['Fat', `${Math.round(totals.fat)} g`],
    ['Fiber', `${Math.round(totals.fiber)} g`],
    ['Sodium', `${Math.round(totals.sodium)} mg`],
  ];
  return (
    <div className="totals">
      <h3 className="totals__title">
        {label} {note ? <span className="muted">{note}</span> : null}
      </h3>
      <dl className="totals__list">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Week totals, daily averages, macros, the five insights and each day against the profile's targets (plan-gated). */
export function AnalyticsPanel({
  access,
  days,
  meals,
  recipes,
  onUpgrade,
}: {
  access: FeatureAccess;
  days: string[];
  meals: WeekMeals;
  recipes: ReadonlyMap<string, RecipeFacts>;
  onUpgrade(): void;
}) {
  const { settings } = useSettings();
  const analytics = useMemo(() => weekAnalytics(days, meals, recipes), [days, meals, recipes]);
  const targets = nutritionTargets(settings.personalProfile);
  if (!access.canUseNutritionAnalysis) return <UpsellPanel title={T.title} text={PLANNER_TEXTS.analyticsUpsell} onUpgrade={onUpgrade} />;
  const today = isoDay(new Date());
  return (
    <section className="card planner-panel" aria-labelledby="analytics-heading">
      <h2 id="analytics-heading" className="planner-panel__title">
        {T.title}
      </h2>
      {analytics.daysWithMeals === 0 ? (
        <div className="analytics-empty">
          <p className="analytics-empty__title">{PLANNER_TEXTS.noNutritionData}</p>
          <p className="muted">{T.emptyHint}</p>
        </div>
      ) : (
        <>
          <div className="analytics-grid">
            <Totals label={T.weekTotal} totals={analytics.week} />
            <Totals label={T.dailyAverage} totals={analytics.average} note={T.daysWithMeals(analytics.daysWithMeals)} />
            <div className="totals">
              <h3 className="totals__title">{T.macros}</h3>
              <div
                className="macro-bar"
                role="img"
                aria-label={`Protein ${analytics.macros.protein}%, carbs ${analytics.macros.carbs}%, fat ${analytics.macros.fat}%`}
              >
                <span className="macro-bar__protein" style={{ flexGrow: analytics.macros.protein }} />
                <span className="macro-bar__carbs" style={{ flexGrow: analytics.macros.carbs }} />
                <span className="macro-bar__fat" style={{ flexGrow: analytics.macros.fat }} />
              </div>
              <ul className="macro-legend">
                <li>
                  <span className="dot dot--protein" /> Protein {analytics.macros.protein}%
                </li>
                <li>
                  <span className="dot dot--carbs" /> Carbs {analytics.macros.carbs}%
                </li>
                <li>
                  <span className="dot dot--fat" /> Fat {analytics.macros.fat}%
                </li>
              </ul>
            </div>
          </div>
          <h3 className="totals__title">{T.insights}</h3>
          <ul className="insights">
            {analytics.insights.map((i) => (
              <li key={i.text} className={`insight insight--${i.type}`}>
                <span className="insight__type">{i.type}</span> {i.text}
              </li>
            ))}
          </ul>
          <h3 className="totals__title">{T.perDay}</h3>
          {targets ? (
            <div className="table-scroll">
              <table className="day-targets">
                <caption className="visually-hidden">{T.perDay}</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">Calories / {targets.calories}</th>
                    <th scope="col">Protein / {targets.protein} g</th>
                    <th scope="col">Carbs / {targets.carbohydrates} g</th>
                    <th scope="col">Fat / {targets.fat} g</th>
                  </tr>
                </thead>
                <tbody>
                  {analytics.days.map((d) => (
                    <tr key={d.date}>
                      <th scope="row">{dayLabel(d.date, today)}</th>
                      {d.totals ? (
                        <>
                          <td>{percentCell(d.totals.calories, targets.calories, 'kcal')}</td>
                          <td>{percentCell(d.totals.protein, targets.protein, 'g')}</td>
                          <td>{percentCell(d.totals.carbs, targets.carbohydrates, 'g')}</td>
                          <td>{percentCell(d.totals.fat, targets.fat, 'g')}</td>
                        </>
                      ) : (
                        <td colSpan={4} className="muted">
                          No meals
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="muted">{T.noTargets}</p>
          )}
          <p className="muted planner-panel__hint">
            Nutrition per serving: {T.sources(analytics.sources.recipe, analytics.sources.computed, analytics.sources.missing)}.
          </p>
        </>
      )}
    </section>
  );
}

function percentCell(value: number, target: number, unit: string): string {
  const pct = target > 0 ? Math.round((value / target) * 100) : 0;
  return `${Math.round(value)} ${unit} (${pct}%)`;
}
