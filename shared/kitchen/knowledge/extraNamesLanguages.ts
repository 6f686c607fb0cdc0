import { EXTRA_NAMES_ALBANIAN_ICELANDIC_WELSH_SWAHILI_AMHARIC } from './extraNamesAlbanianIcelandicWelshSwahiliAmharic';
import { EXTRA_NAMES_CASE_FORMS } from './extraNamesCaseForms';
import { EXTRA_NAMES_CHINESE_JAPANESE } from './extraNamesChineseJapanese';
import { EXTRA_NAMES_EUROPEAN } from './extraNamesEuropean';
import { EXTRA_NAMES_GREEK } from './extraNamesGreek';
import { EXTRA_NAMES_HEBREW_ARABIC_PERSIAN } from './extraNamesHebrewArabicPersian';
import { EXTRA_NAMES_INDIC_THAI_PERSIAN } from './extraNamesIndicThaiPersian';
import { EXTRA_NAMES_MALAY_TAGALOG_HINDI } from './extraNamesMalayTagalogHindi';
import { EXTRA_NAMES_ROMANIAN_CROATIAN } from './extraNamesRomanianCroatian';
import { EXTRA_NAMES_RUSSIAN } from './extraNamesRussian';
import { EXTRA_NAMES_SOUTH_SLAVIC_CYRILLIC } from './extraNamesSouthSlavicCyrillic';
import { EXTRA_NAMES_TURKISH } from './extraNamesTurkish';
import { EXTRA_NAMES_UKRAINIAN } from './extraNamesUkrainian';

/**
 * The hand-kept names of whole languages the taxonomy covers thinly, one file per script or language group, in the
 * order they are added to the lexicon's index (a name an earlier food owns keeps its owner). Measured by
 * tests/unit/kitchen-core-vocabulary.test.ts.
 */
export const EXTRA_NAMES_BY_LANGUAGE: readonly Readonly<Record<string, readonly string[]>>[] = [
  EXTRA_NAMES_GREEK,
  EXTRA_NAMES_TURKISH,
  EXTRA_NAMES_RUSSIAN,
  EXTRA_NAMES_UKRAINIAN,
  EXTRA_NAMES_SOUTH_SLAVIC_CYRILLIC,
  EXTRA_NAMES_ROMANIAN_CROATIAN,
  EXTRA_NAMES_HEBREW_ARABIC_PERSIAN,
  EXTRA_NAMES_MALAY_TAGALOG_HINDI,
  EXTRA_NAMES_EUROPEAN,
  EXTRA_NAMES_ALBANIAN_ICELANDIC_WELSH_SWAHILI_AMHARIC,
  EXTRA_NAMES_CHINESE_JAPANESE,
  EXTRA_NAMES_INDIC_THAI_PERSIAN,
  EXTRA_NAMES_CASE_FORMS,
];
