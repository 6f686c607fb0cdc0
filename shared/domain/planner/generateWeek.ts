import { checkCompliance, resolveFilters, unverifiedLines } from '../../kitchen/compliance';
import type { PlannedRecipe } from '../../schemas/mealPlan';
import { LIMITS, MEAL_SLOTS, type MealSlot } from '../limits';
import { GENERATION_STYLES, type GenerationStyle, recipesForStyle } from './generationStyles';
import type { WeekMeals } from './mealPlanEdit';
import { fitsMealSlot } from './mealSlotKeywords';
import { type RecipeFacts, recipeNutrition } from './recipeFacts';
import { fitsHealthCondition, hasDietaryFilter } from './recipeList';
import { hashText, seededRandom } from './seededRandom';
import { PLANNER_TEXTS } from './texts';

export interface GenerateOptions {
  style: GenerationStyle;
  days: readonly string[];
  /** Always respected: a recipe with any of these is never placed. */
  allergies: readonly string[];
  /** Halal, Kosher…: always respected. */
  religiousRequirements: readonly string[];
  /** Chosen in the panel, only offered when set in Settings. */
  healthConditions: readonly string[];
  dietaryFilters: readonly string[];
  /** Daily kcal to aim for (e.g. the profile's target); picks lean toward it. */
  dailyCalories?: number;
  /**
   * Which of the plans these inputs allow: 0 is the plan the same inputs always give, 1, 2… the ones
   * "another plan" asks for. The random source is seeded from the inputs and this number.
   */
  variant?: number;
  /** Tests may pass their own random source instead of the seeded one. */
  random?: () => number;
  now?: string;
  newId?: () => string;
}

export type GenerateResult = { ok: true; meals: WeekMeals; used: number } | { ok: false; title: string; description: string };

/**
 * Spec §5 reads "non-premium generation uses a random 70 percent subset; premium uses all". Only Master
 * Chef and Enterprise can generate a week at all (canGenerateWeeklyMenu), and both are premium: every
 * generation uses the whole book, so the count a message shows is the user's real count.
 */
export const FALLBACK_POOL_SIZE = 20;
/** A recipe fills at most this many slots of one kind (breakfasts, lunches…) a week while others fit the slot. */
export const MAX_WEEKLY_USES_PER_SLOT = 2;
/** Share of the day's calories each meal aims for, when a calorie target is set. */
const SLOT_SHARE: Record<MealSlot, number> = { breakfast: 0.25, lunch: 0.35, dinner: 0.3, snacks: 0.1 };

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Allergies and religious requirements are never broken; health and dietary choices narrow the book further. */
export function eligibleRecipes(
  recipes: readonly RecipeFacts[],
  options: Pick<GenerateOptions, 'allergies' | 'religiousRequirements' | 'healthConditions' | 'dietaryFilters'>,
): RecipeFacts[] {
  const allergies = options.allergies.map((a) => a.trim()).filter(Boolean);
  const religious = resolveFilters(options.religiousRequirements).rules.map((r) => r.name);
  const dietary = options.dietaryFilters;
  return recipes.filter((r) => {
    if (!options.healthConditions.every((c) => fitsHealthCondition(r, c))) return false;
    const untagged = dietary.filter((d) => !hasDietaryFilter(r, d));
    const filters = [...religious, ...resolveFilters(untagged).rules.map((x) => x.name)];
    if (untagged.length > 0 && resolveFilters(untagged).unknown.length > 0) return false;
    if (allergies.length === 0 && filters.length === 0) return true;
    if (checkCompliance({ ingredients: r.ingredients, instructions: [], servings: r.servings }, { filters, avoid: allergies }).length > 0)
      return false;
    // Closed world for allergies, as on the converter's card: a line that may hold the allergen (a stock cube, a
    // brand) or that the knowledge cannot read is never placed as safe.
    return allergies.length === 0 || unverifiedLines(r.ingredients, [], allergies).length === 0;
  });
}

/**
 * A week of breakfast, lunch, dinner and a snack per day from the user's book (spec §5 and §9), with
 * more care than the spec asks: never the same recipe twice in one day, never the same recipe in the
 * same slot on consecutive days when the book allows, the least-used recipe first, and (optionally)
 * the day's calories kept near a target.
 */
