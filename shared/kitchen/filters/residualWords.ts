import { findExactIngredient, findIngredient } from '../ingredients/lookup';
import { normaliseKey } from '../knowledge/normaliseKey';
import { isVesselInText } from '../parse/document/vesselContext';
import { isMeasureInText } from '../resolve/findFoodMentions';
import { inComparison, phraseAt, readsEnglish, sideThatFits, usedAsVerb, withinName, wordsOf } from '../rewrite/index';
import type { DietTag } from '../types';
import { KEYWORD_RULES, keywordTags } from './keywordTags';
import { properNames } from './properNames';
import { applyQualifiers } from './qualifiers';
import { ANIMAL_FLESH, SLAUGHTER_PRODUCTS } from './tagGroups';

/**
 * After the ingredient list is converted, the method and the title may still name what was removed in words
 * the swap did not list: "the cheese" for Parmesan, "the yolks" for eggs, "Chicken" in the dish's name. This
 * pass finds every food word that carries a forbidden tag and writes it as the cook now has it: the
 * substitute's name where one was used for that kind of food, otherwise the free-from qualifier before it.
 */

/** One swap as the rewrite sees it. */
export interface ResidualSwap {
  /** The forbidden tags the original carried. */
  tags: ReadonlySet<DietTag>;
  /** The original's ingredient words, lowercase ("boneless chicken thighs"). */
  original: string;
  /** What the cook uses now ("firm tofu"); empty when the food was left out. */
  name: string;
}

export interface ResidualContext {
  forbidden: ReadonlySet<DietTag>;
  swaps: readonly ResidualSwap[];
  /** Qualifier per tag ("dairy-free" for dairy). */
  prefixes: Partial<Record<DietTag, string>>;
  /** The chosen filters that forbid each tag, to name them in a converted title. */
  filtersByTag: ReadonlyMap<DietTag, readonly string[]>;
  /** The dish's own name: "per pancake" in the method is the dish being made, already made to fit. */
  dish?: string;
  /** The recipe's own ingredients that fit as written ("dried rice noodles"): the method's "noodles" are those. */
  kept?: readonly string[];
  /**
   * The step interpreter has already rewritten the text from the swap records, by position: a swapped food's own words
   * are its business and are not looked for again by their spelling here.
   */
  interpreted?: boolean;
  /**
   * Keys of what the method itself makes ("hasta obtener una bechamel", "form the dough"): made from the recipe's own
   * lines, already converted, so no free-from word goes before it.
   */
  made?: ReadonlySet<string>;
}

/**
 * Words derived from a food that the keyword rules do not name on their own (data, lowercase, whole words): `words` as
 * written, `stems` any word they begin (Hungarian "sárgája", "tojásokat").
 */
const DERIVED: readonly { tags: readonly DietTag[]; words: ReadonlySet<string>; stems?: readonly string[]; from?: string }[] = [
  {
    tags: ['egg'],
    from: 'egg',
    words: new Set(
      'yolk yolks whites eigelb eiweiß eiweiss eier eiern jaune jaunes blancs œufs oeufs yema yemas claras huevos tuorli albumi uova'.split(
        ' ',
      ),
    ),
    stems: ['sárgáj', 'fehérj', 'tojás'],
  },
  { tags: ['dairy'], words: new Set('cheese cheeses käse fromage queso formaggio sajt crème sahne panna'.split(' ')) },
];

/** The derived words of a text, by position (a hyphen joins a word to the next: "egg-white" is no "whites"). */
function derivedWords(text: string, forbidden: ReadonlySet<DietTag>): Found[] {
  const out: Found[] = [];
  for (const span of wordSpans(text)) {
    const { end } = span;
    // After an elided article the word begins anew ("d'œufs").
    const cut = Math.max(text.lastIndexOf("'", end - 1), text.lastIndexOf('’', end - 1));
    const start = cut >= span.start ? cut + 1 : span.start;
    const word = text.slice(start, end);
    if (word === '' || word.includes('-')) continue;
    const lower = word.toLowerCase();
    for (const rule of DERIVED) {
      const tags = rule.tags.filter((t) => forbidden.has(t));
      if (tags.length === 0) continue;
      if (rule.words.has(lower) || (rule.stems ?? []).some((stem) => lower.startsWith(stem)))
        out.push({ start, end, word, tags, ...(rule.from ? { from: rule.from } : {}) });
    }
  }
  return out;
}

