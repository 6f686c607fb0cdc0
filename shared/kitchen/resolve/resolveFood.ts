import { AS_WRITTEN_ONLY } from '../ingredients/worldNames';
import { NOT_THE_TABLES } from '../knowledge/categoryTags';
import { COMPOSITES, type CompositeProduct } from '../knowledge/composites';
import { FOOD_FORM_HEADS } from '../knowledge/compoundHeads';
import { KIND_DEFAULTS, MEMBER_TAGS } from '../knowledge/kindDefaults';
import type { Lexicon, LexiconEntry } from '../knowledge/lexicon';
import { foldLetters, normaliseKey } from '../knowledge/normaliseKey';
import { OTHER_READINGS } from '../knowledge/otherReadings';
import { PLANT_VERSIONS } from '../knowledge/plantVersions';
import { FORM_WORD_RULES } from '../knowledge/preservedForms';
import { LANGUAGE_SHORT_NAMES, WRITTEN_NAMES, WRITTEN_SHORT_NAMES } from '../knowledge/shortWrittenNames';
import { currentLexicon } from '../knowledge/store';
import { memoByText } from '../knowledge/textMemo';
import { kindNamedBy } from '../knowledge/wordClasses';
import type { DietTag, IngredientEntry } from '../types';
import { isDescribingWord } from './describingWords';
import { AND_WORDS, sharedEnding } from './foodParts';
import { WITHOUT_WORDS } from './freeFromWords';
import { FUNCTION_WORDS } from './functionWords';
import { ENDINGS, finnishForms, formsOf } from './inflections';
import { type EndingLanguage, groupOfLetters } from './languageGuess';
import { ELIDED_OF, MADE_OF_HEAD_KIND, OF_LINK_KEYS } from './linkWords';
import { NOT_FOOD_SHORT_WORDS, NOT_FOOD_WRITTEN, PROSE_WORDS } from './mentionWords';
import {
  type CompoundFamily,
  compoundFamiliesOf,
  droppedVowelReaches,
  fleetingStemOf,
  inFamilies,
  placedIn,
  placedName,
  pluralStemOf,
  slavicCaseStemOf,
  swappedStemOf,
  writtenInGroup,
} from './nameLanguages';
import { overlayIndex } from './overlayIndex';
import { type BlendReading, seasoningBlendIn } from './seasoningBlend';
import { isShortNameIn } from './shortNames';
import { type Token, tokenise } from './tokens';

/** The food a phrase names, with what it contains for certain and what its label must be checked for. */
export interface ResolvedFood {
  /** A name for it: the overlay's, or the ontology's first (English where known). */
  name: string;
  /** The ontology's id ("en:butter") when the lexicon knows it. */
  id?: string;
  /** The hand-kept table's entry (nutrition, unit weights, substitutes) when it knows it. */
  entry?: IngredientEntry;
  tags: ReadonlySet<DietTag>;
  /** A made product whose make-up varies: what it may contain, to check on the label (never assumed absent). */
  maybe: ReadonlySet<DietTag>;
  /**
   * What the food may be as a kind named alone ("carne", "Hackfleisch": pork among its members), for an ingredient
   * line's label; a step's kind word ("the meat") is the list's food, so it is kept apart from `maybe`.
   */
  kindMaybe?: ReadonlySet<DietTag>;
  /** What the made product is, when `maybe` is not empty ("stock cube", "chocolate"). */
  composite?: string;
  /** The words that named the food, in the phrase. */
  span: { start: number; end: number; text: string };
  /** What its kind would hold that the phrase says it does not ("kiełbasa z indyka": no pork): never added back by a reader. */
  without?: ReadonlySet<DietTag>;
}

/** A one-word name this long is read in its case forms with any ending of the tables: it meets no other word. */
const LONG_NAME = 6;

/** Overlay tags the ontology adds to a hand-kept entry: allergens it may have missed. */
const ONTOLOGY_SAFETY_TAGS: ReadonlySet<DietTag> = new Set<DietTag>([
  'dairy',
  'egg',
  'gluten',
  'tree-nut',
  'peanut',
  'soy',
  'sesame',
  'fish',
  'shellfish',
  'crustacean',
  'mollusc',
  'mustard',
  'celery',
  'lupin',
  'sulphites',
  'pork',
  'alcohol',
  'gelatin',
]);

/** Words that qualify a food in any language but never name one: sizes, states, cuts, quality. */
const QUALIFYING_WORDS = new Set(
  (
    'fresh freshly chopped finely roughly coarsely thinly sliced diced minced grated shredded crushed large small medium extra jumbo organic ' +
    'boneless skinless peeled deseeded halved quartered trimmed rinsed drained packed softened melted ripe good quality optional cubed beaten ' +
    'lightly whisked pitted washed cleaned raw uncooked cold warm wild baby homemade about approximately heaped heaping level scant generous ' +
    'frisch frische frischer gehackt gehackte gerieben geriebene klein kleine grosse gross fein feine weiche weich ' +
    'frais fraiche hache hachee rape rapee petit petite gros grosse bio ' +
    'fresco fresca picado picada rallado rallada grande pequeno pequena ' +
    'tritato tritata grattugiato grattugiata piccolo piccola ' +
    'vers verse gehakt geraspt klein kleine grote ' +
    'swiezy swieze posiekany starty ' +
    'cerstvy cerstva nasekany nastrouhany ' +
    'friss apritott reszelt kis nagy kozepes ' +
    'farsk hackad riven ' +
    'taze dograms rendelenmis ' +
    'segar cincang parut ' +
    'tbsp tsp cup cups g kg ml l cl dl oz lb el tl ek msk tsk ss lzk lzka lzeczka lyzka lyzki sdm sdt cs cc pinch prise pizzico pizca snuf szczypta spetka csipet nypa tutam sejumput ' +
    'clove cloves slice slices piece pieces can tin jar pack packet bunch handful sprig stick stalk sheet knob cube ' +
    'soupe cafe cuillere cuilleree cucchiaio cucchiaino cuchara cucharada cucharadita colher colhere sopa cha lepel eetlepel theelepel ' +
    'lzeczka lzeczki evokanal teaskanal kavaskanal msk tsk krm kasigi kasik sendok makan teh oosaji kosaji ' +
    'xicara taza tasse tazza bicchiere kopje szklanka szklanki hrnek hrnku bogre csesze kopp kop bardak bardagi gelas cangkir'
  ).split(' '),
);

/** Containers a food is bought in ("aus dem Glas", "1 słoik", "1 pakje"): a measure, never the food. */
const CONTAINER_WORDS: ReadonlySet<string> = new Set(
  'glas dose becher packung packchen pakje zakje blik potje sloik sloiki puszka puszki burk dase boks kavanoz konserve lata bote frasco barattolo scatola vasetto bustina bocal boite sachet sobre saszetka'
    .split(' ')
    .map(normaliseKey),
);
for (const word of CONTAINER_WORDS) QUALIFYING_WORDS.add(word);

/** Words after which the food is what comes before ("pollo con verdure", "Quark mit Kräutern", "farine de blé" is whole). */
const JOIN_WORDS = new Set([
  'de',
  'di',
  'del',
  'della',
  'dei',
  'du',
  'des',
  'al',
  'all',
  'alla',
  'allo',
  'alle',
  'au',
  'aux',
  'con',
  'avec',
  'with',
  'mit',
  'met',
  'en',
  'na',
  'do',
  'med',
  'och',
  'og',
  'ile',
  'dengan',
  // "in" words: what a food is stirred into, soaked or packed in is never the food ("Mehl in etwas Wasser aufgelöst",
  // "vetemjöl utrört i lite vatten", "tuna in oil"); its own allergens still count. "i" and "ve" are also "and" in Polish,
  // Czech and Turkish ("sól i pieprz"): the first food is then the head and the second adds its allergens, which is safe.
  'in',
  'im',
  'into',
  'i',
  'w',
  'we',
  'v',
  've',
  'dans',
]);

interface Candidate {
  start: number;
  end: number;
  /** The name it was found by, when that is not the phrase's words (an inflected word's dictionary form). */
  key?: string;
  entry?: IngredientEntry;
  food?: LexiconEntry;
  /** Found by a loose match (an inflected ending, a compound's last part): loses to any exact match. */
  loose?: boolean;
  /** The ontology food is only the kind of the overlay's product ("oat cream" is a kind of cream): no tags from it. */
  kindOnly?: boolean;
  /** A compound's first part ("Käse" of "Käsespätzle", "Schweine" of "Schweineschnitzel"): its food counts too. */
  prefix?: string;
  /** The name after a joining word ("carne" of "linguiças de carne"): the head's modifier, whose food counts too. */
  modifier?: string;
  /** Only the modifier's allergens and diet facts count (a describing word of a head-first name). */
  safetyOnly?: boolean;
  /** A made product's form word ("paste" of "Sardellenpaste"): of unknown make-up beyond its first part's food. */
  madeProduct?: boolean;
  /** The food named first in a compound with its form ("sillspad", "Paprikapulver"): the key is that food. */
  formOf?: boolean;
  /** A compound's languages (its last part's): its first part is read as a food of one of them. */
  families?: ReadonlySet<CompoundFamily>;
  /**
   * A Romance head made of its "de B" (linkWords.ts): `plant`, a plant drink (the head's milk is not in it); `label`,
   * B's for certain and the head's own allergens only on the label ("pâte d'anchois", "farina di castagne").
   */
  madeOf?: 'plant' | 'label';
  /** The head is what a living animal gives (eggs, milk, honey): B's animal ("huevos de gallina") adds no meat. */
  livingHead?: boolean;
}

const AS_WRITTEN_KEYS: ReadonlySet<string> = new Set(AS_WRITTEN_ONLY.map(normaliseKey));

/** A span's words as written (folded, not made singular). */
function writtenSpan(tokens: readonly Token[], start: number, len: number): string {
  return tokens
    .slice(start, start + len)
    .map((t) => t.written ?? t.key)
    .join(' ');
}

