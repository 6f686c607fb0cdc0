import { findExactIngredient } from '../ingredients/lookup';
import { normaliseKey } from '../knowledge/normaliseKey';
import { currentLexicon } from '../knowledge/store';
import { formsOf } from '../resolve/inflections';
import { resolveFood } from '../resolve/resolveFood';
import { wordsOf } from '../rewrite/index';
import type { DietTag } from '../types';
import { DISH_KEYS, keyOf } from './titleWords';
import { DISH_SHAPES, PLANT_VERSION_TAGS } from './words';

/**
 * Words that join the food to the dish in a compound ("Rind-er-gulasch", "Schwein-e-braten", "Kylling-e-salat"): the
 * food part is named with or without them (data).
 */
const LINKING_ENDS: readonly string[] = ['', 'e', 'er', 'es', 's', 'n', 'en', 'ne'];
/** The shortest food part and the shortest dish part a compound is cut into. */
const SHORTEST_FOOD = 3;
const SHORTEST_DISH = 4;
/** Words shorter than this are no compound of a food and a dish. */
const SHORTEST_COMPOUND = 8;

function isLetter(c: string): boolean {
  return c.toLowerCase() !== c.toUpperCase();
}

/**
 * The tags of `part` where it is a food's own name, in any language the table or the knowledge knows ("hähnchen",
 * "rind", "kyckling", "kylling"): the whole part read as one food, never a food found inside it.
 */
function foodTags(part: string): ReadonlySet<DietTag> | undefined {
  // The table reads "hähnchens" as "hähnchen": a part is a name only as written, so the "s" stays with the dish.
  if (part.endsWith('s') && namedFood(part.slice(0, -1))) return undefined;
  return namedFood(part);
}

function namedFood(part: string): ReadonlySet<DietTag> | undefined {
  const entry = findExactIngredient(part);
  if (entry) return new Set(entry.tags);
  // A name the knowledge holds, as written or in one of its forms ("rinder" → "rind"), never a food found in its last
  // letters: "geroost" of a Dutch "Geroosterde" ends in the Swedish "ost" (cheese), and the title lost its first word.
  const lexicon = currentLexicon();
  if (lexicon && !formsOf(part, {}).some((form) => lexicon.foodOfKey(normaliseKey(form)) !== undefined)) return undefined;
  const food = resolveFood(part);
  return food?.id !== undefined && food.span.start === 0 && food.span.text.length === part.length ? food.tags : undefined;
}

/**
 * The compound's food part names a food the recipe removed (one of `food`'s words begins with it or it with one:
 * "rind" of "Rindfleisch", "kyckling" of "kycklingfilé"), or the removed food is of its kind in the knowledge ("kippen"
 * → the chicken of "kipfilet"). A part that is no removed food, before a part that is no word of its own
 * ("Pan|nenkoeken", "Pan|quecas": the bread of another language), is part of the dish's own name.
 */
function isOf(part: string, food: string): boolean {
  const words = wordsOf(food.toLowerCase())
    .map((w) => w.text)
    .filter((w) => w.length >= SHORTEST_FOOD);
  if (words.some((w) => w.startsWith(part) || part.startsWith(w))) return true;
  const lexicon = currentLexicon();
  const kind = resolveFood(part)?.id;
  if (!lexicon || kind === undefined) return false;
  const parent = lexicon.byOntologyId(kind);
  return words.some((w) => {
    const id = resolveFood(w)?.id ?? resolveFood(food)?.id;
    const entry = id === undefined ? undefined : lexicon.byOntologyId(id);
    return entry !== undefined && parent !== undefined && (entry.index === parent.index || lexicon.isUnder(entry.index, parent.index));
  });
}

/** The dish part is a word of its own: a dish, a shape or a food the knowledge names ("suppe", "gulasch", "brühe"). */
function isAWord(rest: string): boolean {
  if (DISH_KEYS.has(keyOf(rest)) || SHAPES.has(keyOf(rest)) || findExactIngredient(rest) !== undefined) return true;
  const food = resolveFood(rest);
  return food !== undefined && food.span.text.length === rest.length;
}

const SHAPES: ReadonlySet<string> = new Set([...DISH_SHAPES].map(keyOf));

/** A word that is one food or one dish by its own name ("Chocolate", "Meatballs") is no compound to cut. */
function namesOneThing(word: string): boolean {
  const key = keyOf(word);
  return DISH_KEYS.has(key) || SHAPES.has(key) || findExactIngredient(word) !== undefined;
}

/** The tags of a removed food whose first word begins with `part` ("dinkel" of "Dinkelmehl"), as the knowledge reads that food. */
function removedFoodTags(part: string, foods: readonly { food: string; first: string }[]): ReadonlySet<DietTag> | undefined {
  if (part.length < SHORTEST_DISH) return undefined;
  const found = foods.find(({ first }) => {
    // The rest of the word is a food of its own ("mehl"): the part is the food's whole first half.
    const rest = first.slice(part.length);
    return first.startsWith(part) && rest.length >= SHORTEST_FOOD && resolveFood(rest)?.span.text.length === rest.length;
  });
  return found === undefined ? undefined : resolveFood(found.food)?.tags;
}

