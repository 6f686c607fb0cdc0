import type { Substitution } from '../../schemas/structuredRecipe';
import { foodOfLine } from '../choose/index';
import { limitBasis, limitValue } from '../compliance';
import { nutritionOfLines } from '../nutrition';
import type { StepSwap } from '../rewrite/index';
import { scaleLine } from '../scale';
import { chooseSubstitute, shortName } from './chooseSubstitute';
import { type AnalysedLine, analyseLine } from './lineTags';
import { qualifiedLookup } from './qualifiedLookup';
import { rewriteLine } from './rewriteLine';
import type { FilterRule, NutrientLimit } from './types';

/** An amount rule's swap as the method reads it (no filter's tag: the food is swapped for its amount, not its kind). */
function swapOf(line: AnalysedLine, substitute: string): StepSwap {
  return { food: foodOfLine(line.line, line.parsed.ingredient), ...(line.entry ? { entry: line.entry.name } : {}), substitute, tags: [] };
}

/** Per serving, in mg. */
const SALTY_LINE_MG = 150;
/** Index of the move that leaves the salt out, in `reduceSodium`. */
const SALT_LEFT_OUT = 2;
const SPOONS = new Set(['tsp', 'tbsp', 'pinch', 'dash']);
const SALT = /\b(?:salt|sea salt|kosher salt|table salt|flaky salt)\b/;
const NOT_SALT = /\b(?:salt-free|unsalted|salted|low-sodium)\b/;

export interface SodiumFix {
  lines: AnalysedLine[];
  tips: string[];
  substitutions: Substitution[];
  swaps: StepSwap[];
}

function sodiumOf(lines: readonly AnalysedLine[], servings: number): number {
  return nutritionOfLines(
    lines.filter((l) => !l.heading).map((l) => l.line),
    servings,
    qualifiedLookup,
  ).perServing.sodium;
}

function isSalt(line: AnalysedLine): boolean {
  const text = (line.parsed.ingredient || line.line).toLowerCase();
  return !line.heading && SALT.test(text) && !NOT_SALT.test(text);
}

/**
 * Meets a per-serving sodium ceiling by the cook's usual moves, one at a time until it holds: halve the salt,
 * use low-sodium versions of salty products (stock, soy sauce), then leave the salt out for pepper and herbs.
 */
export function reduceSodium(start: readonly AnalysedLine[], servings: number, rules: readonly FilterRule[]): SodiumFix {
  const ceilings = rules.flatMap((rule) =>
    (rule.limits ?? []).filter((l) => l.nutrient === 'sodium' && l.max !== undefined).map((l) => ({ rule, max: l.max ?? 0 })),
  );
  const fix: SodiumFix = { lines: [...start], tips: [], substitutions: [], swaps: [] };
  if (ceilings.length === 0) return fix;
  const max = Math.min(...ceilings.map((c) => c.max));
  const names = [...new Set(ceilings.map((c) => c.rule.name))].join(', ');
  const over = () => sodiumOf(fix.lines, servings) > max;
  if (!over()) return fix;

  // A line that brings more than this much sodium per serving is worth a low-sodium version or less of it.
  const salty = (line: AnalysedLine) => !isSalt(line) && !line.heading && limitBasis([line], servings).perServing.sodium > SALTY_LINE_MG;
  const lowSodium = /\b(?:low-sodium|reduced-sodium|no-salt-added)\b/i;
  const moves: ((line: AnalysedLine) => string | undefined)[] = [
    (line) => (isSalt(line) && line.parsed.quantity !== null ? rewriteLine(line, { name: line.parsed.ingredient, ratio: 0.5 }) : undefined),
    (line) => (salty(line) && !lowSodium.test(line.line) ? rewriteLine(line, { name: (o) => `low-sodium ${o}` }) : undefined),
    (line) => (isSalt(line) ? 'black pepper and chopped fresh herbs, to taste' : undefined),
    // Only seasonings measured by the spoon are halved (fish sauce, miso), never a main ingredient.
    (line) =>
      salty(line) && SPOONS.has(line.parsed.unit ?? '') ? rewriteLine(line, { name: line.parsed.ingredient, ratio: 0.5 }) : undefined,
  ];
  const reasons = [
    `${names}: halved the salt`,
    `${names}: low-sodium version`,
    `${names}: salt left out, season with pepper, herbs and lemon`,
    `${names}: used half of a salty seasoning`,
  ];
  moves.forEach((move, i) => {
    if (!over()) return;
    fix.lines = fix.lines.map((line) => {
      const replaced = move(line);
      if (replaced === undefined || replaced === line.line) return line;
      fix.substitutions.push({ original: line.line, replacement: replaced, reason: reasons[i] ?? names });
      fix.tips.push(`${reasons[i] ?? names} (${line.parsed.ingredient || line.line}).`);
      // With the salt gone, "season with the salt" becomes "season with pepper and herbs".
      if (i === SALT_LEFT_OUT) fix.swaps.push(swapOf(line, 'pepper and herbs'));
      return analyseLine(replaced);
    });
  });
  return fix;
}

