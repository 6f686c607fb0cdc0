import type { DietTag } from '../types';

/**
 * Words that name a food in some language but, in a method or tip, are mostly what a cook does: "mince the
 * garlic", "cream the sugar", "crumble the feta", "season", "flour the board". Not read as foods on their own.
 */
export const COOKING_VERBS: ReadonlySet<string> = new Set(
  'crisp crisps mince cream butter crumble batter stuff stuffing toast grill roast glaze brown season flour bread salt pepper zest juice oil sugar dust chill smoke cure pickle candy caramel caramelize caramelise jelly whip sauce dress dressing water ice boil fry steam bake baste curry frost frosting ground mash purée puree spread dip fold nestle paste stir|fry deep|fry pan|fry'
    .split(' ')
    // "stir|fry": a verb of two words.
    .map((word) => word.replace('|', ' ')),
);

/**
 * Of the cooking verbs, the foods a cook buys ("butter", "bread", "cream", "flour"): in the middle of a clause, after an
 * article or an adjective ("the cream", "fresh bread", "die Butter"), each is the food; only where a clause begins ("Cream
 * the butter", "then flour the board", "taste and season") is it what a cook does. The others ("batter", "sauce",
 * "glaze") are made in the method, and are read as foods only after a word of NOUN_BEFORE.
 */
export const BOUGHT_FOOD_VERBS: ReadonlySet<string> = new Set(
  'butter cream flour bread salt pepper sugar oil zest water ice crisp crisps toast smoke'.split(' '),
);

/** Words that begin a clause whose verb follows ("then flour", "to season", "lightly butter", "and cream"). */
export const CLAUSE_LEADS: ReadonlySet<string> = new Set(
  'then and or to also just now first again please gently lightly generously evenly liberally well thoroughly finally'.split(' '),
);

/** Words after which a word that is also a verb ("butter", "cream", "flour") is the food: "dot with butter". */
export const NOUN_BEFORE: ReadonlySet<string> = new Set([
  'with',
  'of',
  'some',
  'more',
  'extra',
  'little',
  'mit',
  'avec',
  'con',
  'met',
  'com',
  'z',
]);

/**
 * Short words of method prose that the ontology also holds as a food's name in another language ("porter à
 * ébullition", "hasta que", "tarte" aside): one word of fewer than LONG_WORD letters is read by the hand-kept names,
 * and by the ontology only when it is not one of these. Accent-folded.
 */
export const PROSE_WORDS: ReadonlySet<string> = new Set(
  // English
  (
    'serve serving plate bowl side dish top topped minute minutes hour hours heat pan pot oven toaster hot cold warm fine ' +
    'pour place cover leave rest cool lower medium high low until each half whole slice piece pieces ' +
    // German, Dutch, Nordic
    'servieren dazu passt warm kalt heiss minuten stunde topf pfanne ofen schussel teller seite machen ' +
    'serveer lekker pan oven warm koud minuten ' +
    'servera server serveres gradda varm kall kold minuter minutter stekpanna gryde ' +
    // French, Spanish, Italian, Portuguese
    'servir servez porter saler poivrer sabler graisser graissez graissee chaud froid minutes heure four poele casserole assiette ' +
    'hasta servir caliente frio minutos hora horno sarten plato dorado dorados doradas decorar ' +
    'servire caldo freddo minuti ora forno padella piatto ' +
    'sirva servir quente frio minutos hora forno panela prato ' +
    // Polish, Czech, Hungarian, Turkish, Indonesian
    'podawac minut godzina piekarnik garnek patelnia talerz ' +
    'podavame minut hodina trouba hrnec panev talir ' +
    'talaljuk perc ora suto edeny serpenyo tanyer ' +
    'servis yapin edin dakika saat firin tencere tava tabak sicak soguk ' +
    'sajikan menit jam panci wajan piring hangat panas'
  ).split(' '),
);

/** A single word this long names one food in any language ("slagroom", "Bauernbrot"), not a false friend. */
export const LONG_WORD = 7;

/** Endings that make adverbs and abstract nouns ("velocemente", "movimento"), not the last part of a food compound. */
export const NOT_COMPOUND_TAILS: readonly string[] = ['mente', 'mento', 'ment'];

/**
 * "with" as a serving suggestion says it ("serve with", "dazu mit", "avec", "z", "ile" after its noun in Turkish): a
 * word just after one (or just before a postposition) is in a noun's place, so a short name of the knowledge
 * ("pide", "lavaş") is read as the food it names there, not as a word of prose. Accent-folded.
 */
export const WITH_WORDS: ReadonlySet<string> = new Set(
  (
    'with mit avec com con met med z ze s se dengan au aux alla al avec accompagne acompanado acompanhado uz sa cu me ' +
    'gyda kasama voi с със со με با مع עם'
  ).split(' '),
);
export const WITH_AFTER: ReadonlySet<string> = new Set(['ile', 'ila']);

/** Languages that write a food's kind last in one word ("Weißbier", "vaniljglass"): a shorter last part still names it. */
export const COMPOUNDING_LANGUAGES: ReadonlySet<string> = new Set(['de', 'nl', 'nordic']);

/**
 * Short words (normal form) that a language writes for something other than the food the lexicon gives them, per
 * group of languages (languageGuess.ts): in a text of that group, the word as written, and any inflected form of
 * it, names no food. French "mais" (but) and "son" (its) are corn and bran elsewhere; Swedish "hon" (she) is Danish
 * hen, "sval" (cool) pork rind; Danish "anden" (the other) is a form of "and" (duck); English "rose" (rosé wine),
 * "rind" (German beef) and "sole" (only); Hungarian "sor" (row) is "sör" (beer); Norwegian "rein" (clean) reindeer;
 * Spanish and Portuguese "ser" (to be) is Polish cheese, Turkish "hal" (state) Hungarian fish.
 */
