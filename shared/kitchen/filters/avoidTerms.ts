import { findIngredient } from '../ingredients/lookup';
import { normaliseIngredientName } from '../ingredients/normalise';
import { ALLERGEN_TAGS } from '../knowledge/categoryTags';
import type { Lexicon } from '../knowledge/lexicon';
import { keyWords, normaliseKey } from '../knowledge/normaliseKey';
import { currentLexicon } from '../knowledge/store';
import { memoByText } from '../knowledge/textMemo';
import { classesOfWord } from '../knowledge/wordClasses';
import { formsOf } from '../resolve/inflections';
import { resolveFood } from '../resolve/resolveFood';
import type { DietTag } from '../types';
import { avoidParts } from './avoidParts';
import { namesWholeClass } from './classWords';
import type { AnalysedLine } from './lineTags';

const TREE_NUT_AND_PEANUT: readonly DietTag[] = ['tree-nut', 'peanut'];

/**
 * Avoid-list words that mean a whole group of foods ("nuts", "dairy"), matched by tag, not by name. Keys are
 * cleaned terms (see cleanAvoidTerm): singular, lowercase, no hyphens. A bare "nut" covers peanuts too: people
 * who write "nuts" on an allergy list rarely mean to allow peanuts, and the safe reading costs only a swap.
 */
const GROUP_WORDS: Readonly<Record<string, readonly DietTag[]>> = {
  nut: TREE_NUT_AND_PEANUT,
  'tree nut': ['tree-nut'],
  peanut: ['peanut'],
  groundnut: ['peanut'],
  dairy: ['dairy'],
  lactose: ['dairy'],
  milk: ['dairy'],
  'cow milk': ['dairy'],
  casein: ['dairy'],
  egg: ['egg'],
  gluten: ['gluten'],
  wheat: ['gluten'],
  coeliac: ['gluten'],
  celiac: ['gluten'],
  soy: ['soy'],
  soya: ['soy'],
  soybean: ['soy'],
  'soya bean': ['soy'],
  'soy bean': ['soy'],
  sesame: ['sesame'],
  'sesame seed': ['sesame'],
  fish: ['fish'],
  shellfish: ['shellfish'],
  'shell fish': ['shellfish'],
  crustacean: ['shellfish'],
  mollusc: ['shellfish'],
  mollusk: ['shellfish'],
  seafood: ['fish', 'shellfish'],
  meat: ['meat', 'red-meat', 'pork', 'poultry', 'game'],
  'red meat': ['red-meat'],
  poultry: ['poultry'],
  pork: ['pork'],
  alcohol: ['alcohol'],
  sugar: ['added-sugar'],
  'added sugar': ['added-sugar'],
  gelatin: ['gelatin'],
  gelatine: ['gelatin'],
  honey: ['honey'],
  caffeine: ['caffeine'],
  legume: ['legume'],
  grain: ['grain'],
};

/** Words around an allergy that do not name the food: "egg allergy", "lactose intolerance", "dairy products", "nuts (all)". */
const NOISE_WORDS = new Set([
  'allergy',
  'allergic',
  'allergies',
  'intolerance',
  'intolerant',
  'sensitivity',
  'product',
  'all',
  'any',
  'free',
  'to',
  'no',
  'and',
  'disease',
]);

/**
 * The word "products" (and "derivatives") of a group typed on an avoid list, in the product's and the cooks' languages:
 * "млечни продукти", "mliečne výrobky", "süt ürünleri", "produse lactate", "منتجات الألبان" name the group alone.
 */