function candidatesIn(tokens: readonly Token[], ownWord?: (token: Token) => Candidate | undefined): Candidate[] {
  const overlay = overlayIndex();
  const lexicon = currentLexicon();
  const longest = Math.max(overlay.longestKey, lexicon?.longestKey ?? 1);
  const out: Candidate[] = [];
  for (let start = 0; start < tokens.length; start++) {
    const own = ownWord?.(tokens[start] as Token);
    if (own) out.push({ ...own, start, end: start + 1 });
    let key = '';
    for (let len = 1; len <= longest && start + len <= tokens.length; len++) {
      key = len === 1 ? (tokens[start]?.key ?? '') : `${key} ${tokens[start + len - 1]?.key ?? ''}`;
      if (len === 1 && (FUNCTION_WORDS.has(key) || CONTAINER_WORDS.has(key))) continue;
      const found = asWritten(tokens.slice(start, start + len), key, overlay.entries.get(key), lexicon?.foodOfKey(key));
      // A name read only as written ("chicken cube", the stock cube): its plural is another food ("chicken cubes").
      if (found.entry && AS_WRITTEN_KEYS.has(key) && !overlay.written.get(key)?.has(writtenSpan(tokens, start, len)))
        found.entry = undefined;
      // A name reached by the plural rule's cut s only in a language whose plurals take none ("muslos" is no "muslo").
      const written = tokens[start]?.written;
      if (len === 1 && found.food && written !== undefined && written !== key && !pluralStemOf(key)) found.food = undefined;
      if (found.entry || found.food) out.push({ start, end: start + len, ...found });
    }
  }
  return out;
}

/**
 * One key, two unrelated foods: the normal form made them meet ("bors", Hungarian pepper, and "bor", wine, are both
 * "bor"). The name written as the phrase writes it wins; a name reached only by changing the word's letters (an
 * English plural rule on a word of another language) never beats the other.
 */
function asWritten(
  words: readonly Token[],
  key: string,
  entry: IngredientEntry | undefined,
  food: LexiconEntry | undefined,
): { entry?: IngredientEntry; food?: LexiconEntry } {
  const lexicon = currentLexicon();
  if (!entry || !food || !lexicon) return { entry, food };
  const own = lexicon.foodOfKey(overlayKeyOf(entry));
  if (!own || sameFamily(lexicon, own, food)) return { entry, food };
  const written = words.map((w) => w.written ?? w.key).join(' ');
  return overlayIndex().written.get(key)?.has(written) ? { entry } : { food };
}

/** Two foods of one family: they share an ancestor (one may be the other's kind). */
function sameFamily(lexicon: Lexicon, a: LexiconEntry, b: LexiconEntry): boolean {
  const family = lexicon.ancestors(a.index);
  return [...lexicon.ancestors(b.index)].some((index) => family.has(index));
}

/** A word in Cyrillic letters (its case endings are the `cyrillic` table's). */
export const CYRILLIC_WORD = /^\p{Script=Cyrillic}+$/u;

const VOWEL_ENDINGS = ['', 'a', 'e', 'o', 'i', 'y', 'u'];
const SLAVIC_CASE_LETTERS = ['i', 'y', 'u'];

/**
 * Longer case endings that stand for a dictionary form's last vowel (Czech "slaninou" → "slanina", Polish "masłem"
 * → "masło"). Any other cut of two or more letters only drops an ending ("Zwiebeln", "mjölken", "paradicsomot"):
 * swapping a longer tail for a vowel turns words into other foods ("moulin" → "moule", "whisking" → "whisky").
 */
const CASE_ENDINGS: Readonly<Record<string, readonly string[]>> = { ou: ['a'], em: ['o'], iem: ['o'], ami: ['a', 'o'] };
/** The same after a stem of four letters or more: the Slovak instrumental ("vajcom", "mliekom"; "finom" is no "fino"). */
const LONG_STEM_CASE_ENDINGS: Readonly<Record<string, readonly string[]>> = { om: ['o', 'e'] };

/** Case endings after which a Polish or Czech noun drops the e of its last syllable (accent-folded). */
const FLEETING_E_ENDINGS = ['owi', 'iem', 'ami', 'ach', 'ow', 'em', 'u', 'a', 'i', 'y'];
const CONSONANT = /^[bcdfghjklmnprstvwxzs]{2}$/;

function endingsAfter(cut: string, stem: string): readonly string[] {
  if (cut.length === 1) return VOWEL_ENDINGS;
  return ['', ...(CASE_ENDINGS[cut] ?? []), ...(stem.length >= 4 ? (LONG_STEM_CASE_ENDINGS[cut] ?? []) : [])];
}

/** The case, plural and definite endings of two letters or more that the ending tables know, in any language. */
const LONG_ENDINGS: ReadonlySet<string> = new Set([
  ...Object.values(ENDINGS).flatMap((rules) => rules.map((rule) => rule.ending)),
  ...Object.keys(CASE_ENDINGS),
  ...Object.keys(LONG_STEM_CASE_ENDINGS),
  ...FLEETING_E_ENDINGS,
]);

/**
 * Letters an inflection adds alone: the tables' one-letter endings and a vowel that stands for another. Hungarian
 * plurals add a k after a vowel ("almák"); after a consonant a k is the word's own ("havremjölk" is no "havremjöl").
 */
const ONE_LETTER_ENDINGS = 'aeiouynst';
const VOWELS = 'aeiouy';

/** A token's word as written in its phrase. */
function rawOf(main: string, token: Token | undefined): string {
  return token ? main.slice(token.start, token.end) : '';
}

/**
 * A word's last letters that an inflection may have added: any one letter, or a longer ending the tables know
 * ("Zwiebeln", "paradicsomot", "mjölken"). Letters that are no ending are the word's own: "tiramisu" is no "tiram"
 * (oyster, in Malay) with "isu" cut off, "mélange" no "melan" (whiting) with "ge".
 */
function isEndingCut(word: string, cut: number, formsOfWord: () => readonly string[]): boolean {
  if (cut === 1) return ONE_LETTER_ENDINGS.includes(word.slice(-1)) || (word.endsWith('k') && VOWELS.includes(word.slice(-2, -1)));
  const tail = word.slice(-cut);
  // The word as written tells a Turkish word by its letters ("yumurtayı"): its suffixes are peeled.
  return LONG_ENDINGS.has(tail) || formsOfWord().includes(word.slice(0, -cut));
}

/** "mąki" → "mąka", "jajka" → "jajko", "Tomaten" → "tomate", "Zwiebeln" → "zwiebel": an inflected word found by its stem. */
function inflected(token: Token, index: number, compounds = true, raw = ''): Candidate | undefined {
  const overlay = overlayIndex();
  const lexicon = currentLexicon();
  const word = token.key;
  if (word.includes(' ') || word.length < 4 || FUNCTION_WORDS.has(word)) return undefined;
  // The word's dictionary forms (`formsOf(word, { raw })`), worked out once for every test below that asks (speed only).
  let forms: readonly string[] | undefined;
  const formsOfWord = () => {
    forms ??= formsOf(word, { raw });
    return forms;
  };
  // A three-letter noun in a Slavic case ("soli" of sól/sůl, "ryżu" of ryż, "sýru" of sýr): its own short form, before any
  // ending is swapped for a vowel ("soli" is no "sole", the fish).
  if (word.length === 4 && SLAVIC_CASE_LETTERS.includes(word.slice(-1))) {
    const key = word.slice(0, -1);
    const entry = overlay.entries.get(key);
    const food = lexicon?.foodOfKey(key);
    if (entry || food) return { start: index, end: index + 1, entry, food, loose: true, key };
  }
  // A Cyrillic word in a case or definite form ("молока", "маслото", "сливочного"): its dictionary forms by the table.
  if (CYRILLIC_WORD.test(word)) {
    for (const key of formsOf(word, { language: 'cyrillic', minStem: 3 }).slice(1)) {
      const entry = overlay.entries.get(key);
      const food = slavicCaseStemOf(key) ? lexicon?.foodOfKey(key) : undefined;
      if (entry || food) return { start: index, end: index + 1, entry, food, loose: true, key };
    }
  }
  // A word written with letters only one group writes ("pirão") reaches only that group's names by its ending.
  const ownGroup = groupOfLetters(raw);
  for (let cut = 1; cut <= 3 && word.length - cut >= 3; cut++) {
    if (!isEndingCut(word, cut, formsOfWord)) continue;
    const stem = word.slice(0, -cut);
    for (const ending of endingsAfter(word.slice(-cut), stem)) {
      const key = stem + ending;
      if (key === word || key.length < 4) continue;
      const entry = overlay.entries.get(key);
      const inGroup = ownGroup === undefined || writtenInGroup(key, ownGroup);
      const cutOff = word.slice(-cut);
      const reaches =
        ending === '' ? cut > 1 || !VOWELS.includes(cutOff) || droppedVowelReaches(key, cutOff) : swappedStemOf(key, cutOff, ending);
      const food = inGroup && reaches ? lexicon?.foodOfKey(key) : undefined;
      if (entry || food) return { start: index, end: index + 1, entry, food, loose: true, key };
    }
  }
  // A fleeting e before the last consonant (Polish, Czech): "boczku" → "boczek", "koperku" → "koperek", "cukru" → "cukier".
  for (const tail of FLEETING_E_ENDINGS) {
    if (!word.endsWith(tail)) continue;
    const stem = word.slice(0, -tail.length);
    if (stem.length < 3 || !CONSONANT.test(stem.slice(-2))) continue;
    for (const e of ['e', 'ie']) {
      const key = `${stem.slice(0, -1)}${e}${stem.slice(-1)}`;
      const entry = overlay.entries.get(key);
      const food = fleetingStemOf(key) ? lexicon?.foodOfKey(key) : undefined;
      if (entry || food) return { start: index, end: index + 1, entry, food, loose: true, key };
    }
  }
  // A long word in a case the one-to-three-letter cuts above miss ("wieprzowej" → "wieprzowa", "svinjskog" → "svinjski"):
  // its dictionary forms by the ending tables, an ending of two letters or more.
  if (word.length > LONG_NAME)
    for (const key of formsOf(word, { raw, strict: true }).slice(1)) {
      const entry = overlay.entries.get(key);
      const food = lexicon?.foodOfKey(key);
      if (entry || food) return { start: index, end: index + 1, entry, food, loose: true, key };
    }
  const short = shortStemCaseForm(word, raw);
  if (short !== undefined) {
    const food = lexicon?.foodOfKey(short);
    // The hand-kept entry only when it is written so ("borral" is wine, "bor", never pepper, "bors", keyed "bor").
    const entry = food === undefined || overlay.written.get(short)?.has(short) ? overlay.entries.get(short) : undefined;
    return { start: index, end: index + 1, entry, food, loose: true, key: short };
  }
  const finnish = finnishCaseForm(word, raw);
  if (finnish !== undefined)
    return {
      start: index,
      end: index + 1,
      entry: overlay.entries.get(finnish),
      food: lexicon?.foodOfKey(finnish),
      loose: true,
      key: finnish,
    };
  if (!compounds) return undefined;
  // A compound names its kind last ("Weizenmehl", "roomboter", "hovězí vývar" aside): its longest known ending. An
  // ending of three letters ("senapssås") only after a first part that is a food itself.
  // The whole word lost a last "s" as an English plural would ("senapssås" → "senapssa"): its last part had it.
  const lostS = foldLetters(raw).endsWith('s') && !word.endsWith('s') ? 's' : '';
  for (let cut = 3; cut <= word.length + lostS.length - 3; cut++) {
    const key = word.slice(cut);
    for (const tail of new Set([key + lostS, key])) {
      const entry = overlay.entries.get(tail);
      const food = lexicon?.foodOfKey(tail);
      if (!entry && !food) continue;
      // Both parts from one language that writes compounds: "Servis" is no Polish "ser" with Dutch "vis", "pişirin" no
      // "irin" (Basque flour), "gluténmentes" no "Ente" (a German word is written without "é").
      const families = compoundFamiliesOf(tail, raw || word);
      if (families.size === 0) continue;
      // A short last part, or one the data does not place in a language (a hand-kept name: "ikan" of "sajikan"), only
      // after a first part that is a food of the same language.
      // (Not in Japanese or Chinese, whose names are short: "チーズ" of "パルメザンチーズ".)
      if (!families.has('cjk') && (tail.length < 4 || !placedName(tail)) && firstPartKey(word.slice(0, cut), families) === undefined)
        continue;
      // A last part that is a form as well as a food ("Heringslake": brine, not the burbot; "Erdnusscreme": a spread,
      // not cream) after a food is that food's form.
      const formed = FORM_WORDS.has(tail) ? formCompound(word, index) : undefined;
      if (formed) return formed;
      return { start: index, end: index + 1, entry, food, loose: true, prefix: word.slice(0, cut), key: tail, families };
    }
  }
  // The same with a definite or plural ending after the form ("ansjovisspadet", "Sardellenpasten"): its dictionary forms.
  for (const whole of [word, ...formsOfWord().slice(1)]) {
    const formed = formCompound(whole, index);
    if (formed) return formed;
  }
  return undefined;
}

