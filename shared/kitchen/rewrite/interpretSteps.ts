import { ADDED_STEPS } from '../choose/index';
import { isMakersName } from '../filters/makersName';
import { detectRecipeLanguage, languageScores } from '../language/detect';
import type { RecipeLanguage } from '../language/languages';
import { leadingAmountEnd } from '../parse/document/ingredient';
import { CLAUSE_JOINS as JOIN_WORDS } from '../parse/document/vocabulary';
import { pluralWord, singularWord } from '../parse/ingredientLineRewrite';
import { findFoodMentions } from '../resolve/findFoodMentions';
import { resolveFood } from '../resolve/resolveFood';
import { statesOvenSetting } from '../scale/statedSettings';
import { type CookingTraits, TECHNIQUE_PHRASES, TECHNIQUE_SAID, type Technique, TRAITS_BY_ID, traitsOf } from '../traits/index';
import { PART_OF_WORDS } from '../unitData';
import { keyOf, kindOfWord, type Mention, mentionsIn, namesOfKind, type StepSwap, swapOfMention } from './mentions';
import { ownWayIn } from './ownWayWords';
import { isServingSentence, SERVING_MEASURES } from './servingFrames';

import { phraseAt, phraseInLowercase, sameCase, sentencesOf, tidySentence, type Word, withinName, wordsOf } from './text';

/** Words that tie a food into a sentence: they go with a food that is left out ("the", "and the", ", the"). */
const TYING_BEFORE: ReadonlySet<string> = new Set(
  (
    'the a an some your and with plus or of ' +
    // the articles and "and"/"or" of the other languages a method is written in
    'de het een en der die das den dem des ein eine einen und oder le la les l du un une et ou el los las lo y o ' +
    'il gli i uno una e og och eller ' +
    // "with" of the other languages: it ties the food in as "with" does
    'con mit avec met med com'
  ).split(' '),
);

/**
 * Words that only say where a food goes ("over the top", "on top", "darüber", "encima"): a clause left with its verb and
 * these has nothing to do once the food went.
 */
const PLACING_WORDS: ReadonlySet<string> = new Set(
  'over on top onto into in across around evenly generously all sopra su sobre encima über darüber darauf auf dessus sur par'.split(' '),
);

/** What rewriting a method did, besides the steps: techniques no substitute can do, for the card to say. */
export interface InterpretedMethod {
  steps: string[];
  /** A step asked a substitute for what it cannot do and the substitute has no way of its own to write instead. */
  unfit: string[];
  /**
   * The asks no way was found for: a step that would stay as written asking a substitute what it cannot do ("almond
   * flour" kneaded and left to double, "silken tofu" whisked to a foam over water). Each is a card note; the conversion
   * decides which of them refuse it (a yeast dough's knead and rise, in `adapt.ts`).
   */
  impossible: UnfitAsk[];
}

/** A technique a step asks of a swapped food that its substitute cannot do, with no way of its own to say instead. */
export interface UnfitAsk {
  swap: StepSwap;
  technique: Technique;
  sentence: string;
}

interface Owned {
  mention: Mention;
  swap: StepSwap;
}

/**
 * The text after a swapped food without the maker named after it (", Mama Sita's"): the maker its line named, or a
 * maker's name the step gives it alone between commas or before the sentence's end (a transcript's "3 tbsp na oyster
 * sauce, Mama Sita's."). The maker was the food's.
 */
function withoutMaker(rest: string, swap: StepSwap): string {
  if (!rest.startsWith(', ')) return rest;
  const said = (text: string) => text.replaceAll('’', "'");
  if (swap.maker && said(rest).startsWith(`, ${said(swap.maker)}`)) return rest.slice(2 + swap.maker.length);
  const ends = [',', '.', ';', '!', '?'].map((mark) => rest.indexOf(mark, 2)).filter((at) => at > 0);
  const end = ends.length > 0 ? Math.min(...ends) : rest.length;
  return isMakersName(rest.slice(2, end)) && rest.slice(2, end).trim() === rest.slice(2, end) ? rest.slice(end) : rest;
}

/** A food without parts cannot be separated into them; otherwise the row says what it cannot do. */
function cannotDo(traits: CookingTraits, technique: Technique): boolean {
  return traits.cannot.includes(technique) || (technique === 'separate' && (traits.parts ?? []).length === 0);
}

/** The traits a step asks of a food it names: the part's own where it names a part ("the whites" whip). */
function askedOf(owned: Owned): CookingTraits | undefined {
  return owned.mention.part ? TRAITS_BY_ID.get(owned.mention.part) : traitsOf(owned.swap.food);
}

/** The technique a sentence asks of its food that the substitute cannot do (and the original could), and where. */
function unfitTechnique(
  sentence: string,
  original: CookingTraits | undefined,
  substitute: CookingTraits,
  byAnother: (technique: Technique) => boolean = () => false,
  passed: ReadonlySet<number> = new Set(),
): { technique: Technique; at: number } | undefined {
  const lower = sentence.toLowerCase();
  let own: { start: number; end: number }[] | undefined;
  for (const [technique, phrases] of Object.entries(TECHNIQUE_PHRASES) as [Technique, readonly string[]][]) {
    if (!cannotDo(substitute, technique) || byAnother(technique)) continue;
    if (original && !original.can.includes(technique) && original.cannot.includes(technique)) continue;
    const asked = phrases.flatMap((p) => phraseInLowercase(lower, p.toLowerCase()));
    if (asked.length === 0) continue;
    // A phrase the substitute has its own words for ("until just set" → "until heated through") is said its way.
    own ??= (substitute.replaces ?? []).flatMap((r) => r.instead).flatMap((o) => phraseInLowercase(lower, o.toLowerCase()));
    const ownPhrases = own;
    // Asked where the substitute has no words of its own for it (an own phrase overlapping the ask covers it).
    const bare = asked.find((a) => !passed.has(a.start) && !ownPhrases.some((o) => o.start < a.end && a.start < o.end));
    if (bare) return { technique, at: bare.start };
  }
  return undefined;
}