/** Why an amount rule still fails, naming the line that contributes most. */
export function explainLimit(limit: NutrientLimit, lines: readonly AnalysedLine[], servings: number): string {
  let top: { line: string; value: number } | undefined;
  for (const line of lines) {
    if (line.heading) continue;
    const value = limitValue(limit, limitBasis([line], servings));
    if (!top || value > top.value) top = { line: line.line, value };
  }
  return top && top.value > 0 ? `most comes from "${top.line}"` : 'no single ingredient stands out';
}

/** A stand-in rule for "fewer carbohydrates": used to pick low-carb swaps when a carb ceiling is still broken. */
const FEWER_CARBS: FilterRule = {
  name: 'carbohydrate ceiling',
  allergen: false,
  forbidden: [{ tags: ['high-carb', 'starchy'], rule: 'fewer carbohydrates' }],
  guidance: [],
};

export interface CarbFix {
  lines: AnalysedLine[];
  tips: string[];
  substitutions: Substitution[];
  swaps: StepSwap[];
}

/**
 * Meets a net-carb ceiling (Keto, Low-Carb, Diabetic-Friendly) by swapping the starchiest lines for low-carb
 * stand-ins (rice → cauliflower rice, pasta → zucchini noodles), biggest contributor first, until it holds.
 */
export function reduceCarbs(
  start: readonly AnalysedLine[],
  servings: number,
  rules: readonly FilterRule[],
  avoid: readonly string[],
): CarbFix {
  const fix: CarbFix = { lines: [...start], tips: [], substitutions: [], swaps: [] };
  const ceilings = rules.flatMap((rule) =>
    (rule.limits ?? []).filter((l) => l.netCarbs && l.max !== undefined).map((limit) => ({ rule, limit })),
  );
  if (ceilings.length === 0) return fix;
  const over = () => ceilings.some(({ limit }) => limitValue(limit, limitBasis(fix.lines, servings)) > (limit.max ?? 0));
  if (!over()) return fix;
  const names = [...new Set(ceilings.map((c) => c.rule.name))].join(', ');
  const byCarbs = fix.lines
    .map((line, index) => ({ index, carbs: limitBasis([line], servings).netCarbs }))
    .filter((x) => x.carbs > 0)
    .sort((a, b) => b.carbs - a.carbs);
  for (const { index } of byCarbs) {
    if (!over()) break;
    const line = fix.lines[index];
    if (!line || !(line.tags.has('high-carb') || line.tags.has('starchy'))) continue;
    const violation = { ingredient: line.line, rule: 'fewer carbohydrates', filter: FEWER_CARBS.name };
    const chosen = chooseSubstitute(line, [violation], [...rules, FEWER_CARBS], avoid, new Set());
    if (!chosen) continue;
    fix.lines[index] = chosen.line;
    fix.swaps.push(swapOf(line, shortName(chosen.name)));
    const original = line.parsed.ingredient || line.line;
    fix.substitutions.push({ original: line.line, replacement: chosen.line.line, reason: `${names}: fewer carbohydrates per serving` });
    fix.tips.push(`Swapped ${original} for ${chosen.name}: ${names} (fewer carbohydrates).`);
    if (chosen.note) fix.tips.push(chosen.note);
  }
  return fix;
}

/** The most a protein floor may grow the main protein ingredient by; beyond that the dish is another dish. */
const MAX_PROTEIN_SCALE = 2;

export interface ProteinFix {
  lines: AnalysedLine[];
  tips: string[];
  substitutions: Substitution[];
}

/**
 * Meets a per-serving protein floor (High-Protein) the way a cook would: more of the ingredient that already
 * brings the most protein, up to twice as much, in quarter steps.
 */
export function raiseProtein(start: readonly AnalysedLine[], servings: number, rules: readonly FilterRule[]): ProteinFix {
  const fix: ProteinFix = { lines: [...start], tips: [], substitutions: [] };
  const floors = rules.flatMap((rule) =>
    (rule.limits ?? []).filter((l) => l.nutrient === 'protein' && l.min !== undefined).map((limit) => ({ rule, min: limit.min ?? 0 })),
  );
  if (floors.length === 0) return fix;
  const min = Math.max(...floors.map((f) => f.min));
  const total = limitBasis(fix.lines, servings).perServing.protein;
  if (total >= min) return fix;
  let best: { index: number; protein: number } | undefined;
  fix.lines.forEach((line, index) => {
    if (line.heading || line.parsed.quantity === null) return;
    const protein = limitBasis([line], servings).perServing.protein;
    if (!best || protein > best.protein) best = { index, protein };
  });
  const main = best && fix.lines[best.index];
  if (!best || !main || best.protein <= 0) return fix;
  const needed = (min - (total - best.protein)) / best.protein;
  const factor = Math.ceil(needed * 4) / 4;
  if (factor > MAX_PROTEIN_SCALE) return fix;
  const scaled = scaleLine(main.line, factor);
  const names = [...new Set(floors.map((f) => f.rule.name))].join(', ');
  fix.lines[best.index] = analyseLine(scaled);
  fix.substitutions.push({ original: main.line, replacement: scaled, reason: `${names}: more protein per serving` });
  fix.tips.push(`Used more ${main.parsed.ingredient || main.line} (${scaled}): ${names}.`);
  return fix;
}
