import { useState } from 'react';
import { nutritionTargets } from '../../../../shared/domain/nutritionTargets';
import { generateWeek } from '../../../../shared/domain/planner/generateWeek';
import { GENERATION_STYLES, type GenerationStyle } from '../../../../shared/domain/planner/generationStyles';
import { isWeekEmpty } from '../../../../shared/domain/planner/mealPlanEdit';
import type { RecipeFacts } from '../../../../shared/domain/planner/recipeFacts';
import { PLANNER_TEXTS } from '../../../../shared/domain/planner/texts';
import type { FeatureAccess } from '../../../../shared/domain/plans';
import { useSettings } from '../../data';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/Toast';
import { UpsellPanel } from './UpsellPanel';
import type { WeekPlan } from './useWeekPlan';

const T = PLANNER_TEXTS.generation;

/** Let "Generating..." paint before the (synchronous) generation runs. */
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The allergy check reads the kitchen's knowledge: its entry installs the Open Food Facts lexicon (ODbL, see
 * NOTICE), loaded on first use as the converter loads it, so "æg" or "Sellerie" on the profile resolve on the device.
 */
const installKitchenKnowledge = () => import('../../../../shared/kitchen/index');

function toggle(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Generate a week (plan-gated, spec §5/§6) and Clear, with the options the user's settings allow. */
export function GenerationPanel({
  access,
  days,
  plan,
  recipes,
  onUpgrade,
}: {
  access: FeatureAccess;
  days: string[];
  plan: WeekPlan;
  recipes: RecipeFacts[];
  onUpgrade(): void;
}) {
  const toast = useToast();
  const { settings } = useSettings();
  const [style, setStyle] = useState<GenerationStyle>('balanced');
  const [conditions, setConditions] = useState<string[]>([]);
  const [diets, setDiets] = useState<string[]>([]);
  const [aim, setAim] = useState(false);
  const [busy, setBusy] = useState<'generating' | 'clearing' | null>(null);
  /** The variant last generated: Generate Week gives the inputs' own plan (0), Another Plan the next one. */
  const [lastVariant, setLastVariant] = useState<number | null>(null);
  const targets = nutritionTargets(settings.personalProfile);
  const healthOptions = access.canUseHealthConditions ? settings.healthConditions : [];
  const dietOptions = settings.defaultDietaryFilters;

  if (!access.canGenerateWeeklyMenu) {
    return <UpsellPanel title={T.title} text={PLANNER_TEXTS.generateUpsell} onUpgrade={onUpgrade} />;
  }

  const generate = async (variant: number) => {
    setBusy('generating');
    await nextFrame();
    try {
      await installKitchenKnowledge();
      const result = generateWeek(recipes, {
        style,
        days,
        variant,
        allergies: settings.personalProfile.allergies,
        religiousRequirements: settings.religiousRequirements,
        healthConditions: conditions.filter((c) => healthOptions.includes(c)),
        dietaryFilters: diets.filter((d) => dietOptions.includes(d)),
        ...(aim && targets ? { dailyCalories: targets.calories } : {}),
      });
      if (!result.ok) {
        toast({ title: result.title, description: result.description, tone: 'warning' });
        return;
      }
      plan.edit(() => result.meals);
      setLastVariant(variant);
      toast({ title: PLANNER_TEXTS.weeklyPlanGenerated, tone: 'success' });
    } catch {
      toast({ ...PLANNER_TEXTS.generationFailed, tone: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const clear = async () => {
    if (isWeekEmpty(plan.meals)) {
      toast({ ...PLANNER_TEXTS.nothingToClear, tone: 'info' });
      return;
    }
    setBusy('clearing');
    await nextFrame();
    try {
      plan.edit(() => ({}));
      toast({ title: PLANNER_TEXTS.calendarCleared, tone: 'success' });
    } catch {
      toast({ ...PLANNER_TEXTS.clearFailed, tone: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card planner-panel" aria-labelledby="generator-heading">
      <h2 id="generator-heading" className="planner-panel__title">
        {T.title}
      </h2>
      <div className="generator">
        <div className="generator__field">
          <label htmlFor="generator-style">{T.style}</label>
          <select id="generator-style" value={style} onChange={(e) => setStyle(e.target.value as GenerationStyle)}>
            {Object.entries(GENERATION_STYLES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {healthOptions.length > 0 ? (
          <fieldset className="generator__options">
            <legend>{T.healthConditions}</legend>
            {healthOptions.map((c) => (
              <label key={c} className="check">
                <input type="checkbox" checked={conditions.includes(c)} onChange={() => setConditions((l) => toggle(l, c))} /> {c}
              </label>
            ))}
          </fieldset>
        ) : null}
        {dietOptions.length > 0 ? (
          <fieldset className="generator__options">
            <legend>{T.dietaryPreferences}</legend>
            {dietOptions.map((d) => (
              <label key={d} className="check">
                <input type="checkbox" checked={diets.includes(d)} onChange={() => setDiets((l) => toggle(l, d))} /> {d}
              </label>
            ))}
          </fieldset>
        ) : null}
        {targets ? (
          <label className="check">
            <input type="checkbox" checked={aim} onChange={() => setAim((v) => !v)} /> {T.calorieTarget(targets.calories)}
          </label>
        ) : null}
      </div>
      {healthOptions.length === 0 && dietOptions.length === 0 ? (
        <p className="muted planner-panel__hint">{PLANNER_TEXTS.setProfileForOptions}</p>
      ) : null}
      <p className="muted planner-panel__hint">
        {T.alwaysRespected} {T.replaces}
      </p>
      {recipes.length === 0 ? <p className="planner-panel__hint">{PLANNER_TEXTS.saveRecipesFirst}</p> : null}
      <div className="planner-panel__actions">
        <Button onClick={() => void generate(0)} disabled={busy !== null || recipes.length === 0} busy={busy === 'generating'}>
          {busy === 'generating' ? PLANNER_TEXTS.generating : PLANNER_TEXTS.generate}
        </Button>
        {lastVariant !== null ? (
          <Button variant="secondary" onClick={() => void generate(lastVariant + 1)} disabled={busy !== null}>
            {T.another}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => void clear()}
          disabled={busy !== null || isWeekEmpty(plan.meals)}
          busy={busy === 'clearing'}
        >
          {busy === 'clearing' ? PLANNER_TEXTS.clearing : PLANNER_TEXTS.clear}
        </Button>
      </div>
    </section>
  );
}