const PRODUCT_WORDS: ReadonlySet<string> = new Set(
  [
    'products',
    'produkte',
    'erzeugnisse',
    'produkten',
    'producten',
    'produkter',
    'produits',
    'derives',
    'prodotti',
    'derivati',
    'productos',
    'derivados',
    'produtos',
    'produse',
    'derivate',
    'produkty',
    'przetwory',
    'vyrobky',
    'výrobky',
    'výrobků',
    'izdelki',
    'proizvodi',
    'proizvoda',
    'termekek',
    'termékek',
    'tuotteet',
    'tooted',
    'urunleri',
    'ürünleri',
    'urunler',
    'vorur',
    'vörur',
    'produktai',
    'produkti',
    'продукти',
    'продукты',
    'продуктов',
    'производи',
    'изделия',
    'προϊόντα',
    'منتجات',
    'مشتقات',
    'فرآورده',
    'فرآورده‌های',
    'فراورده',
    'محصولات',
    'מוצרי',
    'מוצרים',
    'produk',
    'sản phẩm',
  ].flatMap((word) => [normaliseIngredientName(word), ...keyWords(word)]),
);

/** The avoid term as the group lookup and the name match see it: "Gluten (coeliac)" → "gluten", "tree-nuts" → "tree nut". */
export function cleanAvoidTerm(term: string): string {
  const stripped = term.replace(/\([^)]*\)/g, ' ').replace(/-/g, ' ');
  const latin = normaliseIngredientName(stripped);
  // The hand-kept table spells Latin letters only: a term in another script ("σουσάμι", "땅콩") keeps its own letters
  // and is read through the ontology's names, instead of being cleaned to nothing and avoiding nothing.
  const words = latin === '' ? keyWords(stripped) : latin.split(' ');
  return words.filter((word) => word !== '' && !NOISE_WORDS.has(word) && !PRODUCT_WORDS.has(word)).join(' ');
}

/** What an avoid-list entry means: a group of foods by tag, and/or one food of the ontology with everything under it. */
export interface AvoidMeaning {
  tags?: readonly DietTag[];
  /** The ontology's index of the food avoided ("anchovy": anchovy paste and salted anchovies are under it). */
  food?: number;
}

const ALLERGEN_TAG_SET: ReadonlySet<DietTag> = new Set(Object.values(ALLERGEN_TAGS).flat());

const allergenFoods = new WeakMap<Lexicon, Map<number, readonly DietTag[]>>();

const groupFoods = new WeakMap<Lexicon, Map<number, readonly DietTag[]>>();

/** The foods the group words name as foods ("milk", "egg", "soy"): every name of such a food names the group. */
function groupOfFood(lexicon: Lexicon): Map<number, readonly DietTag[]> {
  let byFood = groupFoods.get(lexicon);
  if (byFood) return byFood;
  byFood = new Map();
  for (const [word, tags] of Object.entries(GROUP_WORDS)) {
    const food = lexicon.foodOfKey(normaliseKey(word));
    if (food && !byFood.has(food.index)) byFood.set(food.index, tags);
  }
  groupFoods.set(lexicon, byFood);
  return byFood;
}

/** The foods an allergen's own names resolve to, and that allergen's tags: every name of such a food names it. */
function allergenOfFood(lexicon: Lexicon): Map<number, readonly DietTag[]> {
  let byFood = allergenFoods.get(lexicon);
  if (byFood) return byFood;
  byFood = new Map();
  for (const names of [lexicon.allergenNames, lexicon.allergenWords]) {
    for (const [name, tags] of names) {
      const food = lexicon.foodOfKey(name);
      if (food && !byFood.has(food.index)) byFood.set(food.index, tags);
    }
  }
  allergenFoods.set(lexicon, byFood);
  return byFood;
}

/** Tags a food inherits from its parents. */
function parentTags(index: number): Set<DietTag> {
  const lexicon = currentLexicon();
  const inherited = new Set<DietTag>();
  for (const parent of lexicon?.entries[index]?.parents ?? []) for (const tag of lexicon?.tags(parent) ?? []) inherited.add(tag);
  return inherited;
}

