import type { ComplianceViolation } from '../../schemas/structuredRecipe';
import { lineViolations, resolveFilters, unverifiedLines } from '../compliance';
import { analyseLine } from '../filters/lineTags';

/** How a violation names a line the reader could not place, so the card can tell it from a list line. */
export const NOT_UNDERSTOOD_LINE = 'Not understood';

/**
 * The closed world for lines the reader could not place (shown on the card as "Not understood"): they were not
 * converted, so each is read by the same knowledge as a list line. One that names a forbidden food is reported;
 * one the knowledge cannot read at all is "not verified". Either keeps the recipe from being called compliant.
 */
export function checkNotUnderstood(lines: readonly string[], filters: readonly string[], avoid: readonly string[]): ComplianceViolation[] {
  const texts = lines.filter((text) => text.trim() !== '');
  if (texts.length === 0) return [];
  const { rules } = resolveFilters(filters);
  const named = (text: string) => `${NOT_UNDERSTOOD_LINE}: ${text}`.slice(0, 500);
  const out: ComplianceViolation[] = [];
  for (const text of texts) {
    for (const v of lineViolations(analyseLine(text), rules, avoid, new Set())) out.push({ ...v, ingredient: named(text) });
  }
  for (const v of unverifiedLines(texts, filters, avoid)) out.push({ ...v, ingredient: named(v.ingredient) });
  return out;
}
