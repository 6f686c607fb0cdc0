import { findExactIngredient } from '../ingredients/lookup';
import { normaliseIngredientName } from '../ingredients/normalise';
import { normaliseKey } from '../knowledge/normaliseKey';
import { currentLexicon } from '../knowledge/store';
import { memoByText } from '../knowledge/textMemo';
import { findFoodMentions, mayNameInLanguage } from '../resolve/findFoodMentions';
import { foodParts } from '../resolve/foodParts';
import { formsOf } from '../resolve/inflections';
import { type EndingLanguage, guessLanguage, LANGUAGE_GROUPS } from '../resolve/languageGuess';
import { KIND_TAGS, MIN_KIND_CHILDREN } from '../resolve/mentionWords';
import { overlayIndex } from '../resolve/overlayIndex';
import { foodOfFormCompound, isUnknownWord, type ResolvedFood, resolveFood } from '../resolve/resolveFood';
import { TRAITS_BY_ID, traitsOf, traitsOfFood } from '../traits/index';
import type { DietTag, IngredientEntry } from '../types';
import { afterArticle, headsFirst, headsOf, qualifiersAfter, TYING_WORDS } from './heads';
import { phraseAt, type Word, wordsOf } from './text';

/** One swap as the method reads it: the food's words as its line wrote them, its entry, what takes its place. */
export interface StepSwap {
  food: string;
  entry?: string;
  /** The substitute as a step names it ("firm tofu"); null when the food is left out. */
  substitute: string | null;
  /** The tags the filters forbid that the food carried. */
  tags: readonly DietTag[];
  /** The substitute's amount is not the original's: an amount a step writes before the food's name goes. */
  amountChanged?: boolean;
  /** The substitute's line as the list now writes it ("zumo de uva blanca con un chorrito de vinagre"). */
  substituteLine?: string;
  /** The measure word of the food's own line as written ("tablete" of "1 tablete de caldo Knorr"). */
  unitWord?: string;
  /** The maker its line names after the food ("oyster sauce, Mama Sita's"): it goes with the food from a step. */
  maker?: string;
}

/** A run of words that names a food, by position. */
export interface Mention {
  start: number;
  end: number;
  text: string;
  key: string;
  entry?: IngredientEntry;
  /** The food's word used as the verb of its clause ("Flour two pans", "then butter the tin"). */
  verb?: boolean;
  /** The last part of a swapped compound ("boter" of "roomboter"): the tags the knowledge gives that word. */
  partTags?: readonly DietTag[];
  /** A part of a swapped food ("the yolks", "Eiweiß" of swapped eggs): the part's traits row id. */
  part?: string;
  /** Found by the knowledge, not by its spelling ("fløten" of "kremfløte"): a kept food's words it stands in are the kept food's. */
  loose?: boolean;
  /** A word for the kind of food the swapped food is ("o peixe" for the cod, "das Fleisch" for the chicken): its ontology id. */
  kind?: string;
}

/**
 * The kind of food a word names, as the ontology knows it ("Fleisch" → en:meat); undefined for a food of its own. A
 * short word names its kind in a text of its language ("de vis", "kødet", "a húst"): `group` is the text's language;
 * without it, every language that writes the word as a short name is asked.
 */
export function kindOfWord(phrase: string, group?: EndingLanguage): { id: string; index: number } | undefined {
  return kindOf(`${group ?? ''}\u0000${phrase}`);
}

const GROUPS: readonly EndingLanguage[] = [...new Set(Object.values(LANGUAGE_GROUPS))];

const kindOf = memoByText((groupAndPhrase: string): { id: string; index: number } | undefined => {
  const cut = groupAndPhrase.indexOf('\u0000');
  const group = (groupAndPhrase.slice(0, cut) || undefined) as EndingLanguage | undefined;
  const phrase = groupAndPhrase.slice(cut + 1);
  const lexicon = currentLexicon();
  if (!lexicon) return undefined;
  const food = resolveFood(phrase);
  const entry = food?.id && food.span.text.length === phrase.trim().length ? lexicon.byOntologyId(food.id) : undefined;
  if (food?.id && entry && lexicon.childCount(entry.index) >= MIN_KIND_CHILDREN) {
    // Named, not guessed from an ending ("formar" is a verb, not a form of "formaggio").
    // In the text's language, a word its endings make of the kind's name ("farsen", "kødet") names it too.
    const named =
      findExactIngredient(phrase) !== undefined ||
      findFoodMentions(phrase).some((m) => !m.loose && m.text.length === phrase.length) ||
      findFoodMentions(phrase, group ? { group } : {}).some(
        (m) => m.text.length === phrase.length && m.key !== normaliseKey(phrase) && lexicon.foodOfKey(m.key)?.id === food.id,
      );
    if (named) return { id: food.id, index: entry.index };
  }
  if (phrase.includes(' ') || phrase.length > SHORT_KIND_WORD) return undefined;
  for (const language of group ? [group] : GROUPS) {
    // Only a short name of the language makes a mention `inLanguage`: a word that is none is not read (speed only).
    if (!mayNameInLanguage(phrase, { group: language })) continue;
    const mention = findFoodMentions(phrase, { group: language }).find((m) => m.inLanguage && m.start === 0 && m.end === phrase.length);
    const kind = mention?.food.id ? lexicon.byOntologyId(mention.food.id) : undefined;
    if (mention?.food.id && kind && lexicon.childCount(kind.index) >= MIN_KIND_CHILDREN) return { id: mention.food.id, index: kind.index };
  }
  return undefined;
});

