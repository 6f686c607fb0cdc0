import { describe, expect, it } from 'vitest';
import { checkNotUnderstood, NOT_UNDERSTOOD_LINE } from '../../shared/kitchen/check/checkNotUnderstood';
import { NOT_VERIFIED } from '../../shared/kitchen/compliance';
import { generateLocally } from '../../shared/kitchen/engine';
import { resolveFood } from '../../shared/kitchen/resolve/resolveFood';

/** Lines the reader could not place were not converted: the closed world reads them like list lines (issue 30/31). */
describe('lines not understood are never called safe', () => {
  it('reports a forbidden food named in an unplaced line, in several languages', () => {
    for (const [line, filter] of [
      ['and a good knob of butter melted in whenever it looks dry', 'Vegan'],
      ['dazu nach Belieben etwas Sahne unterrühren', 'Dairy-Free'],
      ['on peut ajouter quelques noix concassées au moment de servir', 'Nut-Free'],
    ] as const) {
      const found = checkNotUnderstood([line], [filter], []);
      expect(found.length, line).toBeGreaterThan(0);
      expect(found.every((v) => v.ingredient === `${NOT_UNDERSTOOD_LINE}: ${line}` && v.filter === filter)).toBe(true);
    }
  });

  it('flags an unplaced line the knowledge cannot read as not verified, per filter and for the avoid list', () => {
    const line = 'whatever is left in the jar from the weekend goes in too';
    const found = checkNotUnderstood([line], ['Vegan', 'Gluten-Free'], ['sesame']);
    expect(new Set(found.map((v) => v.filter))).toEqual(new Set(['Vegan', 'Gluten-Free', 'Avoid list']));
    expect(found.every((v) => v.rule.startsWith(NOT_VERIFIED))).toBe(true);
  });

  it('lets an unplaced line of a plainly allowed food pass, and says nothing when there are none', () => {
    expect(checkNotUnderstood(['a pinch of salt'], ['Vegan'], [])).toEqual([]);
    expect(checkNotUnderstood([], ['Vegan'], [])).toEqual([]);
  });

  it('keeps a converted recipe with an unplaced line from being called compliant', () => {
    const pasted = [
      'Lemon Loaf',
      'Serves 8',
      '',
      '| Amount | Ingredient |',
      '|---|---|',
      '| 200 g | plain flour |',
      '| 150 g | caster sugar |',
      '| 1 | lemon, zested |',
      'use whatever is left in the jar from the weekend, it all ends up in there somehow anyway',
      '',
      'Method',
      '1. Heat the oven to 180 °C and line a loaf tin.',
      '2. Mix everything and bake for 40 minutes.',
    ].join('\n');
    const result = generateLocally({ originalRecipe: pasted, mode: 'convert', filters: ['Vegan'] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.recipe.notUnderstood?.length ?? 0).toBeGreaterThan(0);
    expect(result.recipe.compliance?.compliant).toBe(false);
    expect(result.recipe.compliance?.violations.some((v) => v.ingredient.startsWith(`${NOT_UNDERSTOOD_LINE}: `))).toBe(true);
  });

  it('never reads a function word of one language as a food of another (French thé, Czech med, Swedish and)', () => {
    for (const phrase of ['the', 'and so on', 'all of it, then more', 'pour over the top', 'med lite salt']) {
      const food = resolveFood(phrase);
      expect(['tea', 'honey', 'duck'].includes(food?.name ?? ''), `${phrase} → ${food?.name}`).toBe(false);
    }
  });
});