/** Where the run of clauses after `end` that name no food ends ("Soak the noodles…, then drain" → the sentence's end). */
function foodlessRunEnd(sentence: string, end: number): number {
  const body = sentence.trimEnd();
  const textEnd = SENTENCE_MARKS.has(body.slice(-1)) ? body.length - 1 : body.length;
  let at = end;
  while (at < textEnd && sentence.startsWith(', ', at)) {
    let next = sentence.indexOf(', ', at + 2);
    if (next < 0 || next > textEnd) next = textEnd;
    const clause = sentence.slice(at + 2, next);
    // A clause with a food, or a number (a heat, a time), is the cook's own and stays.
    if (findFoodMentions(clause).length > 0 || [...clause].some((c) => c >= '0' && c <= '9')) break;
    at = next;
  }
  return at;
}

/**
 * The clause of a sentence that holds `at`: it ends at a comma or semicolon (or the sentence's end), and its leading
 * joining words ("then") are not part of it. `whole` when the clause is the sentence itself.
 */
function clauseAround(sentence: string, at: number): { start: number; end: number; whole: boolean } {
  const body = sentence.trimEnd();
  const textEnd = SENTENCE_MARKS.has(body.slice(-1)) ? body.length - 1 : body.length;
  let start = 0;
  let end = textEnd;
  for (let i = 0; i < textEnd; i++) {
    if ((sentence[i] !== ',' && sentence[i] !== ';') || sentence[i + 1] !== ' ') continue;
    if (i < at) start = i + 2;
    else {
      end = i;
      break;
    }
  }
  const whole = start === 0 && end === textEnd;
  const lower = sentence.slice(start, end).toLowerCase();
  // The joining words that lead it ("…, then whisk") stay when the clause is said another way; the longest first.
  const join = [...CLAUSE_JOINS].sort((a, b) => b.length - a.length).find((j) => lower.startsWith(`${j} `));
  if (join) start += join.length + 1;
  return { start, end, whole };
}

/**
 * The techniques a kept food the sentence names can do ("Montate i tuorli con lo zucchero": the yolks whip, kept under
 * Sugar-Free): what the sentence asks is asked of that food, not of a swapped one beside it. A swapped food's parts are
 * no kept food.
 */
function keptDoers(sentence: string, swaps: readonly StepSwap[], before = sentence.length): (technique: Technique) => boolean {
  const swapped = new Set(
    swaps.flatMap((s) => {
      const row = traitsOf(s.food);
      return row ? [row.id, ...(row.parts ?? [])] : [];
    }),
  );
  // The step's object comes first ("Soak the noodles in warm water"): a kept food after the swapped one is its medium.
  const rows = findFoodMentions(sentence)
    .filter((m) => m.start < before)
    .flatMap((m) => traitsOf(m.food.entry?.name ?? m.food.name) ?? traitsOf(m.text) ?? []);
  const kept = rows.filter((row) => !swapped.has(row.id));
  return (technique) => kept.some((row) => row.can.includes(technique));
}

/** The substitute's own way into the dish, as a sentence ("Stir in the firm tofu and heat through until golden."). */
function ownWay(name: string, traits: CookingTraits): string {
  const cue = traits.doneness?.cue;
  const say = ADDED_STEPS[traits.added].say;
  return sameCase(
    'X',
    say
      .split('{food}')
      .join(name)
      .split('{until}')
      .join(cue ? ` until ${cue}` : ''),
  );
}

/** Words that join a clause to the one before it: a clause that goes takes them along. */
const CLAUSE_JOINS: ReadonlySet<string> = new Set(['then', 'and', 'and then']);

/** The text before `at` without the joining words ("…, then", "… and") that led into what was cut there. */
function withoutJoinBefore(text: string, at: number): number {
  let start = at;
  for (;;) {
    const before = text.slice(0, start).trimEnd();
    const word = wordsOf(before).pop();
    if (word && word.end === before.length && CLAUSE_JOINS.has(word.text.toLowerCase())) start = word.start;
    else if (before.endsWith(',')) start = before.length - 1;
    else return before.length === text.slice(0, start).length ? start : before.length;
  }
}

/** True when nothing but a mark (or the end) follows `at`: the phrase closed its clause. */
function endsClause(text: string, at: number): boolean {
  const next = text.slice(at).trimStart().charAt(0);
  return next === '' || CLAUSE_MARKS.has(next);
}

const CLAUSE_MARKS: ReadonlySet<string> = new Set(['.', ',', ';', ':', '!', '?', ')']);

/** The substitute's own method words in place of the original's ("until no longer pink" → "until golden"). */
function ownWords(sentence: string, traits: CookingTraits): string {
  let out = sentence;
  for (const swap of traits.replaces ?? []) {
    for (const instead of [...swap.instead].sort((a, b) => b.length - a.length)) {
      for (const at of phraseAt(out, instead).reverse()) {
        // Nothing to say in its place: a clause ("pour off the fat" for a plant mince) goes with its joining words;
        // a word before a name ("melted olive oil") goes alone.
        const clause = swap.say === '' && endsClause(out, at.end);
        const start = clause ? withoutJoinBefore(out, at.start) : at.start;
        const end = swap.say === '' && !clause ? at.end + (out.charAt(at.end) === ' ' ? 1 : 0) : at.end;
        out = `${out.slice(0, start)}${sameCase(out.slice(at.start, at.end), swap.say)}${out.slice(end)}`;
      }
    }
  }
  return out;
}