/** The longest word a short name of a kind makes with its endings ("kjøttet", "fisken", "rybami"). */
const SHORT_KIND_WORD = 8;

/** True when a food (as a line writes it) is of the kind: the kind itself or under it in the ontology, or carrying the kind's tags. */
export function isOfKind(food: string, kind: { id: string; index: number }): boolean {
  const resolved = resolveFood(food);
  if (!currentLexicon() || !resolved) return false;
  if (placedUnder(resolved, kind, false)) return true;
  return (KIND_TAGS[kind.id] ?? []).some((t) => resolved.tags.has(t));
}

/** The ontology places the resolved food under the kind (or, with `orIs`, it is the kind itself). */
function placedUnder(resolved: ResolvedFood | undefined, kind: { id: string; index: number }, orIs: boolean): boolean {
  const lexicon = currentLexicon();
  const entry = resolved?.id && lexicon ? lexicon.byOntologyId(resolved.id) : undefined;
  return entry !== undefined && lexicon !== undefined && ((orIs && entry.index === kind.index) || lexicon.isUnder(entry.index, kind.index));
}

/** True when the ontology places the food (as a line writes it) under the kind. */
function isPlacedUnder(food: string, kind: { id: string; index: number }): boolean {
  return placedUnder(resolveFood(food), kind, true);
}

/** True when a kept line's words name a food of the kind anywhere ("queijo" of "queijo meia cura (ou queijo minas)"). */
export function namesOfKind(food: string, kind: { id: string; index: number }): boolean {
  const lexicon = currentLexicon();
  if (!lexicon) return false;
  if (isOfKind(food, kind)) return true;
  return findFoodMentions(food).some((m) => {
    const entry = m.food.id ? lexicon.byOntologyId(m.food.id) : undefined;
    return entry !== undefined && lexicon.isUnder(entry.index, kind.index);
  });
}

export function keyOf(text: string): string {
  return normaliseIngredientName(text);
}

const LONGEST = 4;

/** Food names of two letters, read as foods in a step all the same (data): German and Dutch "Ei", Danish "æg". */
const SHORT_FOOD_WORDS: ReadonlySet<string> = new Set(['ei', 'æg']);

/** Words that begin a clause's object: a food word just before one of them, leading its clause, is the verb. */
const DETERMINERS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'two', 'three', 'four', 'your', 'each', 'both', 'some']);
/** What else follows a verb leading a sentence ("Cream together the sugar", "Butter well"). */
const AFTER_A_LEADING_VERB: ReadonlySet<string> = new Set(['until', 'together', 'well', 'lightly', 'into', 'it', 'them', 'out']);
/** Words after which a new clause begins. */
const CLAUSE_LEADS: ReadonlySet<string> = new Set(['and', 'then']);
/**
 * Food words that are cooking verbs as often as foods (data): after "and" or "then" with nothing after them ("toss
 * with oil and toast."), or leading a sentence, they are the verb.
 */
const ALSO_VERBS: ReadonlySet<string> = new Set([
  'toast',
  'roll',
  'crumb',
  'mince',
  'grill',
  'dust',
  'brine',
  'glaze',
  'season',
  'smoke',
  'pickle',
  'mash',
  'ice',
]);

/**
 * The tags of a word that ends a swapped compound ("boter" of "roomboter", "mel" of "hvedemel", "Mehl" of
 * "Weizenmehl"), when the knowledge knows the word on its own as a food; undefined otherwise.
 */
