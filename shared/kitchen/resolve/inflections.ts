import { normaliseKey } from '../knowledge/normaliseKey';

/**
 * Case, number and definite endings of the languages recipes are pasted in, as data: an ending a word may carry and
 * what its dictionary form ends in instead. Keys are accent-folded (normaliseKey): Polish "śmietaną" is already
 * "smietana", Turkish "ı" is "i". A word's candidate dictionary forms are looked up as keys; none is trusted
 * unless the knowledge holds it, and a stem is never shorter than MIN_STEM letters.
 */
interface EndingRule {
  /** The ending an inflected word carries. */
  ending: string;
  /** What the dictionary form ends in instead ('' drops the ending). */
  base: readonly string[];
}

const rules = (table: Record<string, string>): EndingRule[] =>
  Object.entries(table).map(([ending, base]) => ({ ending, base: base.split(',') }));

/** Endings that are cut once, by language (all are tried: the language of a pasted recipe is not always known). */
export const ENDINGS: Readonly<Record<string, readonly EndingRule[]>> = {
  // Polish: genitive, instrumental, locative, plural; adjectives in -ego/-ej/-ym.
  pl: rules({
    owego: 'owy,owe',
    owej: 'owa',
    owym: 'owy',
    owymi: 'owy',
    owych: 'owy',
    ego: 'y,i,e',
    ej: 'a,y',
    ym: 'y',
    ymi: 'y',
    ych: 'y',
    ich: 'i',
    iem: ',o',
    em: ',o',
    ami: ',a,o',
    ach: ',a,o',
    om: ',a,o',
    ow: ',a',
    owi: '',
    u: ',a,o',
    y: ',a',
    i: ',a,o',
    ie: ',a',
    e: ',a,o',
    a: ',o',
    // Locative and dative with the stem's last consonant softened ("w mące" → "mąka", "w bułce" → "bułka"), of
    // names ending in a consonant too ("w serze" → "ser", "w miodzie" → "miód", "na smalcu" aside).
    ce: 'ka',
    dze: 'ga',
    rze: 'ra,r',
    cie: 'ta,t',
    dzie: 'da,d',
    nie: 'na,n',
    mie: 'ma,m',
    wie: 'wa,w',
    sie: 'sa,s',
    bie: 'ba,b',
    pie: 'pa,p',
    le: 'la,l',
  }),
  // Czech and Slovak: instrumental -ou/-em, genitive -u/-y, adjectives -ého/-ým.
  // Genitive -a of neuter and animate nouns ("kousek masa" → "maso"), dative -ovi, plural -ům/-ách/-ích.
  cs: rules({
    ou: 'a',
    eho: 'y,e',
    ym: 'y',
    ech: ',a,o',
    ach: ',a,o',
    ich: ',e,i',
    ami: ',a,o',
    ovi: '',
    um: ',a,o',
    // Instrumental of neuter -e nouns too ("vejcem" → "vejce"; Croatian "vrhnjem" in a text read as Czech).
    em: ',o,e',
    // Slovak instrumental ("syrom", "mliekom", "vajcom").
    om: ',o,e',
    u: ',a,o',
    y: ',a',
    e: ',a,o',
    i: 'e,a,',
    a: ',o',
  }),
  // German and Dutch: plural and case endings, Dutch diminutives.
  // A noun made of an adjective takes the adjective's endings ("einen Federweißen" → "Federweißer").
  de: rules({ ern: '', er: '', en: ',e,er', n: '', es: '', s: '', e: '' }),
  nl: rules({ tjes: '', jes: '', tje: '', je: '', en: ',e', s: '' }),
  // Danish, Norwegian, Swedish: definite and plural endings ("fløden", "smøret", "grädden", "gurkorna").
  nordic: rules({
    erne: '',
    ene: ',e',
    arna: ',a',
    orna: ',a',
    erna: ',e',
    na: '',
    ne: '',
    en: ',e',
    et: ',e',
    n: '',
    t: '',
    a: ',e',
    ar: ',e,a',
    or: ',a',
    er: ',e',
  }),
  // Hungarian: accusative, plural, common cases (the assimilated -val/-vel is handled below).
  hu: rules({
    ot: '',
    et: '',
    at: '',
    ok: '',
    ek: '',
    ak: '',
    ban: '',
    ben: '',
    bol: '',
    rol: '',
    nak: '',
    nek: '',
    ra: '',
    re: '',
    hoz: '',
    hez: '',
    // "with" after a vowel ("szalámival"), "from", "into", "on", "at", "until", "as" of names ending in any letter.
    val: '',
    vel: '',
    tol: '',
    ba: '',
    be: '',
    on: '',
    en: '',
    nal: '',
    nel: '',
    ig: '',
    kent: '',
    t: '',
  }),
  // Russian and Ukrainian case endings (a list line writes the genitive: "500 мл молока", "сливочного масла"), and the
  // Bulgarian definite article ("млякото", "маслото", "захарта", "лукът"). Keys are folded: "й" is "и", "ё" is "е".
  cyrillic: rules({
    // adjectives: сливочного, пшеничной, грецких, растительным
    ого: 'ое,ыи,ии',
    его: 'ее,ии',
    ои: 'ая,ыи,ое,а,я',
    ых: 'ыи,ые',
    их: 'ии,ие,и',
    ую: 'ая',
    // instrumental of masculine and neuter alike ("сливочным маслом" of "сливочное масло"), Ukrainian "-им" ("вершковим")
    ым: 'ыи,ое',
    им: 'ии,ее,ое,е',
    ому: 'ое,ыи',
    ему: 'ее,ии',
    ими: 'ии,и',
    ыми: 'ыи',
    // nouns: instrumental, plural cases, genitive plural (креветок, орехов, яиц aside)
    ами: ',а,я,о',
    ями: 'я,ь',
    ах: ',а,о',
    ях: 'я,ь',
    ов: ',а',
    ев: 'и,ь',
    ок: 'ка,ки',
    ом: ',о',
    // an adjective's prepositional, by the adjective's own suffix ("в сливочном масле", "в оливковом масле"): a bare
    // "-ом" is a noun's instrumental ("сыром" is no "сырое", raw)
    ном: 'ное,ныи',
    вом: 'вое,выи',
    ском: 'ское,скии',
    ем: 'ь,и,е',
    ою: 'а',
    ею: 'я,ь',
    а: ',о',
    я: 'ь,и,е',
    у: ',о,а',
    ю: 'ь,и,я',
    ы: 'а,',
    и: 'а,я,ь',
    е: 'а,я,о',
    // Bulgarian definite endings
    то: '',
    та: '',
    те: '',
    ът: '',
    ят: '',
  }),
  // Croatian, Serbian, Bosnian: adjectives' genitive -og/-ega and dative -om, nouns' genitive -e of -a names
  // ("svinjskog vrata", "dimljene slanine", "s maslinovim uljem").
  sh: rules({
    og: 'i,o',
    ega: 'i,e',
    oj: 'a',
    ih: 'i',
    ima: 'i,a,',
    om: ',o',
    em: ',e',
  }),
  // Lithuanian: genitive -os/-ės/-o/-io/-aus, genitive plural -ų ("kiaulienos", "šoninės", "sviesto", "sūrio", "miltų").
  // A folded key has lost a last s after plain letters ("kiaulieno"), keeps it after ė, ū ("sonines", "rukytos").
  lt: rules({
    os: 'a,as',
    es: 'e,is',
    io: 'i,is',
    aus: 'u,us',
    iu: 'iai,ia,is',
    u: 'ai,a,e,as,us',
    o: 'a,as',
  }),
  // Italian, Spanish, Portuguese, French plurals and gender.
  // Italian -cia/-gia nouns lose their i in the plural ("salsicce", "arance", "piogge").
  romance: rules({ i: 'o,e,a', e: 'a,o', es: '', s: '', cce: 'ccia', gge: 'ggia' }),
};

