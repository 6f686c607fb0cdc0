import type { ComplianceViolation } from '../../schemas/structuredRecipe';
import type { AnalysedLine } from './lineTags';
import type { FilterRule } from './types';

/** Units of a seasoning-sized amount: a spoonful, a clove, a sprig, a handful. */
const SEASONING_UNITS = new Set([
  'tsp',
  'tbsp',
  'pinch',
  'dash',
  'clove',
  'sprig',
  'leaf',
  'handful',
  'bunch',
  'stalk',
  'splash',
  'drizzle',
]);

/**
 * A line that may simply be left out: a seasoning-sized amount (or no amount) that breaks only filters
 * allowing that (Carnivore leaves out garlic and herbs rather than failing the whole dish).
 */
export function isOmittableSeasoning(
  line: AnalysedLine,
  violations: readonly ComplianceViolation[],
  rules: readonly FilterRule[],
): boolean {
  const small = line.parsed.quantity === null || SEASONING_UNITS.has(line.parsed.unit ?? '');
  if (!small || violations.length === 0) return false;
  return violations.every((v) => rules.find((r) => r.name === v.filter)?.omitSeasonings === true);
}
