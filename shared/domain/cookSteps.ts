import { parseIngredientLine } from '../kitchen/parse/ingredientLine';
import { type DetectedTimer, detectTimers } from './cookTimers';
import { readRecipeContent } from './recipeContent';

/** One step of cook mode: its text, the timers it names and the ingredients it uses. */
export interface CookStep {
  text: string;
  timers: DetectedTimer[];
  /** Positions in `CookPlan.ingredients` of the ingredients this step mentions. */
  ingredients: number[];
}

export interface CookPlan {
  title: string;
  servings: string;
  ingredients: string[];
  steps: CookStep[];
}

/** Words that describe an ingredient rather than name it: "large onion" is found by "onion". */
const DESCRIPTORS = new Set(
  'large small medium big fresh freshly dried ground chopped minced sliced diced grated whole extra virgin plain light dark finely roughly thinly about plus more some good quality ripe raw cooked frozen tinned canned optional taste serve serving to and or of the for with into each few handful pinch'.split(
    ' ',
  ),
);

const letters = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** Words that name an ingredient line: its head noun and its other naming words of 4+ letters. */
export function ingredientKeywords(line: string): string[] {
  let name = line;
  try {
    name = parseIngredientLine(line).ingredient || line;
  } catch {
    // an unreadable line keeps all its words
  }
  const words = letters(name)
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3 && !DESCRIPTORS.has(w));
  const head = words.at(-1);
  const keep = new Set(words.filter((w) => w.length >= 4));
  if (head) keep.add(head);
  return [...keep].map(singular);
}

function singular(word: string): string {
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ches') || word.endsWith('shes')) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Whether the step's text names one of the keywords (singular or plural). */
function mentions(stepWords: ReadonlySet<string>, keywords: readonly string[]): boolean {
  return keywords.some((k) => stepWords.has(k));
}

/**
 * Cook mode's reading of a saved recipe: structured JSON or legacy text (both through readRecipeContent),
 * one entry per instruction with its timers and the ingredients it mentions.
 */
export function cookPlanFor(title: string, convertedRecipe: string): CookPlan {
  const { recipe } = readRecipeContent(convertedRecipe);
  const ingredients = recipe.ingredients.map((i) => i.trim()).filter((i) => i !== '');
  const keywords = ingredients.map(ingredientKeywords);
  const steps = recipe.instructions
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((text) => {
      const stepWords = new Set(
        letters(text)
          .split(/[^a-z]+/)
          .filter((w) => w.length >= 3)
          .map(singular),
      );
      return {
        text,
        timers: detectTimers(text),
        ingredients: keywords.flatMap((k, i) => (mentions(stepWords, k) ? [i] : [])),
      };
    });
  return { title, servings: String(recipe.servings ?? ''), ingredients, steps };
}