/** Case languages whose everyday foods have three-letter names ("vaj", "tej", "sýr", "ser"): their tables reach them. */
const SHORT_STEM_GROUPS: readonly EndingLanguage[] = ['hu', 'cs', 'pl'];

/** A short name that one case language writes for something else (Polish "raz", once: "razem" is no Slovak rye). */
const proseInCaseLanguage = (form: string) => SHORT_STEM_GROUPS.some((group) => NOT_FOOD_SHORT_WORDS[group]?.has(form));

/**
 * A case form of a three-letter name ("vajjal", "tejben" of Hungarian vaj, tej; "sýrem", "syrom" of Czech and Slovak
 * sýr): an ending of a case language's table leaves a short name the data places among that language's own
 * (shortNames.ts). The ending is of two letters or more, three in Hungarian, whose two-letter endings on a three-letter
 * stem are the last letters of other languages' words too ("börek" is no "bor" with a plural "-ek"). A word written with another group's letters, or one of the language's prose words, is
 * none.
 */
function shortStemCaseForm(word: string, raw: string): string | undefined {
  if (word.length < 5 || word.length > 7 || PROSE_WORDS.has(word)) return undefined;
  const letters = groupOfLetters(raw);
  for (const group of SHORT_STEM_GROUPS) {
    if ((letters !== undefined && letters !== group) || NOT_FOOD_WRITTEN[group]?.has(word)) continue;
    for (const form of formsOf(word, { raw, language: group, minStem: 3 }).slice(1))
      if (
        form.length === 3 &&
        word.length - form.length >= (group === 'hu' ? 3 : 2) &&
        !FUNCTION_WORDS.has(form) &&
        !proseInCaseLanguage(form) &&
        isShortNameIn(form, group)
      )
        return form;
  }
  return undefined;
}

/** Letters a Finnish word is written with beyond a–z. */
const FINNISH_LETTERS = 'äöå-';
const writtenInFinnish = (raw: string) => [...raw.toLowerCase()].every((c) => (c >= 'a' && c <= 'z') || FINNISH_LETTERS.includes(c));

/**
 * A Finnish case form's dictionary form the knowledge holds ("voissa" → "voi", "lohta" → "lohi", "kalalientä" →
 * "kalaliemi", "maidon" → "maito"): a short name the data places among Finnish names, or a longer name (the data places
 * none) that lost an ending of two letters or more.
 */
function finnishCaseForm(word: string, raw: string): string | undefined {
  if (raw !== '' && !writtenInFinnish(raw)) return undefined;
  const overlay = overlayIndex();
  const lexicon = currentLexicon();
  for (const { form, cut } of finnishForms(word)) {
    if (form.length <= 6 ? !placedIn(form, 'fi') : cut < 2) continue;
    if (overlay.entries.has(form) || lexicon?.foodOfKey(form) !== undefined) return form;
  }
  return undefined;
}

/** A compound of a food and the form it is in: its powder or brine, or a made product's form ("Sardellenpaste"). */
function formCompound(word: string, index: number): Candidate | undefined {
  const overlay = overlayIndex();
  const lexicon = currentLexicon();
  // A food ground to a powder or its brine ("Paprikapulver", "knoflookpoeder", "sillspad"): that food, named first.
  for (const form of FOOD_FORM_HEADS) {
    if (!word.endsWith(form)) continue;
    const key = firstPartKey(word.slice(0, -form.length));
    if (key !== undefined)
      return {
        start: index,
        end: index + 1,
        entry: overlay.entries.get(key),
        food: lexicon?.foodOfKey(key),
        loose: true,
        key,
        formOf: true,
      };
  }
  // A made product's form after a food ("Sardellenpaste", "Erdnusscreme"): a product of unknown make-up with that food.
  for (const form of GENERIC_FORMS) {
    if (!word.endsWith(form) || word.length === form.length) continue;
    const prefix = word.slice(0, -form.length);
    if (firstPartKey(prefix) !== undefined) return { start: index, end: index + 1, loose: true, prefix, key: form, madeProduct: true };
  }
  return undefined;
}

/**
 * A closed compound (German, Dutch, Nordic) whose first part is a food: "kipbouillon", "Sardellenbutter",
 * "ansjovisspadet" (with its ending). A step that names one names that food.
 */
export function compoundWithFoodFirst(word: string): boolean {
  return firstFoodOfCompound(word) !== '';
}

/**
 * The first part's food of such a compound, by its name ("kip" of "kipbouillon"), marked "form:" when the compound is
 * that food in another form, its brine or powder ("form:ansjovis" of "ansjovisspadet"); '' for none.
 */
const firstFoodOfCompound = memoByText((word: string): string => {
  const tokens = tokenise(word);
  const token = tokens[0];
  if (tokens.length !== 1 || !token || token.key.length < 7) return '';
  const found = inflected(token, 0, true, word);
  if (found?.formOf) return `form:${found.key ?? ''}`;
  return found?.prefix !== undefined ? (firstPartKey(found.prefix) ?? '') : '';
});

/** The food a compound is a form of, its brine, juice or powder ("ansjovis" of "ansjovisspadet"), if it is one. */
export function foodOfFormCompound(word: string): string | undefined {
  const first = firstFoodOfCompound(word);
  return first.startsWith('form:') ? first.slice('form:'.length) : undefined;
}

/**
 * Words that name the form of a made product, not what it is made of: "zorblax paste", "Otafuku sauce" are
 * products of unknown make-up. (A food with a qualifying word, "mittelscharfer Senf", is still that food.)
 */
const GENERIC_FORMS: ReadonlySet<string> = new Set(
  (
    'paste sauce spread powder mix seasoning dressing syrup extract filling blend base marinade dip glaze topping concentrate cream creme soße sosse salsa saus sos omacka szosz sas pulver poudre polvo ' +
    // A mixture of any kind: for something, it is a made product ("mélange pour crêpes", "mezcla para bizcocho").
    'melange mezcla miscela mistura mischung mengsel blandning blanding preparado preparato preparation'
  ).split(' '),
);

/** The last parts a compound of a food and its form ends in (compoundHeads.ts and the made products' forms). */
const FORM_WORDS: ReadonlySet<string> = new Set([...FOOD_FORM_HEADS, ...GENERIC_FORMS]);

/** "for" in the product's languages: what a made product is for comes after it ("sos do spaghetti"). */
const FOR_WORDS: ReadonlySet<string> = new Set([
  'for',
  'fur',
  'para',
  'pour',
  'voor',
  'per',
  'dla',
  'do',
  'pro',
  'til',
  'till',
  'icin',
  'untuk',
]);

/**
 * "for" words after which a line says what its food is for, never what it is. Portuguese "do" ("caldo do peixe") and
 * "na" are "of the"/"in the" there, so they do not cut a phrase.
 */
const PURPOSE_WORDS: ReadonlySet<string> = new Set([...FOR_WORDS].filter((word) => word !== 'do' && word !== 'na'));

/** A made product's form, in any case form ("sosu", "Soßen", "pasty"). */
function isGenericWord(key: string): boolean {
  return [0, 1, 2].some((cut) => {
    const stem = cut === 0 ? key : key.slice(0, -cut);
    return stem.length >= 3 && GENERIC_FORMS.has(stem);
  });
}