function compoundPart(
  phrase: string,
  key: string,
  compounds: readonly string[],
  group: EndingLanguage | undefined,
): { tags: readonly DietTag[]; tail: string } | undefined {
  if (key.length < 3 || key.includes(' ')) return undefined;
  // The tail as written, or in its dictionary form where the text's language puts an ending on it ("melet" of "hvedemel").
  const forms = [key, ...(group ? formsOf(key, { language: group, minStem: 3 }).filter((f) => f !== key && f.length >= 3) : [])];
  const tail = forms.find((f) => compounds.some((c) => c.length > f.length && c.endsWith(f)));
  if (tail === undefined) return undefined;
  const ending = compounds.filter((c) => c.length > tail.length && c.endsWith(tail));
  const food = resolveFood(tail === key ? phrase : tail);
  if (!food || food.span.text.length !== (tail === key ? phrase.length : tail.length)) return undefined;
  // A short word names other foods in other languages ("mel": flour in Danish, honey in Portuguese): in this recipe it is
  // the head of the swapped compound, of that compound's kind too.
  const own = ending.flatMap((c) => [...(resolveFood(c)?.tags ?? [])]);
  return { tags: [...new Set([...food.tags, ...own])], tail };
}

/** True when the word at `i` begins a clause: the text's start, after a mark, or after "and"/"then". */
function startsClause(text: string, words: readonly Word[], i: number): boolean {
  const word = words[i] as Word;
  const gap = text.slice(words[i - 1]?.end ?? 0, word.start).trim();
  if (i === 0 || gap.endsWith('.') || gap.endsWith(',') || gap.endsWith(';') || gap.endsWith(':') || gap.endsWith(')')) return true;
  const before = words[i - 1] as Word;
  return gap === '' && CLAUSE_LEADS.has(before.text.toLowerCase());
}

/** True when the word at `i` leads a sentence (or a clause after a mark): "Roll the dough", ", roll into balls". */
function leadsSentence(text: string, words: readonly Word[], i: number): boolean {
  const gap = text.slice(words[i - 1]?.end ?? 0, (words[i] as Word).start).trim();
  return i === 0 || gap.endsWith('.') || gap.endsWith(',') || gap.endsWith(';') || gap.endsWith(':') || gap.endsWith(')');
}

/**
 * True when the one-word mention at `i` is its clause's verb: leading a sentence with an object or an adverb after
 * it ("Cream the butter", "Flour two pans", "Cream together"); after "and" or "then" with a determiner after it ("then
 * butter the dish"); an adverb may go first ("lightly butter"). A food word that is as often a verb (ALSO_VERBS) is
 * one after "and" or "then" with nothing after it too ("toss with oil and toast.").
 */
function leadsAsVerb(text: string, words: readonly Word[], i: number): boolean {
  const word = words[i] as Word;
  const next = words[i + 1];
  const lower = word.text.toLowerCase();
  const attached = next !== undefined && text.slice(word.end, next.start).trim() === '';
  const after = attached ? (next as Word).text.toLowerCase() : '';
  const adverb = words[i - 1];
  const lead = adverb?.text.toLowerCase().endsWith('ly') && text.slice(adverb.end, word.start).trim() === '' ? i - 1 : i;
  if (leadsSentence(text, words, lead))
    return DETERMINERS.has(after) || AFTER_A_LEADING_VERB.has(after) || (ALSO_VERBS.has(lower) && attached);
  if (!startsClause(text, words, lead)) return false;
  if (DETERMINERS.has(after)) return true;
  const rest = text.slice(word.end).trimStart().charAt(0);
  return ALSO_VERBS.has(lower) && (rest === '' || CLAUSE_MARKS.has(rest) || AFTER_A_LEADING_VERB.has(after));
}

const CLAUSE_MARKS: ReadonlySet<string> = new Set(['.', ',', ';', ':', '!', '?', ')']);

/** True when the food word starting at `start` is its clause's verb ("Toast the seeds", "then roll into balls"). */
export function usedAsVerb(text: string, start: number): boolean {
  const words = wordsOf(text);
  const i = words.findIndex((w) => w.start === start);
  return i >= 0 && leadsAsVerb(text, words, i);
}

/** Articles of the languages a method is written in (data): a word leading a sentence before one is its verb. */
const ARTICLES: ReadonlySet<string> = new Set(
  'the a an de het een der die das den dem des ein eine einen le la les du un une el los las lo il gli uno una o os as um uma'.split(' '),
);

/** Words that never begin a food's name: a run of the food's words starting with one is no name of it. */
const NOT_A_NAME_START: ReadonlySet<string> = new Set(['and', 'or', 'with', 'in', '&', ...TYING_WORDS]);

/**
 * Where the swaps' own foods are written out in the text, whole or by their last two or more words ("peas and
 * carrots" of "frozen peas and carrots", "chicken thighs" of "boneless chicken thighs"): one mention each.
 */