/** Allergens an ontology food names as itself (stated on it, not inherited): "moutarde" is the mustard allergen. */
function ownAllergenTags(index: number): DietTag[] {
  const lexicon = currentLexicon();
  if (!lexicon) return [];
  const inherited = parentTags(index);
  return lexicon
    .stated(index)
    .flatMap((allergen) => ALLERGEN_TAGS[allergen] ?? [])
    .filter((tag) => !inherited.has(tag));
}

/** An entry's parts: itself when it reads as one food or group, else the foods it lists ("Sellerie und Senf"). */
function partsOf(term: string): readonly string[] {
  const lexicon = currentLexicon();
  return avoidParts(term, lexicon, (whole) => {
    const meaning = resolveOne(whole);
    return (meaning.tags?.length ?? 0) > 0 || meaning.food !== undefined;
  });
}

/** What each part of an entry gives, together (one tag once). */
function unionOver(term: string, of: (part: string) => readonly DietTag[]): readonly DietTag[] {
  const parts = partsOf(term);
  if (parts.length === 1) return of(parts[0] ?? term);
  return [...new Set(parts.flatMap(of))];
}

/**
 * An avoid-list entry in any language resolved through the ontology; an entry that lists several foods ("huevos y
 * pescado") means all of them: their tags together (each part's own food is matched by `lineMatchesAvoid`).
 */
export function resolveAvoidTerm(term: string): AvoidMeaning {
  const parts = partsOf(term);
  if (parts.length === 1) return resolveOne(term);
  const tags = unionOver(term, (part) => resolveOne(part).tags ?? []);
  return tags.length > 0 ? { tags } : {};
}

/** The closed world for the avoid list: an entry, or one food it lists, that nothing can read (see unreadOne). */
export function avoidTermUnread(term: string): boolean {
  return partsOf(term).some(unreadOne);
}

/** The group tags of an entry, or of the foods it lists that are groups; undefined when none is. */
export function avoidGroupTags(term: string): readonly DietTag[] | undefined {
  const whole = groupTagsOne(term);
  if (whole) return whole;
  const parts = partsOf(term);
  if (parts.length === 1) return undefined;
  const tags = [...new Set(parts.flatMap((part) => groupTagsOne(part) ?? []))];
  return tags.length > 0 ? tags : undefined;
}

/**
 * An avoid-list entry in any language resolved through the ontology: a group word ("nuts", "dairy"), an
 * allergen's name in any language ("Sellerie", "moutarde", "sulphites", "lupin", "weekdieren"), or a food with
 * everything under it ("anchovy", "cheese").
 */
function resolveOne(term: string): AvoidMeaning {
  const group = groupTagsOne(term);
  if (group) return { tags: group };
  const cleaned = cleanAvoidTerm(term);
  if (!cleaned) return {};
  const lexicon = currentLexicon();
  const key = normaliseKey(cleaned);
  const food = lexicon?.foodOfKey(key);
  // An allergen's own name in any language ("Sellerie", "melk", "solfiti"): everything that contains it. The name as
  // written first: a last s the English plural rule cuts is the word's own ("zivis", "žuvis", Latvian and Lithuanian fish).
  const named = lexicon?.allergenNames.get(keyWords(term).join(' ')) ?? lexicon?.allergenNames.get(key);
  if (named) return { tags: named, ...(food ? { food: food.index } : {}) };
  const word = lexicon?.allergenWords.get(key);
  if (food) return foodMeaning(food.index, key, word);
  if (word) return { tags: word };
  const resolved = resolveFood(cleaned);
  if (!resolved || normaliseKey(resolved.span.text) !== key) return lexicon ? readByWords(lexicon, key) : {};
  const exact = resolved.id && lexicon ? lexicon.byOntologyId(resolved.id) : undefined;
  // A form only the resolver reads ("sulfiter", "lupiner": plurals of other languages) means what its food means.
  if (exact) return foodMeaning(exact.index, key, undefined);
  // A name only the hand-kept table knows ("æg"): the allergens that food is.
  const allergens = [...resolved.tags].filter((tag) => ALLERGEN_TAG_SET.has(tag));
  return allergens.length > 0 ? { tags: allergens } : {};
}