/** A made product of unknown make-up named by its form ("sosu" of "sosu do spaghetti"): what such products may hold. */
function boughtProduct(main: string, head: Token): ResolvedFood {
  const product = COMPOSITES.find((p) => p.unlessStated);
  return {
    name: main.slice(head.start, head.end),
    tags: new Set(product?.contains ?? []),
    maybe: new Set(product?.mayContain ?? []),
    composite: product?.what ?? 'made product',
    span: { start: head.start, end: head.end, text: main.slice(head.start, head.end) },
  };
}

/**
 * A seasoning blend ("nasikruiden", "Gyrosgewürz", "pork rub", "przyprawa do kurczaka"): a made product of unknown
 * make-up, never the plain herbs or spices, nor the food it is named for. What it is named after may be in it
 * ("Knoblauchgewürz", "Selleriesalz"-like blends): that food's allergens are checked on the label too.
 */
function seasoningBlend(main: string, tokens: readonly Token[], blend: BlendReading): ResolvedFood {
  const product = COMPOSITES.find((p) => p.seasoningBlend);
  const maybe = new Set<DietTag>(product?.mayContain ?? []);
  for (const modifier of blend.modifiers) {
    const food = resolvePrefix(modifier) ?? resolveFood(modifier);
    for (const tag of [...(food?.tags ?? []), ...(food?.maybe ?? [])]) if (ONTOLOGY_SAFETY_TAGS.has(tag)) maybe.add(tag);
  }
  const tags = new Set<DietTag>(product?.contains ?? []);
  for (const tag of tags) maybe.delete(tag);
  const start = tokens[blend.start]?.start ?? 0;
  const end = tokens[blend.end - 1]?.end ?? main.length;
  return {
    name: main.slice(start, end),
    tags,
    maybe,
    composite: product?.what ?? 'seasoning mix',
    span: { start, end, text: main.slice(start, end) },
  };
}

/** A word in a case or plural form the ending tables know ("salsicce" → "salsiccia"), found by its dictionary form. */
function caseFormOf(token: Token, index: number): Candidate | undefined {
  const overlay = overlayIndex();
  const lexicon = currentLexicon();
  for (const key of formsOf(token.key, { strict: true }).slice(1)) {
    const entry = overlay.entries.get(key);
    const food = lexicon?.foodOfKey(key);
    if (entry || food) return { start: index, end: index + 1, entry, food, loose: true, key };
  }
  return undefined;
}

/** Two words in a case form read as one name ("bulionu warzywnego" → "bulion warzywny", "masła orzechowego"). */
function inflectedPair(tokens: readonly Token[]): Candidate | undefined {
  const overlay = overlayIndex();
  const lexicon = currentLexicon();
  // Each word's first ten forms, worked out once: a word is the second of one pair and the first of the next (speed only).
  const formsAt: (readonly string[] | undefined)[] = [];
  const formsOfToken = (i: number) => {
    formsAt[i] ??= formsOf((tokens[i] as Token).key).slice(0, 10);
    return formsAt[i];
  };
  for (let i = 0; i + 1 < tokens.length; i++) {
    const a = tokens[i] as Token;
    const b = tokens[i + 1] as Token;
    if (FUNCTION_WORDS.has(a.key) || FUNCTION_WORDS.has(b.key)) continue;
    for (const first of formsOfToken(i))
      for (const second of formsOfToken(i + 1)) {
        const key = `${first} ${second}`;
        if (first === a.key && second === b.key) continue;
        const entry = overlay.entries.get(key);
        const food = lexicon?.foodOfKey(key);
        if (entry || food) return { start: i, end: i + 2, entry, food, loose: true, key };
      }
  }
  return undefined;
}

function isGenericForm(candidate: Candidate, tokens: readonly Token[]): boolean {
  return candidate.end - candidate.start === 1 && GENERIC_FORMS.has(tokens[candidate.start]?.key ?? '');
}

/** A word neither the knowledge nor the list of describing words knows. */
export function isUnknownWord(key: string): boolean {
  if (key.length < 3 || /^\d/.test(key) || QUALIFYING_WORDS.has(key) || JOIN_WORDS.has(key) || FUNCTION_WORDS.has(key)) return false;
  const overlay = overlayIndex();
  const lexicon = currentLexicon();
  if (overlay.entries.has(key) || overlay.composites.has(key) || overlay.brands.has(key)) return false;
  return !lexicon || (!lexicon.foodOfKey(key) && !lexicon.processing.has(key) && !isDescribingWord(key));
}

function better(a: Candidate, b: Candidate | undefined, joinAt: number): boolean {
  if (!b) return true;
  if (!!a.loose !== !!b.loose) return !a.loose;
  const lenA = a.end - a.start;
  const lenB = b.end - b.start;
  if (lenA !== lenB) return lenA > lenB;
  // Two names of one length sharing a word across a joining word ("cubo de caldo" | "caldo de pollo"): the first is
  // the head, the second what it is made of.
  if (joinAt >= 0 && a.start !== b.start && a.start < b.end && b.start < a.end) return a.start < b.start;
  const bothA = a.entry !== undefined && a.food !== undefined;
  const bothB = b.entry !== undefined && b.food !== undefined;
  if (bothA !== bothB) return bothA;
  // Before a joining word the food comes first; otherwise a noun phrase ends in its head ("vanilla yogurt").
  if (joinAt >= 0) {
    const headA = a.end <= joinAt;
    const headB = b.end <= joinAt;
    if (headA !== headB) return headA;
    return a.start < b.start;
  }
  return a.start > b.start;
}

/** A map's names by their place in it, and the most words in one: to find its names in a phrase by word runs. */
interface NameRuns {
  order: ReadonlyMap<string, number>;
  longest: number;
}

const nameRuns = new WeakMap<ReadonlyMap<string, unknown>, NameRuns>();

function runsOf(map: ReadonlyMap<string, unknown>): NameRuns {
  let runs = nameRuns.get(map);
  if (!runs) {
    const order = new Map<string, number>();
    let longest = 1;
    for (const key of map.keys()) {
      order.set(key, order.size);
      longest = Math.max(longest, key.split(' ').length);
    }
    runs = { order, longest };
    nameRuns.set(map, runs);
  }
  return runs;
}

/**
 * The map's names that appear as whole words in the keys, in the map's order: each run of up to its longest name's
 * words is looked up, instead of every name being searched for in the phrase.
 */
function namesIn(map: ReadonlyMap<string, unknown>, keys: readonly string[]): string[] {
  const { order, longest } = runsOf(map);
  const words = keys.join(' ').split(' ');
  const found = new Set<string>();
  for (let start = 0; start < words.length; start++) {
    let run = '';
    for (let len = 1; len <= longest && start + len <= words.length; len++) {
      run = len === 1 ? (words[start] as string) : `${run} ${words[start + len - 1]}`;
      if (order.has(run)) found.add(run);
    }
  }
  return [...found].sort((a, b) => (order.get(a) as number) - (order.get(b) as number));
}