/** Words that lead a doneness clause ("until the chicken is cooked through"), in the language the cues are written in. */
const UNTIL_WORDS: ReadonlySet<string> = new Set(['until', 'till']);
/** How many words a doneness clause may hold between "until" and the cue ("until the chicken thighs are"). */
const CUE_REACH = 6;

/**
 * The original's doneness cue said the substitute's way ("until the chicken is cooked through" → "until heated
 * through" for tofu): the cue phrases are the original's traits (`doneness.says`); the substitute's words for one of
 * them (`replaces`) or else its own cue (`doneness.cue`) take the clause from "until" to the cue's end.
 */
function withOwnCue(sentence: string, original: CookingTraits | undefined, substitute: CookingTraits): string {
  const says = [...(original?.doneness?.says ?? [])].sort((a, b) => b.length - a.length);
  const cue = substitute.doneness?.cue;
  if (says.length === 0 || !cue) return sentence;
  let out = sentence;
  const words = wordsOf(out);
  for (let i = words.length - 1; i >= 0; i--) {
    const until = words[i] as Word;
    if (!UNTIL_WORDS.has(until.text.toLowerCase())) continue;
    const reachEnd = words[i + CUE_REACH]?.end ?? out.length;
    let clause = out.slice(until.end, reachEnd);
    const mark = [...clause].findIndex((c) => CLAUSE_MARKS.has(c));
    if (mark >= 0) clause = clause.slice(0, mark);
    for (const phrase of says) {
      const at = phraseAt(clause, phrase).pop();
      if (!at) continue;
      const own = (substitute.replaces ?? []).find((r) =>
        r.instead.some((p) => p.toLowerCase() === `${until.text.toLowerCase()} ${phrase}`),
      );
      const said = own && own.say !== '' ? own.say.split(' ').slice(1).join(' ') : cue;
      out = `${out.slice(0, until.end)} ${said}${out.slice(until.end + at.end)}`;
      break;
    }
  }
  return out;
}

/** "Add and serve." after the food of "Add the sesame seeds" went: the verb left with nothing goes with its "and". */
function withoutBareVerb(sentence: string): string {
  const words = wordsOf(sentence);
  const [verb, join, next] = words;
  if (!verb || !join || !next || !CLAUSE_JOINS.has(join.text.toLowerCase())) return sentence;
  if (sentence.slice(verb.end, join.start).trim().replace(',', '') !== '') return sentence;
  return `${sentence.slice(0, verb.start)}${sameCase(verb.text, next.text)}${sentence.slice(next.end)}`;
}

const JOINS: ReadonlySet<string> = new Set(JOIN_WORDS);
/** The fewest words a clause left on its own must hold to say something to do ("To serve." does not). */
const MIN_CLAUSE_WORDS = 3;
const SENTENCE_MARKS: ReadonlySet<string> = new Set(['.', '!', '?']);

/**
 * The sentence without the clauses that held a left-out food, where clauses of their own go on: clauses end at a
 * comma or semicolon before a space and at a joining word of the method's languages ("and", "και", "und"). Undefined
 * when nothing with something to do is left.
 */
function withoutClausesOf(sentence: string, left: readonly Mention[], onlyBare = false): string | undefined {
  const body = sentence.trimEnd();
  const mark = SENTENCE_MARKS.has(body.slice(-1)) ? body.slice(-1) : '';
  const text = mark ? body.slice(0, -1) : body;
  const cuts: { start: number; end: number }[] = [];
  for (let i = 0; i < text.length; i++)
    if ((text[i] === ',' || text[i] === ';') && text[i + 1] === ' ') cuts.push({ start: i, end: i + 1 });
  for (const word of wordsOf(text)) if (JOINS.has(word.text.toLowerCase())) cuts.push({ start: word.start, end: word.end });
  cuts.sort((a, b) => a.start - b.start);
  if (cuts.length === 0) return undefined;
  const clauses: { start: number; end: number; cut?: { start: number; end: number } }[] = [];
  let from = 0;
  for (const cut of cuts) {
    if (cut.start < from) continue;
    clauses.push({ start: from, end: cut.start, ...(clauses.length > 0 ? { cut: cuts[cuts.indexOf(cut) - 1] } : {}) });
    from = cut.end;
  }
  clauses.push({ start: from, end: text.length, cut: cuts[cuts.length - 1] });
  // With `onlyBare`, only a clause that the food leaves with its verb alone ("sprinkle with the sesame seeds", "posyp
  // sezamem") goes: its words but the food's and the words that tied it in are one at most.
  const bare = (c: { start: number; end: number }, m: Mention) => {
    const rest = wordsOf(text.slice(c.start, c.end)).filter(
      (w) =>
        (w.start + c.start < m.start || w.start + c.start >= m.end) &&
        !TYING_BEFORE.has(w.text.toLowerCase()) &&
        !PLACING_WORDS.has(w.text.toLowerCase()),
    );
    return rest.length <= 1;
  };
  const held = (c: { start: number; end: number }) => left.some((m) => m.start >= c.start && m.start < c.end && (!onlyBare || bare(c, m)));
  const kept = clauses.filter((c) => !held(c) && text.slice(c.start, c.end).trim() !== '');
  if (kept.length === clauses.length || kept.length === 0) return undefined;
  let out = '';
  for (const [i, c] of kept.entries()) {
    const own = text.slice(c.start, c.end).trim();
    if (i === 0) out = own;
    else {
      const cut = c.cut ? text.slice(c.cut.start, c.cut.end) : ',';
      out += `${cut === ',' || cut === ';' ? cut : ` ${cut}`} ${own}`;
    }
  }
  if (wordsOf(out).length < MIN_CLAUSE_WORDS) return undefined;
  return `${sameCase(sentence.trimStart(), out)}${mark}${sentence.endsWith(' ') ? ' ' : ''}`;
}

