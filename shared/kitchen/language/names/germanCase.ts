/**
 * German agreement as data: the definite and indefinite articles and the adjective endings per case and gender, the
 * prepositions' cases, the contractions of preposition and article, and the genders of the head nouns the engine's
 * substitutes end in (a compound takes its last part's: "Hafermilch" is a "Milch").
 */

export type GermanCase = 'nom' | 'acc' | 'dat' | 'gen';
export type GermanGender = 'm' | 'f' | 'n' | 'pl';

type ByGender = Readonly<Record<GermanGender, string>>;

export const DEFINITE: Readonly<Record<GermanCase, ByGender>> = {
  nom: { m: 'der', f: 'die', n: 'das', pl: 'die' },
  acc: { m: 'den', f: 'die', n: 'das', pl: 'die' },
  dat: { m: 'dem', f: 'der', n: 'dem', pl: 'den' },
  gen: { m: 'des', f: 'der', n: 'des', pl: 'der' },
};

/** "ein", "eine": no plural form (the plural takes no article). */
export const INDEFINITE: Readonly<Record<GermanCase, Omit<ByGender, 'pl'>>> = {
  nom: { m: 'ein', f: 'eine', n: 'ein' },
  acc: { m: 'einen', f: 'eine', n: 'ein' },
  dat: { m: 'einem', f: 'einer', n: 'einem' },
  gen: { m: 'eines', f: 'einer', n: 'eines' },
};

/** Adjective endings after a definite article (weak), after an indefinite one (mixed), and with none (strong). */
export const WEAK_ENDINGS: Readonly<Record<GermanCase, ByGender>> = {
  nom: { m: 'e', f: 'e', n: 'e', pl: 'en' },
  acc: { m: 'en', f: 'e', n: 'e', pl: 'en' },
  dat: { m: 'en', f: 'en', n: 'en', pl: 'en' },
  gen: { m: 'en', f: 'en', n: 'en', pl: 'en' },
};
export const MIXED_ENDINGS: Readonly<Record<GermanCase, ByGender>> = {
  nom: { m: 'er', f: 'e', n: 'es', pl: 'e' },
  acc: { m: 'en', f: 'e', n: 'es', pl: 'e' },
  dat: { m: 'en', f: 'en', n: 'en', pl: 'en' },
  gen: { m: 'en', f: 'en', n: 'en', pl: 'er' },
};
export const STRONG_ENDINGS: Readonly<Record<GermanCase, ByGender>> = {
  nom: { m: 'er', f: 'e', n: 'es', pl: 'e' },
  acc: { m: 'en', f: 'e', n: 'es', pl: 'e' },
  dat: { m: 'em', f: 'er', n: 'em', pl: 'en' },
  gen: { m: 'en', f: 'er', n: 'en', pl: 'er' },
};

/** The endings an adjective may carry, longest first. */
export const ADJECTIVE_ENDINGS: readonly string[] = ['en', 'em', 'er', 'es', 'e'];

/** Prepositions and the case they ask; a two-way preposition ("in", "auf") takes the case its article says. */
export const PREPOSITION_CASES: Readonly<Record<string, GermanCase>> = {
  mit: 'dat',
  von: 'dat',
  aus: 'dat',
  zu: 'dat',
  nach: 'dat',
  bei: 'dat',
  seit: 'dat',
  für: 'acc',
  durch: 'acc',
  ohne: 'acc',
  um: 'acc',
  gegen: 'acc',
};
export const TWO_WAY_PREPOSITIONS: ReadonlySet<string> = new Set([
  'in',
  'an',
  'auf',
  'über',
  'unter',
  'vor',
  'hinter',
  'neben',
  'zwischen',
]);

/** Preposition and article in one word: its preposition and case, and the forms per gender. */
export const CONTRACTIONS: Readonly<Record<string, { case: GermanCase; forms: ByGender }>> = {
  zum: { case: 'dat', forms: { m: 'zum', f: 'zur', n: 'zum', pl: 'zu den' } },
  zur: { case: 'dat', forms: { m: 'zum', f: 'zur', n: 'zum', pl: 'zu den' } },
  im: { case: 'dat', forms: { m: 'im', f: 'in der', n: 'im', pl: 'in den' } },
  vom: { case: 'dat', forms: { m: 'vom', f: 'von der', n: 'vom', pl: 'von den' } },
  beim: { case: 'dat', forms: { m: 'beim', f: 'bei der', n: 'beim', pl: 'bei den' } },
  am: { case: 'dat', forms: { m: 'am', f: 'an der', n: 'am', pl: 'an den' } },
  ins: { case: 'acc', forms: { m: 'in den', f: 'in die', n: 'ins', pl: 'in die' } },
};

/** The genders of the head nouns substitutes end in (lowercase); a compound is read by its longest known last part. */
export const NOUN_GENDERS: Readonly<Record<string, GermanGender>> = {
  milch: 'f',
  sahne: 'f',
  butter: 'f',
  margarine: 'f',
  creme: 'f',
  crème: 'f',
  schlagcreme: 'f',
  brühe: 'f',
  soße: 'f',
  sauce: 'f',
  paste: 'f',
  stärke: 'f',
  schokolade: 'f',
  kuvertüre: 'f',
  wurst: 'f',
  hefe: 'f',
  joghurt: 'm',
  jogurt: 'm',
  drink: 'm',
  tofu: 'm',
  käse: 'm',
  quark: 'm',
  schmand: 'm',
  seitan: 'm',
  tempeh: 'm',
  zucker: 'm',
  sirup: 'm',
  honig: 'm',
  essig: 'm',
  saft: 'm',
  wein: 'm',
  speck: 'm',
  teig: 'm',
  würfel: 'm',
  mascarpone: 'm',
  bacon: 'm',
  schinken: 'm',
  mehl: 'n',
  öl: 'n',
  fett: 'n',
  ei: 'n',
  hack: 'n',
  hackfleisch: 'n',
  mus: 'n',
  pulver: 'n',
  wasser: 'n',
  gemüse: 'n',
  brot: 'n',
  eis: 'n',
  paniermehl: 'n',
  eier: 'pl',
  nudeln: 'pl',
  flocken: 'pl',
  linsen: 'pl',
  bohnen: 'pl',
  kichererbsen: 'pl',
  pilze: 'pl',
  mandeln: 'pl',
  kerne: 'pl',
  nüsse: 'pl',
  brösel: 'pl',
  streusel: 'pl',
  // Endings that give a noun its gender whatever it names.
  ung: 'f',
  heit: 'f',
  keit: 'f',
  schaft: 'f',
  tion: 'f',
  chen: 'n',
  lein: 'n',
};
