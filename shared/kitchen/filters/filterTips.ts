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

/** Each line's food as the list writes it, with the words it goes by: as written, its table entry, the knowledge's name. */
function foodWordsOf(lines: readonly AnalysedLine[]): { written: string; words: string }[] {
  return lines
    .filter((l) => !l.heading)
    .map((l) => {
      const food = l.parsed.ingredient || l.line;
      const names = [food, l.entry?.name ?? '', resolveFood(food)?.name ?? ''];
      return { written: food.trim(), words: ` ${names.map((n) => ingredientWords(n).join(' ')).join(' | ')} ` };
    });
}

/**
 * A guidance tip as the recipe needs it: a tip about foods only when the recipe has some, naming those it has; a label
 * tip names them as the list writes them ("vegetarian hard cheese", which the knowledge reads as a parmesan, is never
 * called "parmesan").
 */
function said(guidance: Guidance, lines: readonly { written: string; words: string }[]): string | undefined {
  if (typeof guidance === 'string') return guidance;
  const wanted = guidance.foods.map((food) => ` ${ingredientWords(food).join(' ')} `);
  const holding = lines.filter((line) => wanted.some((words) => line.words.includes(words)));
  const has = guidance.asWritten
    ? [...new Set(holding.map((l) => l.written))]
    : guidance.foods.filter((_food, i) => lines.some((line) => line.words.includes(wanted[i] as string)));
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
