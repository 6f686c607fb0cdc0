import { lineViolations, resolveFilters } from './compliance';
import { analyseLine } from './filters/lineTags';

/** Filter pairs that cannot hold together, with why. Pairs that only narrow the choice (Carnivore + Pescatarian: fish) are allowed. */
const INCOMPATIBLE: readonly (readonly [string, string, string])[] = [
  ['Carnivore', 'Vegan', 'Carnivore allows only animal foods and Vegan allows none'],
  ['Carnivore', 'Vegetarian', 'Carnivore is built on meat and fish, which Vegetarian excludes'],
  ['Carnivore', 'Plant-Based', 'Carnivore allows only animal foods and Plant-Based only plant foods'],
  ['Carnivore', 'Raw-Food', 'Carnivore allows only animal foods, while Raw-Food rules out meat (unsafe raw) and all plant-free cooking'],
  ['Carnivore', 'Alkaline', 'Carnivore allows only animal foods, which Alkaline rules out as acid-forming'],
];

export interface ConflictInput {
  filters: readonly string[];
  mustUse?: readonly string[];
  avoid?: readonly string[];
}

/** Every reason the request cannot be met, as clear sentences naming the filters or ingredients involved. */
export function findConflicts(input: ConflictInput): string[] {
  const { rules, unknown } = resolveFilters(input.filters);
  const names = new Set(rules.map((rule) => rule.name));
  const out: string[] = unknown.map((name) => `Unknown diet filter: ${name}`);
  for (const [a, b, why] of INCOMPATIBLE) {
    if (names.has(a) && names.has(b)) out.push(`${a} and ${b} cannot be combined: ${why}.`);
  }
  const avoid = input.avoid ?? [];
  for (const term of input.mustUse ?? []) {
    if (avoid.some((a) => a.trim().toLowerCase() === term.trim().toLowerCase())) {
      out.push(`"${term}" is on both the must-use and the avoid list.`);
      continue;
    }
    const line = analyseLine(term);
    const broken = lineViolations(line, rules, avoid, line.tags);
    const first = broken[0];
    if (first) out.push(`"${term}" must be used but does not fit ${first.filter}: ${first.rule}.`);
  }
  return out;
}