/** Persian letters and their Arabic forms (ی ي, ک ك, ه ة): an entry in one is read through the other's names. */
const ARABIC_FORMS: Readonly<Record<string, string>> = { ی: 'ي', ک: 'ك', ى: 'ي' };
const PERSIAN_FORMS: Readonly<Record<string, string>> = { ي: 'ی', ك: 'ک', ى: 'ی' };

/**
 * An entry no name reads whole: its other spellings (Persian and Arabic letters), the dictionary forms of its words
 * ("горіхи", "אגוזים" read by the inflection tables), then each word by the classes of the ontology's names that hold or
 * begin with it ("млечни", "seesam", "lactate": knowledge/wordClasses.ts). Every word must be read; a word of no class
 * leaves the entry unread (closed world).
 */
function readByWords(lexicon: Lexicon, key: string): AvoidMeaning {
  return wordReadings(lexicon)(key) ?? {};
}

const wordReadingMemo = new WeakMap<Lexicon, (key: string) => AvoidMeaning | undefined>();
function wordReadings(lexicon: Lexicon): (key: string) => AvoidMeaning | undefined {
  let memo = wordReadingMemo.get(lexicon);
  if (!memo) {
    memo = memoByText((key: string) => readWords(lexicon, key), 2_000);
    wordReadingMemo.set(lexicon, memo);
  }
  return memo;
}

function knownKey(lexicon: Lexicon, key: string): AvoidMeaning | undefined {
  const named = lexicon.allergenNames.get(key) ?? lexicon.allergenWords.get(key);
  const food = lexicon.foodOfKey(key);
  if (food) return foodMeaning(food.index, key, named);
  return named ? { tags: named } : undefined;
}

function readWords(lexicon: Lexicon, key: string): AvoidMeaning | undefined {
  for (const forms of [ARABIC_FORMS, PERSIAN_FORMS]) {
    const other = [...key].map((ch) => forms[ch] ?? ch).join('');
    if (other !== key) {
      const found = knownKey(lexicon, other);
      if (found) return found;
    }
  }
  const words = key.split(' ');
  if (words.length === 1) {
    for (const form of formsOf(key, { strict: true }).concat(pluralCut(key))) {
      if (form === key) continue;
      const found = knownKey(lexicon, form);
      if (found && (found.tags?.length ?? 0) > 0) return found;
    }
  }
  const tags = new Set<DietTag>();
  for (const word of words) {
    const own = knownKey(lexicon, word);
    const classes = own?.tags ?? classesOfWord(lexicon, word);
    if (!classes || classes.length === 0) return undefined;
    for (const tag of classes) tags.add(tag);
  }
  return tags.size > 0 ? { tags: [...tags] } : undefined;
}

/** Plural endings no ending table of the resolver cuts: Hebrew ים/ות, Ukrainian and Russian и/ы after a consonant. */
function pluralCut(word: string): string[] {
  const out: string[] = [];
  for (const ending of ['ים', 'ות', 'и', 'ы', 'ات'])
    if (word.endsWith(ending) && word.length - ending.length >= 3) out.push(word.slice(0, -ending.length));
  return out;
}