function ownFoodSpans(text: string, swaps: readonly StepSwap[]): Mention[] {
  const out: Mention[] = [];
  for (const swap of swaps) {
    const words = wordsOf(swap.food);
    for (let from = 0; from + 2 <= words.length; from++) {
      const first = words[from] as Word;
      if (NOT_A_NAME_START.has(first.text.toLowerCase())) continue;
      const food = swap.food.slice(first.start).trim();
      for (const at of phraseAt(text, food)) {
        if (out.some((m) => at.start < m.end && m.start < at.end)) continue;
        const entry = swap.entry === undefined ? undefined : findExactIngredient(swap.entry);
        out.push({ start: at.start, end: at.end, text: text.slice(at.start, at.end), key: keyOf(swap.food), ...(entry ? { entry } : {}) });
      }
    }
  }
  return out;
}

/** What names a food for the step's words: the knowledge's id and name, so "fløten" is the "kremfløte" of the list. */
function identities(phrase: string, group?: EndingLanguage): string[] {
  // The phrase as written first; its hardened forms only when it names nothing whole (speed only: the same order).
  const own = identitiesOfForm(phrase);
  if (own) return own;
  // Softened consonants are Turkish case endings: in a text known to be of another language "grande" is no "grant".
  if (group !== undefined && group !== 'tr') return [];
  for (const form of hardened(phrase)) {
    const found = identitiesOfForm(form);
    if (found) return found;
  }
  return [];
}

function identitiesOfForm(form: string): string[] | undefined {
  const food = resolveFood(form);
  return food && food.span.text.length === form.trim().length ? [...(food.id ? [food.id] : []), `name:${food.name}`] : undefined;
}

/**
 * Consonants a case ending softens (data: Turkish "mercimek" → "Mercimeği", "kitap" → "kitabı"), each with the
 * letter its dictionary form ends in.
 */
const SOFTENED: Readonly<Record<string, string>> = { ğ: 'k', b: 'p', c: 'ç', d: 't' };
const SOFTENING_ENDINGS = ['i', 'ı', 'u', 'ü', 'e', 'a', 'ini', 'ını', 'unu', 'ünü', 'inden', 'ından', 'ine', 'ına', 'le', 'la'];

/** The word's dictionary forms once a softening ending is taken off ("Mercimeği" → "mercimek"). */
function hardened(word: string): string[] {
  const lower = word.toLowerCase();
  const out: string[] = [];
  for (const ending of SOFTENING_ENDINGS) {
    if (!lower.endsWith(ending) || lower.length - ending.length < 3) continue;
    const stem = lower.slice(0, -ending.length);
    const hard = SOFTENED[stem.slice(-1)];
    if (hard) out.push(`${stem.slice(0, -1)}${hard}`);
  }
  return out;
}

/** The swaps' foods as the knowledge knows them (the words of the line that name the food). */
function swapIdentities(swaps: readonly StepSwap[]): Map<string, StepSwap> {
  const out = new Map<string, StepSwap>();
  // A line of two foods ("prawn crackers and fried shallots") is swapped for the one the filters forbid.
  // A swap the avoid list made names no tag: a line of one food is that food.
  for (const swap of swaps) {
    const parts = foodParts(swap.food);
    for (const part of parts) {
      const whole = resolveFood(part);
      const byName = swap.tags.length === 0 && parts.length === 1;
      if (!whole || !(byName || [...whole.tags].some((t) => swap.tags.includes(t)))) continue;
      identitiesOfPart(out, swap, part, whole.span.text);
    }
  }
  return out;
}

/** One food of a swap's line, by the knowledge's identities and by the word of its name nothing else is. */
function identitiesOfPart(out: Map<string, StepSwap>, swap: StepSwap, part: string, span: string): void {
  for (const id of identities(span)) if (!out.has(id)) out.set(id, swap);
  // The word the food's name leads or ends with that names nothing else ("kerupuk" of "kerupuk udang", prawn
  // crackers): a step calls the food by it.
  const at = part.indexOf(span);
  const words = wordsOf(part);
  const beside = [words.filter((w) => w.end <= at).pop(), words.find((w) => w.start >= at + span.length)];
  for (const word of beside) {
    const key = word ? normaliseKey(word.text) : '';
    const touching = word && (word.end === at - 1 || word.start === at + span.length + 1);
    if (touching && key.length >= 5 && isUnknownWord(key) && !out.has(`word:${key}`)) out.set(`word:${key}`, swap);
  }
}

/** The words that name the parts of the swaps' foods ("yolks", "claras" of eggs), each to its part's row. */
function partWordsOf(swaps: readonly StepSwap[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const swap of swaps) {
    for (const part of traitsOf(swap.food)?.parts ?? []) {
      for (const word of TRAITS_BY_ID.get(part)?.partWords ?? []) out.set(word, part);
      for (const name of TRAITS_BY_ID.get(part)?.names ?? []) out.set(name, part);
    }
  }
  return out;
}

