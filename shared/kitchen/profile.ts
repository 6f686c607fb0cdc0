import { bmi, bmiCategory, type NutritionTargets, nutritionTargets } from '../domain/nutritionTargets';
import type { ProfileContext } from '../schemas/generate';
import type { HealthGoal, SettingsDoc } from '../schemas/settings';
import type { StructuredRecipe } from '../schemas/structuredRecipe';
import { lineMatchesAvoid } from './filters/avoidTerms';
import { analyseLine } from './filters/lineTags';

type ProfileSections = Required<
  Pick<StructuredRecipe, 'profileMatchExplanation' | 'healthGoalsAlignment' | 'personalizedFeatures' | 'healthInsights'>
>;

export const GOAL_LABELS: Record<HealthGoal['type'], string> = {
  weight_loss: 'Weight loss',
  weight_gain: 'Weight gain',
  muscle_gain: 'Muscle gain',
  performance: 'Performance',
  lifestyle: 'Lifestyle',
  custom: 'Custom goal',
};

function goalText(goal: HealthGoal): string {
  const target = goal.targetValue !== undefined ? ` (target ${goal.targetValue}${goal.unit ? ` ${goal.unit}` : ''})` : '';
  const description = goal.description.trim();
  return `${GOAL_LABELS[goal.type]}${description ? `: ${description}` : ''}${target}`;
}

/** The profileContext of a generation request, built from the user's settings (BMI and targets computed here). */
export function profileContextFromSettings(settings: SettingsDoc): ProfileContext {
  const p = settings.personalProfile;
  const value = bmi(p);
  return {
    demographics: { age: p.age, gender: p.gender },
    physicalMetrics: {
      height: p.height,
      heightUnit: p.heightUnit,
      weight: p.weight,
      weightUnit: p.weightUnit,
      bmi: value,
      activityLevel: p.activityLevel,
    },
    healthInformation: { allergies: [...p.allergies], medicalConditions: [...p.medicalConditions], medications: [...p.medications] },
    lifestylePreferences: {
      cookingSkillLevel: p.cookingSkillLevel,
      timeAvailableForCooking: p.timeAvailableForCooking,
      budgetPreference: p.budgetPreference,
    },
    activeHealthGoals: p.healthGoals.filter((g) => g.isActive),
    dietaryRestrictions: [...settings.defaultDietaryFilters],
    religiousRequirements: [...settings.religiousRequirements],
    nutritionalTargets: nutritionTargets(p),
  };
}

/** One text per active goal (spec §7 goalPrompts). */
export function goalPromptsFromSettings(settings: SettingsDoc): string[] {
  return settings.personalProfile.healthGoals.filter((g) => g.isActive).map(goalText);
}

/** Minutes in a time text such as "1 hour 20 minutes", "45 min", "1.5 h"; undefined when none. */
export function minutesIn(text: string | undefined): number | undefined {
  if (!text) return undefined;
  let total = 0;
  let found = false;
  for (const m of text.toLowerCase().matchAll(/(\d+(?:\.\d+)?)\s*(hours?|hrs?|h\b|minutes?|mins?|m\b)?/g)) {
    const value = Number(m[1]);
    const unit = m[2] ?? 'min';
    total += unit.startsWith('h') ? value * 60 : value;
    found = true;
  }
  return found ? Math.round(total) : undefined;
}

const round = (n: number) => Math.round(n);
const share = (part: number, whole: number) => (whole > 0 ? `${round((part / whole) * 100)}%` : '0%');

function targetsSentence(n: StructuredRecipe['nutrition'], t: NutritionTargets | undefined): string {
  if (!t) {
    return `One serving gives ${round(n.calories)} kcal, ${round(n.protein)} g protein, ${round(n.carbohydrates)} g carbohydrates and ${round(n.fat)} g fat. Add age, height and weight in Settings to see daily targets.`;
  }
  return (
    `One serving gives ${round(n.calories)} kcal (${share(n.calories, t.calories)} of your ${t.calories} kcal daily target), ` +
    `${round(n.protein)} g protein (${share(n.protein, t.protein)} of ${t.protein} g), ` +
    `${round(n.carbohydrates)} g carbohydrates (${share(n.carbohydrates, t.carbohydrates)} of ${t.carbohydrates} g) ` +
    `and ${round(n.fat)} g fat (${share(n.fat, t.fat)} of ${t.fat} g).`
  );
}

