import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen';

/**
 * Blind probe (lead, written before running the engine): a metric kitchen weighs sugar and flour and pours oil and
 * milk, whatever language the recipe is written in. The unit conversion must know the food of a line the way the
 * rest of the engine does (the multilingual knowledge), not only by its English table name.
 */
function metricLines(recipe: string): string[] {
  const result = generateLocally({
    originalRecipe: recipe,
    mode: 'convert',
    filters: ['Vegan'],
    userSettings: { preferredUnits: 'metric' },
  } as never);
  if (!result.ok) throw new Error(result.error);
  return result.recipe.ingredients;
}

const line = (lines: string[], word: string) => lines.find((l) => l.toLowerCase().includes(word)) ?? '';

describe('metric conversion reads the food in any language', () => {
  it('Portuguese cups: sugar weighed, oil poured', () => {
    const lines = metricLines(
      'Bolo simples\nIngredientes\n- 2 xícaras de açúcar\n- 1 xícara de óleo\n- 1 xícara de água\nModo de preparo\nMisture tudo e asse.',
    );
    expect(line(lines, 'açúcar')).toMatch(/^\d+ g /);
    expect(line(lines, 'óleo')).toMatch(/^\d+ ml /);
  });
  it('Spanish tazas: sugar and flour weighed', () => {
    const lines = metricLines(
      'Bizcocho\nIngredientes\n- 1 taza de azúcar moreno\n- 2 tazas de harina de trigo\n- 1/2 taza de aceite de girasol\nPreparación\nMezcla y hornea.',
    );
    expect(line(lines, 'azúcar')).toMatch(/^\d+ g /);
    expect(line(lines, 'harina')).toMatch(/^\d+ g /);
    expect(line(lines, 'aceite')).toMatch(/^\d+ ml /);
  });
  it('Italian and Dutch cups: flour weighed', () => {
    const it1 = metricLines('Torta\nIngredienti\n- 2 cups farina 00\n- 1 cup zucchero\nPreparazione\nMescolare e cuocere.');
    expect(line(it1, 'farina')).toMatch(/^\d+ g /);
    expect(line(it1, 'zucchero')).toMatch(/^\d+ g /);
    const nl = metricLines('Cake\nIngrediënten\n- 2 cups bloem\n- 1 cup suiker\nBereiding\nMeng en bak.');
    expect(line(nl, 'bloem')).toMatch(/^\d+ g /);
    expect(line(nl, 'suiker')).toMatch(/^\d+ g /);
  });
});