/** The part of a swapped food a found food is ("egg yolk" of eggs), by its traits row. */
function partOfSwaps(entryName: string | undefined, swaps: readonly StepSwap[]): string | undefined {
  const row = entryName === undefined ? undefined : (traitsOfFood(entryName) ?? traitsOf(entryName));
  // A part the list swapped on its own line ("4 egg yolks") is that line's food, not a part of another.
  if (!row || swaps.some((s) => traitsOf(s.food)?.id === row.id)) return undefined;
  return swaps.some((s) => traitsOf(s.food)?.parts?.includes(row.id)) ? row.id : undefined;
}

/**
 * A word no entry names exactly that is a swap's food all the same: a part of it ("Eiweiß", "les blancs"), or the
 * food in another form of its word ("fløten" of "kremfløte", "smalcu" of "smalec", "śmietaną" of "śmietana").
 */
function byKnowledge(
  phrase: string,
  swaps: readonly StepSwap[],
  parts: ReadonlyMap<string, string>,
  group: EndingLanguage | undefined,
  identitiesOfSwaps: () => Map<string, StepSwap>,
): Mention | undefined {
  const lower = phrase.toLowerCase();
  const part = parts.get(lower) ?? partOfSwaps(resolveFood(phrase)?.name, swaps);
  if (part && (parts.has(lower) || identities(phrase, group).length > 0))
    return { start: 0, end: phrase.length, text: phrase, key: keyOf(phrase), part };
  if (phrase.length < 4) return ofSwappedKind(phrase, swaps, group);
  const ids = identitiesOfSwaps();
  for (const id of [...identities(phrase, group), `word:${normaliseKey(phrase)}`]) {
    const swap = ids.get(id);
    if (swap)
      return {
        start: 0,
        end: phrase.length,
        text: phrase,
        key: keyOf(swap.food),
        partTags: [...(resolveFood(phrase)?.tags ?? [])],
        loose: true,
      };
  }
  // A swap's food in another form, its brine or powder ("ansjovisspadet"): that food. (A compound with another food,
  // "kipbouillon", is that other food: it stays, for the check to report.)
  const first = foodOfFormCompound(phrase);
  const ofFirst =
    first === undefined
      ? undefined
      : identities(first)
          .map((id) => ids.get(id))
          .find((swap) => swap !== undefined);
  if (ofFirst)
    return {
      start: 0,
      end: phrase.length,
      text: phrase,
      key: keyOf(ofFirst.food),
      partTags: [...(resolveFood(phrase)?.tags ?? [])],
      loose: true,
    };
  const ofKind = ofSwappedKind(phrase, swaps, group);
  if (ofKind) return ofKind;
  // A compound's last part is its head ("Schenkel" of "Hähnchenschenkel", "Brühe" of "Hühnerbrühe"): the same food.
  const tail =
    lower.length >= 5
      ? swaps.find((s) => wordsOf(s.food.toLowerCase()).some((w) => w.text.length >= lower.length + 3 && w.text.endsWith(lower)))
      : undefined;
  return tail ? { start: 0, end: phrase.length, text: phrase, key: keyOf(tail.food), loose: true } : undefined;
}

/** A word for the kind of food a swapped food is ("the fish", "das Fleisch", "la viande", "de vis", "kødet"): that food. */
function ofSwappedKind(
  phrase: string,
  swaps: readonly StepSwap[],
  group: EndingLanguage | undefined,
  /** The word's own tags, for a word the table holds as the kind itself: it is a swap's only where it carries what the swap was for. */
  kindTags?: readonly DietTag[],
): Mention | undefined {
  const placedOnly = kindTags !== undefined;
  const kind = kindOfWord(phrase, group);
  // The swap's own forbidden tags say its kind when the knowledge does not place its name ("kabeljauwfilet": fish).
  const byTags = (s: StepSwap) => !placedOnly && kind !== undefined && (KIND_TAGS[kind.id] ?? []).some((t) => s.tags.includes(t));
  // A word the table holds as the kind itself is one swapped food's that has a substitute: never a food left out, nor
  // one of several swapped foods of the kind.
  const placed = placedOnly && kind ? swaps.filter((s) => isPlacedUnder(s.food, kind) && s.tags.some((t) => kindTags?.includes(t))) : [];
  const ofKind = !kind
    ? undefined
    : placedOnly
      ? placed.length === 1 && placed[0]?.substitute !== null
        ? placed[0]
        : undefined
      : swaps.find((s) => isOfKind(s.food, kind) || byTags(s));
  return kind && ofKind ? { start: 0, end: phrase.length, text: phrase, key: keyOf(ofKind.food), kind: kind.id, loose: true } : undefined;
}