/** Whether one serving supports the goal; lifestyle and custom goals are the user's own words and always listed. */
function servingSupports(goal: HealthGoal, n: StructuredRecipe['nutrition'], t: NutritionTargets | undefined): boolean {
  switch (goal.type) {
    case 'weight_loss':
      return n.calories <= (t ? t.calories * 0.35 : 600);
    case 'weight_gain':
      return n.calories >= (t ? t.calories * 0.25 : 500);
    case 'muscle_gain':
      return n.protein >= (t ? t.protein * 0.2 : 25);
    case 'performance':
      return n.carbohydrates >= 40;
    default:
      return true;
  }
}

function progressSentence(goal: HealthGoal, n: StructuredRecipe['nutrition'], t: NutritionTargets | undefined, fits: boolean): string {
  const label = GOAL_LABELS[goal.type];
  switch (goal.type) {
    case 'weight_loss':
      return fits
        ? `${label}: at ${round(n.calories)} kcal a serving leaves room in a reduced-calorie day${t ? ` of ${t.calories} kcal (300 kcal below maintenance)` : ''}.`
        : `${label}: at ${round(n.calories)} kcal a serving is a large share of a reduced-calorie day; a smaller portion fits better.`;
    case 'weight_gain':
      return `${label}: ${round(n.calories)} kcal a serving${t ? ` toward a ${t.calories} kcal day (300 kcal above maintenance)` : ''}${fits ? '' : '; add a side or a second portion'}.`;
    case 'muscle_gain':
      return `${label}: ${round(n.protein)} g protein a serving${t ? ` toward ${t.protein} g a day (1.6 g per kg)` : ''}${fits ? '' : '; pair it with a protein-rich side'}.`;
    case 'performance':
      return `${label}: ${round(n.carbohydrates)} g carbohydrates a serving for energy${fits ? '' : '; add a starchy side before training'}.`;
    default:
      return `${goalText(goal)}.`;
  }
}

function conditionSentence(condition: string, recipe: StructuredRecipe): string {
  const n = recipe.nutrition;
  const c = condition.toLowerCase();
  if (c.includes('diabet')) return `${condition}: ${round(n.carbohydrates)} g carbohydrates and ${round(n.fiber)} g fiber per serving.`;
  if (c.includes('heart') || c.includes('hypertension') || c.includes('blood pressure')) {
    return `${condition}: ${round(n.sodium)} mg sodium and ${round(n.fat)} g fat per serving.`;
  }
  if (c.includes('celiac') || c.includes('coeliac')) {
    const checked = recipe.compliance?.compliant === true && recipe.compliance.filters.includes('Gluten-Free');
    return checked
      ? `${condition}: checked against the Gluten-Free rules with no gluten ingredient left.`
      : `${condition}: this recipe was not checked for gluten; choose the Gluten-Free filter.`;
  }
  if (c.includes('kidney')) return `${condition}: ${round(n.sodium)} mg sodium and ${round(n.protein)} g protein per serving.`;
  return `${condition}: no built-in rule; per serving ${round(n.calories)} kcal, ${round(n.sodium)} mg sodium.`;
}

/**
 * One line per allergy, matched the way compliance matches the avoid list (by food group and name, so "Eggs"
 * is not found in eggplant and "Shellfish" is found in shrimp). Absence is claimed only when every
 * ingredient line was recognised.
 */
function allergyLines(recipe: StructuredRecipe, allergies: readonly string[]): string[] {
  const lines = recipe.ingredients.filter((l) => l.trim() !== '').map(analyseLine);
  const out: string[] = [];
  for (const s of recipe.substitutions ?? []) {
    const original = analyseLine(s.original);
    const forAllergy = allergies.some((a) => lineMatchesAvoid(original, a));
    if (forAllergy || /Nut-Free|Dairy-Free|Gluten-Free|Avoid list/.test(s.reason))
      out.push(`${s.original} → ${s.replacement} (${s.reason})`);
  }
  const unsure = lines.some((line) => !line.heading && !line.identified);
  for (const allergy of allergies) {
    const named = lines.some((line) => lineMatchesAvoid(line, allergy));
    // Swapped out above: said as what happened, not as if it had never been there.
    const swapped = (recipe.substitutions ?? []).some((s) => lineMatchesAvoid(analyseLine(s.original), allergy));
    out.push(
      named
        ? `${allergy}: named in the ingredient list — check before cooking.`
        : unsure
          ? `${allergy}: not found, but some ingredients were not recognised — check their labels before cooking.`
          : swapped
            ? `${allergy}: swapped out above; none is left in the ingredient list.`
            : `${allergy}: not in the ingredient list.`,
    );
  }
  return out.slice(0, 40);
}