/** "Cream the butter and sugar", "butter the tin": verbs, not food, before one of VERB_OBJECTS. */
const VERB_USE: ReadonlySet<string> = new Set(['cream', 'butter']);
const VERB_OBJECTS: ReadonlySet<string> = new Set(['the', 'together', 'until', 'a', 'an', 'two', 'your', 'each', 'both', 'well']);

/** The word's verb use: "cream" or "butter" with an object or adverb right after it ("Cream the butter"). */
function verbUse(word: string, after: string): boolean {
  if (!VERB_USE.has(word.toLowerCase()) || !after.startsWith(' ')) return false;
  return VERB_OBJECTS.has(firstWord(after));
}

/** The first word of a text, lowercase (letters only). */
function firstWord(text: string): string {
  return wordsOf(text)[0]?.text.toLowerCase() ?? '';
}

/** The word without an English plural ending ("yolks" → "yolk", "dishes" → "dish"). */
function stem(word: string): string {
  if (word.endsWith('es')) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

const FLESH: ReadonlySet<DietTag> = new Set([...ANIMAL_FLESH, ...SLAUGHTER_PRODUCTS]);

interface Found {
  start: number;
  end: number;
  word: string;
  tags: DietTag[];
  /** The food a derived word comes from ("egg" for "yolks"). */
  from?: string;
}

function globalPattern(pattern: RegExp): RegExp {
  return new RegExp(boundaryFirst(pattern.source), pattern.unicode ? 'giu' : 'gi');
}

/**
 * "(?<!vegan )\bcheese" as "\b(?<!vegan )cheese": both assertions hold at the same place, so they match the same
 * text, but the word boundary first lets the engine skip most places without running the look-behind (4× faster
 * over a method's text).
 */
function boundaryFirst(source: string): string {
  if (!source.startsWith('(?<!')) return source;
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) {
      const rest = source.slice(i + 1);
      return rest.startsWith('\\b') ? `\\b${source.slice(0, i + 1)}${rest.slice(2)}` : source;
    }
  }
  return source;
}

const PATTERNS: { tags: readonly DietTag[]; pattern: RegExp }[] = KEYWORD_RULES.map((rule) => ({
  tags: rule.tags,
  pattern: globalPattern(rule.pattern),
}));

/** Letters, apostrophes and hyphens make a word here ("l'huile", "egg-white"). */
function inWord(c: string): boolean {
  return isLetter(c) || c === "'" || c === '’' || c === '-';
}

/** Words of the text, with where each starts and ends. */
function wordSpans(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (let i = 0; i < text.length; ) {
    if (!inWord(text.charAt(i))) {
      i++;
      continue;
    }
    let end = i;
    while (end < text.length && inWord(text.charAt(end))) end++;
    out.push({ start: i, end });
    i = end;
  }
  return out;
}

/**
 * Food names the table knows exactly, one to three words long ("Mehl", "cream of tartar", "riso"): those with a
 * forbidden tag are found, and the others guard their words ("coconut milk" is no milk).
 */
function tableWords(text: string, forbidden: ReadonlySet<DietTag>): { found: Found[]; safe: [number, number][] } {
  const words = wordSpans(text);
  const hits: (Found & { bad: boolean })[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let n = 3; n >= 1; n--) {
      const first = words[i];
      const last = words[i + n - 1];
      if (!first || !last) continue;
      const phrase = text.slice(first.start, last.end);
      // Short single words are method words more often than food ("fry", "top"); keyword rules cover egg and ham.
      if (phrase.length < (n === 1 ? 4 : 3)) continue;
      const entry = findExactIngredient(phrase);
      if (!entry) continue;
      if (verbUse(phrase, text.slice(last.end))) break;
      if (n === 1 && usedAsVerb(text, first.start)) break;
      const tags = entry.tags.filter((t) => forbidden.has(t));
      hits.push({ start: first.start, end: last.end, word: phrase, tags, bad: tags.length > 0 });
      break;
    }
  }
  const kept: typeof hits = [];
  for (const h of hits.sort((a, b) => b.end - b.start - (a.end - a.start))) {
    if (!kept.some((k) => h.start < k.end && h.end > k.start)) kept.push(h);
  }
  return {
    found: kept.filter((h) => h.bad).map(({ bad: _bad, ...f }) => f),
    safe: kept.filter((h) => !h.bad && h.word.includes(' ')).map((h) => [h.start, h.end]),
  };
}

