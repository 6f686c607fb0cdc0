import { NUTRITION_TARGET_RULES } from '../../domain/nutritionTargets';
import type { Nutrition } from '../../schemas/structuredRecipe';
import { ingredientWords } from '../ingredients/normalise';
import { resolveFood } from '../resolve/resolveFood';
import { listText } from './explain';
import type { AnalysedLine } from './lineTags';
import { FILTER_THRESHOLDS } from './thresholds';
import type { FilterRule, Guidance } from './types';

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/** The macro split per serving, with a nudge when a share falls outside the Macro-Friendly bounds. */
function macroTip(n: Nutrition): string {
  const k = NUTRITION_TARGET_RULES.kcalPerGram;
  const kcal = { protein: n.protein * k.protein, carbohydrates: n.carbohydrates * k.carbohydrates, fat: n.fat * k.fat };
  const total = kcal.protein + kcal.carbohydrates + kcal.fat;
  const shares = {
    protein: total ? kcal.protein / total : 0,
    carbohydrates: total ? kcal.carbohydrates / total : 0,
    fat: total ? kcal.fat / total : 0,
  };
  const bounds = FILTER_THRESHOLDS.macroShare;
  const nudges: string[] = [];
  if (shares.protein < bounds.protein[0]) nudges.push('add a lean protein');
  if (shares.carbohydrates > bounds.carbohydrates[1]) nudges.push('trim the starch');
  if (shares.fat > bounds.fat[1]) nudges.push('use less oil or fat');
  const split = `${Math.round(n.protein)} g protein (${percent(kcal.protein, total)}%), ${Math.round(n.carbohydrates)} g carbohydrates (${percent(kcal.carbohydrates, total)}%), ${Math.round(n.fat)} g fat (${percent(kcal.fat, total)}%)`;
  return `Macro-Friendly: per serving ${split}${nudges.length ? `; to balance it, ${nudges.join(' and ')}` : ''}.`;
}

/** The words each line's food goes by: as written, its table entry, and the knowledge's name for it. */
function foodWordsOf(lines: readonly AnalysedLine[]): string[] {
  return lines
    .filter((l) => !l.heading)
    .map((l) => {
      const food = l.parsed.ingredient || l.line;
      const names = [food, l.entry?.name ?? '', resolveFood(food)?.name ?? ''];
      return ` ${names.map((n) => ingredientWords(n).join(' ')).join(' | ')} `;
    });
}

/** A guidance tip as the recipe needs it: a tip about foods only when the recipe has some, naming those it has. */
function said(guidance: Guidance, lines: readonly string[]): string | undefined {
  if (typeof guidance === 'string') return guidance;
  const has = guidance.foods.filter((food) => {
    const words = ` ${ingredientWords(food).join(' ')} `;
    return lines.some((line) => line.includes(words));
  });
  if (has.length === 0) return undefined;
  return guidance.say.split('{foods}').join(listText(has));
}

/** Guidance of every active filter, nutrition-based tips, and label checks for ingredients the engine could not identify. */
export function filterTips(rules: readonly FilterRule[], lines: readonly AnalysedLine[], perServing: Nutrition): string[] {
  const tips: string[] = [];
  const foods = foodWordsOf(lines);
  for (const rule of rules)
    for (const guidance of rule.guidance) {
      const tip = said(guidance, foods);
      if (tip !== undefined) tips.push(tip);
    }
  const names = new Set(rules.map((r) => r.name));
  if (names.has('Intermittent-Fasting')) {
    tips.push(
      `Intermittent-Fasting: about ${Math.round(perServing.calories)} kcal per serving; plan it as one meal of your eating window.`,
    );
  }
  if (names.has('Macro-Friendly')) tips.push(macroTip(perServing));
  const allergenFilters = rules.filter((r) => r.allergen).map((r) => r.name);
  if (allergenFilters.length > 0) {
    for (const line of lines) {
      if (!line.identified) tips.push(`Could not identify "${line.line}": check its label is ${allergenFilters.join(', ')}.`);
    }
  }
  return tips;
}
