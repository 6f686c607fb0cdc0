import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/** Written before the fix ran: a swapped line keeps its decimal comma ("1,5 l", never "1, 5 l"). */
describe('a swapped line keeps its decimal comma', () => {
  it.each([
    ['Suppe\n\n1,5 l Milch\n2 Karotten\n\nKochen.', '1,5 l'],
    ['Soupe\n\n1,5 l de lait\n2 carottes\n\nCuire.', '1,5 l'],
    ['Sýr\n\n4 plátky eidamu, silné asi 1,5 cm\n1 vejce\n\nSmažte.', '1,5 cm'],
  ])('%s', (text, amount) => {
    const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Vegan'], avoidIngredients: [] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const lines = result.recipe.ingredients.join('\n');
    expect(lines).toContain(amount);
    expect(lines).not.toMatch(/\d, \d/);
  });
});
