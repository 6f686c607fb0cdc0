/** One swap to carry into the method: every way the original is named, and what to call the replacement. */
export interface StepReplacement {
  /** Names of the original, any case ("unsalted butter", "butter"). */
  names: readonly string[];
  /** A pattern for the original's short name in steps ("chicken" for "chicken thighs"), optional. */
  pattern?: RegExp;
  to: string;
  /** The substitute's amount differs from the original's: an amount written before the name in a step goes. */
  amountChanged?: boolean;
}

interface Hit {
  start: number;
  end: number;
  text: string;
  /** 2: the line's own words, 1: another name of the food, 0: a family pattern; wins a tie of equal length. */
  rank: number;
  /** Many of the original became one mass of the substitute: a "them" after it is "it". */
  nowOne?: boolean;
}

/** Substitutes a cook speaks of as one mass, not as pieces. */
const MASS_FOOD = /\b(?:tofu|aquafaba|tempeh|seitan|mince|yog(?:h)?urt|cream|milk|butter|oil|flour|paste|mixture)\s*$/i;

/** "almond-flour fingers" → "almond-flour finger", "gluten-free ladyfingers" → "gluten-free ladyfinger". */
export function singular(name: string): string {
  if (/\b(?:with|and|of|or)\b|,/.test(name)) return name;
  if (/ies$/i.test(name)) return name.replace(/ies$/i, 'y');
  if (/(?:ss|us|is)$/i.test(name)) return name;
  return name.replace(/(?<=[^s])s$/i, '');
}

/**
 * Food words that are also cooking verbs: "toast the seeds", "roll into balls", "crumb the cutlets". Replaced
 * only where they are the food: after an article, a number, a possessive or a food word ("the toast", "2 rolls").
 */
const ALSO_A_VERB = /^(?:toast|roll|rolls|crumb|mince|grill|stock|ice|dust|brine|glaze|curry|season|ham|smoke|pickle|mash)$/i;
/** Of those, the ones that lead a sentence only as the verb ("Roll dough thin"; "Ham Hash" is a dish). */
const COOKING_VERB = /^(?:toast|roll|crumb|mince|grill|dust|brine|glaze|season|smoke|pickle|mash)$/i;
/** Food words that are verbs only leading a clause, with an object or "until" after them: "flour two pans", "cream the butter". */
const LEADING_VERB = /^(?:flour|cream|oil|frost)$/i;
const LEADS_CLAUSE = /(?:^|[.;:!]\s*|\b(?:and|then)\s+|^\s*\d+[.)]\s*)$/i;
const OBJECT_AFTER = /^\s+(?:a|an|the|two|three|four|\d+|your|each|both|some|until|together)\b/i;
const FOOD_BEFORE =
  /(?:\b(?:the|a|an|some|your|of|with|on|more|remaining|\d+|slices?|pieces?|hot|warm|buttered|crusty|cold|fresh|leftover|cooked|\w+ed)\s+)$/i;

/** What follows a verb: its object, a preposition or the end of the clause ("roll into balls", "and toast."). */
const VERB_AFTER =
  /^(?:\s*(?:[.,;:!)]|$)|\s+(?:the|a|an|it|them|each|both|all|your|into|out|until|for|in|on|under|over|lightly|gently|briefly|well|\d))/i;

/**
 * What a substitute cannot be: "shaved nutritional yeast", "diced aquafaba". The preparation word before the
 * name in a step goes when it does not fit the substitute's form (a powder, a liquid, a paste).
 */
const FORMS: readonly { food: RegExp; unfit: RegExp }[] = [
  {
    food: /\b(?:nutritional yeast|xanthan gum|flour|ground flaxseed|erythritol|allulose|monk fruit sweetener|powder|breadcrumbs|panko|almond meal|rinds)\b/i,
    unfit: /\b(?:shaved|sliced|cubed|diced|chopped|cut|crumbled|melted|softened|beaten|mashed|shredded|grated)\s+$/i,
  },
  // Coconut oil sets like butter: "melted coconut oil" is how a cook writes it.
  { food: /\bcoconut oil\b/i, unfit: /\b(?:shaved|sliced|cubed|diced|chopped|crumbled|mashed|minced|shredded|grated|crushed|beaten)\s+$/i },
  {
    food: /\b(?:aquafaba|milk|cream|stock|juice|syrup|sauce|oil|water|aminos|tamari|vinegar|batter)\b/i,
    unfit: /\b(?:shaved|sliced|cubed|diced|chopped|crumbled|mashed|minced|shredded|grated|crushed|beaten|softened|melted)\s+$/i,
  },
  { food: /\b(?:miso|paste|tahini|butter|spread)\b/i, unfit: /\b(?:shaved|sliced|cubed|diced|crumbled|shredded|grated|beaten)\s+$/i },
];