/** Turkish suffixes, peeled one after another ("kabuklarından" → "kabuk"+"lar"+"ı"+"ndan"). */
const TURKISH_SUFFIXES = [
  'larindan',
  'lerinden',
  'larini',
  'lerini',
  'larin',
  'lerin',
  'lari',
  'leri',
  'lar',
  'ler',
  'ndan',
  'nden',
  'dan',
  'den',
  'tan',
  'ten',
  'nda',
  'nde',
  'yla',
  'yle',
  'nin',
  'nun',
  'ni',
  'nu',
  'yi',
  'yu',
  'ya',
  'ye',
  'da',
  'de',
  'ta',
  'te',
  'la',
  'le',
  'si',
  'su',
  'i',
  'u',
  'a',
  'e',
];

/** Suffixes no other language's words end in so often: a word carrying one is read as Turkish. */
const TURKISH_MARKERS: readonly string[] = ['lar', 'ler', 'dan', 'den', 'nda', 'nde', 'yla', 'yle'];

/** Letters only Turkish writes (accent-folded words lose them: the word as written is asked). */
const TURKISH_LETTERS: readonly string[] = ['ı', 'ğ', 'ş'];

/**
 * Endings after which a Polish or Czech noun drops the e of its last syllable ("twarożkiem" → "twarożek",
 * "boczku" → "boczek", "cukru" → "cukier"): the e comes back between the stem's last two consonants.
 */
