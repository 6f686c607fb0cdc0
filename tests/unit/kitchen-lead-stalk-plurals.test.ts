import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen';
import { parseIngredientLine } from '../../shared/kitchen/parse/ingredientLine';

/**
 * Blind probe (lead, written before running the engine): celery counted in stalks, in the plural of Spanish,
 * Portuguese and Dutch, is celery; the stalk is its unit, never a food of its own. With celery on the avoid list it
 * is left out or replaced by a vegetable, never by a protein as if the stalk were meat.
 */
describe('stalks in Romance and Dutch plurals', () => {
  it.each([
    ['2 tallos de apio', 'apio'],
    ['2 talos de aipo', 'aipo'],
    ['2 stengels bleekselderij', 'bleekselderij'],
  ])('%s is read as a stalk unit of %s', (line, food) => {
    const parsed = parseIngredientLine(line);
    expect(parsed.unit).toBe('stalk');
    expect(parsed.ingredient).toContain(food);
  });
  it('celery on the avoid list in a Spanish salad is not swapped for a protein', () => {
    const result = generateLocally({
      originalRecipe:
        'Ensalada\nIngredientes:\n2 tallos de apio\n1 pepino\n2 cucharadas de aceite de oliva\nPreparación:\nPica el apio y el pepino.',
      mode: 'convert',
      filters: ['Vegan'],
      avoidIngredients: ['celery'],
    } as never);
    if (!result.ok) throw new Error(result.error);
    expect(result.recipe.ingredients.join('\n')).not.toMatch(/tofu|tempeh|seitan|apio/i);
  });
});
