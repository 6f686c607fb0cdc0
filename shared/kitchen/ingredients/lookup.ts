import { type ParsedLine, parseIngredientLine } from '../parse/ingredientLine';
import { FUNCTION_WORDS } from '../resolve/functionWords';
import type { IngredientEntry } from '../types';
import { ingredientWords, normaliseIngredientName } from './normalise';
import { INGREDIENTS } from './table';
import { COMPOUND_FIRST_PARTS, WORLD_NAMES } from './worldNames';

export { normaliseIngredientName } from './normalise';

/** Quantity-like tokens at the start of a raw line ("2", "1/2", "1.5", "½", "a"). */
const QUANTITY = /^([0-9½¼¾⅓⅔⅛]+([./][0-9]+)?|a|an|one|two|three|four|five|six|few|couple|x)$/;

/** Units that may follow a quantity in raw text; the parser normally removes them before lookup. */
const UNIT_WORDS = new Set([
  'g',
  'gram',
  'gr',
  'kg',
  'kilogram',
  'mg',
  'ml',
  'millilitre',
  'milliliter',
  'l',
  'litre',
  'liter',
  'cl',
  'dl',
  'cup',
  'c',
  'tbsp',
  'tbs',
  'tablespoon',
  'tsp',
  'teaspoon',
  'oz',
  'ounce',
  'lb',
  'pound',
  'fl',
  'pint',
  'quart',
  'gallon',
  'pinch',
  'dash',
  'clove',
  'can',
  'tin',
  'jar',
  'package',
  'pack',
  'packet',
  'bag',
  'box',
  'bottle',
  'carton',
  'tub',
  'slice',
  'piece',
  'bunch',
  'head',
  'sprig',
  'stick',
  'handful',
  'fillet',
  'stalk',
  'rib',
  'sheet',
  'knob',
  'cube',
  'of',
  'heaped',
  'heaping',
  'level',
  'scant',
  'generous',
  'inch',
  'cm',
  'small',
  'medium',
  'large',
]);

/**
 * Words that describe the state or size of an ingredient but never tell two table entries apart, so text is
 * also matched with them removed ("red, ripe bell pepper"). Words that do tell entries apart are NOT here:
 * dried (dried beans, dried fruit), cooked (cooked rice), ground (ground beef), whole (whole milk), sweet, light.
 */
const DESCRIPTORS = new Set([
  'fresh',
  'freshly',
  'chopped',
  'finely',
  'roughly',
  'coarsely',
  'thinly',
  'thickly',
  'sliced',
  'diced',
  'minced',
  'grated',
  'shredded',
  'crushed',
  'large',
  'small',
  'medium',
  'extra',
  'jumbo',
  'organic',
  'boneless',
  'skinless',
  'peeled',
  'deseeded',
  'halved',
  'quartered',
  'trimmed',
  'rinsed',
  'drained',
  'packed',
  'softened',
  'melted',
  'ripe',
  'good',
  'quality',
  'optional',
  'cubed',
  'beaten',
  'lightly',
  'whisked',
  'pitted',
  'washed',
  'cleaned',
  'unsalted',
  'salted',
  'raw',
  'uncooked',
  'cold',
  'warm',
  'pastured',
  'wild',
  'baby',
  'plain',
  'homemade',
  'storebought',
  'store',
  'bought',
  'premium',
  'natural',
  'pure',
  'about',
  'approximately',
  'heaping',
  'level',
]);

interface Index {
  byKey: Map<string, IngredientEntry>;
  longestKey: number;
}

let index: Index | undefined;

const RECENT_LIMIT = 5000;
const recent = new Map<string, IngredientEntry | undefined>();

function buildIndex(): Index {
  const byKey = new Map<string, IngredientEntry>();
  let longestKey = 1;
  for (const entry of INGREDIENTS) {
    for (const name of [entry.name, ...entry.synonyms]) {
      const key = normaliseIngredientName(name);
      // The first entry to claim a key keeps it; the table test forbids such clashes anyway.
      if (key && !byKey.has(key)) byKey.set(key, entry);
      longestKey = Math.max(longestKey, key.split(' ').length);
    }
  }
  // Names in the market languages come after the table's own, so they never take a key the table uses.
  const byName = new Map(INGREDIENTS.map((entry) => [entry.name, entry]));
  for (const [name, foreign] of Object.entries(WORLD_NAMES)) {
    const entry = byName.get(name);
    if (!entry) continue;
    for (const word of foreign) {
      const key = normaliseIngredientName(word);
      if (key && !byKey.has(key)) byKey.set(key, entry);
      longestKey = Math.max(longestKey, key.split(' ').length);
    }
  }
  return { byKey, longestKey };
}

/** Drops a leading quantity and unit ("2 cloves garlic" → "garlic"), as in a raw line. */
function withoutLeadingQuantity(words: string[]): string[] {
  let i = 0;
  while (i < words.length - 1 && (QUANTITY.test(words[i] ?? '') || UNIT_WORDS.has(words[i] ?? '')) && i < 6) i++;
  return i > 0 && /[0-9½¼¾⅓⅔⅛]|^(a|an|one|two|three|four|five|six)$/.test(words[0] ?? '') ? words.slice(i) : words;
}

interface Match {
  entry: IngredientEntry;
  length: number;
  start: number;
}

/**
 * Longest key found anywhere in the words. Ties go to the rightmost, because an English noun phrase ends in
 * its head: "vanilla yogurt" is yogurt, "lemon chicken" is chicken.
 */