const FLEETING_E_ENDINGS: readonly string[] = ['owi', 'iem', 'ami', 'ach', 'ow', 'em', 'om', 'u', 'a', 'i', 'y'];
const FLEETING_E: readonly string[] = ['e', 'ie'];
const VOWELS = 'aeiouy';

/** The shortest stem an ending may leave: shorter stems meet other words too often. */
export const MIN_STEM = 4;

const byLength = (rules: readonly EndingRule[]) => [...rules].sort((a, b) => b.ending.length - a.ending.length);
const ALL_RULES: readonly EndingRule[] = byLength(Object.values(ENDINGS).flat());
const RULES_OF: Readonly<Record<string, readonly EndingRule[]>> = Object.fromEntries(
  Object.entries(ENDINGS).map(([group, rules]) => [group, byLength(rules)]),
);

/**
 * The assimilated Hungarian instrumental: "tejföllel" → "tejföl", "sajttal" → "sajt"; a two-letter consonant doubles
 * its first letter ("kolbásszal" → "kolbász", "rizzsel" → "rizs", "kaláccsal" → "kalács").
 */
const HUNGARIAN_WITH = /^(.*([^aeiou]))\2([zsy]?)[ae]l$/;

/** A last letter only a case ending carries (Polish "kapustę", Czech "hořčicí"): its vowel may stand for another. */
const MARKED_LETTERS = 'ęąěíýůó';

/** The word as written ends in a letter only a case ending carries: it is an inflected form, not a dictionary form. */
export function endsInCaseLetter(raw: string): boolean {
  return raw !== '' && MARKED_LETTERS.includes(raw.slice(-1).toLowerCase());
}

export interface FormOptions {
  /** The word as written (before accent folding): Turkish letters tell a Turkish word. */
  raw?: string;
  /** Only endings dropped or case endings of two letters or more: for words that may name any food of the knowledge. */
  strict?: boolean;
  /** The group of the text's language (languageGuess.ts): only its endings are cut. */
  language?: string;
  /** The word is plainly of a case language: a two-letter stem may take a softened ending back ("mące" → "mąka"). */
  shortStems?: boolean;
  /** The shortest dictionary form asked for (MIN_STEM unless said): a short name of the text's language (shortNames.ts) is shorter. */
  minStem?: number;
}

/**
 * The candidate dictionary forms of one normalised word, the word itself first: each ending of the tables cut and
 * replaced, Turkish suffixes peeled up to three deep, a Hungarian assimilated "with" undone. Most are not words;
 * the caller keeps those the knowledge holds.
 */