/** True when the phrase on its own names food of one of the tags ("guinness" in "guinness or other stout"). */
function namesFood(phrase: string, tags: ReadonlySet<DietTag>): boolean {
  const own = new Set([...(findIngredient(phrase)?.tags ?? []), ...keywordTags(phrase)]);
  return [...own].some((tag) => tags.has(tag));
}

/** A cut named alone in a step ("roast the thighs") means the swapped meat it was cut from (singular; data). */
const CUTS: ReadonlySet<string> = new Set([
  'thigh',
  'drumstick',
  'breast',
  'wing',
  'rib',
  'shank',
  'chop',
  'cutlet',
  'loin',
  'fillet',
  'steak',
  'leg',
  'mince',
  'rasher',
  'joint',
  'escalope',
  'tenderloin',
  'shoulder',
  'brisket',
]);

function isCut(word: string): boolean {
  const lower = word.toLowerCase();
  return CUTS.has(lower) || (lower.endsWith('s') && CUTS.has(lower.slice(0, -1)));
}

// The same swaps are read for the title, every step and every tip: their phrases are listed once (by what they say).
const phrasesOfSwaps = new Map<string, readonly { tags: DietTag[]; phrase: string }[]>();

/** The swapped foods' own names and the parts of them that name the food ("chicken thighs", "thighs", "riso"). */
function swapPhrases(swaps: readonly ResidualSwap[]): readonly { tags: DietTag[]; phrase: string }[] {
  const signature = swaps.map((swap) => `${swap.original}\u0001${[...swap.tags].join(' ')}`).join('\u0002');
  const known = phrasesOfSwaps.get(signature);
  if (known) return known;
  const out: { tags: DietTag[]; phrase: string }[] = [];
  for (const swap of swaps) {
    const words = spaced(swap.original);
    for (let i = 0; i < words.length; i++) {
      for (let j = words.length; j > i; j--) {
        const phrase = words.slice(i, j).join(' ');
        if (phrase.length < 4) continue;
        if (!(i === 0 && j === words.length) && !namesFood(phrase, swap.tags) && !isCut(phrase)) continue;
        // A cut is named in the singular too: "Thigh Traybake" for the swapped "chicken thighs".
        const said = isCut(phrase.split(' ').pop() ?? '') && phrase.endsWith('s') && !phrase.endsWith('ss') ? phrase.slice(0, -1) : phrase;
        out.push({ tags: [...swap.tags], phrase: said.toLowerCase() });
      }
    }
  }
  if (phrasesOfSwaps.size >= 1000) phrasesOfSwaps.clear();
  phrasesOfSwaps.set(signature, out);
  return out;
}

/** Every place a swap's phrase stands whole in the text, in either number ("thigh", "thighs", "dishes"). */
function phraseSpans(text: string, phrase: string): { start: number; end: number }[] {
  const lower = text.toLowerCase();
  const out: { start: number; end: number }[] = [];
  const stops = (c: string) => !isLetter(c) && c !== '-';
  for (let at = lower.indexOf(phrase); at >= 0; at = lower.indexOf(phrase, at + 1)) {
    if (!stops(lower.charAt(at - 1))) continue;
    let end = at + phrase.length;
    if (lower.startsWith('es', end) && stops(lower.charAt(end + 2))) end += 2;
    else if (lower.charAt(end) === 's' && stops(lower.charAt(end + 1))) end += 1;
    else if (!stops(lower.charAt(end))) continue;
    out.push({ start: at, end });
  }
  return out;
}

/** Where the substitutes' own names already stand in the text: their words are not looked at again. */
function newNameSpans(text: string, swaps: readonly ResidualSwap[]): [number, number][] {
  const spans: [number, number][] = [];
  const lower = text.toLowerCase();
  for (const swap of swaps) {
    const name = swap.name.toLowerCase();
    if (name.length < 3) continue;
    for (let at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + 1)) spans.push([at, at + name.length]);
  }
  return spans;
}

/**
 * Every match of a global pattern, as `text.matchAll(pattern)` gives them, without the copy of the pattern matchAll
 * makes on each call (the patterns are shared and read for every step; lastIndex is back at 0 when done).
 */
