import type { ComplianceViolation, StructuredRecipe } from '../schemas/structuredRecipe';
import { type AdaptOptions, adaptRecipe } from './adapt';
import { BASE_RECIPES, type BaseMealType, type BaseRecipe, baseToStructured } from './corpus/index';

export interface SurpriseOptions extends AdaptOptions {
  /** Seed of the choice; the same seed and filters give the same recipe. */
  seed?: number;
  /** Injected random source in [0, 1); wins over seed. */
  random?: () => number;
  /** Keep to one meal or to desserts ("a surprise breakfast"). */
  meal?: SurpriseKind;
}

export type SurpriseKind = BaseMealType | 'dessert';

export type SurpriseResult =
  | { ok: true; recipe: StructuredRecipe; base: BaseRecipe }
  | { ok: false; reason: string; violations: ComplianceViolation[] };

/** mulberry32: small, fast, good enough to pick a recipe; deterministic per seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

const KIND_WORDS: Record<string, SurpriseKind> = {
  breakfast: 'breakfast',
  brunch: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
  supper: 'dinner',
  snack: 'snack',
  dessert: 'dessert',
};

/** The meal a surprise request names, if any ("a creative breakfast"). */
export function mealHint(text: string): SurpriseKind | undefined {
  const word = /\b(breakfast|brunch|lunch|dinner|supper|snack|dessert)\b/i.exec(text)?.[1]?.toLowerCase();
  return word ? KIND_WORDS[word] : undefined;
}

/**
 * A random base recipe that can satisfy the filters: recipes are tried in a seeded order and the first
 * one that adapts cleanly is returned. When none can, the reason names the filters and a typical blocker.
 */
/** A refusal's words that say the filters and lists cannot be met together by any recipe (see conflicts.ts). */
const INCOMPATIBLE_REASONS: readonly string[] = ['cannot be combined', 'both the must-use and the avoid'];

export function surpriseRecipe(opts: SurpriseOptions, recipes: readonly BaseRecipe[] = BASE_RECIPES): SurpriseResult {
  const random = opts.random ?? seededRandom(opts.seed ?? 1);
  const kind = opts.meal;
  const pool = kind ? recipes.filter((r) => (kind === 'dessert' ? r.category === 'dessert' : r.meal === kind)) : recipes;
  const order = shuffled(pool.length > 0 ? pool : recipes, random);
  const reasons = new Map<string, number>();
  for (const base of order) {
    const structured = baseToStructured(base);
    const result = adaptRecipe(structured, opts);
    // The title is the base recipe's name as the conversion wrote it (titles/: the same rule for every dish).
    if (result.ok) return { ok: true, base, recipe: result.recipe };
    // Incompatible filters fail the same way for every recipe: stop at once.
    if (result.violations.length === 0 && INCOMPATIBLE_REASONS.some((words) => result.reason.includes(words))) {
      return { ok: false, reason: result.reason, violations: [] };
    }
    reasons.set(result.reason, (reasons.get(result.reason) ?? 0) + 1);
  }
  const common = [...reasons.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const filters = opts.filters.length > 0 ? opts.filters.join(', ') : 'the chosen lists';
  return {
    ok: false,
    reason: `None of the ${order.length} built-in recipes can be made to fit ${filters}.${common ? ` Most often: ${common}` : ''}`,
    violations: [],
  };
}
