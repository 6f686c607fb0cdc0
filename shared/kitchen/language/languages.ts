/**
 * The languages the kitchen tells a recipe's text apart in (ISO 639-1); English is the engine's own. A language told
 * apart but given no names (Indonesian) keeps the English names: it is here so that it is not taken for another.
 */
export const RECIPE_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'sv', 'da', 'nb', 'hu', 'cs', 'tr', 'id'] as const;
export type RecipeLanguage = (typeof RECIPE_LANGUAGES)[number];

/** The languages a substitute's name is given in (all but English). */
export type LocalLanguage = Exclude<RecipeLanguage, 'en'>;

/** A name in the languages that have a usual word for it; a language left out keeps the English name. */
export type LocalNames = Partial<Record<LocalLanguage, string>>;

/**
 * The letters beyond a–z each language writes (lowercase). A text whose accented letters are mostly outside its best
 * scoring language's is in another language the kitchen does not write in (Romanian "ă ș ț" is not French): no
 * language's names are put into it.
 */
export const LANGUAGE_LETTERS: Readonly<Record<RecipeLanguage, string>> = {
  en: '',
  de: 'äöüß',
  fr: 'àâæçéèêëîïôœùûüÿ',
  es: 'áéíñóúü',
  it: 'àèéìíîòóùú',
  pt: 'áâãàçéêíóôõú',
  nl: 'äëïöüéèáóíú',
  pl: 'ąćęłńóśźż',
  sv: 'åäöé',
  da: 'æøåé',
  nb: 'æøåéôò',
  hu: 'áéíóöőúüű',
  cs: 'áčďéěíňóřšťúůýž',
  tr: 'çğıöşüâî',
  id: '',
};