function matchesOf(pattern: RegExp, text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    out.push(match);
    if (match[0] === '') pattern.lastIndex += 1;
  }
  return out;
}

/** Every food word in the text with the forbidden tags it carries, longest first where they overlap. */
function forbiddenWords(text: string, forbidden: ReadonlySet<DietTag>, swaps: readonly ResidualSwap[] = [], interpreted = false): Found[] {
  const found: Found[] = [];
  const table = tableWords(text, forbidden);
  found.push(...table.found);
  const add = (start: number, end: number, hit: DietTag[], from?: string) => {
    const word = text.slice(start, end);
    if (verbUse(word, text.slice(end))) return;
    if (usedAsVerb(text, start)) return;
    if (table.safe.some(([a, b]) => a <= start && end <= b && b - a > end - start)) return;
    const same = found.find((f) => f.start === start && f.end === end);
    if (same) same.tags = [...new Set([...same.tags, ...hit])];
    else found.push({ start, end, word, tags: hit, ...(from ? { from } : {}) });
  };
  for (const { tags, pattern } of PATTERNS) {
    const hit = tags.filter((tag) => forbidden.has(tag));
    if (hit.length === 0) continue;
    for (const match of matchesOf(pattern, text)) add(match.index, match.index + match[0].length, hit);
  }
  for (const derived of derivedWords(text, forbidden)) add(derived.start, derived.end, derived.tags, derived.from);
  for (const { tags, phrase } of interpreted ? [] : swapPhrases(swaps)) {
    const hit = tags.filter((tag) => forbidden.has(tag));
    if (hit.length > 0) for (const at of phraseSpans(text, phrase)) add(at.start, at.end, hit);
  }
  const taken = newNameSpans(text, swaps);
  const kept: Found[] = [];
  for (const f of found
    .filter((x) => !taken.some(([a, b]) => x.start < b && x.end > a))
    .filter((x) => !equipmentAfter(text.slice(x.end)) && !isVesselInText(text, x.start, x.end) && !isMeasureInText(text, x.start))
    // Never inside a word: a pattern's ASCII \b reads "ñ", "ø" or "ı" as no letter ("ydiced zucchinive").
    .filter((x) => wholeWord(text, x.start, x.end))
    .sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start)) {
    if (!kept.some((k) => f.start < k.end && f.end > k.start)) kept.push(f);
  }
  return kept.sort((a, b) => a.start - b.start);
}

function isLetter(c: string): boolean {
  return c !== '' && c.toLowerCase() !== c.toUpperCase();
}

/** The span stands as whole words of the text: no letter of any script touches it. */
function wholeWord(text: string, start: number, end: number): boolean {
  return !isLetter(text.charAt(start - 1)) && !isLetter(text.charAt(end));
}

/** "a 9x5-inch loaf pan", "the cake tin", "a pie dish": the food word names the tin, not a food (singular; data). */
const EQUIPMENT: ReadonlySet<string> = new Set([
  'pan',
  'tin',
  'dish',
  'tray',
  'mould',
  'mold',
  'basin',
  'stone',
  'ring',
  'liner',
  'rack',
  'cutter',
  'knife',
  'knive',
  'plate',
]);

/** The words after a food name a piece of equipment ("loaf pan", "cake tin", "pie-dish"). */
function equipmentAfter(after: string): boolean {
  const lead = after.charAt(0);
  if (lead !== ' ' && lead !== '-') return false;
  const word = firstWord(after);
  return EQUIPMENT.has(word) || EQUIPMENT.has(stem(word)) || EQUIPMENT.has(word.slice(0, -1));
}

/** True when the words just before the food already make it free of its tags ("dairy-free cheese", "vegan butter"). */
function alreadyQualified(text: string, found: Found): boolean {
  const before = text.slice(Math.max(0, found.start - 40), found.start);
  const phrase = `${before.slice(lastClauseCut(before))}${found.word}`.toLowerCase();
  const left = applyQualifiers(phrase, new Set(found.tags));
  return left.size === 0;
}

/** Marks and words after which a new clause begins, for the words that qualify a food. */
const CLAUSE_CUT_MARKS = [',', '.', ';', ':', '!', '?', '(', ')'];
const CLAUSE_CUT_WORDS: ReadonlySet<string> = new Set(['and', 'or', 'with']);