function longestMatch(words: string[], idx: Index): Match | undefined {
  let best: Match | undefined;
  for (let start = 0; start < words.length; start++) {
    const maxLen = Math.min(idx.longestKey, words.length - start);
    for (let len = maxLen; len >= 1; len--) {
      if (best && len < best.length) break;
      const entry = idx.byKey.get(words.slice(start, start + len).join(' '));
      if (entry) {
        best = { entry, length: len, start };
        break;
      }
    }
  }
  return best;
}

/** Farming and serving phrases that never tell entries apart; "free" alone does ("dairy-free", "gluten-free"). */
const NOISE_PHRASES = /\b(?:free[\s-]range|cage[\s-]free|grass[\s-]fed|pasture[\s-]raised|room[\s-]temperature|at room temperature)\b/gi;

function matchPhrase(text: string, idx: Index): Match | undefined {
  const all = ingredientWords(text.replace(NOISE_PHRASES, ' '));
  // A name may itself start with a number ("2% milk", "00 flour"): the whole phrase as a name comes first.
  const exact = idx.byKey.get(all.join(' '));
  if (exact) return { entry: exact, length: all.length, start: 0 };
  const words = withoutLeadingQuantity(all);
  const bare = words.filter((w) => !DESCRIPTORS.has(w));
  // The words as written come first, so a name that starts like a unit ("rib eye", "gram flour", "can tomatoes")
  // still counts; then without the quantity and unit; then without describing words. The longest match wins.
  let best: Match | undefined;
  for (const candidate of [all, words, bare]) {
    const found = candidate.length > 0 ? longestMatch(candidate, idx) : undefined;
    if (found && (!best || found.length > best.length)) best = found;
  }
  return best;
}

/**
 * The table entry an ingredient phrase names, or undefined. Accepts a bare name ("unsalted butter") or a raw
 * line ("2 cups fresh spinach, chopped"): notes after a comma, an "or" and in parentheses count only when the
 * part before them names nothing. The longest matching name wins: "peanut butter" over "butter".
 */
export function findIngredient(text: string): IngredientEntry | undefined {
  if (typeof text !== 'string' || !text.trim()) return undefined;
  if (recent.has(text)) return recent.get(text);
  const found = lookUp(text);
  // Recipes repeat the same lines (every conversion re-checks every line): remember recent answers.
  if (recent.size >= RECENT_LIMIT) recent.clear();
  recent.set(text, found);
  return found;
}

/**
 * French, Spanish and Italian name a food before what it is made with or served with: "gnocchi di patate" is
 * gnocchi, "jambon de Paris" ham. The words before such a joining word, when they name a food.
 */
export const ROMANCE_JOIN =
  /\s+(?:di|de|del|della|dei|degli|des|du|d'|al|alla|alle|allo|ai|agli|à la|a la|au|aux|con|avec|en|with|mixed with|soured with)\s+/i;

function lookUp(text: string): IngredientEntry | undefined {
  index ??= buildIndex();
  // "butter or margarine": the first choice is the ingredient; notes follow a comma or sit in parentheses.
  const main = text.replace(/\([^)]*\)/g, ' ').split(/[,;]|\s+or\s+/i)[0] ?? '';
  const whole = matchPhrase(main, index);
  const head = ROMANCE_JOIN.test(main) ? matchPhrase(main.split(ROMANCE_JOIN)[0] ?? '', index) : undefined;
  const best = whole && head && whole.length > head.length ? whole : (head ?? whole);
  return (best ?? matchPhrase(text.replace(/[()]/g, ' '), index))?.entry ?? compoundEntry(main);
}

let firstParts: [string, IngredientEntry][] | undefined;

/** "Schweineschnitzel" is pork, "lazacfilé" salmon: a joined word the table lacks, placed by its first part. */
function compoundEntry(text: string): IngredientEntry | undefined {
  firstParts ??= (() => {
    const byName = new Map(INGREDIENTS.map((entry) => [entry.name, entry]));
    return Object.entries(COMPOUND_FIRST_PARTS)
      .flatMap(([name, parts]) => {
        const entry = byName.get(name);
        return entry ? parts.map((part) => [normaliseIngredientName(part), entry] as [string, IngredientEntry]) : [];
      })
      .sort((a, b) => b[0].length - a[0].length);
  })();
  for (const word of ingredientWords(text)) {
    if (word.length < 7) continue;
    const found = firstParts.find(([part]) => word.startsWith(part) && word.length - part.length >= 3);
    // "Käsespätzle" is cheese and egg noodles: a second part that is a food of its own leaves the word unplaced.
    if (found && !index?.byKey.has(word.slice(found[0].length))) return found[1];
  }
  return undefined;
}

/** The entry whose own name or synonym is exactly this phrase (no partial matches): for words inside sentences. */
export function findExactIngredient(phrase: string): IngredientEntry | undefined {
  index ??= buildIndex();
  const key = normaliseIngredientName(phrase);
  // A function word of one of the product's languages ("fino" is Italian "until") alone names no food.
  return key && !FUNCTION_WORDS.has(key) ? index.byKey.get(key) : undefined;
}

/** A way to find a table entry for a phrase: findIngredient, or one that first honours qualifiers ("low-sodium"). */
export type IngredientLookup = (text: string) => IngredientEntry | undefined;

/**
 * The one table entry an ingredient line stands for, so nutrition and compliance never disagree about a line.
 * The whole tidied line comes first, because its extra words tell entries apart ("400 g tin chopped tomatoes" is
 * canned tomatoes, "1 sheet vegan puff pastry" is not puff pastry); then the ingredient words alone.
 */
export function entryForLine(
  line: string,
  parsed: ParsedLine = parseIngredientLine(line),
  lookup: IngredientLookup = findIngredient,
): IngredientEntry | undefined {
  if (typeof line !== 'string') return undefined;
  return lookup(parsed.text) ?? (parsed.ingredient ? lookup(parsed.ingredient) : undefined);
}