const swapIdentitiesOf = memoByText((foods: string) =>
  swapIdentities(
    foods.split('\u0002').map((f): StepSwap => {
      const [food = '', tags = ''] = f.split('\u0001');
      return { food, substitute: null, tags: tags.split(' ').filter(Boolean) as DietTag[] };
    }),
  ),
);

/**
 * The foods a text names, by position, longest first and none overlapping: a swap's own food written out whole is
 * one mention; "rice wine", "coconut milk" and "cream of tartar" are one food each, never "rice", "milk" or "cream".
 * Words a swap's food ends in ("the thighs" of "chicken thighs") count too where no longer name covers them. A food
 * word leading its clause with an object after it is the verb ("Flour the tin"), marked so.
 */
/**
 * A participle made from a food's name, by the forms that cannot be the food's own inflection: English "-ed"
 * ("buttered"), German "ge-…-t(e)" ("gebutterte"), French "-é(e)" ("beurré").
 */
function isParticiple(word: string): boolean {
  if (word.length < 6) return false;
  if (word.endsWith('ed')) return true;
  if (word.startsWith('ge') && /(?:t|te|ten|ter|tes)$/.test(word)) return true;
  return /(?:é|ée|és|ées)$/.test(word);
}

/**
 * A word the knowledge only guesses as a food, made as a participle, right before another word of its phrase ("a
 * buttered tin", "eine gebutterte Form", "un moule beurré" aside): it says how the next thing is, never the food.
 */
function participleBeforeNoun(text: string, words: readonly Word[], i: number): boolean {
  const word = (words[i] as Word).text.toLowerCase();
  const next = words[i + 1];
  if (!next || !isParticiple(word)) return false;
  return text.slice((words[i] as Word).end, next.start).trim() === '' && !ARTICLES.has(next.text.toLowerCase());
}

export function mentionsIn(text: string, swaps: readonly StepSwap[] = []): Mention[] {
  // A food left out is marked (its substitute is no name here: only whether it has one).
  const foods = swaps
    .map((s) => `${s.food}\u0001${s.entry ?? ''}\u0001${s.tags.join(' ')}\u0001${s.substitute === null ? '' : '+'}`)
    .join('\u0002');
  return [...mentionsOf(`${foods}\u0000${text}`)];
}

