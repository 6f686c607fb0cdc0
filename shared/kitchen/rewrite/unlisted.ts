import { type FoodMention, findFoodMentions } from '../resolve/findFoodMentions';
import { resolveFood } from '../resolve/resolveFood';
import type { DietTag } from '../types';
import { phraseInLowercase, tidySentence, wordsOf } from './text';

/** What the method may name: the recipe's own foods (as its lines wrote them, and their substitutes), and what is forbidden. */
export interface UnlistedContext {
  listed: readonly string[];
  forbidden: ReadonlySet<DietTag>;
}

/** Words that join the alternatives of a list ("ice cream or crème fraîche"), in the languages a method is written in. */
const JOINS: ReadonlySet<string> = new Set(
  'and or en of und oder et ou y o e og eller och i lub oraz a és vagy ve veya dan atau ou'.split(' '),
);

const CLAUSE_MARKS = ['.', ',', ';', ':', '!', '?', '(', ')'];

/**
 * Words of a serving suggestion in the languages a method is written in (data, lowercase, whole words): only such a
 * sentence offers a food the recipe does not make; elsewhere an unlisted food is one the list forgot (a prose recipe).
 */
const SERVING_WORDS: readonly string[] = [
  'serve',
  'served',
  'serving',
  'goes well',
  'pairs well',
  'accompany',
  'dazu passt',
  'dazu passen',
  'servieren',
  'serviert',
  'reichen',
  'servir',
  'servez',
  'accompagner',
  'accompagné',
  'sirva',
  'servirlo',
  'acompañar',
  'acompaña',
  'acompanhe',
  'acompanhar',
  'sirva com',
  'servire',
  'servite',
  'accompagnare',
  'serveer',
  'serveren',
  'servera',
  'server',
  'serveres',
  'podawać',
  'podawaj',
  'podać',
  'podávejte',
  'podávat',
  'tálaljuk',
  'tálald',
  'servis',
  'sajikan',
  'hidangkan',
];

function identities(phrase: string): string[] {
  const food = resolveFood(phrase);
  return food ? [...(food.id ? [food.id] : []), `name:${food.name}`] : [];
}

/** A food the method names that no line of the recipe is, and that the filters forbid (or that may hold what they forbid). */
function isUnlistedForbidden(mention: FoodMention, known: ReadonlySet<string>, ctx: UnlistedContext): boolean {
  if (mention.qualified || mention.leftOut) return false;
  const bad = [...mention.food.tags, ...mention.food.maybe].some((t) => ctx.forbidden.has(t));
  if (!bad) return false;
  const key = mention.key;
  if (ctx.listed.some((l) => l.toLowerCase().includes(mention.text.toLowerCase()) || l.toLowerCase().includes(key))) return false;
  return !identities(mention.text).some((id) => known.has(id));
}

/** Where a list joined by "or"/"and" holds the mention, the span that goes with it ("or crème fraîche", "vanilla ice cream or"). */
function spanOf(sentence: string, mention: FoodMention, others: readonly FoodMention[]): { start: number; end: number } {
  const words = wordsOf(sentence);
  const before = words.filter((w) => w.end <= mention.start).reverse();
  for (const w of before) {
    const gap = sentence.slice(w.end, mention.start);
    if (CLAUSE_MARKS.some((m) => gap.includes(m)) || others.some((o) => o.start >= w.end && o.end <= mention.start)) break;
    if (JOINS.has(w.text.toLowerCase())) return { start: w.start, end: mention.end };
  }
  const after = words.find((w) => w.start >= mention.end);
  if (after && JOINS.has(after.text.toLowerCase()) && sentence.slice(mention.end, after.start).trim() === '')
    return { start: mention.start, end: after.end };
  return { start: mention.start, end: mention.end };
}

/**
 * A sentence without the foods it names that are not in the recipe and that the filters forbid ("Serve with vanilla ice
 * cream or crème fraîche" under Vegan): an alternative goes with its "or"; a sentence left naming no food is dropped.
 * Returns the sentence (undefined when dropped) and the foods left out, for a tip.
 */
export function withoutUnlisted(sentence: string, ctx: UnlistedContext): { sentence: string | undefined; left: string[] } {
  const lower = sentence.toLowerCase();
  if (!SERVING_WORDS.some((w) => phraseInLowercase(lower, w).length > 0)) return { sentence, left: [] };
  const mentions = findFoodMentions(sentence);
  if (mentions.length === 0) return { sentence, left: [] };
  const known = new Set(ctx.listed.flatMap(identities));
  const bad = mentions.filter((m) => isUnlistedForbidden(m, known, ctx));
  if (bad.length === 0) return { sentence, left: [] };
  const left = bad.map((m) => m.text);
  if (bad.length === mentions.length) return { sentence: undefined, left };
  let out = sentence;
  for (const mention of [...bad].sort((a, b) => b.start - a.start)) {
    const rest = mentions.filter((m) => m !== mention);
    const { start, end } = spanOf(out, mention, rest);
    out = `${out.slice(0, start)}${out.slice(end)}`;
  }
  const tidy = tidySentence(out);
  return { sentence: tidy === '' ? undefined : `${tidy}${sentence.endsWith(' ') ? ' ' : ''}`, left };
}
