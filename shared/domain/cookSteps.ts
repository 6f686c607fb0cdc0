import { parseIngredientLine } from '../kitchen/parse/ingredientLine';
import { type DetectedTimer, detectTimers } from './cookTimers';
import { ingredientGroupsOf } from './ingredientGroups';
import { readRecipeContent } from './recipeContent';

/** One step of cook mode: its text, the timers it names and the ingredients it uses. */
export interface CookStep {
  text: string;
  timers: DetectedTimer[];
  /** Positions in `CookPlan.ingredients` of the ingredients this step mentions. */
  ingredients: number[];
}

/** A part of the ingredient list ("For the sauce"): its heading and the positions of its lines in `CookPlan.ingredients`. */
export interface CookPart {
  heading: string;
  lines: number[];
}

export interface CookPlan {
  title: string;
  servings: string;
  ingredients: string[];
  /** The list in its parts (one part without a heading when the list has none). */
  parts: CookPart[];
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

/** The words of an ingredient line's name, without describing words. */
function nameWords(line: string): string[] {
  let name = line;
  try {
    name = parseIngredientLine(line).ingredient || line;
  } catch {
    // an unreadable line keeps all its words
  }
  return letters(name)
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3 && !DESCRIPTORS.has(w));
}

/** Words that name an ingredient line: its head noun and its other naming words of 4+ letters. */
export function ingredientKeywords(line: string): string[] {
  const words = nameWords(line);
  const head = words.at(-1);
  const keep = new Set(words.filter((w) => w.length >= 4));
  if (head) keep.add(head);
  return [...keep].map(singular);
}

/** The head noun of an ingredient line ("150 g icing sugar" → sugar): what two lines of one kind of food share. */
function headNoun(line: string): string {
  const head = nameWords(line).at(-1);
  return head ? singular(head) : '';
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

/** The naming words of a part's heading ("For the buttercream" → buttercream). */
function headingKeywords(heading: string): string[] {
  return letters(heading)
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4 && !DESCRIPTORS.has(w))
    .map(singular);
}

/**
 * The lines a step uses: where a kind of food (its head noun) is in two parts and the step names one part ("beat the
 * butter with the icing sugar for the buttercream"), only that part's lines of it; other foods stay.
 */
function inNamedPart(
  found: number[],
  stepWords: ReadonlySet<string>,
  partOf: readonly number[],
  partWords: readonly string[][],
  sameFood: (a: number, b: number) => boolean,
): number[] {
  const named = new Set(partWords.flatMap((words, part) => (mentions(stepWords, words) ? [part] : [])));
  if (named.size === 0) return found;
  return found.filter((i) => {
    const part = partOf[i] ?? 0;
    if (named.has(part)) return true;
    return !found.some((j) => j !== i && named.has(partOf[j] ?? 0) && sameFood(i, j));
  });
}

/**
 * Cook mode's reading of a saved recipe: structured JSON or legacy text (both through readRecipeContent),
 * one entry per instruction with its timers and the ingredients it mentions.
 */
export function cookPlanFor(title: string, convertedRecipe: string): CookPlan {
  const { recipe } = readRecipeContent(convertedRecipe);
  const ingredients: string[] = [];
  const parts: CookPart[] = [];
  /** Each line's part, by position. */
  const partOf: number[] = [];
  for (const group of ingredientGroupsOf(recipe)) {
    const lines = group.ingredients.map((i) => i.trim()).filter((i) => i !== '');
    if (lines.length === 0) continue;
    const part: CookPart = { heading: group.heading, lines: [] };
    for (const line of lines) {
      part.lines.push(ingredients.length);
      partOf.push(parts.length);
      ingredients.push(line);
    }
    parts.push(part);
  }
  const keywords = ingredients.map(ingredientKeywords);
  const partWords = parts.map((p) => headingKeywords(p.heading));
  const foodKey = ingredients.map(headNoun);
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
        ingredients: inNamedPart(
          keywords.flatMap((k, i) => (mentions(stepWords, k) ? [i] : [])),
          stepWords,
          partOf,
          partWords,
          (a, b) => foodKey[a] !== '' && foodKey[a] === foodKey[b],
        ),
      };
    });
  return { title, servings: String(recipe.servings ?? ''), ingredients, parts, steps };
}