// A sentence is read for its foods several times (before and after its rewriting, and for the title's swaps): once.
const mentionsOf = memoByText((foodsAndText: string): readonly Mention[] => {
  const cut = foodsAndText.indexOf('\u0000');
  const text = foodsAndText.slice(cut + 1);
  const words = wordsOf(text);
  const swaps = foodsAndText
    .slice(0, cut)
    .split('\u0002')
    .filter(Boolean)
    .map((f): StepSwap => {
      const [food = '', entry = '', tags = '', replaced = ''] = f.split('\u0001');
      return {
        food,
        ...(entry ? { entry } : {}),
        substitute: replaced === '' ? null : '',
        tags: tags.split(' ').filter(Boolean) as DietTag[],
      };
    });
  const group = guessLanguage(text);
  const headFirst = swaps.length > 0 && headsFirst(text);
  // Each swapped food's head word, where the language puts it ("costelinha" of "costelinha de porco salgada").
  const ownHeads = swaps.map((s) => headsOf(keyOf(s.food), headFirst));
  const heads = new Set(ownHeads.map((h) => h.last).filter((h) => h.length >= 3));
  const firstHeads = new Set(ownHeads.flatMap((h) => (h.first && h.first.length >= 3 ? [h.first] : [])));
  const parts = partWordsOf(swaps);
  const compounds = swaps.flatMap((s) => keyOf(s.food).split(' ')).filter((w) => w.length >= 6);
  const whole = ownFoodSpans(text, swaps);
  // The swaps' identities, keyed once per text rather than once per word (speed only).
  let ids: Map<string, StepSwap> | undefined;
  const identitiesOfSwaps = () => {
    ids ??= swapIdentitiesOf(swaps.map((s) => `${s.food}\u0001${s.tags.join(' ')}`).join('\u0002'));
    return ids;
  };
  const out: Mention[] = [...whole];
  for (let i = 0; i < words.length; ) {
    const at = words[i] as Word;
    const covering = whole.find((m) => at.start >= m.start && at.start < m.end);
    if (covering) {
      i += 1;
      continue;
    }
    let found: Mention | undefined;
    for (let n = Math.min(LONGEST, words.length - i); n >= 1 && !found; n--) {
      const first = words[i] as Word;
      const last = words[i + n - 1] as Word;
      if (whole.some((m) => first.start < m.end && m.start < last.end)) continue;
      const phrase = text.slice(first.start, last.end);
      // Short single words are method words more often than food ("fry", "top").
      if (n === 1 && phrase.length < 3 && !SHORT_FOOD_WORDS.has(phrase.toLowerCase())) continue;
      const entry = findExactIngredient(phrase);
      const key = keyOf(phrase);
      // A Romance head stands after its article ("as carnes", "al macinato"); a bare word is a shape ("en filetes").
      // A last word right after a food word qualifies that food ("as carnes salgadas"): no food of its own.
      const head =
        n === 1 &&
        ((heads.has(key) && !(headFirst && afterFood(text, out, first))) || (firstHeads.has(key) && afterArticle(text, words, i)));
      const part = !entry && n === 1 && !heads.has(key) ? compoundPart(phrase, key, compounds, group) : undefined;
      const guessed =
        !entry && !part && n === 1 && !heads.has(key) ? byKnowledge(phrase, swaps, parts, group, identitiesOfSwaps) : undefined;
      // A word leading its sentence with an article after it is the sentence's verb ("Bata os ovos", Portuguese
      // "beat", which the knowledge reads as butter): no food.
      const known =
        guessed &&
        ((leadsSentence(text, words, i) && ARTICLES.has(words[i + 1]?.text.toLowerCase() ?? '')) ||
          participleBeforeNoun(text, words, i) ||
          (guessed.part !== undefined && describesAFood(text, words, i, swaps)))
          ? undefined
          : guessed;
      const ofPart = entry && !(n === 1 && describesAFood(text, words, i, swaps)) ? partOfSwaps(entry.name, swaps) : undefined;
      if (part) found = { start: first.start, end: last.end, text: phrase, key: part.tail, partTags: part.tags };
      else if (known) found = { ...known, start: first.start, end: last.end };
      else if (ofPart && entry) found = { start: first.start, end: last.end, text: phrase, key, entry, part: ofPart };
      else if (entry || head)
        found = {
          start: first.start,
          end: last.end,
          text: phrase,
          key,
          ...(entry ? { entry } : {}),
          ...(n === 1 && leadsAsVerb(text, words, i) ? { verb: true } : {}),
        };
      // The last part of a swapped compound that is no swap's food ("kød" of "svine- og kalvekød", a food of its own) is
      // the word for the kind of the swapped food ("Rør kød og salt sammen").
      // So is a word the list reads as a food of its own where it names the kind ("as carnes" read as stewing beef).
      if (found?.partTags && n === 1 && !found.kind && !found.part && !found.verb && !swapOfMention(found, swaps)) {
        const ofKind = ofSwappedKind(phrase, swaps, group);
        if (ofKind) found = { ...ofKind, start: first.start, end: last.end };
      } else if (found?.entry && n === 1 && !found.part && !found.verb && !swapOfMention(found, swaps)) {
        // A word the table holds as the kind itself ("pasta" after egg tagliatelle were swapped): the swapped food the
        // ontology places under that kind, never one that only shares a tag with it ("a carne" of a crab is no stock).
        const ofKind = ofSwappedKind(phrase, swaps, group, found.entry.tags);
        if (ofKind) found = { ...ofKind, start: first.start, end: last.end };
      }
      if (found) i += n;
    }
    if (found) out.push(found);
    else i += 1;
  }
  const sorted = out.sort((a, b) => a.start - b.start);
  return headFirst ? withQualifiers(text, sorted, swaps) : sorted;
});

/**
 * A part's word right beside another food's word, a space between, describes that food ("crema chiara", "white wine"):
 * no part of the swapped food. Its own whole beside it ("blancs d'œufs", "egg whites") leaves it the part.
 */
function describesAFood(text: string, words: readonly Word[], i: number, swaps: readonly StepSwap[]): boolean {
  const at = words[i] as Word;
  return [words[i - 1], words[i + 1]].some((word) => {
    if (!word || text.slice(Math.min(word.end, at.end), Math.max(word.start, at.start)).trim() !== '') return false;
    if (ARTICLES.has(word.text.toLowerCase()) || TYING_WORDS.has(word.text.toLowerCase())) return false;
    const food = resolveFood(word.text);
    if (!food || food.span.text.length < word.text.length) return false;
    const row = traitsOf(food.entry?.name ?? food.name);
    return row === undefined || !swaps.some((s) => traitsOf(s.food) === row);
  });
}

/** True when the word right before `word` (a space between) ends a food already found ("carnes" before "salgadas"). */
function afterFood(text: string, found: readonly Mention[], word: Word): boolean {
  return found.some((m) => m.end <= word.start && text.slice(m.end, word.start).trim() === '');
}

