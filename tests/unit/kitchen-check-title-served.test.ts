import { describe, expect, it } from 'vitest';
import { checkOutput } from '../../shared/kitchen/check/checkOutput';
import '../../shared/kitchen/knowledge/installed';

/**
 * A title names its dish before "with" and what is served with it after ("Caldo verde com chouriço", "Lecsó
 * kolbásszal", "Velouté de potimarron avec lardons"): a forbidden food after the "with" is served, never the dish's
 * own name, and is reported when the list does not hold it allowed. Written blind.
 */
const where = (recipeName: string, ingredients: string[], filters: string[]) =>
  checkOutput({ recipeName, ingredients, instructions: ['Cozer tudo 20 minutos.'], tips: [] }, { filters }).map(
    (v) => v.ingredient.split(':')[0],
  );

describe('checkOutput: the food a title serves after its "with"', () => {
  it.each([
    ['Caldo verde com chouriço', ['4 batatas', '200 g de couve', '1 cebola'], ['Vegetarian']],
    ['Linsensuppe mit Speck', ['250 g Linsen', '2 Karotten', '1 Zwiebel'], ['Halal']],
    ['Velouté de potimarron avec lardons', ['1 potimarron', '1 oignon'], ['Vegetarian']],
    ['Crema de calabacín con jamón', ['3 calabacines', '1 cebola'], ['Halal']],
  ])('"%s" is reported', (title, ingredients, filters) => {
    expect(where(title, ingredients, filters)).toContain('Title');
  });

  it.each([
    ['Caldo verde com azeite', ['4 batatas', '200 g de couve', 'azeite'], ['Vegetarian']],
    ['Linsensuppe mit Karotten', ['250 g Linsen', '2 Karotten'], ['Halal']],
    ['Lentil soup with lemon', ['250 g lentils', '1 lemon'], ['Vegan']],
  ])('"%s" is not', (title, ingredients, filters) => {
    expect(where(title, ingredients, filters)).not.toContain('Title');
  });
});
