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
  'with mit avec com con met med z ze s se dengan au aux alla al avec accompagne acompanado acompanhado'.split(' '),
);
export const WITH_AFTER: ReadonlySet<string> = new Set(['ile', 'ila']);

/** Languages that write a food's kind last in one word ("Weißbier", "vaniljglass"): a shorter last part still names it. */
export const COMPOUNDING_LANGUAGES: ReadonlySet<string> = new Set(['de', 'nl', 'nordic']);

/** A name of this many letters or fewer (normal form) names a food in prose only in a text of its own language. */
export const SHORT_NAME_MAX = 4;
/** The lexicon holds no shorter name. */
export const SHORT_NAME_MIN = 3;