/**
 * Where the head comes first, a swapped food's own words right after its mention qualify it ("as carnes salgadas" of
 * "costelinha de porco salgada", "el lomo adobado"): one mention with it, never a second food.
 */
function withQualifiers(text: string, mentions: readonly Mention[], swaps: readonly StepSwap[]): Mention[] {
  const out: Mention[] = [];
  for (const mention of mentions) {
    const last = out[out.length - 1];
    if (last && mention.start < last.end) continue;
    const swap = mention.verb ? undefined : swapOfMention(mention, swaps);
    const end = swap ? qualifiersAfter(text, mention.end, swapWords(`${swap.food}\u0000${swap.entry ?? ''}`), keyOf) : mention.end;
    out.push(end === mention.end ? mention : { ...mention, end, text: text.slice(mention.start, end) });
  }
  return out;
}

/**
 * The swap a mention is the food of: the same entry; or words all the swap food's own where the mention is no other
 * food ("chicken" of "boneless chicken thighs" carries the poultry the swap took out; "rice" of "rice wine" does not).
 */
export function swapOfMention(mention: Mention, swaps: readonly StepSwap[]): StepSwap | undefined {
  const { part } = mention;
  if (part) return swaps.find((s) => traitsOf(s.food)?.parts?.includes(part));
  // A maker's name ("die Packung Maggi") is the swapped product its line names with it, where only one line does.
  if (overlayIndex().brands.has(normaliseKey(mention.text))) {
    const named = swaps.filter((s) => wordsOf(s.food).some((w) => normaliseKey(w.text) === normaliseKey(mention.text)));
    if (named.length === 1) return named[0];
  }
  const name = mention.entry?.name;
  const own = mention.key.split(' ');
  const candidates = swaps.filter((s) => {
    if (name !== undefined && (s.entry === name || keyOf(s.food) === mention.key)) return true;
    const food = swapWords(`${s.food}\u0000${s.entry ?? ''}`);
    // A compound's last part names it in a step ("boter" of "roomboter", "mel" of "hvedemel"), where it is that kind of food.
    const tags = mentionTags(mention);
    const kind = tags.some((t) => s.tags.includes(t));
    // A compound's first part names it too ("Hähnchen" of "Hähnchenbrust", "kylling" of "kyllingebryst"), where it is
    // that kind of food.
    if (!own.every((w) => food.has(w) || (own.length === 1 && kind && (endsAWord(food, w) || (w.length >= 4 && startsAWord(food, w))))))
      return false;
    if (!mention.entry) return true;
    // A food left out by name from the avoid list carries no tag: its head word names it ("mustard" of "English
    // mustard"), a word it only shares does not ("peanut" of "peanut oil").
    if (s.tags.length === 0) return keyOf(s.food).split(' ').pop() === mention.key;
    return kind;
  });
  // The swap of the mention's own food first ("peanuts" is the roasted peanuts' line, not the peanut oil's, whose name
  // only shares the word), then the one of fewest words.
  const ownFirst = (s: StepSwap) => (name !== undefined && s.entry === name ? 0 : 1);
  return candidates.sort((a, b) => ownFirst(a) - ownFirst(b) || keyOf(a.food).split(' ').length - keyOf(b.food).split(' ').length)[0];
}

/**
 * What a mention's food carries: its table entry's tags and the knowledge's for its words ("mustard" carries the
 * mustard allergen that an avoid list names, which the hand table does not write).
 */
function mentionTags(mention: Mention): readonly DietTag[] {
  const own = mention.entry?.tags ?? mention.partTags ?? [];
  if (!mention.entry) return own;
  const food = resolvedTags(mention.text);
  return food.length === 0 ? own : [...new Set([...own, ...food])];
}

const resolvedTags = memoByText((text: string): readonly DietTag[] => {
  const food = resolveFood(text);
  return food ? [...food.tags] : [];
});

/** Does a longer word of the set end with `w`? (Module-level: a closure per swap and mention was the step rewriting's hot spot.) */
function endsAWord(words: ReadonlySet<string>, w: string): boolean {
  for (const f of words) if (f.length > w.length && f.endsWith(w)) return true;
  return false;
}

/** Does a longer word of the set start with `w`? */
function startsAWord(words: ReadonlySet<string>, w: string): boolean {
  for (const f of words) if (f.length > w.length && f.startsWith(w)) return true;
  return false;
}

/** The words of a swap's food and of its entry's name: asked for every mention of every sentence. */
const swapWords = memoByText((foodAndEntry: string): ReadonlySet<string> => {
  const [food = '', entry = ''] = foodAndEntry.split('\u0000');
  return new Set([...keyOf(food).split(' '), ...keyOf(entry).split(' ')]);
});
