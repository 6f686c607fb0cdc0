/**
 * Scripts only a few languages write (Arabic, Hebrew, the Indic scripts, Ethiopic, Georgian, Armenian): a word in one
 * of them meets no word of the Latin-script languages, so a short food name there ("घी", ghee; "لبن", milk) names the
 * food as a long one does elsewhere. Their languages also write small words onto a noun ("بالصنوبر", "with the pine
 * nuts"; "በቅቤ", "with butter"): those are data here, peeled off only when what is left is a known food.
 */
const FEW_LANGUAGE_SCRIPTS: readonly (readonly [number, number])[] = [
  [0x0530, 0x05ff], // Armenian, Hebrew
  [0x0600, 0x06ff], // Arabic, Persian, Urdu
  [0x0750, 0x077f],
  [0x0900, 0x0dff], // Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam, Sinhala
  [0x10a0, 0x10ff], // Georgian
  [0x1200, 0x139f], // Ethiopic
  [0xfb50, 0xfeff],
];

/** Letters of a short food name in those scripts (one letter is a particle or a mark). */
export const FEW_SCRIPT_NAME_LETTERS = 2;

/** Whether a normalised word is written in one of those scripts. */
export function inFewLanguageScript(key: string): boolean {
  const code = key.codePointAt(0) ?? 0;
  return FEW_LANGUAGE_SCRIPTS.some(([from, to]) => code >= from && code <= to);
}

/** Words written onto the front of a noun, by script, longest first: Arabic "and/with/for/as" with and without "the"; Amharic "with/from/for/of/to/like". */
const PROCLITICS: readonly (readonly [readonly [number, number], readonly string[]])[] = [
  [
    [0x0600, 0x06ff],
    ['وبال', 'فبال', 'وال', 'فال', 'بال', 'كال', 'لل', 'ال', 'و', 'ب', 'ف', 'ل', 'ك'],
  ],
  [
    [0x1200, 0x139f],
    ['እንደ', 'ወደ', 'በ', 'ከ', 'ለ', 'የ'],
  ],
];

/** Words written onto the end of a noun: Amharic "and", the object mark, "also", the article. */
const ENCLITICS: readonly (readonly [readonly [number, number], readonly string[]])[] = [
  [
    [0x1200, 0x139f],
    ['ውን', 'ና', 'ን', 'ም', 'ው'],
  ],
];

const ofScript = (key: string, table: typeof PROCLITICS) => {
  const code = key.codePointAt(0) ?? 0;
  return table.find(([[from, to]]) => code >= from && code <= to)?.[1] ?? [];
};

/** The noun a word may carry with its small words peeled off, longest peel first: each a candidate for the caller to look up. */
export function withoutClitics(key: string): string[] {
  const fronts = ['', ...ofScript(key, PROCLITICS)];
  const ends = ['', ...ofScript(key, ENCLITICS)];
  if (fronts.length === 1 && ends.length === 1) return [];
  const out: string[] = [];
  for (const front of fronts)
    for (const end of ends) {
      if (front === '' && end === '') continue;
      if (!key.startsWith(front) || !key.endsWith(end)) continue;
      const noun = key.slice(front.length, key.length - end.length);
      if ([...noun].length >= FEW_SCRIPT_NAME_LETTERS) out.push(noun);
    }
  return out;
}