/** What avoiding one food of the ontology means: its group or allergen when its name stands for one, else the food. */
function foodMeaning(food: number, key: string, word: readonly DietTag[] | undefined): AvoidMeaning {
  const lexicon = currentLexicon();
  // The meat of one animal ("Schweinefleisch", "carne de cerdo", "豚肉": the taxonomy's "pork meat" under "pork"): the
  // animal's whole class, its sausages, fat and hams too.
  const animal = lexicon ? animalOfMeat(lexicon, food) : undefined;
  if (animal !== undefined) return foodMeaning(animal, key, word);
  // Another language's name of a food a group word names ("우유", "sữa", "doodh" are milk): that group.
  const group = lexicon ? groupOfFood(lexicon).get(food) : undefined;
  if (group) return { tags: group, food };
  const own = ownAllergenTags(food);
  // The food the taxonomy states the allergen on ("mustard", "celery"): everything that contains it, by tag.
  if (own.length > 0) return { tags: own, food };
  // A word for the allergen that is not one kind among others ("sulfites"; "butter" is one kind of milk): the allergen.
  const inherited = parentTags(food);
  if (word && !word.every((tag) => inherited.has(tag))) return { tags: word, food };
  // Another language's name of the same food names the allergen ("sulfiet" is the food "sulphites" is).
  const sameFood = lexicon ? allergenOfFood(lexicon).get(food) : undefined;
  if (sameFood && !sameFood.every((tag) => inherited.has(tag))) return { tags: sameFood, food };
  // A word that names one food and the whole class ("noci", "noix", "nueces"): the class.
  if (word && lexicon && namesWholeClass(lexicon, key, word, food)) return { tags: word, food };
  return { food };
}

/**
 * The animal a food is the meat of: a parent whose class it adds nothing to and whose English name its own holds
 * ("pork meat" of "pork", "beef meat" of "beef", "chicken meat" of "chicken"); undefined for a cut or a product.
 */
function animalOfMeat(lexicon: Lexicon, food: number): number | undefined {
  const own = lexicon.tags(food);
  if (!own.has('meat')) return undefined;
  const name = lexicon.entries[food]?.keys[0];
  if (name === undefined) return undefined;
  return lexicon.entries[food]?.parents.find((parent) => {
    const kind = lexicon.entries[parent]?.keys[0];
    if (kind === undefined || kind === name || !` ${name} `.includes(` ${kind} `)) return false;
    const theirs = lexicon.tags(parent);
    return [...own].every((tag) => theirs.has(tag));
  });
}

/**
 * The closed world for the avoid list: an entry neither the ontology, the group words nor the hand-kept table can read
 * ("대두" before its names were known, a brand, a typo) avoids only its own spelling, so no recipe is called safe from
 * it; the card asks the cook to check every label for it.
 */
function unreadOne(term: string): boolean {
  const meaning = resolveOne(term);
  if ((meaning.tags && meaning.tags.length > 0) || meaning.food !== undefined) return false;
  const cleaned = cleanAvoidTerm(term);
  return cleaned !== '' && findIngredient(cleaned) === undefined;
}

/** The tags an avoid term stands for, if it names a food group ("Coeliac", "tree-nuts", "egg allergy") or an allergen in any language. */
function groupTagsOne(term: string): readonly DietTag[] | undefined {
  const cleaned = cleanAvoidTerm(term);
  const group = GROUP_WORDS[cleaned];
  if (group) return group;
  // Only the brackets named the group: "Coeliac (gluten)" is caught by its first word, "(gluten)" alone by this.
  const inBrackets = /\(([^)]*)\)/.exec(term)?.[1];
  return inBrackets ? GROUP_WORDS[cleanAvoidTerm(inBrackets)] : undefined;
}

/** The tags an avoid term forbids, through the ontology when it is loaded (a group, an allergen, or the food's own tags). */
export function avoidTermTags(term: string): readonly DietTag[] {
  return unionOver(term, (part) => resolveOne(part).tags ?? []);
}

/** Does an ingredient line contain something on the avoid list (by group tag, by the ontology, by name, or by the table's synonyms)? */
export function lineMatchesAvoid(line: AnalysedLine, term: string): boolean {
  return partsOf(term).some((part) => lineMatchesOne(line, part));
}