export function formsOf(word: string, options: FormOptions = {}): string[] {
  const out = new Set<string>([word]);
  const least = options.minStem ?? MIN_STEM;
  if ((word.length <= least && !options.shortStems) || word.includes(' ')) return [...out];
  const rules = options.language ? (RULES_OF[options.language] ?? []) : ALL_RULES;
  for (const rule of rules) {
    if (!word.endsWith(rule.ending)) continue;
    const stem = word.slice(0, -rule.ending.length);
    // A short stem is trusted only for a softened ending swapped back, in a word plainly of its language ("mące" → "mąka").
    const softened = options.shortStems === true && rule.ending.length >= 2 && stem.length >= 2 && !rule.base.includes('');
    if (stem.length < least - 1 && !softened) continue;
    for (const base of rule.base) {
      // A one-letter ending swapped for another letter turns plain words into foods ("Seite" → "seito").
      if (options.strict && base !== '' && rule.ending.length < 2 && !endsInCaseLetter(options.raw ?? '')) continue;
      if (stem.length + base.length >= least) out.add(stem + base);
    }
  }
  // Turkish suffixes are peeled where the word is plainly Turkish (its letters, or a suffix no other language uses).
  const raw = options.raw ?? '';
  const turkish =
    options.language === 'tr' ||
    (options.language === undefined &&
      (TURKISH_LETTERS.some((letter) => raw.includes(letter)) || TURKISH_MARKERS.some((marker) => word.includes(marker))));
  let layer = turkish ? [word] : [];
  for (let depth = 0; depth < 3 && layer.length > 0; depth++) {
    const next: string[] = [];
    for (const w of layer)
      for (const suffix of TURKISH_SUFFIXES) {
        if (!w.endsWith(suffix)) continue;
        const stem = w.slice(0, -suffix.length);
        if (stem.length < least || out.has(stem)) continue;
        out.add(stem);
        next.push(stem);
      }
    layer = next;
  }
  if (options.language === undefined || options.language === 'pl' || options.language === 'cs')
    for (const form of fleetingE(word, least)) out.add(form);
  const hu = options.language === undefined || options.language === 'hu' ? HUNGARIAN_WITH.exec(word) : null;
  const huStem = hu?.[1] ? hu[1] + (hu[3] ?? '') : '';
  // A stem ending in a two-letter consonant in the keys' normal form too ("rizs" is keyed "riz": a last s reads as a
  // plural); a plain one stays as written ("borssal" is "bors", pepper, never "bor", wine).
  if (huStem.length >= least) for (const stem of new Set([huStem, hu?.[3] ? normaliseKey(huStem) : huStem])) out.add(stem);
  return [...out];
}

/**
 * Finnish case endings (accent-folded: "ä" is "a"), as data: the singular cases a stem takes, the plural stems before
 * them, and what the dictionary form ends in. Read only as Finnish (finnishForms): their endings ("-lla", "-ta", "-na")
 * are the last letters of many words of other languages.
 */
const FINNISH_CASES: readonly string[] = ['ssa', 'sta', 'lla', 'lta', 'lle', 'ksi', 'na', 'n', 'hin', 'seen', 'tta', 'ta', 'a', 't'];
/** A plural stem's letters before a case ending, and what the dictionary form ends in instead ("munissa" → "muna"). */
const FINNISH_PLURAL_STEMS: Readonly<Record<string, string>> = { oi: 'a,o', ei: 'i,e', i: 'a,i,e,', j: '' };
/** An e-stem of an i-word ("lohessa", "liemen" → "lohi", "liemi") and an m-word's partitive ("lientä" → "liemi"). */
const FINNISH_STEM_ENDINGS: Readonly<Record<string, string>> = { e: 'i', n: 'mi' };
/** Consonant gradation: a weak grade in an inflected stem and the strong grade of the dictionary form ("maidon" → "maito"). */
const FINNISH_GRADES: readonly [string, string][] = [
  ['k', 'kk'],
  ['p', 'pp'],
  ['t', 'tt'],
  ['d', 't'],
  ['v', 'p'],
  ['nn', 'nt'],
  ['ll', 'lt'],
  ['rr', 'rt'],
  ['ng', 'nk'],
];
const FINNISH_RULES: readonly EndingRule[] = byLength([
  // The partitive of an i-word with a consonant stem ("lohta" → "lohi").
  { ending: 'ta', base: ['i'] },
  ...FINNISH_CASES.flatMap((ending) => [
    { ending, base: [''] },
    // An illative lengthens the stem's last vowel ("kermaan" → "kerma").
    ...[...'aeiouy'].map((v) => ({ ending: `${v}${v}n`, base: [v] })),
    ...Object.entries(FINNISH_PLURAL_STEMS).map(([stem, base]) => ({ ending: stem + ending, base: base.split(',') })),
    ...Object.entries(FINNISH_STEM_ENDINGS).map(([stem, base]) => ({ ending: stem + ending, base: [base] })),
  ]),
]);