function timeSentence(recipe: StructuredRecipe, available: string | undefined): string {
  const total = minutesIn(recipe.totalTime);
  // Only the times the recipe states: an unknown prep time is left out, not written as "prep ,".
  const parts = [
    recipe.prepTime.trim() && `prep ${recipe.prepTime.trim()}`,
    recipe.cookTime.trim() && `cook ${recipe.cookTime.trim()}`,
  ].filter(Boolean);
  const stated = recipe.totalTime.trim();
  const base = stated
    ? `Total time ${stated}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}.`
    : parts.length > 0
      ? `Time: ${parts.join(', ')}.`
      : 'The recipe does not say how long it takes.';
  const limit = minutesIn(available);
  if (total === undefined || limit === undefined) return base;
  return total <= limit
    ? `${base} Fits within your ${available} for cooking.`
    : `${base} Longer than your ${available}; the prep can be done ahead.`;
}

/**
 * The profile sections of the structured recipe (spec §3), as plain facts from the profile and the
 * recipe's own numbers. Deterministic: the same recipe and profile give the same text.
 */
export function profileSections(recipe: StructuredRecipe, ctx: ProfileContext, healthConditions: readonly string[] = []): ProfileSections {
  const n = recipe.nutrition;
  const targets =
    ctx.nutritionalTargets ?? nutritionTargets({ ...ctx.demographics, ...ctx.physicalMetrics, healthGoals: ctx.activeHealthGoals });
  const goals = ctx.activeHealthGoals.filter((g) => g.isActive);
  const allergies = ctx.healthInformation.allergies;

  const match: string[] = [];
  const checked = recipe.compliance?.filters ?? recipe.dietaryRequirements;
  if (checked.length > 0) match.push(`Checked against ${checked.join(', ')}${recipe.compliance?.compliant ? ' with no violations' : ''}.`);
  if (ctx.dietaryRestrictions.length > 0) match.push(`Your dietary restrictions: ${ctx.dietaryRestrictions.join(', ')}.`);
  if (ctx.religiousRequirements.length > 0) match.push(`Religious requirements applied: ${ctx.religiousRequirements.join(', ')}.`);
  if (allergies.length > 0) match.push(`Your allergies (${allergies.join(', ')}) were treated as ingredients to avoid.`);
  if (goals.length > 0) match.push(`Active goals: ${goals.map((g) => GOAL_LABELS[g.type]).join(', ')}.`);
  if (match.length === 0) match.push('No profile details beyond the chosen filters were given.');

  const supported = goals.map((g) => ({ goal: g, fits: servingSupports(g, n, targets) }));
  const value = ctx.physicalMetrics.bmi ?? bmi(ctx.physicalMetrics);
  const skill = ctx.lifestylePreferences.cookingSkillLevel;
  const budget = ctx.lifestylePreferences.budgetPreference;
  const conditions = [...new Set([...ctx.healthInformation.medicalConditions, ...healthConditions])];

  return {
    profileMatchExplanation: match.join(' '),
    healthGoalsAlignment: {
      matchingGoals: supported.filter((s) => s.fits).map((s) => goalText(s.goal)),
      nutritionalTargets: targetsSentence(n, targets),
      progressSupport:
        goals.length > 0 ? supported.map((s) => progressSentence(s.goal, n, targets, s.fits)).join(' ') : 'No active health goals.',
    },
    personalizedFeatures: {
      skillLevelAdaptation: `${recipe.instructions.length} steps and ${recipe.ingredients.length} ingredients${skill ? ` for a ${skill.toLowerCase()} cook` : ''}.`,
      timeOptimization: timeSentence(recipe, ctx.lifestylePreferences.timeAvailableForCooking),
      budgetConsiderations: `${recipe.ingredients.length} ingredients, ${recipe.substitutions?.length ?? 0} of them substitutions${budget ? `; budget preference: ${budget}` : ''}.`,
    },
    healthInsights: {
      bmiConsiderations:
        value !== undefined
          ? `Your BMI of ${value} is in the ${bmiCategory(value)} range; one serving is ${round(n.calories)} kcal.`
          : 'No height and weight in your profile, so BMI is not considered.',
      medicalConditionSupport: conditions.slice(0, 20).map((c) => conditionSentence(c, recipe)),
      allergyAlternatives: allergyLines(recipe, allergies),
    },
  };
}
