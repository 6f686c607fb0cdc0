import { findIngredient } from '../ingredients/lookup';
import { normaliseKey } from '../knowledge/normaliseKey';
import { type FoodMention, findFoodMentions } from '../resolve/findFoodMentions';
import { isUnknownWord, resolveFood } from '../resolve/resolveFood';
import type { DietTag } from '../types';
import {
  isServingSentence,
  JOINS,
  MEASURE_OF,
  SERVING_MEASURES,
  SERVING_WORDS,
  SLOT_AFTER_FRAMES,
  SLOT_ENDS,
  TABLEWARE_AND_PART_WORDS,
  WITH_AFTER_WORDS,
  WITH_WORDS,
} from './servingFrames';
import { sideThatFits } from './sides';
import { phraseInLowercase, tidySentence, type Word, wordsOf } from './text';

/** What the method may name: the recipe's own foods (as its lines wrote them, and their substitutes), and what is forbidden. */
export interface UnlistedContext {
  listed: readonly string[];
  forbidden: ReadonlySet<DietTag>;
  /** The dish's name: "serveer met de stamppot" in a "Boerenkoolstamppot" serves the dish itself, no food to leave out. */
  dish?: string;
}

const CLAUSE_MARKS = ['.', ',', ';', ':', '!', '?', '(', ')'];
const SENTENCE_MARKS = ['.', ';', ':', '!', '?', '(', ')'];

function identities(phrase: string): string[] {
  const food = resolveFood(phrase);
  return food ? [...(food.id ? [food.id] : []), `name:${food.name}`] : [];
}

function isListed(text: string, known: ReadonlySet<string>, ctx: UnlistedContext): boolean {
  const lower = text.toLowerCase();
  if (ctx.listed.some((l) => l.toLowerCase().includes(lower))) return true;
  return identities(text).some((id) => known.has(id)) || headIsListed(text, known, ctx);
}

/** The shortest head a compound word is read by ("zwiebeln" of "Röstzwiebeln"), and the shortest first part. */
const MIN_HEAD = 4;
const MIN_FIRST_PART = 3;

/** A word that is exactly one of the recipe's own foods ("Zwiebeln", "onions", "oignons"), by its identity. */
function isListedWord(word: string, known: ReadonlySet<string>): boolean {
  const food = resolveFood(word);
  return food !== undefined && food.span.text.length === word.length && identities(word).some((id) => known.has(id));
}

/** A word or first part that names no food the filters forbid ("fried", "crispy", "Röst", "frits"). */
function fitsAsModifier(word: string, ctx: UnlistedContext): boolean {
  const entry = findIngredient(word);
  return !entry || !isForbidden(entry.tags, [], ctx);
}

/** Words that tie a complement to its food ("à la vanille", "di mandorle", "of almonds"): what follows is no head. */
const LINKS: ReadonlySet<string> = new Set([
  ...MEASURE_OF,
  ...WITH_WORDS,
  ...'à a au aux al alla allo alle ai agli du des la le les del della dei delle con en in auf nach sur do na ao'.split(' '),
]);

/** The word is one of the recipe's foods, or a compound whose head is ("Röstzwiebeln", "Bratkartoffeln"). */
function wordHeadIsListed(word: string, known: ReadonlySet<string>, ctx: UnlistedContext): boolean {
  if (isListedWord(word, known)) return true;
  for (let at = MIN_FIRST_PART; word.length - at >= MIN_HEAD; at++) {
    const head = word.slice(at);
    if (isListedWord(head, known)) return fitsAsModifier(word.slice(0, at), ctx);
  }
  return false;
}

/**
 * A serving mention that is one of the recipe's own lines, cooked: its head word (last, or first as Romance languages
 * put it) or a compound's head is a listed food, and the other words name nothing the filters forbid ("Mit den
 * Röstzwiebeln servieren" after frying the listed Zwiebeln, "the crispy fried onions", "les oignons frits").
 */
function headIsListed(text: string, known: ReadonlySet<string>, ctx: UnlistedContext): boolean {
  const words = wordsOf(text).map((w) => w.text);
  const last = words.length - 1;
  if (last < 0) return false;
  for (const head of last === 0 ? [0] : [last, 0]) {
    const word = words[head] as string;
    if (!wordHeadIsListed(word, known, ctx)) continue;
    if (words.every((other, i) => i === head || (!LINKS.has(other.toLowerCase()) && fitsAsModifier(other, ctx)))) return true;
  }
  return false;
}