/** The stem with its last consonant or pair of consonants before the last vowel in the strong grade. */
function strongGrades(form: string): string[] {
  const out: string[] = [];
  let end = form.length;
  while (end > 0 && VOWELS.includes(form[end - 1] ?? '')) end--;
  let start = end;
  while (start > 0 && !VOWELS.includes(form[start - 1] ?? '')) start--;
  const consonants = form.slice(start, end);
  if (end === form.length || start === 0 || consonants.length < 1 || consonants.length > 2) return out;
  const before = form.slice(0, start);
  const vowels = form.slice(end);
  for (const [weak, strong] of FINNISH_GRADES) if (consonants === weak) out.push(before + strong + vowels);
  // A last consonant of a pair in the weak grade ("kinkun" → "kinkku").
  for (const [weak, strong] of FINNISH_GRADES)
    if (weak.length === 1 && consonants.length === 2 && consonants.endsWith(weak) && consonants[0] !== weak)
      out.push(before + (consonants[0] ?? '') + strong + vowels);
  return out;
}

/**
 * The candidate dictionary forms of a Finnish word (normalised), without the word itself: each case ending cut, a
 * plural or e-stem restored, the strong grade of its consonants given back. Most are not words; the caller keeps
 * those the knowledge holds as Finnish names, with the length of the ending cut.
 */
export function finnishForms(word: string): { form: string; cut: number }[] {
  const out = new Map<string, number>();
  for (const rule of FINNISH_RULES) {
    if (!word.endsWith(rule.ending) || word.length - rule.ending.length < 2) continue;
    const stem = word.slice(0, -rule.ending.length);
    for (const base of rule.base) {
      const form = stem + base;
      if (form.length < 3 || form === word) continue;
      for (const each of [form, ...strongGrades(form)]) if (!out.has(each)) out.set(each, rule.ending.length);
    }
  }
  return [...out].map(([form, cut]) => ({ form, cut }));
}

/** Two words name the same thing when one's dictionary forms meet the other's ("herbatników" and "Herbatniki"). */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < MIN_STEM || b.length < MIN_STEM) return false;
  const forms = defaultForms(a);
  for (const form of defaultForms(b)) if (form.length >= MIN_STEM && forms.has(form)) return true;
  return false;
}

/** A word's dictionary forms under the default options, kept (bounded): the output check compares the same words often. */
const DEFAULT_FORMS = new Map<string, ReadonlySet<string>>();
function defaultForms(word: string): ReadonlySet<string> {
  let forms = DEFAULT_FORMS.get(word);
  if (forms === undefined) {
    if (DEFAULT_FORMS.size >= 20_000) DEFAULT_FORMS.clear();
    forms = new Set(formsOf(word));
    DEFAULT_FORMS.set(word, forms);
  }
  return forms;
}

/** The dictionary forms with a fleeting e restored ("twarozkiem" → "twarozek"), for each case ending the word ends in. */
function fleetingE(word: string, least = MIN_STEM): string[] {
  const out: string[] = [];
  for (const tail of FLEETING_E_ENDINGS) {
    if (!word.endsWith(tail)) continue;
    const stem = word.slice(0, -tail.length);
    const last = stem.slice(-1);
    const before = stem.slice(-2, -1);
    if (stem.length < least - 1 || last === '' || before === '' || VOWELS.includes(last) || VOWELS.includes(before)) continue;
    for (const e of FLEETING_E) out.push(`${stem.slice(0, -1)}${e}${last}`);
  }
  return out;
}
