import { ingredientWords } from '../ingredients/normalise';
import type { BaseRecipe } from './types';

/** Words that say nothing about which dish is meant. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'with',
  'and',
  'of',
  'in',
  'on',
  'for',
  'style',
  'recipe',
  'easy',
  'homemade',
  'best',
  'my',
  'quick',
  'simple',
  'healthy',
  'classic',
  'some',
  'make',
  'me',
  'please',
  'traditional',
  'authentic',
  'delicious',
  'tasty',
]);

/** Words naming a kind of dish, matched against category, meal and name. */
const KIND_WORDS: Record<string, (r: BaseRecipe) => boolean> = {
  dessert: (r) => r.category === 'dessert',
  sweet: (r) => r.category === 'dessert',
  cake: (r) => r.category === 'dessert',
  breakfast: (r) => r.meal === 'breakfast',
  brunch: (r) => r.meal === 'breakfast',
  lunch: (r) => r.meal === 'lunch',
  dinner: (r) => r.meal === 'dinner',
  supper: (r) => r.meal === 'dinner',
  snack: (r) => r.meal === 'snack',
  appetizer: (r) => r.category === 'appetizer',
  starter: (r) => r.category === 'appetizer',
  side: (r) => r.category === 'side-dish',
  main: (r) => r.category === 'main-dish',
};

export function dishWords(text: string): string[] {
  return ingredientWords(text.replace(/-/g, ' ')).filter((w) => !STOP_WORDS.has(w) && !/^[0-9./]+$/.test(w));
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

/** 1 for the same word, less for a typo or a cut-off word, 0 for a different word. */
export function wordSimilarity(query: string, target: string): number {
  if (query === target) return 1;
  if (query.length >= 4 && target.startsWith(query)) return 0.85;
  if (query.length < 4 || target.length < 4) return 0;
  const allowed = query.length >= 8 ? 2 : 1;
  // Transposed letters ("lasgana") count as one typo.
  const sorted = (w: string) => [...w].sort().join('');
  const distance = editDistance(query, target);
  if (distance <= allowed) return 0.8;
  if (query.length === target.length && sorted(query) === sorted(target) && distance <= allowed + 1) return 0.75;
  return 0;
}

function bestWordMatch(word: string, targets: readonly string[]): number {
  let best = 0;
  for (const target of targets) best = Math.max(best, wordSimilarity(word, target));
  return best;
}

interface Indexed {
  recipe: BaseRecipe;
  phrases: string[][];
  joined: string[];
  ingredientWords: string[];
  cuisineWords: string[];
}

const indexes = new WeakMap<readonly BaseRecipe[], Indexed[]>();

function indexOf(recipes: readonly BaseRecipe[]): Indexed[] {
  const cached = indexes.get(recipes);
  if (cached) return cached;
  const built = recipes.map((recipe) => {
    const phrases = [recipe.name, ...recipe.aliases].map(dishWords).filter((p) => p.length > 0);
    return {
      recipe,
      phrases,
      joined: phrases.map((p) => p.join(' ')),
      ingredientWords: [...new Set(recipe.ingredients.flatMap((line) => dishWords(line.split(',')[0] ?? line)))],
      cuisineWords: dishWords(recipe.cuisine),
    };
  });
  indexes.set(recipes, built);
  return built;
}

export interface DishMatch {
  recipe: BaseRecipe;
  /** 0..100: how much of the query the recipe's name or an alias covers (100 = same name). */
  nameScore: number;
  /** Name score plus smaller credit for cuisine, kind of dish and main ingredients. */
  score: number;
}

/** Base recipes ranked by closeness to a dish name; only those with any match, best first, ties in corpus order. */
export function rankDishes(query: string, recipes: readonly BaseRecipe[]): DishMatch[] {
  const words = dishWords(query);
  if (words.length === 0) return [];
  const joinedQuery = words.join(' ');
  const out: DishMatch[] = [];
  for (const item of indexOf(recipes)) {
    let nameScore = 0;
    if (item.joined.includes(joinedQuery)) nameScore = 100;
    else {
      for (const phrase of item.phrases) {
        const matched = words.reduce((sum, w) => sum + bestWordMatch(w, phrase), 0);
        const coverQuery = matched / words.length;
        const coverPhrase = Math.min(1, matched / phrase.length);
        nameScore = Math.max(nameScore, Math.round(90 * (0.65 * coverQuery + 0.35 * coverPhrase)));
      }
    }
    let extra = 0;
    for (const w of words) {
      if (bestWordMatch(w, item.cuisineWords) >= 0.8) extra += 8;
      const kind = KIND_WORDS[w];
      if (kind?.(item.recipe)) extra += 6;
      if (bestWordMatch(w, item.ingredientWords) >= 0.8) extra += 5;
    }
    // A small lean to main dishes for dinner breaks ties for broad words ("chicken", "indian").
    const lean = (item.recipe.category === 'main-dish' ? 2 : 0) + (item.recipe.meal === 'dinner' ? 1 : 0);
    const score = nameScore + extra + (nameScore + extra > 0 ? lean : 0);
    if (score > 0) out.push({ recipe: item.recipe, nameScore, score });
  }
  return out.sort((a, b) => b.score - a.score);
}