function isForbidden(tags: Iterable<DietTag>, maybe: Iterable<DietTag>, ctx: UnlistedContext): boolean {
  return [...tags, ...maybe].some((t) => ctx.forbidden.has(t));
}

/** A food the method names that no line of the recipe is, and that the filters forbid (or that may hold what they forbid). */
function isUnlistedForbidden(mention: FoodMention, known: ReadonlySet<string>, ctx: UnlistedContext): boolean {
  if (mention.qualified || mention.leftOut) return false;
  if (!isForbidden(mention.food.tags, mention.food.maybe, ctx)) return false;
  if (ctx.listed.some((l) => l.toLowerCase().includes(mention.text.toLowerCase()) || l.toLowerCase().includes(mention.key))) return false;
  return !identities(mention.text).some((id) => known.has(id)) && !headIsListed(mention.text, known, ctx);
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

interface Span {
  start: number;
  end: number;
}

/**
 * The stretch of a serving sentence that lists the suggested foods ("rice and salad" of "Serve with rice and salad."),
 * and what goes with it when every food of it goes: the slot and the "with" (or frame) that brings it in.
 */
interface Slot extends Span {
  cut: Span;
}

function slotOf(sentence: string): Slot | undefined {
  const lower = sentence.toLowerCase();
  const words = wordsOf(sentence);
  const frame = SLOT_AFTER_FRAMES.flatMap((f) => phraseInLowercase(lower, f)).sort((a, b) => b.end - a.end)[0];
  let start: number | undefined = frame?.end;
  let end = sentence.length;
  let lead = frame?.start;
  let tail: number | undefined;
  if (start === undefined) {
    const i = words.findIndex((w) => WITH_WORDS.has(w.text.toLowerCase()) || WITH_AFTER_WORDS.has(w.text.toLowerCase()));
    const at = words[i];
    if (!at) return undefined;
    if (WITH_AFTER_WORDS.has(at.text.toLowerCase())) {
      const before = sentence.slice(0, at.start);
      // The list runs from the serving verb before it ("Mausta tillillä ja tarjoile ruisleivän kanssa"), else the sentence's start.
      const verbEnd = SERVING_WORDS.flatMap((w) => phraseInLowercase(lower, w))
        .filter((p) => p.end <= at.start)
        .reduce((last, p) => Math.max(last, p.end), 0);
      start = Math.max(verbEnd, ...SENTENCE_MARKS.map((m) => before.lastIndexOf(m) + 1));
      end = at.start;
      tail = at.end;
    } else {
      start = at.end;
      lead = at.start;
    }
  }
  // The list ends at a sentence mark, at a serving verb after it ("Mit Reis servieren") or where a clause of its own begins.
  const servingAfter = SERVING_WORDS.flatMap((w) => phraseInLowercase(lower, w)).filter((p) => p.start >= (start ?? 0));
  for (const p of servingAfter) end = Math.min(end, p.start);
  for (const w of words) if (w.start >= start && w.end <= end && SLOT_ENDS.has(w.text.toLowerCase())) end = Math.min(end, w.start);
  for (const m of SENTENCE_MARKS) {
    const at = sentence.indexOf(m, start);
    if (at >= 0) end = Math.min(end, at);
  }
  while (end > start && sentence.charAt(end - 1) === ' ') end--;
  while (start < end && sentence.charAt(start) === ' ') start++;
  return end > start ? { start, end, cut: { start: lead ?? start, end: tail ?? end } } : undefined;
}

/**
 * What a serving sentence still does once every food it suggests went: "Podawaj polane resztą cebulki" of "… ze
 * skwarkami" finishes the dish with one of its own foods and stays; "Serve." says nothing and goes.
 */
function remainderOf(sentence: string, cut: Span, known: ReadonlySet<string>, ctx: UnlistedContext): string | undefined {
  const rest = tidySentence(`${sentence.slice(0, cut.start).trimEnd()}${sentence.slice(cut.end)}`);
  const mentions = findFoodMentions(rest);
  if (mentions.some((m) => isUnlistedForbidden(m, known, ctx))) return undefined;
  if (mentions.length === 0 && !doesMore(rest)) return undefined;
  return rest.endsWith(',') ? `${rest.slice(0, -1)}.` : rest;
}

/** Fewest words besides serving verbs and joins that make a remainder a thing to do ("Mausta tillillä ja tarjoile"; "Serve." is not). */
const MOST_WORDS_OF_NOTHING = 1;

/** The remainder says more than "serve": it has words of its own besides serving verbs and joining words. */
function doesMore(rest: string): boolean {
  const serving = new Set(SERVING_WORDS.map((w) => w.toLowerCase()));
  const own = wordsOf(rest).filter((w) => !serving.has(w.text.toLowerCase()) && !JOINS.has(w.text.toLowerCase()));
  return own.length > MOST_WORDS_OF_NOTHING;
}

interface Piece extends Span {
  /** Where the food starts after a measure ("vanilla ice cream" of "a scoop of vanilla ice cream"). */
  food: number;
  /** A side that fits, said in place of a forbidden one ("cauliflower rice" for naan under Keto). */
  instead?: string;
  /** What the piece before is served with ("mit Pommesgewürz" of "Pommes mit Pommesgewürz"): it goes alone. */
  withPart?: boolean;
}

const MEASURES: ReadonlySet<string> = new Set(SERVING_MEASURES.map(normaliseKey));

/** Words before a measure ("a", "eine", "une") that a piece may start with; a measure further in is part of a name. */
const MEASURE_WITHIN = 3;

/**
 * A measure of what is served ("scoop" of "a scoop of", "Kugel" of "einer Kugel Vanilleeis"): a measure word with a food
 * after it, joined by its "of" word; one that is a food itself ("noix") only with that "of" ("une noix de beurre").
 */
function isMeasure(word: Word, next: Word | undefined): 'with-of' | 'elided' | 'bare' | undefined {
  if (!next || !MEASURES.has(normaliseKey(word.text))) return undefined;
  const after = next.text.toLowerCase();
  if (MEASURE_OF.has(after)) return 'with-of';
  // "un filo d'olio": the "of" elided onto the food's word.
  if ([...MEASURE_OF].some((of) => (of.endsWith("'") || of.endsWith('’')) && after.startsWith(of) && after.length > of.length))
    return 'elided';
  if (JOINS.has(after) || WITH_WORDS.has(after) || SLOT_ENDS.has(after)) return undefined;
  return findIngredient(word.text) === undefined ? 'bare' : undefined;
}

/** The suggested foods of a slot, cut at commas and joining words; the last joining word, to join what is kept. */
function piecesOf(sentence: string, slot: Span): { pieces: Piece[]; join: string | undefined } {
  const words = wordsOf(sentence).filter((w) => w.start >= slot.start && w.end <= slot.end);
  const pieces: Piece[] = [];
  let join: string | undefined;
  let from: Word | undefined;
  let last: Word | undefined;
  let food: number | undefined;
  let count = 0;
  let withPart = false;
  let measureOf: Word | undefined;
  const close = () => {
    if (from && last) pieces.push({ start: from.start, end: last.end, food: food ?? from.start, ...(withPart ? { withPart } : {}) });
    from = undefined;
    last = undefined;
    food = undefined;
    count = 0;
    withPart = false;
  };
  for (const [i, w] of words.entries()) {
    // "a scoop of vanilla ice cream": the measure and its "of" lead the food; that "of" joins no two foods.
    if (w === measureOf) {
      measureOf = undefined;
      last = w;
      food = words[i + 1]?.start;
      count++;
      continue;
    }
    const next = words[i + 1];
    const measure = count < MEASURE_WITHIN && food === undefined ? isMeasure(w, next) : undefined;
    if (measure && next && !sentence.slice(w.end, next.start).includes(',')) {
      from ??= w;
      last = w;
      count++;
      if (measure === 'with-of') measureOf = next;
      else food = measure === 'elided' ? next.start + 2 : next.start;
      continue;
    }
    if (last && sentence.slice(last.end, w.start).includes(',')) close();
    // A "with" inside a suggestion ("Pommes mit Pommesgewürz"): what follows is the food's own add-in, judged alone.
    if (last && WITH_WORDS.has(w.text.toLowerCase())) {
      close();
      withPart = true;
    }
    if (JOINS.has(w.text.toLowerCase())) {
      join = w.text;
      close();
      continue;
    }
    from ??= w;
    last = w;
    count++;
  }
  close();
  return { pieces, join };
}

type Judgement = 'fits' | 'forbidden' | 'unknown' | 'no food';

const NOT_SUGGESTED: ReadonlySet<string> = new Set(TABLEWARE_AND_PART_WORDS.map(normaliseKey));

/** A suggested food, judged as the list's foods are: forbidden, unknown to the knowledge (closed world), or fitting. */
function judge(text: string, known: ReadonlySet<string>, ctx: UnlistedContext): { judgement: Judgement; food: string } {
  const keys = wordsOf(text).map((w) => normaliseKey(w.text));
  const mentions = findFoodMentions(text);
  // "with the dish", "the sauce spooned over": tableware or the dish's own part, and no food beside it ("soy sauce" is one).
  const otherFood = mentions.some((m) => !NOT_SUGGESTED.has(normaliseKey(m.text)));
  if (!otherFood && keys.some((key) => NOT_SUGGESTED.has(key))) return { judgement: 'no food', food: text };
  if (namesTheDish(keys, ctx.dish)) return { judgement: 'no food', food: text };
  const bad = mentions.find((m) => isUnlistedForbidden(m, known, ctx));
  if (bad) return { judgement: 'forbidden', food: bad.text };
  const resolved = resolveFood(text);
  if (resolved) {
    const qualified = mentions.some((m) => m.qualified || m.leftOut);
    if (!qualified && isForbidden(resolved.tags, resolved.maybe, ctx) && !isListed(resolved.span.text, known, ctx))
      return { judgement: 'forbidden', food: resolved.span.text };
    return { judgement: 'fits', food: resolved.span.text };
  }
  if (mentions.length > 0 || isListed(text, known, ctx)) return { judgement: 'fits', food: text };
  const unknown = keys.some(isUnknownWord);
  return { judgement: unknown ? 'unknown' : 'no food', food: text };
}

/**
 * The piece is the dish itself: its last word is a word of the dish's name, or the head of one ("stamppot" of
 * "Boerenkoolstamppot"), and it says nothing else but articles.
 */
function namesTheDish(keys: readonly string[], dish: string | undefined): boolean {
  const head = keys[keys.length - 1];
  if (!dish || !head || head.length < MIN_HEAD) return false;
  const dishKeys = wordsOf(dish).map((w) => normaliseKey(w.text));
  if (!dishKeys.some((d) => d === head || (d.length - head.length >= MIN_FIRST_PART && d.endsWith(head)))) return false;
  return keys.slice(0, -1).every((k) => k.length <= MAX_ARTICLE);
}

/** The longest word read as an article before the dish's name ("de", "the", "les", "die"). */
const MAX_ARTICLE = 3;

/** A stand-in written with the capital its piece had ("Yoğurt ile servis edin" → "Dairy-free yoğurt ile servis edin"). */
function inCaseOf(instead: string, piece: string): string {
  const first = piece.charAt(0);
  return first !== first.toLowerCase() ? instead.charAt(0).toUpperCase() + instead.slice(1) : instead;
}

/** The sentence with the slot's pieces that go taken out, the kept ones joined again; undefined when none is kept. */
function withoutPieces(
  sentence: string,
  slot: Span,
  pieces: readonly Piece[],
  gone: ReadonlySet<Piece>,
  join: string | undefined,
): string | undefined {
  // A kept "with" part goes on its food ("Pommes mit Ketchup"); one whose food went goes with it.
  const said: string[] = [];
  let foodKept = false;
  for (const p of pieces) {
    const lead = sentence.slice(p.start, p.food);
    const text = p.instead ? `${lead}${inCaseOf(p.instead, sentence.slice(p.food, p.end))}` : sentence.slice(p.start, p.end);
    if (p.withPart) {
      if (foodKept && !gone.has(p) && said.length > 0) said[said.length - 1] = `${said[said.length - 1]} ${text}`;
      continue;
    }
    foodKept = !gone.has(p);
    if (foodKept) said.push(text);
  }
  const kept = said;
  if (kept.length === 0) return undefined;
  const last = kept.pop() as string;
  const listed = kept.length === 0 ? last : `${kept.join(', ')} ${join ?? 'and'} ${last}`;
  return `${sentence.slice(0, slot.start)}${listed}${sentence.slice(slot.end)}`;
}

/**
 * A serving sentence without the foods it suggests that are not in the recipe and that the filters forbid, or that the
 * knowledge does not know (closed world: an unknown food is not safe): "Serve with vanilla ice cream or crème fraîche"
 * under Vegan. The suggested foods are the words after the language's "with" (or before Turkish "ile", or after a frame
 * such as "Dazu gibt's"); the kept ones are joined again; a sentence left suggesting nothing is dropped. Elsewhere in
 * the sentence a forbidden food goes with its "or". Returns the sentence (undefined when dropped) and the foods left out.
 */
export function withoutUnlisted(sentence: string, ctx: UnlistedContext): { sentence: string | undefined; left: string[] } {
  if (!isServingSentence(sentence)) return { sentence, left: [] };
  const known = new Set(ctx.listed.flatMap(identities));
  const slot = slotOf(sentence);
  let out = sentence;
  const left: string[] = [];
  if (slot) {
    const { pieces, join } = piecesOf(sentence, slot);
    const gone = new Set<Piece>();
    let swapped = false;
    for (const piece of pieces) {
      // What is judged is the food after its measure: "a scoop" of "a scoop of vanilla ice cream" is no food.
      const said = sentence.slice(piece.food, piece.end);
      const { judgement, food } = judge(said, known, ctx);
      const instead = judgement === 'forbidden' ? sideThatFits(said, ctx.forbidden) : undefined;
      if (instead) {
        piece.instead = instead;
        swapped = true;
      } else if (judgement === 'forbidden' || judgement === 'unknown') {
        gone.add(piece);
        left.push(food);
      }
    }
    if (gone.size > 0 || swapped) {
      const said = withoutPieces(sentence, slot, pieces, gone, join) ?? remainderOf(sentence, slot.cut, known, ctx);
      if (said === undefined) return { sentence: undefined, left };
      out = said;
    }
  }
  const mentions = findFoodMentions(out);
  const bad = mentions.filter((m) => isUnlistedForbidden(m, known, ctx));
  if (bad.length === 0 && left.length === 0) return { sentence: out, left: [] };
  left.push(...bad.map((m) => m.text));
  if (bad.length > 0 && bad.length === mentions.length) return { sentence: undefined, left };
  for (const mention of [...bad].sort((a, b) => b.start - a.start)) {
    const rest = mentions.filter((m) => m !== mention);
    const { start, end } = spanOf(out, mention, rest);
    out = `${out.slice(0, start)}${out.slice(end)}`;
  }
  const tidy = tidySentence(out);
  return { sentence: tidy === '' ? undefined : `${tidy}${sentence.endsWith(' ') ? ' ' : ''}`, left };
}

/** A serving item that is only a measure ("a scoop", "einer Kugel", "une boule"): its last word measures, no food. */
export function isServingMeasure(item: string): boolean {
  const words = wordsOf(item);
  const last = words[words.length - 1];
  return last !== undefined && words.length <= MEASURE_WITHIN && MEASURES.has(normaliseKey(last.text));
}

/** The free-from words the rewrite writes before a food ("vegan", "dairy-free"): the two words said before it. */
const SAID_BEFORE = 2;

/**
 * Where the converted method still says a served item, each place as a phrase to read again: with the words the
 * rewrite put before it ("vegan custard" for "custard"), or the item alone where those words are the cook's own. None
 * when the rewrite took the item out.
 */
export function servedItemAsSaid(item: string, steps: readonly string[], original: readonly string[]): string[] {
  const want = item.toLowerCase();
  const written = original.join(' ').toLowerCase();
  const out: string[] = [];
  for (const step of steps) {
    for (const at of phraseInLowercase(step.toLowerCase(), want)) {
      const before = wordsOf(step.slice(0, at.start)).slice(-SAID_BEFORE);
      const gap = before[0] ? step.slice(before[0].start, at.start) : '';
      const said = `${gap}${step.slice(at.start, at.end)}`.trim();
      const own = gap === '' || CLAUSE_MARKS.some((m) => gap.includes(m)) || written.includes(said.toLowerCase());
      out.push(own ? item : said);
    }
  }
  return out;
}
