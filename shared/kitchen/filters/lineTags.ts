import { findExactIngredient, findIngredient, ROMANCE_JOIN } from '../ingredients/lookup';
import { type ParsedLine, parseIngredientLine } from '../parse/ingredientLine';
import { foodParts } from '../resolve/foodParts';
import { glossedPhrase } from '../resolve/gloss';
import { guessLanguage } from '../resolve/languageGuess';
import { isUnknownWord, madeProductsIn, type ResolvedFood, resolveFood } from '../resolve/resolveFood';
import { tokenise } from '../resolve/tokens';
import type { DietTag, IngredientEntry, ParsedIngredient } from '../types';
import { lineAlternatives } from './alternatives';
import { keywordTags } from './keywordTags';
import { applyQualifiers, splitOutsideQualifiers, withoutQualifiers } from './qualifiers';

export interface AnalysedLine {
  line: string;
  parsed: ParsedIngredient;
  entry: IngredientEntry | undefined;
  tags: ReadonlySet<DietTag>;
  /** True when the ontology or the table knows the ingredient, or its words gave at least one tag. */
  identified: boolean;
  /** The food the line names, as the knowledge resolves it (ontology and overlay). */
  food?: ResolvedFood;
  /**
   * A made product of varying make-up (stock cube, chocolate, a brand): what it may contain beyond `tags`. Never
   * assumed absent: each filter or avoid-list entry it may break flags the line "not verified".
   */
  maybe: ReadonlySet<DietTag>;
  /**
   * What a kind named alone may be ("Hackfleisch": pork among its members): checked on an ingredient line's label, not
   * on a step's or tip's kind word ("the meat"), which stands for the list's food.
   */
  kindMaybe?: ReadonlySet<DietTag>;
  /**
   * A food of a line naming several ("šlehačka a plátek citronu") that the knowledge cannot read at all, while the
   * line's other food is known: closed world, its label is checked as an unknown line's is.
   */
  unreadParts?: readonly string[];
  /** A sub-heading inside the ingredient list ("For the sauce:"), not an ingredient. */
  heading: boolean;
}