/** Where the last clause of a text begins: after its last mark or its last "and", "or", "with". */
function lastClauseCut(text: string): number {
  const mark = Math.max(...CLAUSE_CUT_MARKS.map((m) => text.lastIndexOf(m))) + 1;
  const word = wordsOf(text)
    .filter((w) => CLAUSE_CUT_WORDS.has(w.text.toLowerCase()))
    .pop();
  return Math.max(mark, word?.end ?? 0);
}

const SENTENCE_MARKS = ['.', '!', '?', ':', ';'];

/** The text before a word ends a sentence, or is empty, or is a step's number ("2. ", "3) "): the word leads. */
function leadsSentence(before: string): boolean {
  const trimmed = before.trimEnd();
  if (trimmed.trim() === '') return true;
  if (SENTENCE_MARKS.includes(trimmed.charAt(trimmed.length - 1)) && trimmed.length < before.length) return true;
  const number = trimmed.trim();
  const last = number.charAt(number.length - 1);
  return (last === '.' || last === ')') && number.length > 1 && [...number.slice(0, -1)].every((c) => c >= '0' && c <= '9');
}

function matchCase(found: string, replacement: string): string {
  if (found === found.toUpperCase() && found.length > 1) return replacement.toUpperCase();
  const first = found.charAt(0);
  return first !== first.toLowerCase() ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

/** Words that name a kind of food rather than one food: they stand for whatever the recipe used of that kind. */
const KIND_WORDS: ReadonlySet<string> = new Set(
  (
    'cheese meat fish seafood shellfish poultry milk cream dairy stock broth sauce flour sugar sweetener syrup oil fat pasta ' +
    'noodle nut mince starch thickener grain crumb breadcrumb egg yolk white wine spirit liquor alcohol bean lentil legume ' +
    'pulse sausage bacon ham chocolate butter yogurt yoghurt juice spread dressing mayo mayonnaise cracker biscuit cookie wrap ' +
    'tortilla bun roll bread'
  ).split(' '),
);

const MEAT_KINDS: ReadonlySet<string> = new Set(['meat', 'fish', 'seafood', 'shellfish', 'poultry']);

/** A kind word, in either number ("cheeses", "noodles"). */
function isKindWord(lower: string): boolean {
  return (
    KIND_WORDS.has(lower) ||
    (lower.endsWith('s') && KIND_WORDS.has(lower.slice(0, -1))) ||
    (lower.endsWith('es') && KIND_WORDS.has(lower.slice(0, -2)))
  );
}

/** True when `part` begins a word of `text` (an ASCII word boundary before it, as \b reads one). */
function beginsAWord(text: string, part: string): boolean {
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(part); at >= 0; at = lower.indexOf(part, at + 1)) {
    const before = lower.charAt(at - 1);
    const asciiWord = (before >= 'a' && before <= 'z') || (before >= '0' && before <= '9') || before === '_';
    if (!asciiWord) return true;
  }
  return false;
}

/** Parts named for their whole: "the yolks" and "the whites" are of the eggs. */
const PART_OF: Readonly<Record<string, string>> = { yolk: 'egg', white: 'egg' };

/** Whether a kind word ("cheese", "the meat", "noodles") can stand for the food a swap replaced. */
function standsFor(word: string, swap: ResidualSwap): boolean {
  const lower = word.toLowerCase();
  if (!isKindWord(lower)) return false;
  const stemmed = stem(lower);
  const whole = PART_OF[stemmed] ?? PART_OF[lower.endsWith('s') ? lower.slice(0, -1) : lower] ?? stemmed;
  const entry = findIngredient(swap.original);
  if (MEAT_KINDS.has(lower) && entry?.category === 'Meat & Seafood') return true;
  const names = [swap.original, entry?.name ?? '', ...(entry?.synonyms ?? [])].join(' | ');
  return beginsAWord(names, whole);
}

