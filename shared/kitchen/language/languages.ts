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