function lineMatchesOne(line: AnalysedLine, term: string): boolean {
  if (line.heading) return false;
  const meaning = resolveOne(term);
  if (meaning.tags?.some((tag) => line.tags.has(tag))) return true;
  if (groupTagsOne(term)) return false;
  const lexicon = currentLexicon();
  const lineFood = line.food?.id && lexicon ? lexicon.byOntologyId(line.food.id) : undefined;
  if (meaning.food !== undefined && lineFood && lexicon?.isUnder(lineFood.index, meaning.food)) return true;
  if (meaning.food !== undefined && lineFood && lexicon && madeOfByName(lexicon, lineFood.index, meaning.food)) {
    // A plant's own version named after the food ("coconut milk", "kokosmælk") is not made of it.
    const kinds = [...lexicon.tags(meaning.food)].filter((tag) => MADE_OF_KINDS.has(tag));
    if (kinds.every((tag) => line.tags.has(tag))) return true;
  }
  // A product the ontology holds no food of, known by the food it is named after ("Nutella": a hazelnut chocolate spread).
  if (meaning.food !== undefined && !lineFood && lexicon && madeOfByWrittenName(lexicon, line, meaning.food)) return true;
  const wanted = cleanAvoidTerm(term);
  if (!wanted) return false;
  const text = ` ${normaliseIngredientName(line.parsed.ingredient || line.line)} ${normaliseIngredientName(line.parsed.notes ?? '')} `;
  if (text.includes(` ${wanted} `)) return true;
  const avoided = findIngredient(wanted);
  if (avoided !== undefined && line.entry !== undefined && avoided.name === line.entry.name) return true;
  return meaning.food !== undefined && compoundStartsWithFood(line, meaning.food);
}

/** What a food made of the avoided one still is: its animal kind or allergen ("beef broth" is meat as beef is). */
const MADE_OF_KINDS: ReadonlySet<DietTag> = new Set<DietTag>([
  'dairy',
  'egg',
  'gluten',
  'meat',
  'poultry',
  'pork',
  'fish',
  'shellfish',
  'soy',
  'tree-nut',
  'peanut',
  'sesame',
]);

/**
 * A food the ontology names after the avoided one without filing it under it ("beef broth", "chicken stock", "rice
 * vinegar" are made of beef, chicken, rice): its English name holds the avoided food's as a word. Closed world: a name
 * built on the food is read as made of it.
 */
function madeOfByName(lexicon: Lexicon, food: number, avoided: number): boolean {
  return namedAfter(lexicon, lexicon.entries[food]?.keys[0], avoided);
}

/**
 * A line whose food is no food of the ontology (a brand, a hand-kept product) is made of the avoided food when the
 * English name the knowledge reads it as holds that food's name ("hazelnut chocolate spread" of "Nutella" holds
 * "hazelnut") and the line is of the food's kind (tree nut): a plant's own version named after it is not.
 */
function madeOfByWrittenName(lexicon: Lexicon, line: AnalysedLine, avoided: number): boolean {
  const kinds = [...lexicon.tags(avoided)].filter((tag) => MADE_OF_KINDS.has(tag));
  if (kinds.length === 0 || !kinds.every((tag) => line.tags.has(tag))) return false;
  return [line.food?.name, line.entry?.name].some((name) => name !== undefined && namedAfter(lexicon, normaliseKey(name), avoided));
}

/** An English food name holds the avoided food's first name, or that name's kind named inside it, as a word. */
function namedAfter(lexicon: Lexicon, own: string | undefined, avoided: number): boolean {
  const name = lexicon.entries[avoided]?.keys[0];
  if (own === undefined || name === undefined || own === name) return false;
  // The avoided food's kind named inside its own name counts too ("beef meat", "Rindfleisch", is beef).
  const kinds = (lexicon.entries[avoided]?.parents ?? [])
    .map((parent) => lexicon.entries[parent]?.keys[0])
    .filter((kind): kind is string => kind !== undefined && ` ${name} `.includes(` ${kind} `));
  return [name, ...kinds].some((word) => ` ${own} `.includes(` ${word} `));
}

