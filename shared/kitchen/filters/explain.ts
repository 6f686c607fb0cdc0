import type { ComplianceViolation } from '../../schemas/structuredRecipe';
import { explainLimit } from './limitFixes';
import type { AnalysedLine } from './lineTags';
import type { FilterRule } from './types';

/** "A", "A and B", "A, B and C". */
export function listText(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Sentences for what is still wrong after adapting: amount rules with their main source, and cooking steps (Raw-Food). */
export function remainingProblems(
  violations: readonly ComplianceViolation[],
  rules: readonly FilterRule[],
  lines: readonly AnalysedLine[],
  servings: number,
): string[] {
  const out: string[] = [];
  for (const v of violations) {
    if (v.ingredient.startsWith('per serving')) {
      const limit = rules.flatMap((r) => r.limits ?? []).find((l) => l.rule === v.rule);
      const why = limit ? `; ${explainLimit(limit, lines, servings)}` : '';
      const what = limit ? ': use less of it or leave it out, or choose another filter' : '';
      out.push(`${v.filter} needs ${v.rule}, this recipe has ${v.ingredient.replace('per serving: ', '')}${why}${what}`);
    } else if (v.ingredient.startsWith('Step ')) {
      const colon = v.ingredient.indexOf(':');
      out.push(`${v.filter} allows ${v.rule}, but ${v.ingredient.slice(0, colon)} does: "${v.ingredient.slice(colon + 2)}"`);
    }
  }
  return out;
}
