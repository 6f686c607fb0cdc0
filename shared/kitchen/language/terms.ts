import type { LocalLanguage, LocalNames } from './languages';
import { ALTERNATIVE_NAMES } from './names/alternatives';
import { BAKING_NAMES } from './names/baking';
import { DAIRY_AND_EGG_NAMES } from './names/dairyAndEggs';
import { PANTRY_NAMES } from './names/pantry';
import { JOINING_PHRASES, type LocalUnit, UNIT_NAMES } from './names/phrases';
import { PRODUCT_NAMES } from './names/products';
import { PROTEIN_NAMES } from './names/proteins';
import { type LocalQualifier, QUALIFIER_NAMES } from './names/qualifiers';
import { TAXONOMY_NAMES } from './names/taxonomyNames';

/** Every substitute the engine writes by name, with its names per language. */
export const SUBSTITUTE_NAMES: Readonly<Record<string, LocalNames>> = {
  ...PRODUCT_NAMES,
  ...DAIRY_AND_EGG_NAMES,
  ...PROTEIN_NAMES,
  ...BAKING_NAMES,
  ...PANTRY_NAMES,
};

/** An English phrase the engine writes and what a recipe in one language says instead. */
export interface Term {
  english: string;
  local: string;
  /** A second local name, said where the first reads otherwise (names/alternatives.ts). */
  instead?: string;
}

export interface LanguageTerms {
  /** Names and joining phrases, longest English first (so "unsweetened soy milk" is read before "soy milk"). */
  names: Term[];
  qualifiers: { english: string; local: LocalQualifier }[];
  units: { english: string; local: LocalUnit }[];
}

const byLength = <T extends { english: string }>(list: T[]) => list.sort((x, y) => y.english.length - x.english.length);

/** The English plural the engine may write of a name in a step ("flax eggs", "vegan sausages"). */
function pluralOf(name: string): string {
  return name.endsWith('s') || name.includes(',') || name.includes('(') ? name : `${name}s`;
}

const built = new Map<LocalLanguage, LanguageTerms>();

export function termsOf(language: LocalLanguage): LanguageTerms {
  const known = built.get(language);
  if (known) return known;
  const names = new Map<string, string>();
  for (const table of [SUBSTITUTE_NAMES, JOINING_PHRASES]) {
    for (const [english, local] of Object.entries(table)) {
      const said = local[language];
      if (!said) continue;
      names.set(english, said);
    }
  }
  // A name the hand-kept tables leave out in this language, as the Open Food Facts taxonomy names the food.
  for (const [english, local] of Object.entries(TAXONOMY_NAMES)) {
    const said = local[language];
    if (said && !names.has(english)) names.set(english, said);
  }
  // A plural the table does not name itself reads as the name.
  for (const [english, said] of [...names]) if (!names.has(pluralOf(english))) names.set(pluralOf(english), said);
  const qualifiers = Object.entries(QUALIFIER_NAMES).flatMap(([english, local]) => {
    const said = local[language];
    return said ? [{ english, local: said }] : [];
  });
  const units = Object.entries(UNIT_NAMES).flatMap(([english, local]) => {
    const said = local[language];
    return said
      ? [
          { english, local: said },
          { english: `${english}s`, local: said },
        ]
      : [];
  });
  const instead = (english: string) => {
    const said = (ALTERNATIVE_NAMES[english] ?? ALTERNATIVE_NAMES[english.endsWith('s') ? english.slice(0, -1) : english])?.[language];
    return said ? { instead: said } : {};
  };
  const terms: LanguageTerms = {
    names: byLength([...names].map(([english, local]) => ({ english, local, ...instead(english) }))),
    qualifiers: byLength(qualifiers),
    units: byLength(units),
  };
  built.set(language, terms);
  return terms;
}
