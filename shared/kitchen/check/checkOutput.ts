import type { ComplianceViolation, StructuredRecipe } from '../../schemas/structuredRecipe';
import { AVOID_LIST_LABEL, lineViolations, NOT_VERIFIED, resolveFilters, unverifiedLines } from '../compliance';
import { avoidMaybeTags, avoidTermTags } from '../filters/avoidTerms';
import { type AnalysedLine, analyseLine } from '../filters/lineTags';
import { applyQualifiers, productQualifiers } from '../filters/qualifiers';
import { withoutOptionalWords } from '../filters/seasonings';
import { keyWords, normaliseKey } from '../knowledge/normaliseKey';
import { currentLexicon } from '../knowledge/store';
import { isVesselInText, namesVesselKind } from '../parse/document/vesselContext';
import { type FoodMention, findFoodMentions } from '../resolve/findFoodMentions';
import { sameWord } from '../resolve/inflections';
import { guessTextLanguage } from '../resolve/languageGuess';
import { COOKING_VERBS, HEBREW_PREFIXES } from '../resolve/mentionWords';
import { overlayIndex } from '../resolve/overlayIndex';
import { resolveFood } from '../resolve/resolveFood';
import { type Token, tokenise } from '../resolve/tokens';
import { madeInMethod } from '../rewrite/index';
import type { DietTag } from '../types';
import { checkNotUnderstood } from './checkNotUnderstood';
import { namedAsLeftOutAt, withoutFramedMentions } from './framing';
import { kindOfMention, lineIsOfKind } from './kindWords';

export type CheckedRecipe = Pick<StructuredRecipe, 'recipeName' | 'ingredients' | 'instructions' | 'tips'> &
  Partial<Pick<StructuredRecipe, 'description' | 'substitutions' | 'notices' | 'notUnderstood' | 'ingredientGroups'>>;

export interface OutputCheckOptions {
  filters: readonly string[];
  avoid?: readonly string[];
}

/** A food the recipe names (a line of its list, or one a substitution replaced), and the words that name it. */
interface NamedFood {
  keys: string[];
  /** The head word of a name built "head of kind" ("jaune" of "jaune d'œuf"): names it after an article ("le jaune"). */
  heads: string[];
  line: AnalysedLine;
  /** The last part of a one-word compound, when it names a food alone ("flote" of "kremflote"): judged as that food. */
  tail?: { key: string; line: AnalysedLine };
}