/** Shorter names are too often the start of unrelated words ("ei" in "Eisberg"). */
const SHORTEST_COMPOUND_PART = 4;

/** A food's one-word names long enough to start a compound, kept per lexicon (speed only: read for every line checked). */
let partNamesOf: { lexicon: Lexicon; names: Map<number, string[] | undefined> } | undefined;
function compoundPartNames(lexicon: Lexicon, food: number): string[] | undefined {
  if (partNamesOf?.lexicon !== lexicon) partNamesOf = { lexicon, names: new Map() };
  if (!partNamesOf.names.has(food)) {
    partNamesOf.names.set(
      food,
      lexicon.entries[food]?.keys.filter((key) => key.length >= SHORTEST_COMPOUND_PART && !key.includes(' ')),
    );
  }
  return partNamesOf.names.get(food);
}

/**
 * Closed world for compounding languages: a word of the line that no name of the knowledge is whole, and that
 * begins with a name of the avoided food in any language ("zellergumó", "Senfkörner", "sezamowego", "Eierlikör"),
 * is that food. A word the knowledge holds whole ("kokosmælk") is its own food.
 */
function compoundStartsWithFood(line: AnalysedLine, food: number): boolean {
  const lexicon = currentLexicon();
  const names = lexicon ? compoundPartNames(lexicon, food) : undefined;
  if (!lexicon || !names || names.length === 0) return false;
  const words = normaliseKey(`${line.parsed.ingredient || line.line} ${line.parsed.notes ?? ''}`).split(' ');
  return words.some(
    (word) =>
      word.length > SHORTEST_COMPOUND_PART &&
      !lexicon.foodOfKey(word) &&
      names.some((name) => word.length > name.length && word.startsWith(name)),
  );
}

/**
 * The allergen classes an avoid term puts a label check on: its group or allergen tags, or, for one food ("udang",
 * "anchovies"), the allergen class that food is of (crustaceans, fish). A made product that may hold the class may
 * hold the food: its label is checked, never passed.
 */
export function avoidClassTags(term: string): readonly DietTag[] {
  return unionOver(term, classTagsOne);
}

function classTagsOne(term: string): readonly DietTag[] {
  const meaning = resolveOne(term);
  if (meaning.tags && meaning.tags.length > 0) return meaning.tags;
  const lexicon = currentLexicon();
  if (meaning.food === undefined || !lexicon) return [];
  return [...lexicon.tags(meaning.food)].filter((tag) => ALLERGEN_TAG_SET.has(tag));
}

/**
 * The avoid term's tags a made product on the line may contain (to check on its label). For an avoided food, a made
 * product that holds its class for certain but not as that food ("Krabbenchips" under "Garnelen", "Caesar dressing"
 * under "anchovies": which crustacean, which fish, varies) may hold it too.
 */
export function avoidMaybeTags(line: AnalysedLine, term: string): DietTag[] {
  if (line.heading) return [];
  return [...unionOver(term, (part) => maybeTagsOne(line, part))];
}

function maybeTagsOne(line: AnalysedLine, term: string): DietTag[] {
  const oneFood = !resolveOne(term).tags?.length;
  const made = oneFood && line.food?.composite !== undefined && !lineMatchesOne(line, term);
  return classTagsOne(term).filter((tag) => line.maybe.has(tag) || (made && line.tags.has(tag)));
}

/** Is a must-use ingredient present in any of the lines (by name or the table's synonyms)? */
export function linesContain(lines: readonly AnalysedLine[], term: string): boolean {
  const wanted = normaliseIngredientName(term);
  const entry = findIngredient(term);
  return lines.some((line) => {
    if (line.heading) return false;
    if (` ${normaliseIngredientName(line.parsed.ingredient || line.line)} `.includes(` ${wanted} `)) return true;
    return entry !== undefined && line.entry?.name === entry.name;
  });
}