/** Measures of what is served ("een lepel", "a dollop of"): they go with the food they measured. */
const SERVED_MEASURES: ReadonlySet<string> = new Set(SERVING_MEASURES.map((m) => m.toLowerCase()));

/** The sentence with one food's words taken out, and the words that tied them in (and the measure it was served by). */
function withoutMention(sentence: string, mention: Mention): string {
  const words = wordsOf(sentence.slice(0, mention.start));
  let start = mention.start;
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i];
    const lower = word?.text.toLowerCase() ?? '';
    const ties = TYING_BEFORE.has(lower) || SERVED_MEASURES.has(lower);
    if (!word || !ties || sentence.slice(word.end, start).trim().replace(',', '') !== '') break;
    start = word.start;
  }
  const before = sentence.slice(0, start).trimEnd();
  const cut = before.endsWith(',') ? before.slice(0, -1) : before;
  return `${cut} ${sentence.slice(mention.end).trimStart()}`;
}

/**
 * A left-out food that heads a list of foods ("Add the beans, bay leaves and broth"): the list goes on without it and
 * the verb and article stay ("Add the bay leaves and broth"); undefined when no left-out food heads a list.
 */
function firstOfList(sentence: string, left: readonly Mention[]): string | undefined {
  let out = sentence;
  let changed = false;
  for (const mention of [...left].sort((a, b) => b.start - a.start)) {
    const after = out.slice(mention.end);
    const next = wordsOf(after)[0];
    if (!after.startsWith(', ') || !next || JOINS.has(next.text.toLowerCase())) continue;
    // Only a list: a food follows the comma ("the beans, bay leaves"), not a clause ("the bacon, stirring, until crisp").
    const at = mention.end + 2;
    if (!findFoodMentions(out).some((m) => m.start === at)) continue;
    // The food itself goes with its comma; the words that tied it in ("the") now tie in the next food.
    out = `${out.slice(0, mention.start)}${after.slice(2)}`;
    changed = true;
  }
  return changed ? out : undefined;
}

/** Words before a food that speak of one of it ("each ladyfinger"): the substitute keeps one too. */
const ONE_OF: ReadonlySet<string> = new Set(['each', 'every', 'one', 'a', 'an']);
/** Words before a food that a single mass cannot follow: "both sugars" now one sweetener, "an egg" now tofu. */
const NOT_FOR_A_MASS: ReadonlySet<string> = new Set(['both', 'a', 'an']);

function isPlural(word: string): boolean {
  return singularWord(word).toLowerCase() !== word.toLowerCase();
}

/** The name with its last word in the number the step gave the original's ("the eggs" → "the flax eggs"). */
function inNumber(name: string, plural: boolean, one: boolean): string {
  const words = wordsOf(name);
  const last = words[words.length - 1];
  if (!last || last.end !== name.length) return name;
  const word = plural ? pluralWord(last.text) : one ? singularWord(last.text) : last.text;
  return `${name.slice(0, last.start)}${word}`;
}

/** A substitute's name as the sentence needs it: in the original's number, capitalised where it led the sentence. */
function nameIn(sentence: string, mention: Mention, name: string): string {
  const before = sentence.slice(0, mention.start).trim();
  const numbered = before.length > 1 && (before.endsWith('.') || before.endsWith(')')) && Number.isInteger(Number(before.slice(0, -1)));
  const traits = traitsOf(name);
  const counted = traits?.noun.kind === 'count';
  const lastWord = wordsOf(mention.text).pop()?.text ?? '';
  const previous = wordsOf(before).pop()?.text.toLowerCase() ?? '';
  const made = madeFoodName(mention, name, traits);
  const said = counted && made === name ? inNumber(name, isPlural(lastWord), ONE_OF.has(previous)) : made;
  return before === '' || numbered ? sameCase(mention.text, said) : said;
}

/** The substitute named as what it makes where the step names that ("the stock" of a stock cube): its form words go. */
function madeFoodName(mention: Mention, name: string, traits: CookingTraits | undefined): string {
  const forms = traits?.formWords;
  if (!forms) return name;
  const written = wordsOf(mention.text.toLowerCase()).map((w) => w.text);
  if (written.some((w) => forms.includes(w))) return name;
  const words = name.split(' ');
  const last = words[words.length - 1]?.toLowerCase() ?? '';
  return words.length > 1 && forms.includes(last) ? words.slice(0, -1).join(' ') : name;
}

/** A word of the swapped food's own name (as its line writes it) that measures it or names no food ("tablete"). */
function ownWordNamingNoFood(word: string, swap: StepSwap): boolean {
  const own = wordsOf(swap.food.toLowerCase());
  if (OF_WORDS.has(word) || !own.some((w) => w.text === word)) return false;
  // The name's first word before an "of" word measures the food ("pastilla de caldo", "tablete de caldo").
  const measures = own[0]?.text === word && OF_WORDS.has(own[1]?.text ?? '');
  return measures || resolveFood(word) === undefined;
}

