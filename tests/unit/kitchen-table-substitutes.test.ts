import { describe, expect, it } from 'vitest';
import { analyseLine } from '../../shared/kitchen/filters/lineTags';
import { SUBSTITUTIONS } from '../../shared/kitchen/filters/substitutions';
import { findIngredient } from '../../shared/kitchen/ingredients/lookup';
import type { DietTag } from '../../shared/kitchen/types';

/**
 * The contract between the diet rules and the table: every substitute the rules can write into a recipe is an
 * ingredient the table knows, so the adapted recipe gets real nutrition and a real compliance check.
 */
describe('substitutes named by the diet rules', () => {
  const names = [...new Set(SUBSTITUTIONS.flatMap((rule) => rule.options.map((o) => o.name)).filter((n) => typeof n === 'string'))];

  it('are all in the ingredient table', () => {
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((name) => findIngredient(name) === undefined)).toEqual([]);
  });

  it('that say free-from are not tagged with what they are free from', () => {
    // Low-sodium soy sauce is still salty (3.3 g sodium per 100 g), so "low-sodium" is not in this list.
    const freeOf: [RegExp, DietTag][] = [
      [/\bdairy-free\b/, 'dairy'],
      [/\bgluten-free\b/, 'gluten'],
      [/\bsugar-free\b/, 'added-sugar'],
      [/\bvegan\b/, 'dairy'],
      [/\bvegan\b/, 'egg'],
      [/\bvegan\b/, 'meat'],
      [/\bvegan\b/, 'fish'],
    ];
    // Read as compliance reads a line: the table entry's tags with the name's own qualifiers applied
    // ("gluten-free gnocchi" is the gnocchi entry without its gluten).
    const wrong: string[] = [];
    for (const name of names) {
      for (const [pattern, tag] of freeOf) {
        if (!pattern.test(name)) continue;
        const line = analyseLine(name);
        if (line.tags.has(tag)) wrong.push(`${name} → ${line.entry?.name ?? '?'} is ${tag}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