/** True when a food word that is also a verb is used as the verb here ("then toast", "roll into balls"). */
export function usedAsVerb(text: string, start: number, word: string): boolean {
  if (LEADING_VERB.test(word)) return LEADS_CLAUSE.test(text.slice(0, start)) && OBJECT_AFTER.test(text.slice(start + word.length));
  // "Roll dough thin", "Toast the seeds": a food word leading a clause, with a word after it, is the verb.
  if (COOKING_VERB.test(word) && /^(?:\s*\d+[.)])?\s*$/.test(text.slice(0, start)) && /^\s+\p{L}/u.test(text.slice(start + word.length)))
    return true;
  if (!ALSO_A_VERB.test(word) || FOOD_BEFORE.test(text.slice(Math.max(0, start - 40), start))) return false;
  return VERB_AFTER.test(text.slice(start + word.length));
}

/** Verbs that only fit the original ("crack the eggs"): what a cook does with the substitute instead. */
const VERB_FOR: readonly { food: RegExp; verb: RegExp; becomes: string }[] = [
  { food: /\btofu\b/i, verb: /\b(crack|break)(\s+(?:in\s+)?(?:the\s+|an?\s+|\d+\s+)?)$/i, becomes: 'crumble' },
  {
    food: /\b(?:aquafaba|milk|batter|water|yog(?:h)?urt|cream)\b/i,
    verb: /\b(crack|break)(\s+(?:in\s+)?(?:the\s+|an?\s+|\d+\s+)?)$/i,
    becomes: 'pour',
  },
  { food: /\b(?:flax|chia|applesauce)\b/i, verb: /\b(crack|break)(\s+(?:in\s+)?(?:the\s+|an?\s+|\d+\s+)?)$/i, becomes: 'add' },
  // Tortillas are warmed; the lettuce leaves a low-carb taco is wrapped in are only laid out.
  { food: /\blettuce\b/i, verb: /\b(warm|heat|toast|char|griddle)(\s+(?:the\s+)?)$/i, becomes: 'lay out' },
  // Butter melts; a liquid oil is heated ("Melt the butter in a pan" → "Heat the olive oil in a pan"). Coconut oil melts too.
  {
    food: /(?<!coconut\s)\boil\b/i,
    verb: /\b(melt)(\s+(?:the\s+)?(?:remaining\s+|rest of the\s+)?)$/i,
    becomes: 'heat',
  },
];

/** The verb before the name, when it does not fit the substitute: its start and the words to put there instead. */
function verbBefore(before: string, to: string): { length: number; text: string } | undefined {
  const tail = before.slice(-30);
  for (const rule of VERB_FOR) {
    if (!rule.food.test(to)) continue;
    const found = rule.verb.exec(tail);
    // "crack an egg into each" → "crumble the firm tofu into each": the article fitted the egg, not the substitute.
    const between = /^\s+an?\s+$/i.test(found?.[2] ?? '') ? ' the ' : (found?.[2] ?? '');
    if (found?.[1]) return { length: found[0].length, text: `${matchCase(found[1], rule.becomes)}${between}` };
  }
  return undefined;
}

function unfitWordBefore(before: string, to: string): number {
  const form = FORMS.find((f) => f.food.test(to));
  const found = form?.unfit.exec(before.slice(-30));
  return found ? found[0].length : 0;
}

/** "50g ", "2 tbsp ", "1½ cups of " just before a name in a step. */
const AMOUNT_BEFORE =
  /(?:\d+(?:[.,/]\d+)?|[½¼¾⅓⅔])\s*(?:g|kg|ml|l|tbsp|tsp|cups?|oz|lb|grams?|tablespoons?|teaspoons?)?\.?\s+(?:of\s+)?(?:the\s+)?$/i;