/** The swap for a food word: one whose original has the word, else the only swap of that kind of food. */
function swapFor(found: Found, swaps: readonly ResidualSwap[]): ResidualSwap | undefined {
  const word = found.from ?? stem(found.word.toLowerCase());
  const named = swaps.filter((s) => s.original.includes(word) && found.tags.some((t) => s.tags.has(t)));
  // "Chicken Pot Pie" with both "chicken broth" and "cooked chicken" swapped: the chicken is the food named by the word
  // itself ("chicken, shredded"), not the one it only describes ("chicken broth").
  const itself = named.find((s) => headWord(s.original) === word);
  if (itself ?? named[0]) return itself ?? named[0];
  // "sausage rolls" for the swapped "sausage meat": the swap whose food word the phrase holds.
  const sharing = swaps.find(
    (s) =>
      found.tags.some((t) => s.tags.has(t)) &&
      spaced(s.original).some((w) => w.length >= 4 && word.includes(w.endsWith('s') ? w.slice(0, -1) : w)),
  );
  if (sharing) return sharing;
  // A food of its own ("serve over rice") is not the swapped one, even when a rule forbids both: only a word for
  // the kind of food ("the cheese" after the pecorino was swapped) stands for a swap, and only for one of its kind.
  const kinds = swaps.filter((s) => standsFor(found.word, s));
  if (kinds.length === 0) return undefined;
  return swapOfKind(found, kinds);
}

/** The words of a text between spaces. */
function spaced(text: string): string[] {
  return text.split(' ').filter((w) => w !== '');
}

/** The food a name is of: its last word before any preparation note ("cooked chicken, shredded" → "chicken"). */
function headWord(original: string): string {
  const cut = [original.indexOf(','), original.indexOf('(')].filter((i) => i >= 0);
  const name = cut.length > 0 ? original.slice(0, Math.min(...cut)) : original;
  return stem((spaced(name).pop() ?? '').toLowerCase());
}

function swapOfKind(found: Found, swaps: readonly ResidualSwap[]): ResidualSwap | undefined {
  const sameKind = swaps.filter((s) => found.tags.every((t) => s.tags.has(t)));
  if (sameKind.length >= 1 && new Set(sameKind.map((s) => s.name)).size === 1) return sameKind[0];
  const anyKind = swaps.filter((s) => found.tags.some((t) => s.tags.has(t)));
  return anyKind.length >= 1 && new Set(anyKind.map((s) => s.name)).size === 1 ? anyKind[0] : undefined;
}

const JOINING: ReadonlySet<string> = new Set(['with', 'and', 'of']);

/** A plural word keeps a plural replacement where the name is a simple noun ("yolks" → "flax eggs"). */
function sameNumber(word: string, name: string): string {
  const lower = name.toLowerCase();
  if (!word.toLowerCase().endsWith('s') || lower.endsWith('s') || wordsOf(lower).some((w) => JOINING.has(w.text))) return name;
  return lower.endsWith('egg') ? `${name}s` : name;
}

/**
 * What one food word becomes: the substitute's name, or the word with the free-from qualifier; undefined when
 * neither fits (meat named in a dish whose meat was not swapped stays for the compliance check to catch).
 */
function replacementFor(found: Found, ctx: ResidualContext): string | undefined {
  const swap = swapFor(found, ctx.swaps);
  if (swap) return sameNumber(found.word, swap.name);
  if (found.tags.some((t) => FLESH.has(t))) return undefined;
  const prefixes = [...new Set(found.tags.map((t) => ctx.prefixes[t]).filter((p): p is string => p !== undefined))];
  if (prefixes.length > 0) return `${prefixes.join(' ')} ${properNames(found.word.toLowerCase())}`;
  return sideThatFits(found.word, ctx.forbidden);
}

/** The text with every remaining forbidden food word written as the cook now has it. */
export function rewriteResidual(text: string, ctx: ResidualContext): string {
  if (ctx.forbidden.size === 0) return text;
  let out = text;
  for (const found of forbiddenWords(text, ctx.forbidden, ctx.swaps, ctx.interpreted).reverse()) {
    if (alreadyQualified(text, found)) continue;
    if (namesTheDish(found, ctx)) continue;
    if (namesAKeptIngredient(found, ctx)) continue;
    if (withinKeptName(text, found, ctx)) continue;
    // "until it looks like breadcrumbs": a texture compared, no food to qualify.
    if (inComparison(text, found.start, found.end)) continue;
    // "No salt, sugar or honey for babies": a food the sentence rules out stays as written.
    if (negated(lastClause(text.slice(0, found.start)))) continue;
    // Made in the recipe from lines already converted: a step in another language gets no English claim glued on
    // ("hasta obtener una bechamel espesa"); an English one may say what it now is ("the dairy-free béchamel").
    if (isMadeInMethod(found.word, ctx.made) && !swapFor(found, ctx.swaps) && !readsEnglish(text)) continue;
    const replacement = replacementFor(found, ctx);
    if (replacement === undefined) continue;
    if (replacement === '') {
      out = withoutMention(out, found.start, found.end);
      continue;
    }
    // A capital mid-sentence is the original's own (a German noun, "Parmesan"): the replacement keeps its case.
    const sentenceStart = leadsSentence(text.slice(0, found.start));
    const cased = sentenceStart || found.word === found.word.toUpperCase() ? matchCase(found.word, replacement) : replacement;
    out = out.slice(0, found.start) + cased + out.slice(found.end);
  }
  return out;
}