export const NOT_FOOD_SHORT_WORDS: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries({
    en: 'rose rind sole ling port pout bib gud gur bull hcf urd frik',
    de: 'rum gan ren',
    nl: 'been bot baar riet wei',
    nordic: 'hon ren rein sval lake far slag rom and sad art ben fed log sar',
    romance: 'mais son nous ton cal mei vita grau api nuca mela noce vive lieu anon sole pota boga cea doga sego mill osso toro ser',
    pl: 'owy raz kon bop',
    cs: 'lak ove kun',
    hu: 'sor vad male kole',
    tr: 'mela kupe caca hal',
  }).map(([group, words]) => [group, new Set(words.split(' '))]),
);

/** Words as written that are no food in the group's language though a form of a short food name ("anden", "et"). */
export const NOT_FOOD_WRITTEN: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries({
    nordic: 'anden andet andre svalt svalna',
    tr: 'et etin',
    // Hungarian "vajon" (whether) reads as "vaj" (butter) on.
    hu: 'vajon',
    // French "nous" (we) reads as the plural of Catalan "nou" (walnut).
    romance: 'nous',
  }).map(([group, words]) => [group, new Set(words.split(' '))]),
);

/**
 * Kinds of food by the tags every food of the kind carries (data), where the ontology does not put the food under the
 * kind's word ("en:chicken" is no child of "en:meat", yet "das Fleisch" of a chicken recipe is the chicken).
 */
export const KIND_TAGS: Readonly<Record<string, readonly DietTag[]>> = {
  'en:meat': ['meat', 'poultry', 'red-meat', 'pork', 'game'],
  'en:poultry': ['poultry'],
  'en:fish': ['fish'],
  'en:seafood': ['fish', 'shellfish'],
  'en:shellfish': ['shellfish'],
};

/** A word names a kind of food when the ontology has this many foods under it ("cheese", "fish", "meat"). */
export const MIN_KIND_CHILDREN = 5;

/**
 * The kinds whose word, left in a step after the list's food of that kind was swapped ("Stir the meat", "Snijd de
 * vis", "Brun kødet"), still tells the cook to use the removed food: the output check reports it when no kept line is
 * of the kind. A kind a recipe also makes itself ("the sauce", "the dough") is not one of them.
 */
export const CHECKED_KINDS: ReadonlySet<string> = new Set([...Object.keys(KIND_TAGS), 'en:cheese']);

/**
 * Korean particles, written onto the noun they follow ("돼지고기를", "김치와", "두부는"): a Hangul word is read as its
 * noun when it ends in one. Longest first, so that "에서" is tried before "서".
 */
export const KOREAN_PARTICLES: readonly string[] = [
  '이랑',
  '에서',
  '에는',
  '으로',
  '까지',
  '부터',
  '처럼',
  '보다',
  '하고',
  '한테',
  '을',
  '를',
  '이',
  '가',
  '은',
  '는',
  '와',
  '과',
  '로',
  '에',
  '도',
  '만',
  '랑',
  '의',
  '께',
];

/**
 * Hebrew's one-letter words written onto the next word ("ה" the, "ו" and, "ב" in, "ל" to, "מ" from, "ש" that, "כ"
 * as) and their pairs: "הטחינה" is "the tahini". A food's name after one of them is still that food.
 */
export const HEBREW_PREFIXES: readonly string[] = [
  'ה',
  'ו',
  'ב',
  'ל',
  'מ',
  'ש',
  'כ',
  'וה',
  'שה',
  'מה',
  'בה',
  'לה',
  'כש',
  'וב',
  'ול',
  'ומ',
  'וש',
  'שב',
  'של',
];

/**
 * Japanese and Chinese words that hold a food's letter without naming that food (resolve/unspacedNames.ts): "乳化"
 * (emulsify, not milk), "卵焼き器" (the omelette pan), "牛蒡" (burdock, not beef), "肉桂"/"肉豆蔻" (cinnamon, nutmeg,
 * not meat), "鱼香" (a Sichuan seasoning without fish), "ただし" (however) and "まだし…" (still …), not dashi.
 */
export const UNSPACED_NOT_FOOD: readonly string[] = [
  '乳化',
  '卵焼き器',
  '玉子焼き器',
  '牛蒡',
  '肉桂',
  '肉豆蔻',
  '鱼香',
  'ただし',
  'まだし',
  // Pans, not bread ("パン").
  'フライパン',
  'ソースパン',
  'ミルクパン',
];

/**
 * Measures a cook says with a food's word, of the food named right after them ("une noix de beurre", "una noce di
 * burro", "una nuez de mantequilla", "uma noz de manteiga": a knob; "un filo d'olio": a drizzle): there the word is the
 * measure, never the food (accent-folded keys).
 */
export const MEASURE_HOMONYMS: ReadonlySet<string> = new Set(['noix', 'noce', 'nuez', 'noz', 'filo']);

/** The words that tie such a measure to its food ("de", "di", "d'"), as the tokeniser keys them. */
export const MEASURE_LINKS: ReadonlySet<string> = new Set(['de', 'di', 'da', 'do', 'd']);

/** The article such a measure comes after ("une", "una", "uma", "un"): one knob, one drizzle. */
export const MEASURE_ARTICLES: ReadonlySet<string> = new Set(['un', 'une', 'una', 'uma', 'um']);
