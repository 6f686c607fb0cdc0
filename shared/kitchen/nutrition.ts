import { LIMITS } from '../domain/limits';
import type { Nutrition } from '../schemas/structuredRecipe';
import { FALLBACK_SODIUM_MG_PER_SERVING, fallbackProfile, GENERIC_UNIT_GRAMS, type KeywordProfile } from './fallbackNutrition';
import { entryForLine, findIngredient, type IngredientLookup } from './ingredients/lookup';
import { isIngredientHeading, type ParsedLine, parseIngredientLine } from './parse/ingredientLine';
import type { IngredientEntry } from './types';
import { ML_PER_CUP } from './unitData';
import { toGrams, unitDef } from './units';

export interface LineNutrition {
  line: string;
  /** Grams counted for the line (0 when it gives no amount, "salt to taste"). */
  grams: number;
  /** 'table': an ingredient table entry; 'fallback': a food-group keyword estimate; 'none': nothing known. */
  source: 'table' | 'fallback' | 'none';
  /** The table entry's name or the keyword group's. */
  matched: string | null;
  /** The line's whole contribution, unrounded. */
  nutrition: Nutrition;
}

export interface NutritionOfLines {
  perServing: Nutrition;
  /** Lines the ingredient table does not know, as given (they are estimated by keyword where possible). */
  unmatched: string[];
  lines: LineNutrition[];
}

const ZERO: Nutrition = { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 };

function scaled(per100g: Nutrition, grams: number): Nutrition {
  const f = grams / 100;
  return {
    calories: per100g.calories * f,
    protein: per100g.protein * f,
    carbohydrates: per100g.carbohydrates * f,
    fat: per100g.fat * f,
    fiber: per100g.fiber * f,
    sodium: per100g.sodium * f,
  };
}

function add(a: Nutrition, b: Nutrition): Nutrition {
  return {
    calories: a.calories + b.calories,
    protein: a.protein + b.protein,
    carbohydrates: a.carbohydrates + b.carbohydrates,
    fat: a.fat + b.fat,
    fiber: a.fiber + b.fiber,
    sodium: a.sodium + b.sodium,
  };
}

const round1 = (x: number): number => Math.round(x * 10) / 10;

/** Whole calories and milligrams of sodium; grams to one decimal. */
export function roundNutrition(n: Nutrition): Nutrition {
  return {
    calories: Math.round(n.calories),
    protein: round1(n.protein),
    carbohydrates: round1(n.carbohydrates),
    fat: round1(n.fat),
    fiber: round1(n.fiber),
    sodium: Math.round(n.sodium),
  };
}

/** Grams in a line when no table weight applies: mass directly, volume by the density given, counts by typical weights. */
function estimateGrams(parsed: ParsedLine, density: number, pieceGrams: number): number {
  if (parsed.quantity === null) return 0;
  const amount = parsed.quantityMax !== null ? (parsed.quantity + parsed.quantityMax) / 2 : parsed.quantity;
  const def = unitDef(parsed.unit);
  if (def?.kind === 'mass') return amount * (def.base ?? 0);
  if (def?.kind === 'volume') return amount * (def.base ?? 0) * density;
  if (parsed.size) {
    const size = unitDef(parsed.size.unit);
    if (size?.kind === 'mass') return amount * parsed.size.quantity * (size.base ?? 0);
    if (size?.kind === 'volume') return amount * parsed.size.quantity * (size.base ?? 0) * density;
  }
  if (!def || def.id === 'piece') return amount * pieceGrams;
  return amount * (GENERIC_UNIT_GRAMS[def.id] ?? pieceGrams);
}

function fromTable(parsed: ParsedLine, entry: IngredientEntry): number {
  if (parsed.quantity === null) return 0;
  const grams = toGrams(parsed, entry);
  if (grams !== undefined) return grams;
  // The table has no weight for this count unit: a typical one (a "bunch", a "handful") or 100 g a piece.
  const density = entry.unitWeights.cup ? entry.unitWeights.cup / ML_PER_CUP : 1;
  // "3 sage leaves": a counted herb weighs a leaf, not a 100 g piece.
  const leaf = /\bleaf|\bleaves\b/i.test(parsed.ingredient) ? entry.unitWeights.leaf : undefined;
  return estimateGrams(parsed, density, leaf ?? entry.unitWeights.piece ?? entry.unitWeights.leaf ?? 100);
}

function fromKeywords(parsed: ParsedLine, profile: KeywordProfile): number {
  return estimateGrams(parsed, profile.density, profile.pieceGrams);
}

export type { IngredientLookup } from './ingredients/lookup';

/**
 * Nutrition per serving of a recipe's ingredient lines: each line is parsed, found in the
 * ingredient table and weighed (toGrams), and grams × per-100 g values are summed, then divided by
 * the servings. Choices, documented here once:
 * - Lines with no quantity ("salt to taste", "oil for frying", "parsley to garnish") count zero:
 *   the amount is unknown and usually small, and a guess would look more precise than it is.
 * - A range ("2-3 cups") counts as its middle.
 * - Lines the table does not know are listed in `unmatched` and estimated by food-group keyword
 *   (fallbackNutrition.ts); lines with no keyword either add nothing.
 * - When no line at all matched the table and the keyword estimates give no sodium, sodium is the
 *   spec's default of 400 mg per serving.
 * - Sub-headings ("For the sauce:") and blank lines are skipped, not unmatched.
 * - Servings that are not a positive number count as the spec's default (4).
 * Rounded: whole kcal and mg of sodium, grams to one decimal.
 */
export function nutritionOfLines(lines: string[], servings: number, lookup: IngredientLookup = findIngredient): NutritionOfLines {
  const portions = Number.isFinite(servings) && servings > 0 ? servings : LIMITS.defaultServings;
  const details: LineNutrition[] = [];
  const unmatched: string[] = [];
  let total = ZERO;
  let matchedAny = false;
  let ingredientLines = 0;

  for (const line of lines) {
    if (typeof line !== 'string' || isIngredientHeading(line)) continue;
    ingredientLines += 1;
    const parsed = parseIngredientLine(line);
    const entry = entryForLine(line, parsed, lookup);
    let detail: LineNutrition;
    if (entry) {
      matchedAny = true;
      const grams = fromTable(parsed, entry);
      detail = { line, grams, source: 'table', matched: entry.name, nutrition: scaled(entry.per100g, grams) };
    } else {
      unmatched.push(line);
      const profile = fallbackProfile(parsed.ingredient || parsed.text);
      const grams = profile ? fromKeywords(parsed, profile) : 0;
      detail = profile
        ? { line, grams, source: 'fallback', matched: profile.group, nutrition: scaled(profile.per100g, grams) }
        : { line, grams: 0, source: 'none', matched: null, nutrition: { ...ZERO } };
    }
    details.push(detail);
    total = add(total, detail.nutrition);
  }

  const perServing = scaled(total, 100 / portions);
  if (ingredientLines > 0 && !matchedAny && perServing.sodium === 0) perServing.sodium = FALLBACK_SODIUM_MG_PER_SERVING;
  return { perServing: roundNutrition(perServing), unmatched, lines: details };
}