/** The word is, or is a word of, a food the method makes ("bechamel" of "um molho bechamel"). */
function isMadeInMethod(word: string, made: ReadonlySet<string> | undefined): boolean {
  if (!made || made.size === 0) return false;
  const key = normaliseKey(word);
  return [...made].some((k) => k === key || ` ${k} `.includes(` ${key} `));
}

/** Words that rule a food out in the clause before it ("no", "without", "do not add", "free of"). */
const NEGATING: ReadonlySet<string> = new Set(['no', 'not', 'never', 'without', 'avoid', 'avoiding', 'nor', "don't", 'dont']);

function negated(clause: string): boolean {
  return wordsOf(clause).some((w) => NEGATING.has(w.text.toLowerCase())) || phraseAt(clause, 'free of').length > 0;
}

const CLAUSE_ENDS = ['.', ';', ':', '!', '?'];

/** The text after its last clause mark. */
function lastClause(text: string): string {
  return text.slice(Math.max(...CLAUSE_ENDS.map((mark) => text.lastIndexOf(mark))) + 1);
}

/** The word names one of the recipe's own ingredients that fit as written, not something swapped ("noodles" for rice noodles). */
function namesAKeptIngredient(found: Found, ctx: ResidualContext): boolean {
  if (!ctx.kept?.length || found.from || swapFor(found, ctx.swaps)) return false;
  const word = found.word.toLowerCase();
  return ctx.kept.some((name) => standsAlone(name.toLowerCase(), word));
}

/**
 * The word stands inside a longer kept ingredient's name the text writes whole ("leche" of "la leche de coco"), a name
 * no swap replaced: by position it is that food's word, not the swapped one's.
 */
function withinKeptName(text: string, found: Found, ctx: ResidualContext): boolean {
  if (!ctx.kept?.length) return false;
  const swapped = new Set(ctx.swaps.map((s) => s.original));
  const names = ctx.kept.map((k) => k.trim().toLowerCase()).filter((k) => k !== '' && !swapped.has(k));
  return withinName(text, found.start, found.end, names);
}

/** True when `word` stands in `text` with no letter or hyphen touching it. */
function standsAlone(text: string, word: string): boolean {
  const touches = (c: string) => c === '-' || c.toLowerCase() !== c.toUpperCase();
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!touches(text.charAt(at - 1)) && !touches(text.charAt(at + word.length))) return true;
  }
  return false;
}

/** The food word is the dish itself ("pour ¼ cup batter per pancake" in "Fluffy Pancakes") and no swap renamed it. */
function namesTheDish(found: Found, ctx: ResidualContext): boolean {
  if (!ctx.dish || found.tags.some((t) => FLESH.has(t)) || swapFor(found, ctx.swaps)) return false;
  const stemmed = stem(found.word.toLowerCase());
  // German and Hungarian write the dish as one word: "Spätzle" in "Käsespätzle".
  const dish = ctx.dish.toLowerCase();
  return stemmed.length >= 5 ? dish.includes(stemmed) : stemmed.length >= 4 && beginsAWord(dish, stemmed);
}

/** Verbs whose object was the left-out food: "Add the crawfish and simmer" loses "Add and" (data). */
const OBJECT_VERBS: readonly string[] = [
  'add',
  'stir in',
  'fold in',
  'mix in',
  'toss in',
  'drop in',
  'place',
  'put',
  'arrange',
  'lay',
  'scatter',
  'sprinkle',
];
/** Words that tied a left-out food in ("with crusty bread", "and the"), before it; words describing it, just before it. */
const TIES_BEFORE: ReadonlySet<string> = new Set(['and', 'or', 'with', 'the', 'some', 'a', 'an', 'plus']);
const DESCRIBING_BEFORE: ReadonlySet<string> = new Set(['crusty', 'warm', 'fresh', 'toasted', 'sliced', 'some', 'the']);
const CLAUSE_JOINS: ReadonlySet<string> = new Set(['and', 'then']);
const PUNCTUATION = [',', '.', ';', '!', '?'];

