/**
 * Words of durations the shared vocabulary lacks, per language, as data read by `meta.ts`: number words written before a
 * unit of time ("חצי שעה", half an hour), the half after the hours written with a joined "and" ("שעה וחצי", an hour and
 * a half), and words that are a count of hours by themselves (Hebrew and Arabic duals: "שעתיים", "ساعتين", two hours).
 * Lowercase as written; the reader folds accents.
 */
export const MORE_DURATION_NUMBER_WORDS: Readonly<Record<string, number>> = {
  // Hebrew: chatsi (half), rava (quarter).
  חצי: 0.5,
  רבע: 0.25,
  // Arabic, Persian: nisf (half), rub' (quarter), yek (one).
  نصف: 0.5,
  ربع: 0.25,
  نیم: 0.5,
  یک: 1,
};

export const MORE_HALF_WORDS: readonly string[] = [
  // Hebrew "ve-chatsi" (and a half), Arabic "wa-nisf", Persian "o nim".
  'וחצי',
  'ونصف',
  'ونص',
  'نیم',
];

/** Words that are hours with their count: the dual of languages that have one. */
export const HOURS_WITH_COUNT: Readonly<Record<string, number>> = {
  שעתיים: 2,
  ساعتين: 2,
  ساعتان: 2,
};