const BUTTER_AS_VERB = /(?<=^|[.;:!]\s*|\b(?:and|then)\s+)butter(?=\s+(?:a|an|the|two|three|four|\d+|your|each|both|some)\b)/gi;
/** "flour two 8-inch pans": flour as the verb, with what it is done to (up to the end of the clause). */
const FLOUR_AS_VERB = /(?<=^|[.;:!]\s*|\b(?:and|then)\s+)flour(\s+(?:a|an|the|two|three|four|\d+|your|each|both|some)\b[^.;,]*)/gi;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function matchCase(found: string, replacement: string): string {
  const first = found.charAt(0);
  return first !== first.toLowerCase() ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

function overlaps(hits: readonly Hit[], start: number, end: number): boolean {
  return hits.some((h) => start < h.end && end > h.start);
}

function escapeNames(names: readonly string[]): string[] {
  return [...new Set(names.map((n) => n.trim().toLowerCase()).filter((n) => n.length >= 3))]
    .sort((a, b) => b.length - a.length)
    .map((n) => `${escapeRegExp(n)}(?:e?s)?`);
}

function patternFor(names: readonly string[], extra?: RegExp): RegExp | undefined {
  const parts = escapeNames(names);
  if (extra) parts.push(`(?:${extra.source})`);
  return parts.length > 0 ? new RegExp(`\\b(?:${parts.join('|')})\\b`, 'gi') : undefined;
}

/** Whole-text test for one of the original's own names. */
function namesOnly(names: readonly string[]): RegExp {
  const parts = escapeNames(names);
  return parts.length > 0 ? new RegExp(`^(?:${parts.join('|')})$`, 'i') : /(?!)/;
}

/**
 * Rewrites method steps that name a replaced ingredient ("melt the butter" → "melt the vegan butter").
 * Every name is looked for in the original step and the longest wins, so "peanut butter" (kept) is not
 * read as "butter" (replaced), and one swap's new words are never swapped again.
 */
export function rewriteSteps(steps: readonly string[], replacements: readonly StepReplacement[], keep: readonly string[] = []): string[] {
  if (replacements.length === 0) return [...steps];
  const searches = [
    ...replacements.map((r) => ({
      pattern: patternFor(r.names, r.pattern),
      names: namesOnly(r.names),
      own: namesOnly(r.names.slice(0, 1)),
      to: r.to as string | undefined,
      amountChanged: r.amountChanged,
    })),
    { pattern: patternFor(keep), names: namesOnly(keep), own: namesOnly(keep), to: undefined, amountChanged: false },
  ];
  const butterSwapped = replacements.some((r) => r.names.some((n) => /\bbutter\b/i.test(n)));
  const flourSwap = replacements.find((r) => r.names.some((n) => /\bflour\b/i.test(n)));
  return steps.map((original) => {
    // "Butter two tins" uses butter as a verb: with the butter swapped, the tins are greased instead.
    const step = butterSwapped ? original.replace(BUTTER_AS_VERB, (verb) => matchCase(verb, 'grease')) : original;
    const found: Hit[] = [];
    for (const { pattern, names, own, to, amountChanged } of searches) {
      if (!pattern) continue;
      for (const match of step.matchAll(pattern)) {
        let start = match.index;
        if (usedAsVerb(step, start, match[0])) continue;
        // "use vegetable stock to make it vegetarian": the step already names the substitute; its word stays.
        if (to !== undefined && withinName(step, start, start + match[0].length, to)) continue;
        const rank = own.test(match[0]) ? 2 : names.test(match[0]) ? 1 : 0;
        // "beat in 50g parmesan" → "beat in the nutritional yeast": the old amount would contradict the list.
        const amount = amountChanged && to !== undefined ? AMOUNT_BEFORE.exec(step.slice(0, start)) : null;
        if (amount) start -= amount[0].length;
        else if (to !== undefined) start -= unfitWordBefore(step.slice(0, start), to);
        // "Melt 30 g butter" → "Heat the olive oil": the verb is read before the amount taken out.
        const verb = to !== undefined ? verbBefore(step.slice(0, start), to) : undefined;
        if (verb) start -= verb.length;
        const plural = to !== undefined && /eggs$/i.test(match[0]) && /egg$/i.test(to);
        // A capital mid-sentence is the original's own ("Parmesan", German nouns), not a sentence start: the substitute keeps its case.
        const sentenceStart = /(?:^|[.!?:;]\s+|^\s*\d+[.)]\s*)$/.test(step.slice(0, start));
        // "Dip each ladyfinger" keeps one: "each gluten-free ladyfinger", not "each gluten-free ladyfingers".
        const one = to !== undefined && !/s$/i.test(match[0]) && /\b(?:each|every|one|a|an)\s+$/i.test(step.slice(0, start));
        const name = plural ? `${to}s` : one ? singular(to) : to;
        const text = to === undefined ? match[0] : sentenceStart ? matchCase(match[0], name ?? '') : (name ?? '');
        found.push({
          start,
          end: match.index + match[0].length,
          // "crack in the eggs and scramble them" with the eggs now tofu: "… scramble it".
          nowOne: to !== undefined && /s$/i.test(match[0]) && !plural && MASS_FOOD.test(to),
          text: `${verb?.text ?? ''}${amount ? `the ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text}`,
          rank,
        });
      }
    }
    const chosen: Hit[] = [];
    const sorted = found.sort((a, b) => b.end - b.start - (a.end - a.start) || b.rank - a.rank || a.start - b.start);
    for (const hit of sorted) {
      if (!overlaps(chosen, hit.start, hit.end)) chosen.push(hit);
    }
    let out = step;
    for (const hit of chosen.sort((a, b) => b.start - a.start)) {
      let after = out.slice(hit.end);
      if (hit.nowOne) after = after.replace(/^(,?\s+(?:and|then|and then)\s+\p{L}+(?:\s+up)?\s+)them\b/u, '$1it');
      out = out.slice(0, hit.start) + hit.text + after;
    }
    // "Grease and flour two pans" with the flour swapped: the pans are dusted with the substitute.
    const flourTo = flourSwap?.to;
    if (flourTo) out = out.replace(FLOUR_AS_VERB, (verb, what: string) => `${matchCase(verb, 'dust')}${what} with ${flourTo}`);
    return joinRepeatedFood(out, step, replacements, keep);
  });
}

/** True when the span lies inside the substitute's own name written out in the text. */
function withinName(text: string, start: number, end: number, name: string): boolean {
  const lower = text.toLowerCase();
  const wanted = name.trim().toLowerCase();
  if (wanted.length < 3) return false;
  for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + 1)) {
    if (at <= start && end <= at + wanted.length && end - start < wanted.length) return true;
  }
  return false;
}

/** Where a noun phrase starts: "in oil and", not "hoisin sauce and" (a compound of its own). */
const PHRASE_START = String.raw`(?<=^|[,.;:(]\s*|\b(?:in|with|of|and|to|into|on|over|some|more|little|the|a|your|extra)\s+)`;

/** Words that name any food of their kind: "oil" beside "olive oil" is the same pan of fat ("milk" beside "oat milk" is not). */
const GENERIC_TAIL = /^(?:oil|stock|broth)$/i;

/** The substitute's whole name, and its last word when that word names any food of the kind. */
function tailsOf(name: string): string[] {
  const last = name.trim().split(/\s+/).pop() ?? '';
  return GENERIC_TAIL.test(last) && last !== name.trim() ? [name.trim(), last] : [name.trim()];
}

/**
 * A swap that lands beside the food it names already reads twice: "fry in oil and butter" becomes
 * "fry in oil and olive oil". The pair is joined into the substitute ("fry in olive oil") unless the
 * original step already said it so.
 */
function joinRepeatedFood(out: string, original: string, replacements: readonly StepReplacement[], keep: readonly string[] = []): string {
  let text = out;
  // "the chicken and chicken chorizo": the chicken is the recipe's own (thighs kept as written), not the chorizo's word.
  const ownFood = (words: string) => keep.some((name) => new RegExp(`\\b${escapeRegExp(words.toLowerCase())}\\b`).test(name.toLowerCase()));
  for (const to of new Set(replacements.map((r) => r.to))) {
    const name = escapeRegExp(to);
    const tails = tailsOf(to).map(escapeRegExp).join('|');
    const pairs = [
      new RegExp(`${PHRASE_START}(?:the\\s+)?(?:${tails})\\s+(?:and|or|&)\\s+(?:the\\s+)?(${name})\\b`, 'gi'),
      new RegExp(`\\b(${name})\\s+(?:and|or|&)\\s+(?:the\\s+)?(?:${tails})\\b`, 'gi'),
    ];
    for (const pair of pairs) {
      text = text.replace(pair, (whole: string, kept: string) => {
        if (original.toLowerCase().includes(whole.toLowerCase())) return whole;
        const other = whole
          .replace(new RegExp(escapeRegExp(kept), 'i'), '')
          .replace(/\b(?:the|and|or)\b|&/gi, '')
          .trim();
        if (other !== '' && ownFood(other)) return whole;
        return /^the\s/i.test(whole) ? `${whole.slice(0, 4)}${kept}` : matchCase(whole, kept);
      });
    }
  }
  return withoutRepeatedFood(text, original);
}

/** Two foods that became the same one named once: "the aquafaba and aquafaba", "the remaining soy sauce, the soy sauce, ...". */
export function withoutRepeatedFood(text: string, original: string): string {
  const once = (whole: string, first: string) => (original.toLowerCase().includes(whole.toLowerCase()) ? whole : first);
  // "Cream the butter and both sugars" whose two sugars are now one erythritol: "both erythritol" → "the erythritol".
  const both = (whole: string, lead: string, food: string) =>
    original.toLowerCase().includes(whole.toLowerCase()) || /s$/i.test(food) ? whole : `${lead}the ${food}`;
  return text
    .replace(SAME_FOOD_TWICE, once)
    .replace(SAME_FOOD_LISTED_TWICE, once)
    .replace(BOTH_OF_ONE, both)
    .replace(THICKENER_MIXTURE, (whole, gum: string) => (original.toLowerCase().includes(whole.toLowerCase()) ? whole : gum))
    .replace(ADVERB_BEFORE, (whole, adverb: string, next: string) => {
      // "freshly cooked rice" whose "cooked rice" became "cauliflower rice": the adverb keeps its participle.
      const said = new RegExp(`\\b${adverb}\\s+(cooked|boiled|steamed|roasted|baked|made|grated|ground|chopped)\\s`, 'i').exec(original);
      return said && !/^(?:cooked|boiled|steamed|roasted|baked|made|grated|ground|chopped)$/i.test(next)
        ? `${adverb} ${said[1]} ${next}`
        : whole;
    });
}

/** An adverb of preparation and the word after it ("freshly cauliflower"). */
const ADVERB_BEFORE = /\b(freshly|perfectly|properly)\s+(?!(?:and|or|then|with|to|in|the|a|until|for|so|but)\b)(\p{L}+)/giu;

/** "both erythritol": a food that is one now, after "both". */
const BOTH_OF_ONE = /(^|\s)both\s+((?:[\p{L}-]+\s+)?[\p{L}-]+)(?=\s+(?:until|and|with|in|into|together)\b|[,.;:!?]|$)/giu;
/** A gum sprinkled in where a starch was stirred to a slurry: "the xanthan gum mixture" is just "the xanthan gum". */
const THICKENER_MIXTURE = /\b((?:xanthan|guar)\s+gum)\s+(?:mixture|slurry|paste|mix)\b/gi;

/** A food named twice in a row, joined by and/or ("aquafaba and aquafaba"). */
const SAME_FOOD_TWICE =
  /(\b(?:the\s+)?((?:\p{L}+\s+){0,3}\p{L}+))\s+(?:and|or|&)\s+(?:the\s+)?\2(?=\s*(?:[,.;:!?)]|$)|\s+(?:and|or|then|until|to|in|into|with|for|over|on|at)\b)/giu;
/** A food named twice in one list ("the remaining soy sauce, the soy sauce, oyster sauce"): the first mention stays. */
const SAME_FOOD_LISTED_TWICE = /(\b((?:\p{L}+\s+){0,3}\p{L}+)),\s+(?:the\s+)?\2(?=,|\s+(?:and|or)\b)/giu;