/** The words that tie a measure to its food ("tablete de caldo"): unitData's PART_OF_WORDS, as words. */
const OF_WORDS: ReadonlySet<string> = new Set(PART_OF_WORDS.filter((w) => !w.endsWith("'")));

/**
 * Where the words before a food stop fitting once its substitute stands there: an amount the substitute does not
 * share ("beat in 50 g parmesan" → "beat in the nutritional yeast"), "both" or "an" before a single mass.
 */
function leadIn(sentence: string, mention: Mention, swap: StepSwap, english: boolean): number {
  const before = sentence.slice(0, mention.start);
  const words = wordsOf(before);
  if (swap.amountChanged) {
    for (let i = Math.max(0, words.length - 4); i < words.length; i++) {
      const from = (words[i] as { start: number }).start;
      const amount = before.slice(from).trimEnd();
      if (amount !== '' && leadingAmountEnd(amount) >= amount.length) return from;
    }
  }
  const last = words[words.length - 1];
  // The food's own measure word right before it ("den Würfel Brühe"), or a word of its name that measures it or names no
  // food ("o tablete Knorr" of "tablete de caldo de galinha Knorr"), where the substitute's line does not use it: it goes
  // with the food.
  const ofWord = last && OF_WORDS.has(last.text.toLowerCase()) ? words[words.length - 2] : undefined;
  const measure = ofWord ?? last;
  const word = measure?.text.toLowerCase() ?? '';
  const own = word === swap.unitWord?.toLowerCase() || (word.length > 3 && ownWordNamingNoFood(word, swap));
  const kept = (swap.substituteLine ?? swap.substitute ?? '').toLowerCase();
  if (measure && own && swap.substitute !== null && before.slice(last?.end).trim() === '' && !wordsOf(kept).some((w) => w.text === word))
    return measure.start;
  const mass = swap.substitute !== null && traitsOf(swap.substitute)?.noun.kind === 'mass';
  if (english && mass && last && before.slice(last.end).trim() === '' && NOT_FOR_A_MASS.has(last.text.toLowerCase())) return last.start;
  return mention.start;
}

/**
 * The substitute ends in the word, naming no food of its own, that the step calls the food by ("the paste" for a vegan
 * curry paste): it stays.
 */
function alreadyFits(mention: Mention, swap: StepSwap): boolean {
  if (swap.substitute === null || mention.key.includes(' ') || mention.entry) return false;
  const head = keyOf(swap.substitute).split(' ').pop();
  return head === mention.key && keyOf(swap.food) !== mention.key;
}

/** The sentence reads as English ("a" is an article there, not Portuguese "the"): English scores at least any other language. */
export function readsEnglish(sentence: string): boolean {
  const scores = languageScores(sentence);
  return Object.values(scores).every((score) => score <= scores.en);
}

/** How near after a food a "them" still means it. */
const THEM_REACH = 6;

/** Many of the original, now one mass of the substitute: the "them" soon after it is "it" ("scramble them" → "scramble it"). */
function nowOne(rest: string, mention: Mention, swap: StepSwap): string {
  const last = wordsOf(mention.text).pop()?.text ?? '';
  if (!isPlural(last) || swap.substitute === null || traitsOf(swap.substitute)?.noun.kind !== 'mass') return rest;
  const them = wordsOf(rest)
    .slice(0, THEM_REACH)
    .find((w) => w.text.toLowerCase() === 'them');
  return them ? `${rest.slice(0, them.start)}${sameCase(them.text, 'it')}${rest.slice(them.end)}` : rest;
}

/** The food's word used as a verb, said the way the original's traits give it ("Butter the tin" → "Grease the tin"). */
function asVerb(sentence: string, mention: Mention, swap: StepSwap): string {
  const use = traitsOf(swap.food)?.verb;
  if (!use || swap.substitute === null) return sentence;
  let out = `${sentence.slice(0, mention.start)}${sameCase(mention.text, use.say)}${sentence.slice(mention.end)}`;
  if (!use.withSubstitute) return out;
  const from = mention.start + use.say.length;
  let end = out.length;
  for (let i = from; i < out.length; i++) {
    if (CLAUSE_MARKS.has(out.charAt(i))) {
      end = i;
      break;
    }
  }
  while (end > from && out.charAt(end - 1) === ' ') end--;
  out = `${out.slice(0, end)} with ${swap.substitute}${out.slice(end)}`;
  return out;
}

/**
 * A sentence naming no food that asks of the dish what a swapped food's substitute cannot do (and the original could),
 * in the substitute's own words where its traits have them ("knead" → "beat" for a gluten-free flour).
 */
function inOwnWords(sentence: string, swaps: readonly StepSwap[]): string {
  let out = sentence;
  for (const swap of swaps) {
    const traits = swap.substitute === null ? undefined : traitsOf(swap.substitute);
    const original = traitsOf(swap.food);
    if (!traits?.replaces || !original) continue;
    const asks = (Object.entries(TECHNIQUE_PHRASES) as [Technique, readonly string[]][]).some(
      ([technique, phrases]) =>
        traits.cannot.includes(technique) && original.can.includes(technique) && phrases.some((p) => phraseAt(out, p).length > 0),
    );
    if (asks) out = ownWords(out, traits);
  }
  return out;
}