/** The part of a line that can name its food: before a comma, a semicolon, a bracket or "or". */
export function foodPart(phrase: string): string {
  return phrase.split(/[,;(]|\s+(?:or|oder|ou|o|eller|vagy|nebo|lub|veya|atau)\s+|\s+[-–—]\s+/i)[0] ?? '';
}

/**
 * The food a phrase names: the longest name found in any language (the lexicon's and the overlay's), with
 * accents, plurals and inflections normalised, describing words skipped; a preparation note after a comma never
 * names it. Undefined when nothing is known: the caller must then treat the line as not verified.
 */
export function resolveFood(phrase: string, language?: string): ResolvedFood | undefined {
  if (typeof phrase !== 'string') return undefined;
  const lexicon = currentLexicon();
  if (resolvedWith !== lexicon) {
    resolvedWith = lexicon;
    resolved = memoByText((text) => resolvePhrase(text, false));
    resolvedHeadFirst = memoByText((text) => resolvePhrase(text, true));
    resolvedIn.clear();
  }
  // A language with short names of its own ("un", Turkish flour) reads its lines apart.
  if (language !== undefined && LANGUAGE_SHORT_NAMES[language]) {
    let memo = resolvedIn.get(language);
    if (!memo) {
      memo = memoByText((text) => resolvePhrase(text, HEAD_FIRST.has(language), language));
      resolvedIn.set(language, memo);
    }
    return memo(phrase);
  }
  return language !== undefined && HEAD_FIRST.has(language) ? resolvedHeadFirst(phrase) : resolved(phrase);
}

const resolvedIn = new Map<string, (text: string) => ResolvedFood | undefined>();

/** Elided articles and prepositions glued to the word ("l'acqua", "dell'olio", "d'huile"): read without them too. */
const ELISION = /^(?:l|d|qu|j|n|s|c|m|t|dell|all|nell|sull|dall|un|quell)['’]/i;

/** The article or preposition elided onto a word ("all" of "all'uovo"), or "". */
const elisionOf = (written: string): string => ELISION.exec(written)?.[0].slice(0, -1).toLowerCase() ?? '';

/** A word with an elided article glued on ("l'acqua"): the name after it, when the knowledge holds it. */
function elidedWord(written: string): Candidate | undefined {
  const elided = written.includes("'") || written.includes('’') ? ELISION.exec(written) : null;
  if (!elided) return undefined;
  const key = normaliseKey(written.slice(elided[0].length));
  const entry = overlayIndex().entries.get(key);
  const food = currentLexicon()?.foodOfKey(key);
  return entry || food ? { start: 0, end: 0, entry, food, key } : undefined;
}

/**
 * A food name of one or two letters (knowledge/shortWrittenNames.ts): read as written with its own accents ("mè"), in a
 * line of its language ("un" in a Turkish line), or as the food phrase's only word ("1 kg un": no article names a food).
 */
function shortNameFood(written: string, language: string | undefined, alone: boolean): LexiconEntry | undefined {
  const lower = written.toLowerCase();
  const accented = WRITTEN_NAMES[lower];
  if (accented !== undefined) return currentLexicon()?.byOntologyId(accented);
  if (written.length > 2) return undefined;
  const inLanguage = (group: string) => LANGUAGE_SHORT_NAMES[group]?.[lower];
  const id =
    WRITTEN_SHORT_NAMES[lower] ??
    (language !== undefined ? inLanguage(language) : undefined) ??
    (alone
      ? Object.keys(LANGUAGE_SHORT_NAMES)
          .map(inLanguage)
          .find((found) => found !== undefined)
      : undefined);
  return id !== undefined ? currentLexicon()?.byOntologyId(id) : undefined;
}

/**
 * Language groups (languageGuess.ts) that name the food first and describe it after ("queijo meia cura", "kiełbasa
 * wiejska", "salsiccia calabrese"), and write no closed compounds: a word's ending is never another food.
 */
const HEAD_FIRST: ReadonlySet<string> = new Set(['romance', 'pl', 'cs']);

/** Answers for the lexicon in use: the same phrase (a line's food, a step's words) is resolved many times. */
let resolvedWith: Lexicon | undefined;
let resolved = memoByText((text: string) => resolvePhrase(text, false));
let resolvedHeadFirst = memoByText((text: string) => resolvePhrase(text, true));

/**
 * A word cut short with a hyphen before "and" shares the last part of the word after it ("svine- og kalvekød",
 * "rund- en varkensgehakt", "Rinder- und Schweinehack"): it is read whole ("svinekød"), where it stands.
 */
function withSuspendedParts(main: string, tokens: readonly Token[]): readonly Token[] {
  if (!main.includes('- ')) return tokens;
  return tokens.map((token, i) => {
    const and = tokens[i + 1];
    const next = tokens[i + 2];
    if (main[token.end] !== '-' || !and || !next || !AND_WORDS.has(and.key)) return token;
    const ending = sharedEnding(next.key);
    return ending === '' ? token : { ...token, key: normaliseKey(`${main.slice(token.start, token.end)}${ending}`) };
  });
}

/**
 * A head after a word, or a compound after its first part, that names a kind of it ("Butternut-Kürbis",
 * "Spaghettikürbis"): the food whose own name is that word with the head's ("courge butternut", "courge spaghetti"),
 * never the first word's own food (butternut is no nut, spaghetti no pasta here).
 */
function kindOfHead(best: Candidate, tokens: readonly Token[]): Candidate {
  const lexicon = currentLexicon();
  if (!best.food || !lexicon || best.end - best.start !== 1) return best;
  const found = (food: number | undefined, start: number, end: number): Candidate | undefined => {
    const entry = food !== undefined ? lexicon.entries[food] : undefined;
    if (!entry) return undefined;
    const table = tableEntryOf(lexicon, entry);
    return { start, end, food: entry, ...(table ? { entry: table } : {}) };
  };
  if (best.prefix !== undefined)
    return found(kindNamedBy(lexicon, normaliseKey(best.prefix), best.food.index), best.start, best.end) ?? best;
  const own = tokens[best.start]?.key;
  for (const at of [best.start - 1, best.start + 1]) {
    const word = tokens[at]?.key;
    if (!word || !own) continue;
    const span: [number, number] = [Math.min(at, best.start), Math.max(at, best.start) + 1];
    // The word beside the head names a kind of it ("Butternut Kürbis", "courge butternut").
    const kind = found(kindNamedBy(lexicon, word, best.food.index), ...span);
    if (kind) return kind;
    // The head chosen is the word naming the kind, beside the kind's own head ("Spaghetti-Kürbis" read head first).
    const other = lexicon.foodOfKey(word);
    const reverse = other ? found(kindNamedBy(lexicon, own, other.index), ...span) : undefined;
    if (reverse) return reverse;
  }
  return best;
}

function resolvePhrase(phrase: string, headFirst: boolean, language?: string): ResolvedFood | undefined {
  const main = foodPart(phrase);
  const tokens = withSuspendedParts(main, tokenise(main));
  if (tokens.length === 0) return undefined;
  const blend = seasoningBlendIn(tokens, QUALIFYING_WORDS, FOR_WORDS);
  if (blend) return seasoningBlend(main, tokens, blend);
  const kept = tokens.filter(
    (t) => !QUALIFYING_WORDS.has(t.key) && !/^\d/.test(t.key) && !currentLexicon()?.processing.has(t.key) && !isDescribingWord(t.key),
  );
  // A short name of a language is read in a line of that language, or where it is the phrase's only word and its last
  // ("1 l su"; an article comes before its noun: "un pizzico").
  const ownWord = (token: Token): Candidate | undefined => {
    const written = main.slice(token.start, token.end);
    const short = shortNameFood(written, language, kept.length === 1 && token === tokens[tokens.length - 1]);
    return short ? { start: 0, end: 0, food: short } : elidedWord(written);
  };
  // A joining word elided onto the next word ("all'uovo") joins there too.
  const elidedJoin = (t: Token) => JOIN_WORDS.has(elisionOf(main.slice(t.start, t.end)));
  const joins = (t: Token) => JOIN_WORDS.has(t.key) || elidedJoin(t);
  const joinAt = tokens.findIndex((t, i) => i > 0 && joins(t));
  // What follows a "for" word is what the food is for ("smør til stegning", "aceite para freír"), and what follows a
  // "without" word what it is made without ("pane senza glutine"): never the food.
  const purposeToken = tokens.find((t, i) => i > 0 && (PURPOSE_WORDS.has(t.key) || WITHOUT_WORDS.has(t.key)));
  const beforePurpose = (pass: readonly Token[], index: number): boolean => !purposeToken || (pass[index]?.start ?? 0) < purposeToken.start;
  let best: Candidate | undefined;
  let bestTokens: readonly Token[] = tokens;
  let bestAll: Candidate[] = [];
  // A phrase whose words are all kept reads the same candidates twice, and an equal candidate never wins: once (speed only).
  for (const pass of kept.length === tokens.length ? [tokens] : [tokens, kept]) {
    const joinToken = tokens[joinAt];
    const join = joinToken ? pass.indexOf(joinToken) : -1;
    const all = candidatesIn(pass, ownWord).filter((c) => beforePurpose(pass, c.start));
    for (const candidate of all) {
      if (better(candidate, best, join)) {
        best = candidate;
        bestTokens = pass;
        bestAll = all;
      }
    }
  }
  if (best) best = kindOfHead(best, bestTokens);
  // A name only the overlay knows ("gluten-free spaghetti"): the ontology's food inside it gives its kind.
  if (best && !best.food) {
    const outer = best;
    const longest = (a: Candidate, b: Candidate) => b.end - b.start - (a.end - a.start);
    // Before a joining word the head is the food ("tagliatelle all'uovo" are tagliatelle): its kind is the head's.
    const joinInside = bestTokens.findIndex((t, i) => i > outer.start && i < outer.end && joins(t));
    const lexicon = currentLexicon();
    const foodOf = (c: Candidate) => c.food ?? (c.entry && lexicon ? lexicon.foodOfKey(overlayKeyOf(c.entry)) : undefined);
    const head =
      joinInside > 0 ? bestAll.filter((c) => foodOf(c) && c.start >= outer.start && c.end <= joinInside).sort(longest)[0] : undefined;
    const inside = joinInside > 0 ? head : bestAll.filter((c) => c.food && c.start >= outer.start && c.end === outer.end).sort(longest)[0];
    // A joined name the ontology knows as the overlay's own food ("polvo de hornear" is baking powder, no octopus) is
    // read as that food further on, with all it holds, never as its head word's kind.
    const own = joinInside > 0 && outer.entry && lexicon ? lexicon.foodOfKey(overlayKeyOf(outer.entry)) : undefined;
    const kind = inside ? foodOf(inside) : undefined;
    if (kind && !own) best = { ...outer, food: kind, kindOnly: true };
  }
  // Two words that name one food only in their dictionary forms win over one of them alone ("masła orzechowego").
  const pairFound = !best || best.end - best.start === 1 ? inflectedPair(kept) : undefined;
  const pair = pairFound && beforePurpose(kept, pairFound.start) ? pairFound : undefined;
  const inPair = (c: Candidate, tokens: readonly Token[]) => {
    const start = tokens[c.start]?.start ?? -1;
    return pair !== undefined && start >= (kept[pair.start]?.start ?? 0) && start <= (kept[pair.end - 1]?.start ?? 0);
  };
  if (pair && (!best || inPair(best, bestTokens))) {
    best = pair;
    bestTokens = kept;
  }
  // "linguiças de carne", "salsicce di carne": before a joining word the food is the head, found in its inflected form
  // too; the modifier after the joining word only adds what it holds, it never stands for the head.
  const joinKept = joinAt > 0 ? kept.indexOf(tokens[joinAt] as Token) : -1;
  const bestAt = best ? (bestTokens[best.start]?.start ?? 0) : 0;
  const joinToken = tokens[joinAt];
  const joinedIn = joinToken !== undefined && elidedJoin(joinToken);
  if (best && joinKept > 0 && (bestAt > (joinToken?.start ?? 0) || (joinedIn && bestAt === joinToken?.start))) {
    const modifier = best;
    const modifierTokens = bestTokens;
    // The modifier as written, without the joining word elided onto it ("uovo" of "all'uovo").
    const modifierWords = modifierTokens.slice(modifier.start, modifier.end).map((t) => {
      const written = main.slice(t.start, t.end);
      return joinedIn && t === joinToken ? normaliseKey(written.slice(elisionOf(written).length + 1)) : t.key;
    });
    const keptCandidates = candidatesIn(kept, ownWord);
    for (let i = joinKept - 1; i >= 0; i--) {
      const exact = keptCandidates.filter((c) => c.end === i + 1).sort((a, b) => a.start - b.start)[0];
      const head = exact ?? inflected(kept[i] as Token, i, true, rawOf(main, kept[i])) ?? caseFormOf(kept[i] as Token, i);
      if (!head || head.prefix !== undefined) continue;
      best = { ...head, modifier: modifierWords.join(' ') };
      bestTokens = kept;
      break;
    }
  }
  // "pasta di acciughe", "nata de soja", "cubo de caldo de pollo": a head before a Romance "of" is made of or from what
  // follows it; B's food counts, whatever the head alone would be.
  if (best && best.modifier === undefined) {
    const linked = linkedMaterial(main, tokens, best, bestTokens);
    if (linked) best = { ...best, ...linked };
  }
  // In a language that names the food first, a known word right after the head describes it ("queijo meia cura"): the
  // head is the food, and the describing word adds only the allergens and diet facts its own food would carry.
  if (headFirst && best && joinAt < 0 && best.end - best.start === 1 && !best.loose) {
    const chosen = best;
    const head = bestAll.find((c) => c.end === chosen.start && c.end - c.start === 1 && !c.loose);
    if (head) best = { ...head, modifier: bestTokens[chosen.start]?.key ?? '', safetyOnly: true };
  }
  if (!best) {
    for (const [i, token] of kept.entries()) {
      if (!beforePurpose(kept, i)) break;
      const loose = inflected(token, i, !headFirst, rawOf(main, token));
      if (loose && better(loose, best, -1)) {
        best = loose;
        bestTokens = kept;
      }
    }
    if (best) best = kindOfHead(best, bestTokens);
  }
  // "sosu do spaghetti", "salsa para pasta", "Soße für Nudeln": a made product named first for what it goes with is
  // that product, of unknown make-up, never the food after "for".
  const forAt = tokens.findIndex((t, i) => i > 0 && FOR_WORDS.has(t.key));
  const forStart = tokens[forAt]?.start ?? 0;
  const across = best && (bestTokens[best.start]?.start ?? 0) < forStart && (bestTokens[best.end - 1]?.start ?? 0) > forStart;
  if (forAt > 0 && !across) {
    const head = tokens.slice(0, forAt).find((t) => isGenericWord(t.key));
    if (head) return boughtProduct(main, head);
  }
  // Closed world: a loose match, or a bare kind ("paste", "sauce"), beside words nothing knows ("zorblax paste",
  // "Otafuku okonomi sauce") is a product of unknown make-up, not that kind.
  const chosen = best;
  if (
    chosen &&
    (chosen.loose || isGenericForm(chosen, bestTokens)) &&
    kept.some(
      (t, i) => (bestTokens !== kept || i < chosen.start || i >= chosen.end) && isUnknownWord(t.key) && !compoundWithFoodFirst(t.key),
    )
  )
    best = undefined;
  return describe(main, tokens, best, bestTokens);
}

/** Tags a food has from the animal's slaughter: not in what a living animal gives ("huevos de gallina", "leche de cabra"). */
const SLAUGHTER_TAGS: ReadonlySet<DietTag> = new Set<DietTag>(['meat', 'poultry', 'red-meat', 'pork', 'non-halal-slaughter']);
const LIVING_PRODUCT_TAGS: readonly DietTag[] = ['egg', 'dairy', 'honey'];

/**
 * The "de B" after a head that ends before it ("pasta | di acciughe", "crème | de soja"): B's words as written and how
 * the head is made of them. Only a B the knowledge reads; none when the head's name already holds the link ("harina de
 * arroz" is one name) or another joining word comes first.
 */
function linkedMaterial(
  main: string,
  tokens: readonly Token[],
  best: Candidate,
  bestTokens: readonly Token[],
): Pick<Candidate, 'modifier' | 'madeOf' | 'livingHead'> | undefined {
  const headEnd = bestTokens[best.end - 1]?.end ?? 0;
  const after = tokens.findIndex((t) => t.start >= headEnd);
  if (after < 1) return undefined;
  for (let i = after; i < tokens.length && i <= after + 2; i++) {
    const token = tokens[i] as Token;
    if (JOIN_WORDS.has(token.key) && !OF_LINK_KEYS.has(token.key)) return undefined;
    if (FOR_WORDS.has(token.key)) return undefined;
    const elided = ELIDED_OF.exec(main.slice(token.start, token.end));
    const from = OF_LINK_KEYS.has(token.key) ? token.end : elided ? token.start + elided[0].length : undefined;
    if (from === undefined) continue;
    const text = main.slice(from).trim();
    const material = text === '' ? undefined : resolveFood(text);
    if (!material || (material.tags.size === 0 && material.maybe.size === 0)) return undefined;
    // The head's first word says its kind ("pasta", "crème", "cubo" of "cubo de caldo").
    const headKey = bestTokens[best.start]?.key ?? '';
    const kind = MADE_OF_HEAD_KIND.get(headKey) ?? (best.key !== undefined ? MADE_OF_HEAD_KIND.get(best.key) : undefined);
    const headTags = new Set<DietTag>([...(best.entry?.tags ?? []), ...(best.food ? (currentLexicon()?.tags(best.food.index) ?? []) : [])]);
    const plantMade = kind === 'drink' && isPlantMaterial(material);
    const madeOf = plantMade ? 'plant' : kind === 'spread' || kind === 'form' ? 'label' : undefined;
    const livingHead = madeOf === undefined && LIVING_PRODUCT_TAGS.some((tag) => headTags.has(tag));
    return { modifier: text, ...(madeOf ? { madeOf } : {}), ...(livingHead ? { livingHead } : {}) };
  }
  return undefined;
}

/** Allergens only plants carry: a B holding one and nothing of an animal is a plant a drink is made of ("soja"). */
const PLANT_ALLERGENS: readonly DietTag[] = ['soy', 'tree-nut', 'peanut', 'sesame', 'lupin'];
const ANIMAL_TAGS: readonly DietTag[] = ['dairy', 'egg', 'meat', 'poultry', 'fish', 'shellfish', 'honey', 'gelatin'];

/** A food of the plants drinks and creams are made of (knowledge/plantVersions.ts). */
function isPlantMaterial(material: ResolvedFood): boolean {
  const lexicon = currentLexicon();
  if (!lexicon || ANIMAL_TAGS.some((tag) => material.tags.has(tag))) return false;
  if (PLANT_ALLERGENS.some((tag) => material.tags.has(tag))) return true;
  const food = material.id !== undefined ? lexicon.byOntologyId(material.id) : undefined;
  return (
    food !== undefined &&
    PLANT_VERSIONS.plants.some((id) =>
      ((plant) => plant !== undefined && lexicon.isUnder(food.index, plant.index))(lexicon.byOntologyId(id)),
    )
  );
}

function describe(
  main: string,
  tokens: readonly Token[],
  best: Candidate | undefined,
  bestTokens: readonly Token[],
): ResolvedFood | undefined {
  const overlay = overlayIndex();
  const lexicon = currentLexicon();
  const keys = tokens.map((t) => t.key);
  const tags = new Set<DietTag>();
  const maybe = new Set<DietTag>();
  let composite: string | undefined;
  // The longest made-product names only: "green curry paste" is a Thai paste, not also any "curry paste".
  // An inflected or compound word is also read by the name it was found by ("Essiggurken" → "essiggurke", "Rinderfond" → "fond").
  // A table food named by a made product's name ("garam masala", "curry powder") is that product under any of its
  // names ("masala", "sambar powder").
  const foundBy = [...(best?.key !== undefined ? [best.key] : []), ...(best?.entry ? [normaliseKey(best.entry.name)] : [])];
  // A made product's one-word name in a case form ("50 ml śliwowicy" → "śliwowica").
  const caseForms = keys
    .flatMap((key) => (key.length > LONG_NAME ? formsOf(key).slice(1) : []))
    .filter((key) => overlay.composites.has(key));
  const named = namesIn(overlay.composites, [...keys, ...foundBy, ...caseForms]).sort((a, b) => b.length - a.length);
  // What a kind the recipe may make itself may hold ("Teig", "Füllung"): asked of an ingredient line's label only.
  const ownMakeMaybe = new Set<DietTag>();
  for (const key of named) {
    const product = overlay.composites.get(key);
    if (!product || named.some((longer) => longer.length > key.length && ` ${longer} `.includes(` ${key} `))) continue;
    for (const tag of product.contains ?? []) tags.add(tag);
    for (const tag of product.mayContain) (product.ownMake ? ownMakeMaybe : maybe).add(tag);
    if (!product.ownMake) composite ??= product.what;
  }
  let brandName: string | undefined;
  const brandKeys = namesIn(overlay.brands, keys);
  // A food read from the brand's own words ("Frank's" is a hot sauce's maker, no frankfurter) is not read: the phrase
  // names that brand's product.
  const bestWordKeys = best ? bestTokens.slice(best.start, best.end).map((t) => t.key) : [];
  if (bestWordKeys.length > 0 && brandKeys.some((key) => bestWordKeys.every((word) => key.split(' ').includes(word)))) best = undefined;
  for (const key of brandKeys) {
    const product = overlay.brands.get(key);
    if (!product) continue;
    for (const tag of product.contains) tags.add(tag);
    for (const tag of product.mayContain) maybe.add(tag);
    composite ??= product.what;
    brandName ??= product.what;
  }
  // A made product named whole ("salsa César") is that product even when no food of the phrase resolves.
  if (!best && !brandName && composite === undefined) return undefined;
  // A made product named by more words than the food found inside it, whose reading holds what the product never does
  // ("pâte de vanille" is no "pâte", pasta, with its gluten), is that product: the inner word's food is not read.
  // ("kerupuk udang" keeps its shrimp: prawn crackers hold crustaceans.)
  const bestWords = best ? best.end - best.start : 0;
  const bestTags = new Set<DietTag>([
    ...(best?.entry?.tags ?? []),
    ...(best?.food && lexicon && !best.kindOnly ? lexicon.tags(best.food.index) : []),
  ]);
  const foreignTo = (product: CompositeProduct) =>
    [...bestTags].some((tag) => ONTOLOGY_SAFETY_TAGS.has(tag) && !product.contains?.includes(tag) && !product.mayContain.includes(tag));
  const wholeProducts = named
    .map((key) => ({ key, product: overlay.composites.get(key) }))
    .filter(({ key, product }) => product && !product.ids && bestWords > 0 && key.split(' ').length > bestWords && foreignTo(product));
  if (wholeProducts.length > 0) best = undefined;
  // What a made product only may contain is not made certain by its first part's reading ("Vanille|paste": the
  // paste may hold extract, the prefix alone reads as the extract).
  const productMay = new Set(named.flatMap((key) => overlay.composites.get(key)?.mayContain ?? []));

  let entry = best?.entry;
  const ownFood = entry && lexicon ? lexicon.foodOfKey(overlayKeyOf(entry)) : undefined;
  // One word, two languages: "bors" is the table's black pepper (Hungarian) and another language's butter. The
  // hand-kept table wins when the ontology's food for the word is not the table's food or of its kind.
  const agrees = (a: LexiconEntry, b: LexiconEntry) => lexicon?.isUnder(a.index, b.index) || lexicon?.isUnder(b.index, a.index);
  // A table entry that lists the ontology's own food by its English name ("white grape juice" under the table's
  // pineapple juice, for its nutrition) stands in for it: the food is still the ontology's.
  // A name the row's own name holds ("oil" of "vegetable oil") is the row's food said more loosely, no stand-in.
  const ontologyName = best?.food?.keys[0] ?? '';
  const standIn = entry !== undefined && overlay.entries.get(ontologyName) === entry && !` ${entry.name} `.includes(` ${ontologyName} `);
  const conflict = best?.entry && best.food && ownFood && !best.kindOnly && !standIn && !agrees(best.food, ownFood);
  const food = conflict ? ownFood : (best?.food ?? ownFood);
  if (!entry && food && lexicon && !NOT_THE_TABLES.has(food.id)) entry = tableEntryOf(lexicon, food);
  for (const tag of entry?.tags ?? []) tags.add(tag);
  // Closed world: a food only the ontology knows, of a kind the hand-kept table knows ("speculoos", "Butterkekse" are
  // biscuits), may hold what its kind holds: its label is checked for those allergens.
  const kin = !entry && food && lexicon && !best?.kindOnly ? nearestKnownKind(lexicon, food.index) : undefined;
  for (const tag of kin?.tags ?? []) if (ONTOLOGY_SAFETY_TAGS.has(tag)) maybe.add(tag);
  if (kin?.tags.some((tag) => ONTOLOGY_SAFETY_TAGS.has(tag))) composite ??= kin.name;
  if (food && lexicon && !best?.kindOnly) {
    const fromOntology = lexicon.tags(food.index);
    // A hand-kept entry is the cook's knowledge; the ontology adds the allergens it may lack.
    for (const tag of fromOntology) if (!best?.entry || ONTOLOGY_SAFETY_TAGS.has(tag)) tags.add(tag);
    const kind = madeProductKindOf(lexicon, food.index);
    for (const tag of kind.mayContain) maybe.add(tag);
    if (kind.what !== undefined) composite ??= kind.what;
    // Closed world: a bought sauce named by its kind alone, whose make-up nothing states, may hold anything.
    if (!entry && lexicon.stated(food.index).length === 0) {
      for (const tag of kind.unstated) maybe.add(tag);
      for (const tag of kind.ownMake) ownMakeMaybe.add(tag);
      if (kind.unstatedWhat !== undefined) composite ??= kind.unstatedWhat;
    }
  }
  // Closed world: a kind named alone ("carne", "Hackfleisch", "färs") may be any of its members, pork among them. Said
  // apart from `maybe`: an ingredient line's label is checked for it; a step's "the meat" is the list's meat.
  const kindMaybe = new Set<DietTag>(ownMakeMaybe);
  if (food && lexicon && !best?.kindOnly && !tags.has('plant') && !namesOtherKind(lexicon, tokens, best, MEMBER_TAGS)) {
    const members = lexicon.memberTags(food.index);
    for (const tag of MEMBER_TAGS.tags) if (members.has(tag)) kindMaybe.add(tag);
  }
  // Preserved produce ("champignon em conserva", "getrocknete Aprikosen", "pickled onions") is often sulphited; a
  // cheese of protected origin ("φέτα ΠΟΠ", "Gorgonzola DOP") is made with animal rennet.
  if (food && lexicon)
    for (const [i, rule] of FORM_WORD_RULES.entries())
      if (tokens.some((t) => RULE_WORDS[i]?.has(t.key)) && rule.ids.some((id) => isUnderId(lexicon, food.index, id)))
        for (const tag of rule.mayContain) maybe.add(tag);
  // "Käsespätzle" is cheese and spätzle: the first part of a compound, when it names a food, counts too.
  const prefix = best?.prefix ? resolvePrefix(best.prefix, best.families) : undefined;
  // "Mandelmilch", "havregrädde": the plant's own version of a dairy food holds the plant, not milk.
  if (prefix && best?.key !== undefined && lexicon && isPlantVersion(lexicon, prefix, best.key)) {
    tags.clear();
    maybe.clear();
    tags.add('plant');
  }
  // A paste or powder no made product of the overlay names may hold anything.
  if (best?.madeProduct && named.length === 0) {
    const product = COMPOSITES.find((p) => p.unlessStated);
    for (const tag of product?.mayContain ?? []) maybe.add(tag);
    composite ??= product?.what;
  }
  // A head made of its "de B": a plant drink holds no milk; a paste, flour or cream of B holds B, and its own reading
  // (the pasta of "pasta di acciughe", the milk of "crème de soja") is left to the label.
  if (best?.madeOf === 'plant') {
    tags.clear();
    maybe.clear();
    tags.add('plant');
  } else if (best?.madeOf === 'label') {
    for (const tag of tags) if (ONTOLOGY_SAFETY_TAGS.has(tag)) maybe.add(tag);
    tags.clear();
  }
  for (const tag of prefix?.tags ?? []) if (!best?.madeProduct || !productMay.has(tag)) tags.add(tag);
  for (const tag of prefix?.maybe ?? []) maybe.add(tag);
  const modifier = best?.modifier !== undefined ? resolveFood(best.modifier) : undefined;
  for (const tag of modifier?.tags ?? [])
    if ((!best?.safetyOnly || ONTOLOGY_SAFETY_TAGS.has(tag)) && (!best?.livingHead || !SLAUGHTER_TAGS.has(tag))) tags.add(tag);
  for (const tag of modifier?.maybe ?? []) maybe.add(tag);
  // "vegokorv", "Veggiewurst", "vegaworst": a plant version named by its compound's first part is no meat; what its
  // maker makes it of (wheat, soy, milk, egg) is on its label.
  // The same word said apart ("vegetarische Wurst", "salsiccia vegetariana"), of a food that is flesh.
  const plantMade =
    (best?.prefix !== undefined ? plantVersionPart(best.prefix) : undefined) ??
    ([...tags].some((tag) => FLESH_TAGS.has(tag))
      ? plantVersionWord(tokens, best ? bestTokens.slice(best.start, best.end) : [])
      : undefined);
  if (plantMade) {
    const was = [...tags, ...maybe];
    tags.clear();
    maybe.clear();
    for (const tag of was) if (ONTOLOGY_SAFETY_TAGS.has(tag) && !FLESH_TAGS.has(tag)) maybe.add(tag);
    for (const tag of plantMade.mayContain) maybe.add(tag);
    composite ??= 'plant-based version';
    entry = undefined;
  }
  const without = food && lexicon && !plantMade ? applyKindDefaults(lexicon, food.index, tags, tokens, best, entry === undefined) : [];
  // A name that is another food in another language ("jus": juice, and gravy in Dutch): what the other may hold is checked.
  const spanKey = best
    ? bestTokens
        .slice(best.start, best.end)
        .map((t) => t.key)
        .join(' ')
    : '';
  for (const other of OTHER_READINGS[best?.key ?? spanKey] ?? []) {
    const reading = resolveFood(other);
    for (const tag of [...(reading?.tags ?? []), ...(reading?.maybe ?? [])]) maybe.add(tag);
    composite ??= reading?.name;
  }
  for (const tag of tags) {
    maybe.delete(tag);
    kindMaybe.delete(tag);
  }
  const first = best ? bestTokens[best.start] : undefined;
  const last = best ? bestTokens[best.end - 1] : undefined;
  const start = first?.start ?? 0;
  const end = last?.end ?? main.length;
  return {
    name: entry?.name ?? food?.keys[0] ?? brandName ?? main.trim(),
    ...(food ? { id: food.id } : {}),
    ...(entry ? { entry } : {}),
    tags,
    maybe,
    ...(maybe.size > 0 && composite ? { composite } : {}),
    ...(kindMaybe.size > 0 ? { kindMaybe } : {}),
    span: { start, end, text: main.slice(start, end) },
    ...(without.length > 0 ? { without: new Set(without) } : {}),
  };
}

/**
 * A kind's make-up unless the phrase says otherwise (knowledge/kindDefaults.ts): a sausage is pork unless another
 * meat is named beside it, which then replaces the default.
 */
function applyKindDefaults(
  lexicon: Lexicon,
  index: number,
  tags: Set<DietTag>,
  tokens: readonly Token[],
  best: Candidate | undefined,
  /** No hand-kept entry says what it is made of: the default is added (an entry's own tags are the cook's word). */
  unknownMakeUp: boolean,
): DietTag[] {
  const removed: DietTag[] = [];
  for (const kind of KIND_DEFAULTS) {
    if (!kind.ids.some((id) => ((branch) => branch !== undefined && lexicon.isUnder(index, branch.index))(lexicon.byOntologyId(id))))
      continue;
    const otherwise = namesOtherKind(lexicon, tokens, best, kind);
    for (const tag of kind.contains) {
      if (otherwise) {
        tags.delete(tag);
        removed.push(tag);
      } else if (unknownMakeUp) tags.add(tag);
    }
  }
  return removed;
}

const RULE_WORDS: readonly ReadonlySet<string>[] = FORM_WORD_RULES.map(
  (rule) => new Set(rule.words.flatMap((word) => normaliseKey(word).split(' '))),
);

/** Is the food under the ontology branch `id`? */
function isUnderId(lexicon: Lexicon, index: number, id: string): boolean {
  const branch = lexicon.byOntologyId(id);
  return branch !== undefined && lexicon.isUnder(index, branch.index);
}

/** The phrase names, beside its food, a word or another food that says which kind it is ("de ternera", "halal"). */
function namesOtherKind(
  lexicon: Lexicon,
  tokens: readonly Token[],
  best: Candidate | undefined,
  kind: { unlessIds: readonly string[]; unlessWords: readonly string[] },
): boolean {
  const own = new Set([best?.key, ...(best ? tokens.slice(best.start, best.end).map((t) => t.key) : [])]);
  const others = tokens.filter((t) => !own.has(t.key) && !FUNCTION_WORDS.has(t.key) && t.key.length >= 3);
  if (others.some((t) => kind.unlessWords.includes(t.key))) return true;
  const under = (id: string | undefined, branch: string) => {
    const food = id !== undefined ? lexicon.byOntologyId(id) : undefined;
    const kindOf = lexicon.byOntologyId(branch);
    return food !== undefined && kindOf !== undefined && lexicon.isUnder(food.index, kindOf.index);
  };
  // A compound's first part ("Rinder|hackfleisch", "runder|gehakt") and a modifier after "de"/"di" name it too.
  const parts = [...others.map((t) => t.key), best?.prefix, best?.modifier].filter((p) => p !== undefined);
  const otherFoods = parts.map((part) => resolveFood(part)).filter((f) => f !== undefined);
  return otherFoods.some((f) => kind.unlessIds.some((branch) => under(f.id, branch))) && !otherFoods.some((f) => f.tags.has('pork'));
}

/**
 * The hand-kept entry an ontology food is known by, through its names. Its English name is the table's word for it;
 * a name in another language may be another language's word for something else ("raki", crayfish in Polish, is the
 * table's Turkish spirit): that entry counts only when its own food is of the same family (a common ancestor).
 */
function tableEntryOf(lexicon: Lexicon, food: LexiconEntry): IngredientEntry | undefined {
  const overlay = overlayIndex();
  for (const [i, key] of food.keys.entries()) {
    const entry = overlay.entries.get(key);
    if (!entry) continue;
    if (i === 0) return entry;
    const own = lexicon.foodOfKey(overlayKeyOf(entry));
    if (!own) return entry;
    const family = lexicon.ancestors(own.index);
    if ([...lexicon.ancestors(food.index)].some((index) => family.has(index))) return entry;
  }
  return undefined;
}

/** The hand-kept entry of the nearest kind above an ontology food ("en:speculoos" → the table's biscuit), if any. */
function nearestKnownKind(lexicon: Lexicon, index: number): IngredientEntry | undefined {
  const overlay = overlayIndex();
  let level = lexicon.entries[index]?.parents ?? [];
  for (let depth = 0; depth < 4 && level.length > 0; depth++) {
    for (const parent of level) {
      const kind = lexicon.entries[parent];
      if (!kind || NOT_THE_TABLES.has(kind.id)) continue;
      const entry = kind.keys.map((key) => overlay.entries.get(key)).find((e) => e !== undefined);
      if (entry) return entry;
    }
    level = level.flatMap((parent) => lexicon.entries[parent]?.parents ?? []);
  }
  return undefined;
}

/** What the made products whose ontology branch holds a food may contain, and the first one's name. */
interface MadeProductKind {
  mayContain: readonly DietTag[];
  what?: string;
  /** What it may contain when nothing states its make-up (`unlessStated` products). */
  unstated: readonly DietTag[];
  /** The same, of a kind the recipe may make itself (`ownMake`): asked of an ingredient line only. */
  ownMake: readonly DietTag[];
  unstatedWhat?: string;
}

const madeProductKinds = new WeakMap<Lexicon, Map<number, MadeProductKind>>();

/** The overlay's made products over the ontology's branches, for one food (the same for every phrase naming it). */
function madeProductKindOf(lexicon: Lexicon, index: number): MadeProductKind {
  let known = madeProductKinds.get(lexicon);
  if (!known) {
    known = new Map();
    madeProductKinds.set(lexicon, known);
  }
  const hit = known.get(index);
  if (hit) return hit;
  const mayContain = new Set<DietTag>();
  const unstated = new Set<DietTag>();
  const ownMake = new Set<DietTag>();
  let what: string | undefined;
  let unstatedWhat: string | undefined;
  const under = (id: string) => {
    const branch = lexicon.byOntologyId(id);
    return branch !== undefined && lexicon.isUnder(index, branch.index);
  };
  const isBranch = (id: string) => lexicon.byOntologyId(id)?.index === index;
  for (const product of new Set(overlayIndex().composites.values())) {
    if (!product.ids?.some(product.kindAlone ? isBranch : under) || product.exceptIds?.some(under)) continue;
    if (product.unlessStated) {
      for (const tag of product.mayContain) (product.ownMake ? ownMake : unstated).add(tag);
      if (!product.ownMake) unstatedWhat ??= product.what;
      continue;
    }
    for (const tag of product.mayContain) mayContain.add(tag);
    what ??= product.what;
  }
  const kind: MadeProductKind = {
    mayContain: [...mayContain],
    unstated: [...unstated],
    ownMake: [...ownMake],
    ...(what !== undefined ? { what } : {}),
    ...(unstatedWhat !== undefined ? { unstatedWhat } : {}),
  };
  known.set(index, kind);
  return kind;
}

const PLANT_DAIRY_WORDS: ReadonlySet<string> = new Set(PLANT_VERSIONS.dairyWords);

/** What a food made of animals is that its plant version is not. */
const FLESH_TAGS: ReadonlySet<DietTag> = new Set<DietTag>([
  'meat',
  'poultry',
  'pork',
  'red-meat',
  'fish',
  'shellfish',
  'crustacean',
  'mollusc',
  'gelatin',
  'blood',
  'non-halal-slaughter',
  'animal-fat',
]);

/** A compound's first part that says the product is a plant version ("vego", "veggie", "vegan"), with what it may hold. */
function plantVersionPart(prefix: string): { mayContain: readonly DietTag[] } | undefined {
  const key = normaliseKey(prefix);
  for (const part of PLANT_VERSIONS.qualifierParts)
    if (key === part.word || (key.length === part.word.length + 1 && key.startsWith(part.word) && 'es-'.includes(key.slice(-1))))
      return part;
  return undefined;
}

/** A word of the phrase, outside the food's own words, that says the product is a plant version ("vegetarische"). */
function plantVersionWord(tokens: readonly Token[], own: readonly Token[]): { mayContain: readonly DietTag[] } | undefined {
  for (const token of tokens) {
    if (own.includes(token)) continue;
    const part = PLANT_VERSIONS.qualifierStems.find((q) => token.key.startsWith(q.stem));
    if (part) return part;
  }
  return undefined;
}

/** A compound of a plant drinks are made of and a dairy word ("Mandelmilch", "cashewkaas"): the plant's own version. */
function isPlantVersion(lexicon: Lexicon, first: ResolvedFood, head: string): boolean {
  if (!PLANT_DAIRY_WORDS.has(head) || first.id === undefined || first.tags.has('dairy')) return false;
  const food = lexicon.byOntologyId(first.id);
  return (
    food !== undefined &&
    PLANT_VERSIONS.plants.some((id) =>
      ((plant) => plant !== undefined && lexicon.isUnder(food.index, plant.index))(lexicon.byOntologyId(id)),
    )
  );
}

/** A compound's first part as a food: "kase", "schweine" (a linking -s, -e, -n, -en, -er dropped). */
function resolvePrefix(prefix: string, families?: ReadonlySet<CompoundFamily>): ResolvedFood | undefined {
  const key = firstPartKey(prefix, families);
  return key === undefined ? undefined : resolveFood(key);
}

/**
 * The name a compound's first part is known by: without its linking letters, or with the last vowel a Nordic compound
 * drops ("räk-chips" of "räka", "gurk-sallad" of "gurka"); a name of the last part's languages, when they are known
 * ("vit|vin" is no Romanian "vită", beef).
 */
function firstPartKey(prefix: string, families?: ReadonlySet<CompoundFamily>): string | undefined {
  const known = (key: string) =>
    key.length >= 3 &&
    (overlayIndex().entries.has(key) || currentLexicon()?.foodOfKey(key) !== undefined) &&
    (families === undefined || inFamilies(key, families));
  for (const link of LINKING_ELEMENTS) {
    if (!prefix.endsWith(link)) continue;
    const stem = prefix.slice(0, prefix.length - link.length);
    if (known(stem)) return stem;
  }
  return DROPPED_VOWELS.map((vowel) => prefix + vowel).find(known);
}

const DROPPED_VOWELS: readonly string[] = ['a', 'e'];

/**
 * What joins a compound's first part to the next (German, Dutch, Nordic): "Rind-er-brühe", "Schwein-e-schmalz",
 * "Hähnchen-brust", "kip-pen-bouillon": the first part is the word without it, never the word cut at any letter
 * ("Rinder" is "Rind", beef, not "Rinde", a crust). The whole first.
 */
const LINKING_ELEMENTS: readonly string[] = ['', 'er', 'en', 'es', 'ens', 'ns', 'e', 'n', 's'];

function overlayKeyOf(entry: IngredientEntry): string {
  return tokenise(entry.name)
    .map((t) => t.key)
    .join(' ');
}

/**
 * Made products and brands named anywhere in a text, with what they contain and may contain: a line's note names the
 * product the cook uses ("1 l brodo vegetale (con 1 dado Star)", "250 ml broth, I use a Knorr pot"), never the food.
 */
export function madeProductsIn(text: string): { contains: Set<DietTag>; maybe: Set<DietTag> } {
  const overlay = overlayIndex();
  const keys = tokenise(text).map((t) => t.key);
  const contains = new Set<DietTag>();
  const maybe = new Set<DietTag>();
  if (keys.length === 0) return { contains, maybe };
  for (const key of namesIn(overlay.composites, keys)) {
    const product = overlay.composites.get(key);
    for (const tag of product?.contains ?? []) contains.add(tag);
    for (const tag of product?.mayContain ?? []) maybe.add(tag);
  }
  for (const key of namesIn(overlay.brands, keys)) {
    const product = overlay.brands.get(key);
    for (const tag of product?.contains ?? []) contains.add(tag);
    for (const tag of product?.mayContain ?? []) maybe.add(tag);
  }
  // An inflected one-word name ("aus 2 Brühwürfeln", "con 2 dadi") found by its stem, as a line's food is.
  for (const word of keys) {
    if (word.includes(' ') || word.length < 4 || FUNCTION_WORDS.has(word)) continue;
    for (let cut = 1; cut <= 3 && word.length - cut >= 3; cut++) {
      const stem = word.slice(0, -cut);
      const product = endingsAfter(word.slice(-cut), stem)
        .map((ending) => overlay.composites.get(stem + ending))
        .find((p) => p !== undefined);
      if (!product) continue;
      for (const tag of product.contains ?? []) contains.add(tag);
      for (const tag of product.mayContain) maybe.add(tag);
      break;
    }
  }
  return { contains, maybe };
}