function isSpace(c: string): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\u00a0';
}

/** The text before a left-out food without the words that described it and tied it in. */
function withoutTies(before: string): string {
  let out = before;
  for (;;) {
    const last = wordsOf(out).pop();
    if (!last || !DESCRIBING_BEFORE.has(last.text.toLowerCase()) || out.slice(last.end) === '' || out.slice(last.end).trim() !== '') break;
    out = out.slice(0, last.start);
  }
  for (;;) {
    const trimmed = out.trimEnd();
    if (trimmed.endsWith(',')) {
      out = trimmed.slice(0, -1);
      continue;
    }
    const last = wordsOf(trimmed).pop();
    if (!last || last.end !== trimmed.length || !TIES_BEFORE.has(last.text.toLowerCase()) || !isSpace(trimmed.charAt(last.start - 1)))
      break;
    out = trimmed.slice(0, last.start);
  }
  return out.trimEnd();
}

/** "Add and simmer" once its food went: the verb and its "and" go (the next word leads where the verb led). */
function withoutBareObjectVerbs(text: string): string {
  let out = text;
  const lower = () => out.toLowerCase();
  for (const verb of OBJECT_VERBS) {
    for (let at = lower().indexOf(verb); at >= 0; at = lower().indexOf(verb, at + 1)) {
      if (isLetter(out.charAt(at - 1))) continue;
      const rest = out.slice(at + verb.length);
      const join = wordsOf(rest)[0];
      if (!join || !CLAUSE_JOINS.has(join.text.toLowerCase()) || rest.slice(0, join.start).trim() !== '' || join.start === 0) continue;
      const afterJoin = rest.slice(join.end);
      const next = afterJoin.trimStart();
      if (next === '' || afterJoin.length === next.length) continue;
      const before = out.slice(0, at);
      const lead = before.trimEnd();
      const leads = lead === '' || (['.', '!', '?', ';'].includes(lead.charAt(lead.length - 1)) && lead.length < before.length);
      const joined = lead.endsWith(',') || wordsOf(lead).pop()?.text.toLowerCase() === 'then';
      if (leads && isLetter(next.charAt(0))) out = `${before}${next.charAt(0).toUpperCase()}${next.slice(1)}`;
      else if (joined && !leads) out = `${before}${next}`;
    }
  }
  return out;
}

/** Spaces once, none before a mark; "serve ." is "Serve.". */
function tidied(text: string): string {
  let out = text
    .split(' ')
    .filter((w, i, all) => w !== '' || i === 0 || i === all.length - 1)
    .join(' ');
  for (const mark of PUNCTUATION) {
    for (;;) {
      const at = out.indexOf(` ${mark}`);
      if (at < 0) break;
      let from = at;
      while (from > 0 && isSpace(out.charAt(from - 1))) from--;
      out = `${out.slice(0, from)}${out.slice(at + 1)}`;
    }
  }
  for (const word of wordsOf(out).reverse()) {
    const lower = word.text.toLowerCase();
    if (lower !== 'serve' && lower !== 'served') continue;
    if (out.charAt(word.end) === '.') out = `${out.slice(0, word.start)}Serve.${out.slice(word.end + 1)}`;
  }
  return out.trim();
}

/** A left-out food's words taken out of a sentence with the little words that tied them in ("with crusty bread"). */
function withoutMention(text: string, start: number, end: number): string {
  const before = withoutTies(text.slice(0, start));
  let after = text.slice(end);
  // "the yolk, mustard, and anchovies" without mustard is "the yolk and anchovies": a list of two takes no comma.
  const next = wordsOf(after)[0];
  const clause = before.slice(Math.max(...['.', '!', '?', ';', ':'].map((m) => before.lastIndexOf(m))) + 1);
  if (
    after.startsWith(',') &&
    next &&
    ['and', 'or'].includes(next.text.toLowerCase()) &&
    after.slice(1, next.start).trim() === '' &&
    !clause.includes(',')
  )
    after = after.slice(1);
  return tidied(withoutBareObjectVerbs(`${before}${after}`));
}
