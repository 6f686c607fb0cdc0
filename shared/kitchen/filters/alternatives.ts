import type { ParsedIngredient } from '../types';

/** "or", "and/or" and a slash between words ("milk/cream") separate foods the cook may pick between. */
const ALTERNATIVE_SPLIT = /\s+(?:and\/or|or)\s+|\s*,\s*or\s+|(?<=[a-z])\s*\/\s*(?=[a-z])/;

/**
 * Every food a line names as a choice: the ingredient words split on "or" and "/", plus notes such as
 * "(or soy sauce)" or ", or bacon fat". The user may pick any of them, so each one must be compliant.
 */
export function lineAlternatives(parsed: ParsedIngredient): string[] {
  const text = (parsed.ingredient || parsed.raw).toLowerCase();
  const out = text.split(ALTERNATIVE_SPLIT).map((part) => part.trim());
  for (const note of (parsed.notes ?? '').toLowerCase().split(/[,;()]/)) {
    const match = /^\s*(?:and\/)?or\s+(.+)$/.exec(note);
    if (match?.[1]) out.push(...match[1].split(ALTERNATIVE_SPLIT).map((part) => part.trim()));
  }
  return out.filter((part) => part !== '');
}