/**
 * The dish part of a compound whose first part is a food the filters forbid ("Hähnchenspieße" → "Spieße",
 * "Rindergulasch" → "Gulasch", "Kyllingesalat" → "Salat"); undefined when the word is no such compound.
 */
function dishPart(
  word: string,
  forbidden: ReadonlySet<DietTag>,
  foods: readonly string[],
  inPlantVersion: readonly string[],
): string | undefined {
  const lower = word.toLowerCase();
  // A word that names one food or dish is cut only where its food part is a food the recipe took out ("Dinkel" of
  // "Dinkelbrötchen", the spelt flour swapped for a gluten-free blend).
  const key = keyOf(word);
  if (DISH_KEYS.has(key) || SHAPES.has(key)) return undefined;
  const one = namesOneThing(word);
  // Only a word that begins as a removed food's word does ("Dinkel…" of "Dinkelmehl") is read for one (speed).
  const begins = (food: string) => wordsOf(food.toLowerCase()).some((w) => lower.startsWith(w.text.slice(0, SHORTEST_FOOD)));
  if (one && !foods.some(begins)) return undefined;
  const bad = (tags: ReadonlySet<DietTag> | undefined) => tags !== undefined && [...tags].some((t) => forbidden.has(t));
  const removed = (part: string) => foods.length === 0 || foods.some((food) => isOf(part, food));
  // A part the knowledge has no name for alone is the removed food whose word it begins ("dinkel" of "Dinkelmehl").
  const firsts = foods.map((food) => ({ food, first: wordsOf(food.toLowerCase())[0]?.text ?? '' }));
  const tagsOf = (part: string) => foodTags(part) ?? removedFoodTags(part, firsts);
  // The food part stays where the recipe's food of it is now its plant version and nothing else of it is forbidden
  // ("Käse|kuchen" with a plant quark, "Topfen|strudel"): the dish keeps its name, the filters lead.
  const plantVersion = (part: string) => {
    const tags = [...(tagsOf(part) ?? [])].filter((t) => forbidden.has(t));
    return tags.length > 0 && tags.every((t) => PLANT_VERSION_TAGS.has(t)) && inPlantVersion.some((food) => isOf(part, food));
  };
  // A cut whose dish part is a word of its own first ("Käse|spätzle", not "Käses|pätzle"; "Schinken|nudeln", not
  // "Schinkenn|udeln": the food's name read through an inflection can swallow the dish's first letter); then the food
  // part as the table names it, without a joining ending first ("Hähnchen|spieße" before "Hähnchens|pieße").
  for (const wordFirst of [true, false]) {
    for (const end of LINKING_ENDS) {
      for (let cut = lower.length - SHORTEST_DISH; cut >= SHORTEST_FOOD + end.length; cut--) {
        const head = lower.slice(0, cut);
        const rest = lower.slice(cut);
        // A dish part that is a forbidden food itself is no dish to keep, unless it is a dish's name ("Spätzle", made with eggs).
        if (!head.endsWith(end)) continue;
        const food = head.slice(0, head.length - end.length);
        // …or one forbidden only for what its food part brings ("Dinkel|brötchen": the rolls hold gluten by their spelt).
        const restBad = [...(foodTags(rest) ?? [])].filter((t) => forbidden.has(t));
        const byPart = () => removed(food) && restBad.every((t) => tagsOf(food)?.has(t));
        if (restBad.length > 0 && !DISH_KEYS.has(keyOf(rest)) && !byPart()) continue;
        const fits = one ? removed(food) && isAWord(rest) : wordFirst ? isAWord(rest) : removed(food) || isAWord(rest);
        if (!fits || !bad(tagsOf(food))) continue;
        if (plantVersion(food)) return undefined;
        return `${word.charAt(cut).toUpperCase()}${word.slice(cut + 1)}`;
      }
    }
  }
  return undefined;
}

/**
 * The title with each compound word that joins a forbidden food to its dish written as the dish alone: the food goes,
 * the dish stays ("Hähnchenspieße" under Vegetarian → "Spieße"). Words are runs of letters; the rest is kept as written.
 */
export function withoutCompoundFoods(
  title: string,
  forbidden: ReadonlySet<DietTag>,
  foods: readonly string[] = [],
  inPlantVersion: readonly string[] = [],
): string {
  if (forbidden.size === 0) return title;
  let out = '';
  let word = '';
  const flush = () => {
    out += word.length >= SHORTEST_COMPOUND ? (dishPart(word, forbidden, foods, inPlantVersion) ?? word) : word;
    word = '';
  };
  for (const c of title) {
    if (isLetter(c)) word += c;
    else {
      flush();
      out += c;
    }
  }
  flush();
  return out;
}