const HEADING = /^\s*(?:for (?:the )?[^,]{1,60}|[A-Za-z][A-Za-z &'-]{1,60}):\s*$/;

/**
 * The ingredient text the rules look at: the parsed words, or the whole line when the parser found none. A measure
 * word that begins a food's name is that name's ("1 kostka rosołowa", a stock cube, is no cube of "rosołowa"): the
 * food is read with it when a name the knowledge holds runs across it into the parsed words.
 */
export function ingredientText(parsed: ParsedIngredient): string {
  const words = (parsed.ingredient || parsed.raw).toLowerCase();
  const { spans, text } = parsed as Partial<ParsedLine>;
  const unit = spans?.unit;
  if (!parsed.ingredient || !unit || text === undefined) return words;
  const unitWord = text.slice(unit[0], unit[1]).toLowerCase();
  if (unitWord.trim() === '') return words;
  const joined = `${unitWord} ${words}`;
  const food = resolveFood(joined);
  const named = food !== undefined && (food.entry !== undefined || food.id !== undefined);
  return named && food.span.start < unitWord.length && food.span.end > unitWord.length ? joined : words;
}

// Lines repeat across checks and candidate substitutions; analysis is pure, so results are kept (bounded).
const CACHE_LIMIT = 5000;
const cache = new Map<string, AnalysedLine>();

/** Tags of one ingredient line: the table's tags, plus obvious words (allergen safety), minus qualifiers ("vegan", "gluten-free"). */
export function analyseLine(line: string): AnalysedLine {
  const cached = cache.get(line);
  if (cached) return cached;
  const analysed = analyse(line);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(line, analysed);
  return analysed;
}

function analyse(line: string): AnalysedLine {
  const parsed = parseIngredientLine(line);
  if (HEADING.test(line)) return { line, parsed, entry: undefined, tags: new Set(), maybe: new Set(), identified: true, heading: true };
  // "tori momo (boneless chicken thigh)": a name the kitchen cannot read is read by its bracketed translation.
  const text = glossedPhrase(ingredientText(parsed), parsed.notes)?.toLowerCase() ?? ingredientText(parsed);
  const language = guessLanguage(line);
  const food = resolveFood(text, language);
  // The food is the phrase the amount applies to: the whole line (with its notes) is read only when that names nothing.
  // A name of several words the knowledge holds whole ("leche de coco") wins over the table's reading of its first word.
  const whole = food?.entry !== undefined && food.span.text.trim().includes(' ') ? food.entry : undefined;
  // A made product the knowledge names whole and knows no table food for ("pâte de vanille"): never its head word's entry.
  // A table food named by the whole phrase ("Maggi seasoning": a soy sauce by another name) is that food.
  const productOnly =
    food !== undefined &&
    !food.entry &&
    !food.id &&
    food.composite !== undefined &&
    food.span.text.trim().includes(' ') &&
    findExactIngredient(food.span.text) === undefined;
  const entry = whole ?? (productOnly ? undefined : (findIngredient(text) ?? food?.entry ?? (food ? undefined : findIngredient(line))));
  const alternatives = lineAlternatives(parsed);
  const tags = new Set<DietTag>();
  if (alternatives.length <= 1) {
    for (const tag of foodTags(text, productOnly ? null : entry, language)) tags.add(tag);
  } else {
    alternatives.forEach((food, i) => {
      const own = foodTags(food, findIngredient(food));
      // "regular or gluten-free pasta": a bare describing word shares the next food's noun ("regular pasta").
      const next = alternatives[i + 1];
      const shared = own.size === 0 && next !== undefined ? foodTags(`${food} ${withoutQualifiers(next)}`) : own;
      for (const tag of shared) tags.add(tag);
    });
  }
  // "tagliatelle all'uovo", "tortilla con chorizo": what a food is made or served with counts too.
  // A name the knowledge holds whole ("pico de gallo", "farine de blé") is that food, not what follows its joining word.
  const wholeName = food !== undefined && ROMANCE_JOIN.test(food.span.text);
  const joined = wholeName ? [] : text.split(ROMANCE_JOIN).slice(1);
  // The qualifier before the whole name covers its parts: "dairy-free dulce de leche" has no milk.
  for (const part of joined) for (const tag of applyQualifiers(text, foodTags(part))) tags.add(tag);
  // Notes can name food too: "raisins, soaked in rum", "(made with beef dripping)", "plus butter for the pan".
  if (parsed.notes) for (const tag of noteTags(parsed.notes)) tags.add(tag);
  const maybe = new Set<DietTag>();
  // A bracket that starts with a capital names the maker first ("Fiskekraft (Toro fiskebuljong)": "Toro" is no bull):
  // read through it, the phrase's own food still counts (closed world: the line is checked for what either holds).
  const phrase = ingredientText(parsed);
  const own = text !== phrase && startsWithCapital(parsed.notes) ? resolveFood(phrase, language) : undefined;
  for (const tag of applyQualifiers(phrase, new Set(own?.tags ?? []))) tags.add(tag);
  for (const tag of applyQualifiers(phrase, new Set(own?.maybe ?? []))) maybe.add(tag);
  const kindMaybe = new Set<DietTag>();
  const unreadParts: string[] = [];
  for (const alternative of alternatives.length > 1 ? alternatives : [text]) {
    const resolved = alternative === text ? food : resolveFood(alternative);
    for (const tag of applyQualifiers(alternative, new Set(resolved?.maybe ?? []))) maybe.add(tag);
    for (const tag of applyQualifiers(alternative, new Set(resolved?.kindMaybe ?? []))) kindMaybe.add(tag);
    // One line, several foods ("svine- og kalvekød", "kerupuk udang dan bawang goreng"): each counts.
    // A name the knowledge holds whole across the joining word ("vanille en poudre", French "en" is no Dutch "and") is one food.
    const parts = resolved && foodParts(resolved.span.text).length > 1 ? [alternative] : splitOutsideQualifiers(alternative, foodParts);
    // A part nothing reads before a food that is read ("šlehačka a plátek citronu") is an unknown food; after it, a
    // part may be how much or how it is used ("sale e pepe a piacere", "pimenta e sal a gosto").
    let unreadBefore: string[] = [];
    for (const part of parts.length > 1 ? parts : []) {
      const other = resolveFood(part);
      if (!other && isUnreadFood(part)) unreadBefore.push(part);
      else if (other) {
        unreadParts.push(...unreadBefore);
        unreadBefore = [];
      }
      for (const tag of applyQualifiers(part, new Set(other?.tags ?? []))) tags.add(tag);
      for (const tag of applyQualifiers(part, new Set(other?.maybe ?? []))) maybe.add(tag);
    }
  }
  // A note that starts with an amount is another food of the line ("1½ carrots, 1 parsley root, a piece of celeriac").
  for (const note of (parsed.notes ?? '').split(/[,;]/)) {
    if (!/^\s*(?:\d|[½¼¾⅓⅔]|a piece|kawałek|un trozo|ein stück)/i.test(note)) continue;
    const other = resolveFood(note);
    for (const tag of applyQualifiers(note, new Set(other?.tags ?? []))) tags.add(tag);
    for (const tag of applyQualifiers(note, new Set(other?.maybe ?? []))) maybe.add(tag);
  }
  // A made product the note names is what the cook uses ("broth (made with 1 Oxo cube)"): its label is checked too.
  if (parsed.notes) {
    const named = madeProductsIn(parsed.notes);
    for (const tag of applyQualifiers(parsed.notes, named.contains)) if (NOTE_SAFETY_TAGS.has(tag)) tags.add(tag);
    for (const tag of applyQualifiers(parsed.notes, named.maybe)) maybe.add(tag);
  }
  // What the phrase says its kind does not hold here ("kiełbasa z indyka": no pork), whatever the table's kind holds.
  for (const tag of food?.without ?? []) tags.delete(tag);
  for (const tag of tags) {
    maybe.delete(tag);
    kindMaybe.delete(tag);
  }
  return {
    line,
    parsed,
    entry,
    tags,
    maybe,
    ...(kindMaybe.size > 0 ? { kindMaybe } : {}),
    ...(unreadParts.length > 0 ? { unreadParts } : {}),
    ...(food ? { food } : {}),
    identified: entry !== undefined || tags.size > 0 || food !== undefined,
    heading: false,
  };
}

function startsWithCapital(text: string | null | undefined): boolean {
  const first = text?.trim().charAt(0) ?? '';
  return first !== first.toLowerCase();
}

/** A part of a line whose every word the knowledge, the table and the describing words do not know: an unknown food. */
function isUnreadFood(part: string): boolean {
  const words = tokenise(part).map((t) => t.key);
  return words.length > 0 && words.every(isUnknownWord) && findIngredient(part) === undefined && keywordTags(part).size === 0;
}

/** What a note can add by naming a product: allergens and what diets forbid outright, not carbohydrate estimates. */
const NOTE_SAFETY_TAGS: ReadonlySet<DietTag> = new Set<DietTag>([
  'meat',
  'red-meat',
  'pork',
  'poultry',
  'fish',
  'shellfish',
  'dairy',
  'egg',
  'gluten',
  'tree-nut',
  'peanut',
  'soy',
  'sesame',
  'alcohol',
  'gelatin',
  'honey',
]);

/** Tags of the foods a note names by keyword or by exact table name ("e.g. Guinness", "soaked in rum"). */
/**
 * "mixed into the milk", "stirred into the stock", "brushed over the dough": a food named with "the" after where
 * this one goes is another ingredient of the recipe, with its own line; it never names this line's food.
 */
const ANOTHER_INGREDIENT = /\b(?:into|in|onto|over|through|to|with)\s+the\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?/giu;

function noteTags(note: string): Set<DietTag> {
  const notes = note.replace(ANOTHER_INGREDIENT, ' ');
  const tags = applyQualifiers(notes, keywordTags(notes));
  // "cut into chips", "sliced into rounds": shapes, not food.
  if (/^(?:cut|sliced|chopped|diced|cubed|shaped|formed|torn|broken)\b/i.test(notes.trim())) return tags;
  const words = notes.toLowerCase().match(/[\p{L}'’-]+/gu) ?? [];
  for (let i = 0; i < words.length; i++) {
    for (const phrase of [words.slice(i, i + 2).join(' '), words[i] ?? '']) {
      if (phrase.length < 4) continue;
      const entry = findExactIngredient(phrase);
      const named = entry ? entry.tags.filter((t) => NOTE_SAFETY_TAGS.has(t)) : [];
      for (const tag of applyQualifiers(notes, new Set(named))) tags.add(tag);
    }
  }
  return tags;
}

/** Foods listed together in one alternative: "vegan butter and cream". */
const TOGETHER = /\s+(?:and|&|with|plus)\s+|\s*,\s*/;

/**
 * Tags of one food: the table's, plus obvious words, minus its qualifiers ("vegan butter"). A qualifier covers
 * only the food it stands before: in "vegan butter and cream" the cream is still dairy.
 */
function foodTags(food: string, entry: IngredientEntry | null | undefined = findIngredient(food), language?: string): Set<DietTag> {
  const tags = new Set<DietTag>(entry?.tags ?? []);
  // What the knowledge (ontology and overlay) says the food is: "boter" is butter, "tereyağı" too.
  for (const tag of resolveFood(food, language)?.tags ?? []) tags.add(tag);
  for (const tag of keywordTags(food)) tags.add(tag);
  const qualified = applyQualifiers(food, tags);
  const parts = food.split(TOGETHER).filter((part) => part.trim() !== '');
  if (parts.length < 2 || withoutQualifiers(food) === food.toLowerCase()) return qualified;
  for (const part of parts) for (const tag of foodTags(part)) qualified.add(tag);
  return qualified;
}
