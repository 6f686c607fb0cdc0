import { ALL_RULE_FILTER_NAMES } from '../domain/dietFilters';
import type { ComplianceViolation, StructuredRecipe } from '../schemas/structuredRecipe';
import { type AdaptOptions, adaptRecipe } from './adapt';
import { BASE_RECIPES, type BaseRecipe, baseToStructured } from './corpus/index';
import { type DishMatch, dishWords, rankDishes, wordSimilarity } from './corpus/search';

export type CreateOptions = AdaptOptions;

export type CreateResult =
  | { ok: true; recipe: StructuredRecipe; base: BaseRecipe }
  | {
      ok: false;
      reason: string;
      violations: ComplianceViolation[];
      /** The closest built-in dishes that fit the choices, by name, for the cook to pick from. */
      suggestions?: string[];
    };

/** Below this name score the dish is not one we know by name. */
const NAMED_MATCH_SCORE = 55;
const MAX_CANDIDATES = 6;
/** How many of the closest built-in dishes are offered when the one asked for is not in the collection. */
export const MAX_SUGGESTIONS = 4;
/** How many of the ranked dishes are tried for the suggestions (each is adapted to see that it fits). */
const SUGGESTION_TRIES = 10;

/** Filter names found in the dish name ("vegan lasagna" asks for Vegan). Mediterranean is left out: it names a cuisine too. */
export function dietWordsIn(text: string): { filters: string[]; rest: string } {
  let rest = ` ${text.toLowerCase()} `;
  const filters: string[] = [];
  for (const name of ALL_RULE_FILTER_NAMES) {
    if (name === 'Mediterranean') continue;
    // "Gluten-Free" is written "gluten-free", "gluten free" or "glutenfree".
    const parts = name.toLowerCase().split('-');
    const spellings = [...new Set(['-', ' ', ''].map((join) => parts.join(join)))];
    let found = false;
    for (const spelling of spellings) {
      const cut = withoutWord(rest, spelling);
      found ||= cut !== rest;
      rest = cut;
    }
    if (found) filters.push(name);
  }
  const spaced = [...rest].map((c) => (c.trim() === '' ? ' ' : c)).join('');
  return { filters, rest: spaced.split(' ').filter(Boolean).join(' ') };
}

function isAsciiLetter(c: string): boolean {
  return c >= 'a' && c <= 'z';
}

/** The text with every place `word` stands between non-letters (a to z) written as a space. */
function withoutWord(text: string, word: string): string {
  let out = text;
  for (let at = out.indexOf(word); at >= 0; at = out.indexOf(word, at)) {
    const end = at + word.length;
    if (isAsciiLetter(out.charAt(at - 1)) || isAsciiLetter(out.charAt(end))) {
      at += 1;
      continue;
    }
    out = `${out.slice(0, at)} ${out.slice(end)}`;
  }
  return out;
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

/** Whether the name asked for is this recipe's own name or one of its other names. */
function isTheDish(asked: string, recipe: BaseRecipe): boolean {
  return [recipe.name, ...recipe.aliases].some((name) => namesTheSameDish(asked, name));
}

/** The closest built-in dishes (by the ranking) that can be made to fit the choices, by name. */
function closestThatFit(ranked: readonly DishMatch[], skip: ReadonlySet<string>, opts: CreateOptions): string[] {
  const out: string[] = [];
  for (const match of ranked.slice(0, SUGGESTION_TRIES)) {
    if (out.length >= MAX_SUGGESTIONS) break;
    if (skip.has(match.recipe.id)) continue;
    if (adaptRecipe(baseToStructured(match.recipe), opts).ok) out.push(match.recipe.name);
  }
  return out;
}

/**
 * A recipe for a dish name without an AI: the built-in recipe of that dish (by its name or another name, typos and
 * short forms allowed), adapted to the filters, avoid and must-use lists, scaled and converted. A dish the collection
 * does not have is never answered with another dish under the cook's words: the answer says so and offers the
 * closest built-in dishes that fit, to pick from (where an AI provider is configured, the server creates it instead).
 */
export function createRecipe(dishName: string, opts: CreateOptions, recipes: readonly BaseRecipe[] = BASE_RECIPES): CreateResult {
  const { filters: fromText, rest } = dietWordsIn(dishName);
  const filters = mergeFilters(opts.filters, fromText);
  const choices = { ...opts, filters };
  const ranked = rankDishes(rest, recipes)
    .map((m) => ({ ...m, score: m.score + mustUseBonus(m, opts.mustUse) }))
    .sort((a, b) => b.score - a.score);
  const shown = dishName.trim();
  if (ranked.length === 0) {
    return {
      ok: false,
      reason: `The built-in collection has no recipe for "${shown}" nor any close to it. Try a dish name such as "lasagna", "chicken curry" or "pancakes".`,
      violations: [],
    };
  }
  const named = ranked.filter((m) => m.nameScore >= NAMED_MATCH_SCORE && isTheDish(rest, m.recipe)).slice(0, MAX_CANDIDATES);
  let firstFailure: { name: string; reason: string; violations: ComplianceViolation[] } | undefined;
  for (const match of named) {
    const result = adaptRecipe(baseToStructured(match.recipe), choices);
    if (!result.ok) {
      firstFailure ??= { name: match.recipe.name, reason: result.reason, violations: result.violations };
      continue;
    }
    const notices = [...(result.recipe.notices ?? [])];
    if (fromText.length > 0) notices.push(`Applied ${fromText.join(', ')} from the dish name.`);
    return { ok: true, base: match.recipe, recipe: { ...result.recipe, notices } };
  }
  const suggestions = closestThatFit(ranked, new Set(named.map((m) => m.recipe.id)), choices);
  const offer = suggestions.length > 0 ? ' Pick one of the closest built-in dishes below, or try another dish name.' : '';
  if (firstFailure) {
    const reason = `${firstFailure.name} cannot be made to fit: ${firstFailure.reason}`;
    return { ok: false, reason: `${reason}${offer}`, violations: firstFailure.violations, suggestions };
  }
  const none = offer || ' Try another dish name.';
  return { ok: false, reason: `The built-in collection has no recipe for "${shown}".${none}`, violations: [], suggestions };
}