/** How the note quoting a step a substitute cannot do ends: the quoted step is the original, read by no check. */
export const QUOTED_STEP_NOTE = '" will not go as written';

/** Techniques a sentence asks of the dish that a swapped food's substitute cannot do, as notes for the cook. */
function noteUnfit(sentence: string, swaps: readonly StepSwap[], unfit: string[], impossible: UnfitAsk[]): void {
  let byAnother: ((technique: Technique) => boolean) | undefined;
  for (const swap of swaps) {
    const traits = swap.substitute === null ? undefined : traitsOf(swap.substitute);
    const original = traitsOf(swap.food);
    if (!traits || !original) continue;
    byAnother ??= keptDoers(sentence, swaps);
    const technique = unfitTechnique(sentence, original, traits, byAnother)?.technique;
    if (!technique || !original.can.includes(technique)) continue;
    const note = `${swap.substitute} cannot ${TECHNIQUE_SAID[technique]} as ${swap.food} does: "${sentence.trim()}${QUOTED_STEP_NOTE}`;
    if (!unfit.includes(note)) unfit.push(note);
    impossible.push({ swap, technique, sentence: sentence.trim() });
  }
}

/**
 * The foods of the swaps a sentence names, by position; a food's word used as a verb is no food. A mention that is
 * exactly a kept line's food ("arroz" beside a kept "300 g de arroz") is that food, not a swap's that shares its word
 * or its entry ("vino de arroz"), unless the swap's own food is written the same.
 */
function ownedIn(sentence: string, swaps: readonly StepSwap[], kept: Kept = NO_KEPT): { owned: Owned[]; others: number } {
  const mentions = mentionsIn(sentence, swaps);
  const owned = mentions.flatMap((mention) => {
    const swap = swapOfMention(mention, swaps);
    if (swap && kept.keys.has(mention.key) && keyOf(swap.food) !== mention.key) return [];
    // Inside a longer kept food's name where the sentence writes it whole ("lait" of "le lait de coco", "butter" of "the
    // peanut butter"): the kept food's words, whatever the knowledge found in them.
    if (swap && withinKeptName(sentence, mention, swap, kept.names)) return [];
    // A word found by the knowledge inside a kept food's name ("bawang" of a kept "bawang putih") is the kept food's.
    if (mention.loose && inKeptName(sentence, mention, kept.keys)) return [];
    // A word for a kind of food ("the fish") is the swapped food only where no kept food is of that kind too.
    // Nor where the substitute's own line says the word: the fish of "firm white fish", the vinegar of "grape juice with a
    // splash of vinegar" is the substitute's too, and stays.
    if (mention.kind && (keptOfKind(mention.text, kept.keys) || leadsALongerFood(sentence, mention) || saidBySubstitute(mention, swap)))
      return [];
    // Nor where a kept line's own name holds the word ("el arroz" beside a kept "300 g de arroz bomba").
    if (mention.kind && keptNameHolds(mention.text, kept.names)) return [];
    return swap ? [{ mention, swap }] : [];
  });
  const foods = owned.filter(({ mention }) => !mention.verb);
  const others = mentions.filter((m) => !m.verb).length - foods.length;
  return { owned, others };
}

/** The foods of the lines no swap touched: their keys, and their names as the lines write them (lowercase). */
interface Kept {
  keys: ReadonlySet<string>;
  names: readonly string[];
}

const NO_KEPT: Kept = { keys: new Set(), names: [] };

/**
 * The mention stands inside a place where the sentence writes a kept food's name whole, and that name is longer than the
 * mention and is not the swap's own food: the words are the kept food's, by position.
 */
function withinKeptName(sentence: string, mention: Mention, swap: StepSwap, names: readonly string[]): boolean {
  const own = keyOf(swap.food);
  return withinName(
    sentence,
    mention.start,
    mention.end,
    names.filter((name) => keyOf(name) !== own),
  );
}

/** The kind's word begins a longer food's name with the word after it ("leite condensado"): no kind. */
function leadsALongerFood(sentence: string, mention: Mention): boolean {
  const next = wordsOf(sentence).find((w) => w.start >= mention.end);
  if (!next || sentence.slice(mention.end, next.start).trim() !== '') return false;
  const food = resolveFood(sentence.slice(mention.start, next.end));
  return food !== undefined && food.span.start === 0 && food.span.end > mention.end - mention.start;
}

function saidBySubstitute(mention: Mention, swap: StepSwap | undefined): boolean {
  const line = swap?.substituteLine ?? swap?.substitute ?? '';
  if (phraseAt(line, mention.text).length > 0) return true;
  // The line in another language ("a splash of vinegar" for "el vinagre"): the same food by the knowledge.
  return findFoodMentions(line).some((m) => m.food.id !== undefined && m.food.id === mention.kind);
}

function keptNameHolds(word: string, names: readonly string[]): boolean {
  const key = keyOf(word);
  return names.some((name) => wordsOf(name).some((w) => keyOf(w.text) === key));
}

function keptOfKind(word: string, kept: ReadonlySet<string>): boolean {
  const kind = kindOfWord(word);
  return kind !== undefined && [...kept].some((food) => namesOfKind(food, kind));
}

/** The mention's word and a word beside it are all words of one kept food's name ("bawang" in "bawang putih"). */
function inKeptName(sentence: string, mention: Mention, kept: ReadonlySet<string>): boolean {
  const words = wordsOf(sentence);
  const i = words.findIndex((w) => w.start === mention.start);
  const own = (w: Word | undefined, names: ReadonlySet<string>) => w !== undefined && names.has(keyOf(w.text));
  for (const food of kept) {
    const names = new Set(food.split(' '));
    if (!own(words[i], names)) continue;
    if (own(words[i - 1], names) || own(words[i + 1], names)) return true;
  }
  return false;
}