/** A name built head first with a linking word, as Romance languages do: "jaune d'œuf", "pechuga de pollo", "panna di bufala". */
const HEAD_FIRST = /^\s*([\p{L}]{4,})\s+(?:d['’]|de\s|di\s|del\s|della\s|du\s|des\s|do\s|da\s|dos\s|das\s)/iu;

/** A key word is a food's name on its own when the knowledge resolves it alone ("jamón" of "jamón serrano"). */
function standsAlone(key: string, shortest = 4): boolean {
  return key.length >= shortest && (overlayIndex().entries.has(key) || currentLexicon()?.foodOfKey(key) !== undefined);
}

/** The longest last part of a one-word compound that names a food alone ("kremflote" → "flote"), if any. */
function compoundTail(word: string): string | undefined {
  for (let cut = 4; cut <= word.length - 4; cut++) {
    const tail = word.slice(cut);
    if (standsAlone(tail)) return tail;
  }
  return undefined;
}

/** The foods of the lines, each with the words a sentence may use for it: its whole name, and a part that names it alone. */
function namedFoods(lines: readonly string[]): NamedFood[] {
  const out: NamedFood[] = [];
  for (const text of lines) {
    // "optional" names no food: a line the recipe called optional is read without that word.
    const line = analyseLine(withoutOptionalWords(text).replace(/\s+,/g, ','));
    if (line.heading || !line.identified) continue;
    const span = tokenise(line.food?.span.text ?? line.parsed.ingredient).map((t) => t.key);
    if (span.length === 0) continue;
    const keys = new Set([span.join(' ')]);
    for (const word of [span[0], span[span.length - 1]]) if (word && standsAlone(word)) keys.add(word);
    // A name's first word names it in a step even when short ("le vin" of "vin blanc sec", "the egg" of "egg yolks").
    const first = span[0];
    if (first && span.length > 1 && first.length === 3 && standsAlone(first, 3)) keys.add(first);
    // A compound names its kind last ("kremfløte" is a "fløte", "Schlagsahne" a "Sahne"): the method may use the kind.
    const tailKey = compoundTail(span[span.length - 1] ?? '');
    if (tailKey) keys.add(tailKey);
    const head = HEAD_FIRST.exec(line.food?.span.text ?? line.parsed.ingredient)?.[1];
    const heads = head ? keyWords(head).filter((word) => !keys.has(word)) : [];
    out.push({ keys: [...keys], heads, line, ...(tailKey ? { tail: { key: tailKey, line: analyseLine(tailKey) } } : {}) });
  }
  return out;
}

/**
 * An allowed line in the recipe's language is named by its food's English name too: the tips and notes are in the
 * app's language ("cook the noodles for 2 minutes" of "Zucchininudeln"). Its whole name, and its last word alone.
 */
function englishKeys(line: AnalysedLine): string[] {
  const english = line.entry?.name ? tokenise(line.entry.name).map((t) => t.key) : [];
  const last = english[english.length - 1];
  if (!last) return [];
  return standsAlone(last) ? [english.join(' '), last] : [english.join(' ')];
}

/** "Schinkenwürfeln" names "Schinkenwürfel", "kødet" names "kød", "jajka" names "jajko": a word read as an inflected key. */
function wordNames(word: string, key: string): boolean {
  if (word === key) return true;
  if (key.length < 4 || COOKING_VERBS.has(word)) return false;
  if (word.startsWith(key) && word.length - key.length <= 3) return true;
  const stem = key.slice(0, -1);
  if (/[aeiouy]$/.test(key) && word.startsWith(stem) && word.length - stem.length <= 3) return true;
  // "Nohutları" names "nohut", "smalec" names "smalcu", "fløten" names "fløte": the language endings' forms meet.
  return sameWord(word, key);
}

/** A word of a read text: whether a free-from word follows it ("sugar-free"), and whether punctuation comes before it. */
interface ReadToken extends Token {
  leftOut: boolean;
  breakBefore: boolean;
}

function readTokens(text: string): ReadToken[] {
  // Fields written out, not spread: this runs for every word of every text of a card, and a spread copy costs far more.
  return tokenise(text).map((t, i, all) => {
    const gap = i > 0 ? text.slice(all[i - 1]?.end ?? 0, t.start) : '';
    return {
      start: t.start,
      end: t.end,
      key: t.key,
      leftOut: namedAsLeftOutAt(text, t.end),
      breakBefore: gap !== '' && gap !== ' ' && /[^\s\p{L}\p{N}\p{M}'’‘`-]/u.test(gap),
    };
  });
}

const HEBREW = /^[\u0590-\u05FF]/;

/** A Hebrew word with a one-letter word written onto it ("הטחינה"): the name it carries, when it is the one wanted. */
function withoutHebrewPrefix(word: string, wanted: string): string {
  if (word === wanted || !HEBREW.test(word) || word.length <= wanted.length) return word;
  const prefix = HEBREW_PREFIXES.find(
    (p) => word.length > p.length && word.startsWith(p) && word.slice(p.length).startsWith(wanted.slice(0, 2)),
  );
  return prefix ? word.slice(prefix.length) : word;
}

/** A key's words, kept (bounded): a card's every text is asked about every food's keys. */
const KEY_WORDS = new Map<string, readonly string[]>();
function wordsOfKey(key: string): readonly string[] {
  let words = KEY_WORDS.get(key);
  if (words === undefined) {
    if (KEY_WORDS.size >= 20_000) KEY_WORDS.clear();
    words = key.split(' ');
    KEY_WORDS.set(key, words);
  }
  return words;
}

function mentions(tokens: readonly (Token | ReadToken)[], key: string): boolean {
  const words = wordsOfKey(key);
  for (let i = 0; i + words.length <= tokens.length; i++) {
    let all = true;
    for (let j = 0; j < words.length && all; j++) {
      const token = tokens[i + j];
      const word = token?.key ?? '';
      const wanted = words[j] ?? '';
      const bare = j === 0 ? withoutHebrewPrefix(word, wanted) : word;
      all = j === words.length - 1 ? wordNames(bare, wanted) : bare === wanted;
      if (all && token && 'leftOut' in token && (j > 0 ? token.breakBefore : false)) all = false;
      // "sugar-free", "gluten free": the name of what is left out, not a food.
      if (all && token && 'leftOut' in token && j === words.length - 1 && token.leftOut) all = false;
    }
    if (all) return true;
  }
  return false;
}

/** How a violation about a made product the list does not hold names it ("… (named: fond de veau)"). */
const UNLISTED_NAMED = ' (named:';

/** Whether a violation is about a made product a sentence names that the ingredient list does not hold. */
export function namesUnlistedProduct(violation: ComplianceViolation): boolean {
  return violation.rule.includes(UNLISTED_NAMED);
}

/** Where a violation in an ingredient line's note is shown: only the list's own foods are looked for there. */
const INGREDIENT_NOTE = 'Ingredient note';

/** Where a violation in a part's heading of the ingredient list ("For the bacon crumb") is shown. */
const PART_HEADING = 'Ingredient heading';

/** The fields a user reads beyond the ingredient list, each piece with how a violation shows where it is. */
function readFields(recipe: CheckedRecipe): { where: string; text: string; line?: string }[] {
  const out: { where: string; text: string; line?: string }[] = [{ where: 'Title', text: recipe.recipeName }];
  if (recipe.description) out.push({ where: 'Description', text: recipe.description });
  for (const group of recipe.ingredientGroups ?? []) if (group.heading) out.push({ where: PART_HEADING, text: group.heading });
  for (const [i, step] of recipe.instructions.entries()) out.push({ where: `Step ${i + 1}`, text: step });
  for (const tip of recipe.tips) out.push({ where: 'Tip', text: tip });
  // A line's note may name another line's food ("Sukker (til æblemos og rasp)"): the reader sees it there too. A
  // substitute's own note ("(3 flax eggs)") names it in its changed form.
  const written = new Set((recipe.substitutions ?? []).map((change) => change.replacement));
  for (const line of recipe.ingredients) {
    if (written.has(line)) continue;
    const note = analyseLine(line).parsed.notes;
    if (note) out.push({ where: `${INGREDIENT_NOTE} of "${line}"`, text: note, line });
  }
  for (const change of recipe.substitutions ?? [])
    if (change.replacement !== '(left out)') out.push({ where: 'Change', text: change.replacement });
  return out;
}

/**
 * The whole output, read by the same knowledge as the ingredient list: the title, description, method, tips and
 * "What changed" replacements. A food the recipe named (in its list, or replaced) that a filter or the avoid list
 * forbids, still named there, is reported beside that text, unless the list now holds it in a form that is
 * allowed ("vegan butter": "melt the butter" means that one) or the sentence names it as removed ("instead of
 * the butter"). A made product that may contain what is forbidden is reported "not verified". Each entry makes
 * the recipe not compliant; none of them refuses it.
 */
export function checkOutput(recipe: CheckedRecipe, options: OutputCheckOptions): ComplianceViolation[] {
  const { rules } = resolveFilters(options.filters);
  const avoid = options.avoid ?? [];
  if (rules.length === 0 && avoid.length === 0) return [];
  const listed = namedFoods(recipe.ingredients);
  const replaced = namedFoods((recipe.substitutions ?? []).map((s) => s.original));
  const tagsOfRecipe = new Set<DietTag>();
  for (const food of listed) for (const tag of food.line.tags) tagsOfRecipe.add(tag);
  // A line's violations are asked for again by every field that names its food: worked out once per line.
  const known = new Map<AnalysedLine, ComplianceViolation[]>();
  const violationsOf = (line: AnalysedLine) => {
    let found = known.get(line);
    if (!found) {
      found = lineViolations(line, rules, avoid, tagsOfRecipe);
      known.set(line, found);
    }
    return found;
  };
  // What the list holds in an allowed form may be named anywhere.
  const allowedKeys = new Set<string>();
  for (const food of listed) {
    if (violationsOf(food.line).length === 0) for (const key of [...food.keys, ...englishKeys(food.line)]) allowedKeys.add(key);
  }
  // A replaced food the list still names in a changed form ("3 flax eggs", "vegan butter"): the method's "the eggs"
  // means that one.
  const allowedLines = listed.filter((food) => violationsOf(food.line).length === 0);
  const allowedLineWords = allowedLines.map((food) => tokenise(food.line.line));
  const allowedByFoods = new Set(allowedKeys);
  for (const food of [...replaced, ...listed]) {
    for (const key of [...food.keys, ...food.heads]) {
      if (allowedLineWords.some((words) => mentions(words, key))) allowedKeys.add(key);
    }
  }
  const allowedKeyList = [...allowedKeys];
  const keyWrittenOtherwise = keysWrittenOtherwise(listed.filter((food) => violationsOf(food.line).length === 0));
  // What the method makes from the list ("lepić pierogi", "fino a ottenere una besciamella") is the recipe's own.
  const made = madeInMethod(recipe.instructions);
  // A sauce or dough the method names with "the" ("finché la besciamella si addensa") is made there: so is every
  // later "besciamella" of the method ("Alternare sfoglia, funghi e besciamella").
  for (const step of recipe.instructions) {
    const tokens = readTokens(withoutFramedMentions(step));
    tokens.forEach((t, i) => {
      if (MADE_IN_THE_RECIPE.has(t.key) && definitePastClaims(tokens, i) && !made.has(t.key)) made.set(t.key, 0);
    });
  }
  // What the title names that the list does not hold is the dish itself ("Pancakes"), not an ingredient served: the
  // part before its "with" ("Caldo verde com chouriço" serves the chouriço; it is no part of the dish's name).
  const dish = tokenise(dishPart(recipe.recipeName));
  const allowedFoods: number[] = [];
  // A line kept with a label to check ("200 g falukorv": may hold milk) allows its own name, never another product of
  // its kind a tip offers ("byt falukorven mot vegokorv"): that one's label is checked on its own.
  const labelToCheck = (line: AnalysedLine) =>
    rules.some((rule) => rule.forbidden.some((f) => f.tags.some((tag) => line.maybe.has(tag)))) ||
    avoid.some((term) => avoidMaybeTags(line, term).length > 0);
  const labelledKeys = new Set(listed.filter((food) => labelToCheck(food.line)).flatMap((food) => food.keys));
  const headKeys = new Set([...allowedKeys].filter((key) => !labelledKeys.has(key)));
  for (const food of listed) {
    const entry = lexiconEntryOf(food.line);
    if (entry && food.keys.some((key) => allowedKeys.has(key)) && !labelToCheck(food.line)) allowedFoods.push(entry.index);
  }
  // A head word another line's name also holds ("pâte" of "pâte brisée" and "pâte de tomate") names neither for sure.
  const sharedHeads = new Set<string>();
  for (const food of [...listed, ...replaced])
    for (const head of food.heads)
      if (listed.some((other) => other !== food && other.keys.some((k) => k.split(' ').includes(head)))) sharedHeads.add(head);
  const out: ComplianceViolation[] = [];
  const fields = readFields(recipe);
  const notes = new Map(fields.filter((f) => f.line !== undefined).map((f) => [f.where, f.line as string]));
  const noteAllowedKeys = (own: string): ReadonlySet<string> => {
    const others = allowedLineWords.filter((_, i) => allowedLines[i]?.line.line !== own);
    const keys = new Set(allowedByFoods);
    for (const food of [...replaced, ...listed])
      for (const key of [...food.keys, ...food.heads]) if (others.some((words) => mentions(words, key))) keys.add(key);
    return keys;
  };
  // A short food word ("vis", "ost", "hal") is read in the recipe's own language: the whole card tells it best.
  const group = guessTextLanguage([...recipe.ingredients, ...fields.map((f) => f.text)].join('\n'));
  for (const { where, text } of fields) {
    // A label warning names what to look for, a nutrition line what a serving holds: neither serves a food.
    if (LABEL_OR_FIGURES.test(text)) continue;
    const framed = withoutFramedMentions(text);
    const tokens = readTokens(framed);
    if (tokens.length === 0) continue;
    // A title that says the filter ("Keto Lasagna", "Vegan Roast Chicken") names the dish made to it, not a food used.
    if (where === 'Title' && dishMadeToFilter(text, rules, avoid)) continue;
    const seen = new Set<string>();
    // A line's note is no form of the food it names ("Sukker (til æblemos og rasp)" holds no rasp): in a note, a food is
    // allowed by the list's foods and by the other lines, never by the note's own words.
    const noteOf = notes.get(where);
    // Most notes name no food ("softened", "chopped"): the list's own keys are looked for there only when one is named.
    const namesFood = (food: NamedFood) => food.keys.some((k) => mentions(tokens, k));
    if (noteOf && !listed.some(namesFood) && !replaced.some(namesFood)) continue;
    const allowed = noteOf ? noteAllowedKeys(noteOf) : allowedKeys;
    for (const food of [...listed, ...replaced]) {
      const key =
        food.keys.find((k) => !allowed.has(k) && mentions(tokens, k)) ??
        food.heads.find((k) => !sharedHeads.has(k) && !allowed.has(k) && mentionedAfterArticle(tokens, k));
      if (!key || food.keys.some((k) => allowed.has(k) && mentions(tokens, k))) continue;
      const named = `${where}: ${text}`.slice(0, 500);
      // The kind a compound ends in ("the fat" of "pork fat") is judged as that kind: the list's new fat is one too.
      const judged = food.tail && key === food.tail.key ? food.tail.line : food.line;
      for (const v of violationsOf(judged)) {
        const id = `${v.filter}\u0000${key}`;
        if (seen.has(id)) continue;
        seen.add(id);
        out.push({
          ingredient: named,
          rule: `names ${food.line.food?.span.text ?? food.line.parsed.ingredient}: ${v.rule}`.slice(0, 500),
          filter: v.filter,
        });
      }
      for (const rule of rules) {
        const may = rule.forbidden.flatMap((f) => f.tags.filter((tag) => judged.maybe.has(tag)));
        const id = `${rule.name}\u0000${key}\u0000maybe`;
        if (may.length === 0 || seen.has(id)) continue;
        seen.add(id);
        out.push({
          ingredient: named,
          rule: `${NOT_VERIFIED}: ${food.line.food?.span.text ?? food.line.parsed.ingredient} may contain ${may.join(', ')}`.slice(0, 500),
          filter: rule.name,
        });
      }
      const avoided = avoid.filter((term) => avoidMaybeTags(judged, term).length > 0);
      if (avoided.length > 0 && !seen.has(`avoid\u0000${key}`)) {
        seen.add(`avoid\u0000${key}`);
        out.push({
          ingredient: named,
          rule: `${NOT_VERIFIED}: ${food.line.food?.span.text ?? food.line.parsed.ingredient} may contain ${avoided.join(', ')} (on the avoid list)`.slice(
            0,
            500,
          ),
          filter: AVOID_LIST_LABEL,
        });
      }
    }
    if (where.startsWith(INGREDIENT_NOTE)) continue;
    // A part's heading, like the title, names what its lines make ("Pastry"), not a food served; a title names what
    // is served with the dish after its "with" ("Carrot soup with bacon croutons").
    const served = where === 'Title' ? servedWith(framed) : where === PART_HEADING ? '' : framed;
    const found = served === '' ? [] : findFoodMentions(served, group ? { group } : {});
    if (where !== 'Title' && where !== PART_HEADING)
      out.push(...kindMentions(`${where}: ${text}`.slice(0, 500), found, { listed, replaced, allowedKeys }, seen, violationsOf));
    if (served !== '')
      out.push(
        ...unlistedMentions(
          text,
          found,
          where,
          where === 'Title' ? readTokens(served) : tokens,
          {
            keys: allowedKeys,
            keyList: allowedKeyList,
            foods: allowedFoods,
            dish,
            lines: allowedLineWords,
            made,
            writtenOtherwise: keyWrittenOtherwise,
            headKeys,
          },
          seen,
          violationsOf,
          options.filters,
          avoid,
        ),
      );
  }
  // Lines the reader could not place were not converted: read like list lines, never passed as fine.
  out.push(...checkNotUnderstood(recipe.notUnderstood ?? [], options.filters, avoid));
  return out;
}

/** "with" in the product's languages, as a title joins what is served with the dish. */
const SERVED_WITH = /(?:^|\s)(?:with|mit|avec|con|com|met|med|z|ze|dengan|s|se)\s/iu;

/** The part of a title after its first "with": "Carrot soup with bacon croutons" → "bacon croutons". */
function servedWith(title: string): string {
  const match = SERVED_WITH.exec(title);
  return match ? title.slice((match.index ?? 0) + match[0].length) : '';
}

/** The part of a title before its first "with": "Carrot soup with bacon croutons" → "Carrot soup". */
function dishPart(title: string): string {
  const match = SERVED_WITH.exec(title);
  return match ? title.slice(0, match.index ?? 0) : title;
}

/** The food's place in the ontology: its own id, or (a food of the hand-kept overlay) the first of its names the ontology knows. */
function lexiconEntryOf(line: AnalysedLine) {
  const lexicon = currentLexicon();
  if (!lexicon) return undefined;
  const id = line.food?.id;
  const own = id ? lexicon.byOntologyId(id) : undefined;
  if (own) return own;
  const names = [line.food?.span.text, line.entry?.name, ...(line.entry?.synonyms ?? [])];
  for (const name of names) {
    const entry = name ? lexicon.foodOfKey(normaliseKey(name)) : undefined;
    if (entry) return entry;
  }
  return undefined;
}

/** "le jaune", "the yolk": the word right after an article. */
function mentionedAfterArticle(tokens: readonly ReadToken[], key: string): boolean {
  return tokens.some((t, i) => i > 0 && !t.breakBefore && DEFINITE.has(tokens[i - 1]?.key ?? '') && wordNames(t.key, key));
}

/** A title carrying a filter's name or a product qualifier names the dish as made to it ("Keto Lasagna", "Dairy-Free Mac and Cheese"). */
function dishMadeToFilter(title: string, rules: ReturnType<typeof resolveFilters>['rules'], avoid: readonly string[]): boolean {
  const words = ` ${normaliseKey(title)} `;
  if (rules.some((rule) => words.includes(` ${normaliseKey(rule.name)} `))) return true;
  if (productQualifiers(title).length === 0) return false;
  // Only a free-from word about what the case forbids: "(Keto, No Yeast!)" does not excuse "Lupin" under an avoided lupin.
  const forbidden = new Set<DietTag>([
    ...rules.flatMap((rule) => rule.forbidden.flatMap((f) => f.tags)),
    ...avoid.flatMap((term) => avoidTermTags(term)),
  ]);
  return applyQualifiers(title, new Set(forbidden)).size < forbidden.size;
}

/**
 * What a recipe makes on the way (the pot's liquid, a custard, a syrup, a batter), named with "the" in a method or
 * tip: when the list holds no such food, it is the recipe's own preparation, not a food bought.
 */
const MADE_IN_THE_RECIPE = new Set(
  'broth stock liquid juice gravy custard syrup batter dough filling glaze marinade brodo bruhe bouillon caldo fond sauce saus sose salsa sugo sos bechamel besciamella besamel beschamel roux'.split(
    ' ',
  ),
);
const DEFINITE = new Set(['the', 'der', 'die', 'den', 'le', 'la', 'les', 'il', 'lo', 'gli', 'el', 'los', 'las', 'het']);

/** An article before the word past any free-from claims the rewrite put there ("la dairy-free gluten-free béchamel"). */
function definitePastClaims(tokens: readonly ReadToken[], i: number): boolean {
  let at = i;
  while (at >= 2 && tokens[at - 1]?.key === 'free' && !tokens[at]?.breakBefore) at -= 2;
  return definite(tokens, at);
}

/** An article before the word, past its qualifiers ("the sugar-free custard"), in the same phrase. */
function definite(tokens: readonly ReadToken[], i: number): boolean {
  for (let back = i - 1; back >= Math.max(0, i - 4); back--) {
    if (DEFINITE.has(tokens[back]?.key ?? '')) return true;
    if (tokens[back + 1]?.breakBefore) return false;
  }
  return false;
}

const LABEL_OR_FIGURES = /\blabel(?:s|led)?\b|may contain|\bkcal\b/i;

/**
 * A food a sentence names that the list never held ("Serve with fresh rye bread", "Top with parmesan", "Podawać z
 * kefirem", a list pasted into the method): found by the mention finder (every language of the knowledge, inflected
 * forms, the longest name first) and reported when it is forbidden.
 */
/** The shortest head and first part a compound word is read by ("zwiebeln" and "rost" of "rostzwiebeln"). */
const COMPOUND_HEAD = 4;
const COMPOUND_FIRST = 3;

/**
 * A one-word mention that is the head of a compound in the title ("spatzle" of "kasspatzle": the dish the recipe
 * makes), or a compound whose head an allowed line names and whose first part is no food the filters forbid
 * ("rostzwiebeln" after "3 Zwiebeln").
 */
function headOfAllowed(
  key: string,
  dish: readonly Token[],
  allowedKeys: ReadonlySet<string>,
  violationsOf: (line: AnalysedLine) => readonly ComplianceViolation[],
): boolean {
  if (key.includes(' ') || key.length < COMPOUND_HEAD) return false;
  const heads = (word: string) => {
    const out: { first: string; head: string }[] = [];
    for (let at = COMPOUND_FIRST; word.length - at >= COMPOUND_HEAD; at++) out.push({ first: word.slice(0, at), head: word.slice(at) });
    return out;
  };
  if (dish.some((t) => heads(t.key).some(({ head }) => wordNames(head, key)))) return true;
  for (const { first, head } of heads(key)) {
    if ([...allowedKeys].some((k) => !k.includes(' ') && wordNames(head, k))) return violationsOf(analyseLine(first)).length === 0;
  }
  return false;
}

/** The key is, or is a word of, what the method makes ("molho" after "até obter um molho bechamel"). */
function madeByMethod(key: string, made: ReadonlyMap<string, number>): boolean {
  if (made.has(key)) return true;
  for (const k of made.keys()) if (` ${k} `.includes(` ${key} `)) return true;
  return false;
}

function unlistedMentions(
  text: string,
  found: readonly FoodMention[],
  where: string,
  tokens: readonly ReadToken[],
  allowed: {
    keys: ReadonlySet<string>;
    keyList: readonly string[];
    foods: readonly number[];
    dish: readonly Token[];
    lines: readonly Token[][];
    made: ReadonlyMap<string, number>;
    writtenOtherwise: ReadonlyMap<string, WrittenOtherwise>;
    /** The allowed keys but those of lines kept with a label to check: a compound's head read as one of them. */
    headKeys: ReadonlySet<string>;
  },
  seen: Set<string>,
  violationsOf: (line: AnalysedLine) => readonly ComplianceViolation[],
  filters: readonly string[],
  avoid: readonly string[],
): ComplianceViolation[] {
  const lexicon = currentLexicon();
  const out: ComplianceViolation[] = [];
  const { keys: allowedKeys, foods: allowedFoods } = allowed;
  for (const mention of found) {
    const { key } = mention;
    if (mention.leftOut) continue;
    // "Numa panela grande", "un moule à tarte": the vessel, by its place, whatever food its word names elsewhere.
    const asWritten = text.slice(mention.start, mention.end) === mention.text;
    if (asWritten && !mention.text.includes(' ') && isVesselInText(text, mention.start, mention.end)) continue;
    // "butter a 9x5-inch loaf pan", "a muffin tin": the food's word names the vessel's kind.
    if (asWritten && namesVesselKind(text, mention.start, mention.end)) continue;
    // "into the broth", "the sugar-free custard" where the list holds none: what the recipe makes, not a food bought.
    const at = tokens.findIndex((t) => t.start === mention.start);
    if (!key.includes(' ') && MADE_IN_THE_RECIPE.has(key) && at >= 0 && definite(tokens, at)) continue;
    // "borral" (wine) where the list holds "bors" (pepper): both come to "bor", but the mention is another food.
    if (isOtherFoodOfKey(mention, allowed.writtenOtherwise.get(key))) {
      out.push(...mentionViolations(text, mention, where, seen, violationsOf, filters, avoid));
      continue;
    }
    if (allowedKeys.has(key) || allowed.keyList.some((allowed) => ` ${allowed} `.includes(` ${key} `))) continue;
    if (mentions(allowed.dish, key) || madeByMethod(key, allowed.made)) continue;
    // "Spätzle" of the dish "Kässpätzle", "Röstzwiebeln" after the listed onions were fried: a compound whose head the
    // title or an allowed line names is that dish or that line.
    if (headOfAllowed(key, allowed.dish, allowed.headKeys, violationsOf)) continue;
    // A list line allowed as it stands names it too ("1 tsp baking soda + pinch of salt": "sprinkle soda + salt over").
    if (allowed.lines.some((words) => mentions(words, key))) continue;
    // "toss with the pasta" when the list holds gluten-free spaghetti: the kind names the allowed food.
    const kind = lexicon?.foodOfKey(key);
    if (kind && allowedFoods.some((food) => lexicon?.isUnder(food, kind.index))) continue;
    out.push(...mentionViolations(text, mention, where, seen, violationsOf, filters, avoid));
  }
  return out;
}

/** What a food a sentence names breaks: the filters' and the avoid list's rules, or a label to check for a made product. */
function mentionViolations(
  text: string,
  mention: FoodMention,
  where: string,
  seen: Set<string>,
  violationsOf: (line: AnalysedLine) => readonly ComplianceViolation[],
  filters: readonly string[],
  avoid: readonly string[],
): ComplianceViolation[] {
  const out: ComplianceViolation[] = [];
  const { key } = mention;
  // The words before it that qualify it ("dairy-free schmand", "vegan butter") go with it.
  const named = mention.loose ? key : mention.text;
  const phrase = mention.qualifier ? `${mention.qualifier} ${named}` : named;
  const line = analyseLine(phrase);
  for (const v of violationsOf(line)) {
    const id = `${v.filter}\u0000${key}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ ingredient: `${where}: ${text}`.slice(0, 500), rule: `names ${mention.text}: ${v.rule}`.slice(0, 500), filter: v.filter });
  }
  // A made product the sentence serves ("servir avec du fond de veau", "broa de milho") whose make-up varies: its
  // label is checked for what the filters and the avoid list forbid, never passed in silence.
  for (const v of unverifiedLines([phrase], filters, avoid, false)) {
    const id = `${v.filter}\u0000${key}\u0000maybe`;
    if (seen.has(id) || seen.has(`${v.filter}\u0000${key}`)) continue;
    seen.add(id);
    out.push({
      ingredient: `${where}: ${text}`.slice(0, 500),
      rule: `${v.rule}${UNLISTED_NAMED} ${mention.text})`.slice(0, 500),
      filter: v.filter,
    });
  }
  return out;
}

/** A key the allowed list lines give only through a word written otherwise ("bors" → "bor"), with those words and their foods. */
interface WrittenOtherwise {
  written: Set<string>;
  foods: Set<string>;
}

/**
 * The keys the allowed lines reach only through a written word that is another food than the key names alone
 * ("bors", Hungarian pepper, is key "bor", which alone is wine; "eggs" is key "egg" and the same food): a mention of
 * such a key is the line's food only when it is that food or written as that word.
 */
function keysWrittenOtherwise(allowed: readonly NamedFood[]): Map<string, WrittenOtherwise> {
  const lexicon = currentLexicon();
  const out = new Map<string, WrittenOtherwise>();
  const plain = new Set<string>();
  for (const food of allowed) {
    for (const token of tokenise(food.line.line)) {
      const asWritten = token.written !== undefined && token.written !== token.key ? resolveFood(token.written) : undefined;
      const byKey = asWritten?.id ? lexicon?.foodOfKey(token.key)?.id : undefined;
      if (!asWritten?.id || !byKey || byKey === asWritten.id || asWritten.span.text.length !== token.written?.length) {
        plain.add(token.key);
        continue;
      }
      const entry = out.get(token.key) ?? { written: new Set<string>(), foods: new Set<string>() };
      entry.written.add(token.written as string);
      entry.foods.add(asWritten.id);
      out.set(token.key, entry);
    }
  }
  for (const key of plain) out.delete(key);
  return out;
}

/** The mention is another food than the allowed line's word that shares its key: not written as it, not its food. */
function isOtherFoodOfKey(mention: FoodMention, other: WrittenOtherwise | undefined): boolean {
  if (!other || !mention.food.id || other.foods.size === 0 || other.foods.has(mention.food.id)) return false;
  const written = tokenise(mention.text).map((t) => t.written ?? t.key);
  return !written.some((word) => other.written.has(word));
}

/**
 * A word for a kind of food ("the meat", "de vis", "kødet", "a húst") where the list's food of that kind was swapped
 * and no kept line is of the kind: the step still tells the cook to use the removed food (closed world), reported
 * with that food's violations.
 */
function kindMentions(
  named: string,
  found: readonly FoodMention[],
  foods: { listed: readonly NamedFood[]; replaced: readonly NamedFood[]; allowedKeys: ReadonlySet<string> },
  seen: Set<string>,
  violationsOf: (line: AnalysedLine) => readonly ComplianceViolation[],
): ComplianceViolation[] {
  const out: ComplianceViolation[] = [];
  for (const mention of found) {
    if (mention.leftOut || mention.qualified || foods.allowedKeys.has(mention.key)) continue;
    const kind = kindOfMention(mention);
    if (!kind) continue;
    if (foods.listed.some((food) => violationsOf(food.line).length === 0 && lineIsOfKind(food.line, kind))) continue;
    const removed = foods.replaced.find((food) => lineIsOfKind(food.line, kind) && violationsOf(food.line).length > 0);
    if (!removed) continue;
    const original = removed.line.food?.span.text ?? removed.line.parsed.ingredient;
    for (const v of violationsOf(removed.line)) {
      const id = `${v.filter}\u0000${mention.key}`;
      if (seen.has(id)) continue;
      seen.add(id);
      out.push({
        ingredient: named,
        rule: `names ${mention.text} (the ${original} swapped out): ${v.rule}`.slice(0, 500),
        filter: v.filter,
      });
    }
  }
  return out;
}