export function generateWeek(recipes: readonly RecipeFacts[], options: GenerateOptions): GenerateResult {
  const newId = options.newId ?? (() => crypto.randomUUID());
  const now = options.now ?? new Date().toISOString();
  if (recipes.length === 0) return { ok: false, ...PLANNER_TEXTS.noRecipesAvailable };

  // The book in a fixed order, whatever order the store listed it in, so the same inputs give the same week.
  const book = eligibleRecipes(
    [...recipes].sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0)),
    options,
  );
  const random = options.random ?? seededRandom(generationSeed(book, options));
  const matching = recipesForStyle(book, options.style);
  if (matching.length < LIMITS.mealPlanMinMatchingRecipes) {
    return { ok: false, ...PLANNER_TEXTS.notEnoughRecipes(GENERATION_STYLES[options.style], matching.length) };
  }

  // Balanced is random; ranked styles keep their best recipes first but vary within that order.
  const order = options.style === 'balanced' ? shuffle(matching, random) : rotate(matching, random);
  const bySlot = new Map<MealSlot, RecipeFacts[]>();
  const fallback = order.slice(0, FALLBACK_POOL_SIZE);
  for (const slot of MEAL_SLOTS) {
    const fitting = order.filter((r) => fitsMealSlot(r, slot));
    bySlot.set(slot, fitting.length > 0 ? fitting : fallback);
  }

  const uses = new Map<string, number>();
  const slotUses = new Map<MealSlot, Map<string, number>>(MEAL_SLOTS.map((slot) => [slot, new Map()]));
  const meals: WeekMeals = {};
  let yesterday: Partial<Record<MealSlot, string>> = {};
  for (const date of options.days) {
    const today = new Set<string>();
    const todaySlots: Partial<Record<MealSlot, string>> = {};
    let dayCalories = 0;
    let shareSoFar = 0;
    for (const slot of MEAL_SLOTS) {
      shareSoFar += SLOT_SHARE[slot];
      const pool = bySlot.get(slot) ?? fallback;
      const inSlot = slotUses.get(slot) as Map<string, number>;
      const pick = choose(pool, fallback, {
        today,
        yesterday: yesterday[slot],
        uses,
        slotUses: inSlot,
        aimCalories: options.dailyCalories ? options.dailyCalories * shareSoFar - dayCalories : undefined,
      });
      today.add(pick.id);
      todaySlots[slot] = pick.id;
      uses.set(pick.id, (uses.get(pick.id) ?? 0) + 1);
      inSlot.set(pick.id, (inSlot.get(pick.id) ?? 0) + 1);
      const kcal = recipeNutrition(pick).perServing.calories;
      dayCalories += kcal;
      const placed: PlannedRecipe = { id: newId(), recipeId: pick.id, title: pick.title.slice(0, 300), calories: kcal, addedAt: now };
      meals[date] = { ...(meals[date] ?? {}), [slot]: [placed] };
    }
    yesterday = todaySlots;
  }
  return { ok: true, meals, used: uses.size };
}

/** The seed of a generation: the book's recipes, every option that changes the plan, and the variant asked for. */
function generationSeed(book: readonly RecipeFacts[], options: GenerateOptions): number {
  return hashText(
    JSON.stringify([book.map((r) => r.id), options.style, options.days, options.dailyCalories ?? null, options.variant ?? 0]),
  );
}

/** Starts a ranked list at a random point among its first few, so two generations differ. */
function rotate<T>(items: readonly T[], random: () => number): T[] {
  const start = Math.floor(random() * Math.min(items.length, 5));
  return [...items.slice(start), ...items.slice(0, start)];
}

interface ChoiceContext {
  today: ReadonlySet<string>;
  yesterday: string | undefined;
  uses: ReadonlyMap<string, number>;
  /** How often each recipe already fills this slot this week. */
  slotUses: ReadonlyMap<string, number>;
  aimCalories: number | undefined;
}

/**
 * Candidates that keep every rule first (not twice today, not in this slot yesterday, this slot at most
 * twice a week), then relax "yesterday", then the weekly cap, then "twice today".
 */
function choose(pool: readonly RecipeFacts[], fallback: readonly RecipeFacts[], ctx: ChoiceContext): RecipeFacts {
  const underCap = (r: RecipeFacts) => (ctx.slotUses.get(r.id) ?? 0) < MAX_WEEKLY_USES_PER_SLOT;
  const tiers = [
    (r: RecipeFacts) => !ctx.today.has(r.id) && r.id !== ctx.yesterday && underCap(r),
    (r: RecipeFacts) => !ctx.today.has(r.id) && underCap(r),
    (r: RecipeFacts) => !ctx.today.has(r.id) && r.id !== ctx.yesterday,
    (r: RecipeFacts) => !ctx.today.has(r.id),
  ];
  for (const source of [pool, fallback]) {
    for (const ok of tiers) {
      const candidates = source.filter(ok);
      if (candidates.length > 0) return best(candidates, ctx);
    }
  }
  return best(pool.length > 0 ? pool : fallback, ctx);
}

/** The least-used candidate; among those, the one closest to the calorie aim when there is one. Order breaks ties. */
function best(candidates: readonly RecipeFacts[], ctx: ChoiceContext): RecipeFacts {
  let minUses = Number.POSITIVE_INFINITY;
  for (const c of candidates) minUses = Math.min(minUses, ctx.uses.get(c.id) ?? 0);
  const fresh = candidates.filter((c) => (ctx.uses.get(c.id) ?? 0) === minUses);
  const aim = ctx.aimCalories;
  if (aim === undefined) return fresh[0] as RecipeFacts;
  let pick = fresh[0] as RecipeFacts;
  let distance = Number.POSITIVE_INFINITY;
  for (const c of fresh.slice(0, 12)) {
    const d = Math.abs(recipeNutrition(c).perServing.calories - aim);
    if (d < distance) {
      distance = d;
      pick = c;
    }
  }
  return pick;
}