/**
 * One sentence rewritten for the swaps of the foods it names; undefined when nothing is left for it to do. The
 * technique is judged and the substitute's own words put in first, on the sentence as written (the traits table's
 * phrases are the original's: "melt the butter"); then each swapped food's words are replaced where they now stand.
 */
function rewriteSentence(
  written: string,
  first: readonly Owned[],
  swaps: readonly StepSwap[],
  unfit: string[],
  impossible: UnfitAsk[],
  names: boolean,
  keptFoods: Kept,
  said: Set<StepSwap>,
  language: RecipeLanguage,
): string | undefined {
  const kept = first.flatMap((owned) => {
    const { swap } = owned;
    const traits = swap.substitute === null ? undefined : traitsOf(swap.substitute);
    return traits ? [{ swap, traits, asked: askedOf(owned), part: owned.mention.part }] : [];
  });
  const byAnother = kept.length > 0 ? keptDoers(written, swaps, Math.min(...first.map((o) => o.mention.start))) : undefined;
  let sentence = written;
  for (const { swap, traits, asked, part } of kept) {
    // A part the substitute stands for is asked of it as of the part ("whisk the whites" → "whisk the aquafaba").
    if (part && traits.standsFor?.includes(part)) continue;
    // Each clause that asks what the substitute cannot do, one after the other ("knead…, then leave to rise").
    const noted = new Set<number>();
    for (let unfitAsk = unfitTechnique(sentence, asked, traits, byAnother); unfitAsk; ) {
      const { technique } = unfitAsk;
      // Separating into parts has nothing to do once the food has none; the substitute's own way is said once.
      if (technique === 'separate') return undefined;
      const clause = clauseAround(sentence, unfitAsk.at);
      // The own way is said in the method's language where the data has its words for it; elsewhere the step keeps its
      // words and the card says what will not go; so does a clause that gives the cook an oven's heat (the own way
      // would lose it).
      const english = readsEnglish(sentence);
      const local = english || language === 'en' ? undefined : ownWayIn(language, swap.substitute ?? '', traits);
      if ((!english && local === undefined) || statesOvenSetting(sentence.slice(clause.start, clause.end))) {
        // The note never names the food that went: the card is checked for it.
        const note = `${swap.substitute} cannot ${TECHNIQUE_SAID[technique]}: a step that asks it is kept as written and may not go the same way`;
        if (!unfit.includes(note)) unfit.push(note);
        impossible.push({ swap, technique, sentence: sentence.trim() });
        noted.add(unfitAsk.at);
        unfitAsk = unfitTechnique(sentence, asked, traits, byAnother, noted);
        continue;
      }
      // Said in the method's language, the ask is still recorded: what the dish is (a dough kneaded and risen) is the
      // converter's to judge, as for a step kept as written.
      if (local !== undefined) impossible.push({ swap, technique, sentence: sentence.trim() });
      // Only the clause that asks it is said the substitute's way (once); the sentence's other clauses go on.
      const own = said.has(swap) ? '' : (local ?? ownWay(swap.substitute ?? '', traits));
      if (!said.has(swap)) unfit.push(`${swap.substitute} cannot ${TECHNIQUE_SAID[technique]}: the step is written its own way`);
      said.add(swap);
      if (clause.whole) return own === '' ? undefined : `${own}${sentence.endsWith(' ') ? ' ' : ''}`;
      const inClause = clause.start === 0 ? own : own.charAt(0).toLowerCase() + own.slice(1);
      const unmarked = SENTENCE_MARKS.has(inClause.slice(-1)) ? inClause.slice(0, -1) : inClause;
      // The text from `from` to `to` becomes `put`; asks already passed keep their places, and the own way's words are
      // the substitute's, never asked of it again.
      const from = inClause !== '' || clause.start === 0 ? clause.start : withoutJoinBefore(sentence, clause.start);
      // The clauses after it that name no food go on with the same technique ("…, then drain"): they go with it.
      const clauseEnd = inClause === '' ? clause.end : foodlessRunEnd(sentence, clause.end);
      const to = inClause === '' && clause.start === 0 ? clause.end + 2 : clauseEnd;
      const put = inClause !== '' ? unmarked : '';
      const moved = [...noted].flatMap((at) => (at < from ? [at] : at >= to ? [at - (to - from) + put.length] : []));
      const was = sentence;
      sentence = `${sentence.slice(0, from)}${put}${sentence.slice(to)}`;
      if (inClause === '' && clause.start === 0) sentence = sameCase(was, sentence);
      noted.clear();
      for (const at of moved) noted.add(at);
      for (let at = from; at < from + put.length; at++) noted.add(at);
      unfitAsk = unfitTechnique(sentence, asked, traits, byAnother, noted);
    }
  }
  let out = kept.reduce((text, { swap, traits }) => ownWords(withOwnCue(text, traitsOf(swap.food), traits), traits), sentence);
  const found = ownedIn(out, swaps, keptFoods);
  const owned = found.owned.filter(({ mention }) => !mention.verb);
  const { others } = found;
  const asFound = out;
  const left: Mention[] = [];
  // A serving suggestion offers the food as it is: a substitute no cook serves so leaves it, as a left-out food does.
  const unserved = (swap: StepSwap) =>
    swap.substitute !== null && traitsOf(swap.substitute)?.notServed === true && isServingSentence(asFound);
  for (const { mention, swap } of [...found.owned].sort((a, b) => b.mention.start - a.mention.start)) {
    if (mention.verb) out = asVerb(out, mention, swap);
    else if (swap.substitute === null || unserved(swap)) {
      out = withoutMention(out, mention);
      left.push(mention);
    } else if (names && !alreadyFits(mention, swap)) {
      const english = readsEnglish(out);
      const start = leadIn(out, mention, swap, english);
      const name = nameIn(out, mention, swap.substitute);
      // The words put before the name are English only in an English step; elsewhere the name stands alone.
      const lead = start < mention.start && english ? `${sameCase(out.slice(start), 'the')} ` : '';
      const rest = withoutMaker(nowOne(out.slice(mention.end), mention, swap), swap);
      out = `${out.slice(0, start)}${lead}${lead ? name.charAt(0).toLowerCase() + name.slice(1) : name}${rest}`;
    }
  }
  const gone = left.length;
  let clause = gone > 0 ? withoutBareVerb(out) : out;
  // A sentence whose every food was left out has nothing left to do ("Scatter the blueberries on top."), unless a
  // clause of its own goes on ("Add the sesame seeds and serve." → "Serve."; "Score, sprinkle with the sesame and bake
  // at 180°C" → "Score and bake at 180°C").
  if (gone > 0 && gone === owned.length && others === 0 && clause === out) {
    const rest = withoutClausesOf(asFound, left);
    if (rest === undefined) return undefined;
    clause = rest;
  } else if (gone > 0 && gone === owned.length && clause === out) {
    // Other foods stay ("Brush with oil, sprinkle with the sesame seeds and bake"): a clause left with its verb alone goes.
    clause = firstOfList(asFound, left) ?? withoutClausesOf(asFound, left, true) ?? clause;
  }
  const tidy = tidySentence(clause);
  return tidy === '' ? undefined : `${tidy}${sentence.endsWith(' ') ? ' ' : ''}`;
}

