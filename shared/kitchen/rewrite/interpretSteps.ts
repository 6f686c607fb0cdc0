import { ADDED_STEPS } from '../choose/index';
import { type CookingTraits, type Technique, traitsOf } from '../traits/index';
import { keyOf, type Mention, mentionsIn, type StepSwap, swapOfMention } from './mentions';
import { TECHNIQUE_PHRASES } from './techniques';
import { phraseAt, sameCase, sentencesOf, tidySentence, wordsOf } from './text';

/** Words that tie a food into a sentence: they go with a food that is left out ("the", "and the", ", the"). */
const TYING_BEFORE: ReadonlySet<string> = new Set(['the', 'a', 'an', 'some', 'your', 'and', 'with', 'plus', 'or', 'of']);

/** What rewriting a method did, besides the steps: techniques no substitute can do, for the card to say. */
export interface InterpretedMethod {
  steps: string[];
  /** A step asked a substitute for what it cannot do and the substitute has no way of its own to write instead. */
  unfit: string[];
}

interface Owned {
  mention: Mention;
  swap: StepSwap;
}

/** The technique a sentence asks of its food that the substitute cannot do (and the original could). */
function unfitTechnique(sentence: string, original: CookingTraits | undefined, substitute: CookingTraits): Technique | undefined {
  for (const [technique, phrases] of Object.entries(TECHNIQUE_PHRASES) as [Technique, readonly string[]][]) {
    if (!substitute.cannot.includes(technique)) continue;
    if (original && !original.can.includes(technique) && original.cannot.includes(technique)) continue;
    // A phrase the substitute has its own words for ("until just set" → "until heated through") is said its way.
    const own = (substitute.replaces ?? []).flatMap((r) => r.instead).flatMap((o) => phraseAt(sentence, o));
    const asked = phrases.flatMap((p) => phraseAt(sentence, p));
    // Asked where the substitute has no words of its own for it (an own phrase overlapping the ask covers it).
    if (asked.some((a) => !own.some((o) => o.start < a.end && a.start < o.end))) return technique;
  }
  return undefined;
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

/** The substitute's own method words in place of the original's ("until no longer pink" → "until golden"). */
function ownWords(sentence: string, traits: CookingTraits): string {
  let out = sentence;
  for (const swap of traits.replaces ?? []) {
    for (const instead of [...swap.instead].sort((a, b) => b.length - a.length)) {
      for (const at of phraseAt(out, instead).reverse()) {
        // Nothing to say in its place ("pour off the fat" for a plant mince): the clause goes with its joining words.
        const start = swap.say === '' ? withoutJoinBefore(out, at.start) : at.start;
        out = `${out.slice(0, start)}${sameCase(out.slice(at.start, at.end), swap.say)}${out.slice(at.end)}`;
      }
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

/** The sentence with one food's words taken out, and the words that tied them in. */
function withoutMention(sentence: string, mention: Mention): string {
  const words = wordsOf(sentence.slice(0, mention.start));
  let start = mention.start;
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i];
    if (!word || !TYING_BEFORE.has(word.text.toLowerCase()) || sentence.slice(word.end, start).trim().replace(',', '') !== '') break;
    start = word.start;
  }
  const before = sentence.slice(0, start).trimEnd();
  const cut = before.endsWith(',') ? before.slice(0, -1) : before;
  return `${cut} ${sentence.slice(mention.end).trimStart()}`;
}

/** A substitute's name as the sentence needs it: capitalised where the original was at the sentence's start. */
function nameIn(sentence: string, mention: Mention, name: string): string {
  const before = sentence.slice(0, mention.start).trim();
  const numbered = before.length > 1 && (before.endsWith('.') || before.endsWith(')')) && Number.isInteger(Number(before.slice(0, -1)));
  return before === '' || numbered ? sameCase(mention.text, name) : name;
}

/** Techniques a sentence asks of the dish that a swapped food's substitute cannot do, as notes for the cook. */
function noteUnfit(sentence: string, swaps: readonly StepSwap[], unfit: string[]): void {
  for (const swap of swaps) {
    const traits = swap.substitute === null ? undefined : traitsOf(swap.substitute);
    const original = traitsOf(swap.food);
    if (!traits || !original) continue;
    const technique = unfitTechnique(sentence, original, traits);
    if (!technique || !original.can.includes(technique)) continue;
    const note = `${swap.substitute} cannot ${technique} as ${swap.food} does: "${sentence.trim()}" will not go as written`;
    if (!unfit.includes(note)) unfit.push(note);
  }
}

/** The foods of the swaps a sentence names, by position. */
function ownedIn(sentence: string, swaps: readonly StepSwap[]): { owned: Owned[]; others: number } {
  const mentions = mentionsIn(sentence, swaps);
  const owned = mentions.flatMap((mention) => {
    const swap = swapOfMention(mention, swaps);
    return swap ? [{ mention, swap }] : [];
  });
  return { owned, others: mentions.length - owned.length };
}

/**
 * One sentence rewritten for the swaps of the foods it names; undefined when nothing is left for it to do. The
 * technique is judged and the substitute's own words put in first, on the sentence as written (the traits table's
 * phrases are the original's: "melt the butter"); then each swapped food's words are replaced where they now stand.
 */
function rewriteSentence(
  sentence: string,
  first: readonly Owned[],
  swaps: readonly StepSwap[],
  unfit: string[],
  names: boolean,
): string | undefined {
  const kept = first.flatMap(({ swap }) => {
    const traits = swap.substitute === null ? undefined : traitsOf(swap.substitute);
    return traits ? [{ swap, traits }] : [];
  });
  for (const { swap, traits } of kept) {
    const technique = unfitTechnique(sentence, traitsOf(swap.food), traits);
    if (!technique) continue;
    unfit.push(`${swap.substitute} cannot ${technique}: the step is written its own way`);
    return `${ownWay(swap.substitute ?? '', traits)}${sentence.endsWith(' ') ? ' ' : ''}`;
  }
  let out = kept.reduce((text, { traits }) => ownWords(text, traits), sentence);
  const { owned, others } = ownedIn(out, swaps);
  let gone = 0;
  for (const { mention, swap } of [...owned].sort((a, b) => b.mention.start - a.mention.start)) {
    if (swap.substitute === null) {
      out = withoutMention(out, mention);
      gone += 1;
    } else if (names) out = `${out.slice(0, mention.start)}${nameIn(out, mention, swap.substitute)}${out.slice(mention.end)}`;
  }
  const clause = gone > 0 ? withoutBareVerb(out) : out;
  // A sentence whose every food was left out has nothing left to do ("Scatter the blueberries on top."), unless a
  // clause of its own goes on ("Add the sesame seeds and serve." → "Serve.").
  if (gone > 0 && gone === owned.length && others === 0 && clause === out) return undefined;
  const tidy = tidySentence(clause);
  return tidy === '' ? undefined : `${tidy}${sentence.endsWith(' ') ? ' ' : ''}`;
}

/**
 * The one step interpreter: rewrites a method from the swap records and the cooking-traits table. Words belong to
 * foods by position: a swap replaces the spans of its own food (never "rice" in "rice wine"); the substitute's name
 * stands where the step still works, the substitute's own way where the step asks what it cannot do (traits: `cannot`),
 * its own method words where the original's were food-specific (traits: `replaces`); a left-out food's words and the
 * words that tied them in go, and a sentence or step left with nothing to do is dropped.
 */
export function interpretSteps(steps: readonly string[], swaps: readonly StepSwap[], options: { names?: boolean } = {}): InterpretedMethod {
  const names = options.names ?? true;
  const unfit: string[] = [];
  if (swaps.length === 0) return { steps: [...steps], unfit };
  const out: string[] = [];
  for (const step of steps) {
    let about: readonly Owned[] = [];
    const sentences: string[] = [];
    for (const sentence of sentencesOf(step)) {
      const { owned, others } = ownedIn(sentence, swaps);
      // A sentence naming no food goes on about the food the sentence before named ("Griddle until cooked through.").
      if (owned.length === 0 && others === 0 && about.length > 0) {
        const traits = about.flatMap(({ swap }) => (swap.substitute ? [traitsOf(swap.substitute)] : [])).filter((t) => t !== undefined);
        sentences.push(traits.reduce((s, t) => ownWords(s, t), sentence));
        continue;
      }
      about = owned;
      // "Knead the dough" names no food: a substitute that cannot do what the original did is said beside the method.
      if (owned.length === 0) noteUnfit(sentence, swaps, unfit);
      const rewritten = owned.length > 0 ? rewriteSentence(sentence, owned, swaps, unfit, names) : sentence;
      if (rewritten !== undefined) sentences.push(rewritten);
    }
    const joined = sentences.join('').trim();
    if (joined !== '') out.push(joined);
  }
  return { steps: out, unfit };
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
