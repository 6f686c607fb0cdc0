import { ALL_RULE_FILTER_NAMES } from '../domain/dietFilters';
import type { ComplianceViolation, StructuredRecipe } from '../schemas/structuredRecipe';
import { type AdaptOptions, adaptRecipe } from './adapt';
import { BASE_RECIPES, type BaseRecipe, baseToStructured } from './corpus/index';
import { type DishMatch, dishWords, rankDishes, wordSimilarity } from './corpus/search';

export type CreateOptions = AdaptOptions;

export type CreateResult =
  | { ok: true; recipe: StructuredRecipe; base: BaseRecipe }
  | { ok: false; reason: string; violations: ComplianceViolation[] };

/** Below this name score the dish is not one we know by name: the closest is used with a notice. */
const NAMED_MATCH_SCORE = 55;
/** Other candidates tried when the closest cannot fit the filters must score at least this share of the best. */
const FALLBACK_SHARE = 0.75;
const MAX_CANDIDATES = 6;

/** Filter names found in the dish name ("vegan lasagna" asks for Vegan). Mediterranean is left out: it names a cuisine too. */
export function dietWordsIn(text: string): { filters: string[]; rest: string } {
  let rest = ` ${text.toLowerCase()} `;
  const filters: string[] = [];
  for (const name of ALL_RULE_FILTER_NAMES) {
    if (name === 'Mediterranean') continue;
    const words = name.toLowerCase().split('-').join('[\\s-]?');
    const pattern = new RegExp(`(^|[^a-z])${words}(?=[^a-z]|$)`, 'g');
    if (pattern.test(rest)) {
      filters.push(name);
      rest = rest.replace(pattern, '$1 ');
    }
  }
  return { filters, rest: rest.replace(/\s+/g, ' ').trim() };
}

function mergeFilters(chosen: readonly string[], fromText: readonly string[]): string[] {
  return [...new Set([...chosen, ...fromText])];
}

function mustUseBonus(match: DishMatch, mustUse: readonly string[]): number {
  const lines = match.recipe.ingredients.join(' ').toLowerCase();
  return mustUse.filter((term) => lines.includes(term.toLowerCase())).length * 10;
}

/** Two words for one thing: the same, a typo, or one cut short ("spag", "bol", "guac"). */
function sameWord(a: string, b: string): boolean {
  const shorter = a.length <= b.length ? a : b;
  const longer = shorter === a ? b : a;
  return wordSimilarity(a, b) > 0 || wordSimilarity(b, a) > 0 || (shorter.length >= 3 && longer.startsWith(shorter));
}

/**
 * Whether the name asked for and the recipe's name are one dish, typos and short forms allowed ("spag bol" and
 * Spaghetti Bolognese, "green curry" and Thai Green Curry); "chicken tikka masala" and Butter Chicken are two.
 */
function namesTheSameDish(asked: string, name: string): boolean {
  const wanted = dishWords(asked);
  const own = dishWords(name);
  if (wanted.length === 0 || own.length === 0) return true;
  return wanted.every((w) => own.some((o) => sameWord(w, o))) || own.every((o) => wanted.some((w) => sameWord(w, o)));
}

/**
 * A recipe for a dish name without an AI: the closest base recipe by name, aliases and typos, adapted to
 * the filters, avoid and must-use lists, scaled and converted. Unknown dishes use the nearest recipe by
 * words, cuisine and kind with a notice; nothing near at all is a clear error.
 */
export function createRecipe(dishName: string, opts: CreateOptions, recipes: readonly BaseRecipe[] = BASE_RECIPES): CreateResult {
  const { filters: fromText, rest } = dietWordsIn(dishName);
  const filters = mergeFilters(opts.filters, fromText);
  const ranked = rankDishes(rest, recipes)
    .map((m) => ({ ...m, score: m.score + mustUseBonus(m, opts.mustUse) }))
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  const shown = dishName.trim();
  if (!best) {
    return {
      ok: false,
      reason: `No recipe close to "${shown}" is in the built-in collection. Try a dish name such as "lasagna", "chicken curry" or "pancakes".`,
      violations: [],
    };
  }
  const candidates = ranked.filter((m) => m.score >= best.score * FALLBACK_SHARE).slice(0, MAX_CANDIDATES);
  let firstFailure: { name: string; reason: string; violations: ComplianceViolation[] } | undefined;
  for (const match of candidates) {
    const structured = baseToStructured(match.recipe);
    const result = adaptRecipe(structured, { ...opts, filters });
    if (!result.ok) {
      firstFailure ??= { name: match.recipe.name, reason: result.reason, violations: result.violations };
      continue;
    }
    const notices = [...(result.recipe.notices ?? [])];
    if (match.nameScore < NAMED_MATCH_SCORE) {
      notices.push(`No built-in recipe is called "${shown}"; this is the closest one: ${match.recipe.name}.`);
    } else if (!namesTheSameDish(rest, match.recipe.name)) {
      // Found by another name ("chicken tikka masala" is listed under Butter Chicken): the cook is told which dish this is.
      notices.push(`Made from the built-in ${match.recipe.name} recipe, the closest to "${shown}".`);
    }
    if (firstFailure)
      notices.push(`${firstFailure.name} could not be adapted (${firstFailure.reason}); ${match.recipe.name} is the closest that can.`);
    if (fromText.length > 0) notices.push(`Applied ${fromText.join(', ')} from the dish name.`);
    return {
      ok: true,
      base: match.recipe,
      recipe: { ...result.recipe, notices },
    };
  }
  const failure = firstFailure ?? { name: best.recipe.name, reason: 'unknown', violations: [] };
  return { ok: false, reason: `${failure.name} cannot be made to fit: ${failure.reason}`, violations: failure.violations };
}