/**
 * The one step interpreter: rewrites a method from the swap records and the cooking-traits table. Words belong to
 * foods by position: a swap replaces the spans of its own food (never "rice" in "rice wine"); the substitute's name
 * stands where the step still works, the substitute's own way where the step asks what it cannot do (traits: `cannot`),
 * its own method words where the original's were food-specific (traits: `replaces`); a left-out food's words and the
 * words that tied them in go, and a sentence or step left with nothing to do is dropped. `kept`: the foods of the lines
 * no swap touched, as their lines write them; their words in a step stay theirs.
 */
export function interpretSteps(
  steps: readonly string[],
  swaps: readonly StepSwap[],
  options: { names?: boolean; kept?: readonly string[] } = {},
): InterpretedMethod {
  const names = options.names ?? true;
  const written = (options.kept ?? []).map((k) => k.trim().toLowerCase()).filter((k) => k !== '');
  const kept: Kept = { keys: new Set(written.map(keyOf).filter((k) => k !== '')), names: written };
  const unfit: string[] = [];
  const impossible: UnfitAsk[] = [];
  if (swaps.length === 0) return { steps: [...steps], unfit, impossible };
  const out: string[] = [];
  // The substitutes whose own way into the dish a step already says.
  const said = new Set<StepSwap>();
  const language = detectRecipeLanguage(steps.join('\n'));
  for (const step of steps) {
    let about: readonly Owned[] = [];
    const sentences: string[] = [];
    for (const sentence of sentencesOf(step)) {
      const { owned, others } = ownedIn(sentence, swaps, kept);
      // A sentence naming no food goes on about the food the sentence before named ("Griddle until cooked through.").
      if (owned.length === 0 && others === 0 && about.length > 0) {
        const traits = about.flatMap(({ swap }) => (swap.substitute ? [traitsOf(swap.substitute)] : [])).filter((t) => t !== undefined);
        const cued = about.reduce((s, { swap }) => {
          const own = swap.substitute ? traitsOf(swap.substitute) : undefined;
          return own ? withOwnCue(s, traitsOf(swap.food), own) : s;
        }, sentence);
        sentences.push(traits.reduce((s, t) => ownWords(s, t), cued));
        continue;
      }
      about = owned;
      // "Knead the dough" names no food: a substitute's own words for what it cannot do are said in its place ("beat"),
      // and what it has no words for is said beside the method.
      const ownWay = owned.length === 0 ? inOwnWords(sentence, swaps) : sentence;
      if (owned.length === 0) noteUnfit(ownWay, swaps, unfit, impossible);
      const rewritten = owned.length > 0 ? rewriteSentence(sentence, owned, swaps, unfit, impossible, names, kept, said, language) : ownWay;
      if (rewritten !== undefined) sentences.push(rewritten);
    }
    const joined = sentences.join('').trim();
    if (joined !== '') out.push(joined);
  }
  return { steps: out, unfit, impossible };
}

/**
 * The foods a method names that are no swap's own but share a word with one ("rice" beside a swapped "rice wine",
 * "coconut milk" beside a swapped "milk"), by position: they stay as written.
 */
export function foodsSharingWords(steps: readonly string[], swaps: readonly StepSwap[]): string[] {
  const swapWords = new Set(swaps.flatMap((s) => keyOf(s.food).split(' ')));
  const out = new Set<string>();
  for (const step of steps)
    for (const mention of mentionsIn(step, swaps))
      if (!swapOfMention(mention, swaps) && mention.key.split(' ').some((w) => swapWords.has(w))) out.add(mention.text.toLowerCase());
  return [...out];
}
